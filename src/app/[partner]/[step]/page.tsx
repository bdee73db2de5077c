import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ComingSoon } from "@/components/ui/coming-soon";
import { partner, partnerSteps } from "@/config/partner";

export const metadata: Metadata = { title: `${partner.displayName} customers` };

export default async function PartnerStepPage({ params }: { params: Promise<{ partner: string; step: string }> }) {
  const { partner: slug, step } = await params;
  if (slug !== partner.slug || !(partnerSteps as readonly string[]).includes(step)) notFound();
  return (
    <ComingSoon
      title={`${partner.displayName} customers`}
      what={`A short questionnaire for ${partner.displayName} customers looking for investment help.`}
    />
  );
}
