import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StructuredData } from "@/components/structured-data";
import { partner, partnerSteps } from "@/config/partner";
import { QuestionnaireNeedsScripts } from "@/features/questionnaire/components/needs-scripts";
import { QuestionRunner } from "@/features/questionnaire/components/question-runner";
import { partnerFlow } from "@/features/questionnaire/flow";

type Params = Promise<{ partner: string; step: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return partnerSteps.map((step) => ({ partner: partner.slug, step }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { step } = await params;
  return { title: partnerFlow.pages[step]?.text ?? `${partner.displayName} customers`, robots: { index: false } };
}

/** The insurer flow (docs/product.md, "The questionnaire"): six questions for the partner's customers, then the matches. */
export default async function PartnerStepPage({ params }: { params: Params }) {
  const { partner: slug, step } = await params;
  const question = partnerFlow.pages[step];
  if (slug !== partner.slug || !question) notFound();
  return (
    <>
      <StructuredData nodes={[{ "@type": "WebPage", name: question.text }]} />
      <QuestionnaireNeedsScripts />
      <QuestionRunner flowId="partner" initialPageId={step} />
    </>
  );
}
