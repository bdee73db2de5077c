import type { Metadata } from "next";
import Link from "next/link";
import { AnalyticsReportView } from "@/features/analytics/components/analytics-report";
import { readRange } from "@/features/analytics/date-range";
import { loadAnalyticsReport } from "@/features/analytics/report";
import { experiments } from "@/features/experiments/experiments";
import { PortalHeader } from "@/features/sales-portal/components/portal-header";
import { routes } from "@/config/routes";
import { pageMetadata } from "@/lib/metadata";
import { requireAnalytics } from "@/server/auth/guards";
import { db } from "@/server/db/client";

export const metadata: Metadata = pageMetadata({ title: "Analytics", description: "Where visitors come from, where they give up, and which variant wins.", path: routes.salesPortalAnalytics, noIndex: true });

export default async function AnalyticsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const member = await requireAnalytics();
  const result = readRange(await searchParams);
  const report = await loadAnalyticsReport(await db(), result.range, experiments);
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
      <PortalHeader member={member} title="Analytics" intro="Where visitors come from, where they give up, and which variant wins." />
      <p><Link href={routes.salesPortal} className="text-brand-700 underline">Back to the overview</Link></p>
      <AnalyticsReportView report={report} range={result.range} rangeError={result.ok ? null : result.error} />
    </div>
  );
}
