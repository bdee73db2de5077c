import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StructuredData } from "@/components/structured-data";
import { QuestionRunner } from "@/features/questionnaire/components/question-runner";
import { allPages, proformaFlow } from "@/features/questionnaire/flow";

type Params = Promise<{ step: string[] }>;

export function generateStaticParams() {
  return allPages(proformaFlow).map((pageId) => ({ step: pageId.split("/") }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { step } = await params;
  const question = proformaFlow.pages[step.join("/")];
  return { title: question?.text ?? "Compare wealth managers", robots: { index: false } };
}

export default async function ProformaQuestionPage({ params }: { params: Params }) {
  const { step } = await params;
  const pageId = step.join("/");
  const question = proformaFlow.pages[pageId];
  if (!question) notFound();
  return (
    <>
      <StructuredData nodes={[{ "@type": "WebPage", name: question.text }]} />
      <QuestionRunner flowId="proforma" initialPageId={pageId} />
    </>
  );
}
