import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StructuredData } from "@/components/structured-data";
import { routes } from "@/config/routes";
import { QuestionnaireNeedsScripts } from "@/features/questionnaire/components/needs-scripts";
import { QuestionRunner } from "@/features/questionnaire/components/question-runner";
import { allPages, proformaFlow } from "@/features/questionnaire/flow";

type Params = Promise<{ step: string[] }>;

export function generateStaticParams() {
  return allPages(proformaFlow).map((pageId) => ({ step: pageId.split("/") }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { step } = await params;
  const question = proformaFlow.pages[step.join("/")];
  // One journey, one search result: every step names the questionnaire's start as its canonical
  // page, so a search engine sends people to the beginning rather than halfway through, without a
  // noindex that would mark the step as blocked.
  return {
    title: question?.text ?? "Compare wealth managers",
    description: "Answer a few short questions and get matched with about three wealth managers, private banks or financial advisers.",
    alternates: { canonical: routes.proforma },
  };
}

export default async function ProformaQuestionPage({ params }: { params: Params }) {
  const { step } = await params;
  const pageId = step.join("/");
  const question = proformaFlow.pages[pageId];
  if (!question) notFound();
  return (
    <>
      <StructuredData nodes={[{ "@type": "WebPage", name: question.text }]} />
      <QuestionnaireNeedsScripts />
      <QuestionRunner flowId="proforma" initialPageId={pageId} />
    </>
  );
}
