import type { Metadata } from "next";
import Link from "next/link";
import { routes } from "@/config/routes";
import { firmRouteRows, introductionsDesk } from "@/features/introductions/server";
import { withBookedMeetings } from "@/features/meetings/server";
import { listProviders } from "@/features/providers";
import { loadProviderNames } from "@/features/providers/server";
import { FirmRoutes } from "@/features/sales-portal/components/firm-routes";
import { IntroductionsAddresses } from "@/features/sales-portal/components/introductions-addresses";
import { OperatorIntroductions } from "@/features/sales-portal/components/operator-introductions";
import { PortalHeader } from "@/features/sales-portal/components/portal-header";
import { readOperatorFilters } from "@/features/sales-portal/operator-filters";
import { readPaging } from "@/features/sales-portal/paging";
import { listAllIntroductions, medianResponseHours } from "@/features/sales-portal/server/introductions";
import { listIntroductionsAddresses } from "@/features/sales-portal/server/introductions-addresses";
import { canManageRoles } from "@/lib/permissions";
import { pageMetadata } from "@/lib/metadata";
import { requireSalesPortal } from "@/server/auth/guards";
import { db } from "@/server/db/client";
import { disagreement, outcomeInWords } from "@/features/reviews/eligibility";
import { StaffResponseFigures } from "@/features/reviews/components/staff-response-figures";
import { firmResponseFigures, outcomesFor } from "@/features/reviews/server";
import { ForgetNotice } from "@/components/ui/forget-notice";

export const metadata: Metadata = pageMetadata({ title: "Introductions", description: "Every introduction and how fast firms answer.", path: routes.salesPortalIntroductions, noIndex: true });

export default async function IntroductionsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const member = await requireSalesPortal();
  const query = await searchParams;
  const paging = readPaging(query);
  const filters = readOperatorFilters(query);
  const database = await db();
  const [list, medians, addresses, routeRows, names] = await Promise.all([
    listAllIntroductions(database, filters, { limit: paging.size, offset: paging.offset }),
    medianResponseHours(database),
    listIntroductionsAddresses(database),
    firmRouteRows(database, listProviders().map((p) => p.id)),
    loadProviderNames(database),
  ]);
  const [pairs, rows] = await Promise.all([outcomesFor(database, list.rows.map((r) => r.id)), withBookedMeetings(database, list.rows)]);
  const outcomes = new Map([...pairs].map(([id, pair]) => [id, { investor: outcomeInWords(pair.investor), firm: outcomeInWords(pair.firm), disagreement: disagreement(pair.investor, pair.firm) }]));
  const figures = await Promise.all(listProviders().map(async (p) => ({ providerId: p.id, firmName: names.short(p.id), figures: await firmResponseFigures(database, p.id) })));
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <PortalHeader member={member} title="Introductions" intro="Every introduction, where it stands, which are overdue and how fast each firm answers." />
      {query.routes !== undefined && <ForgetNotice names="routes routesFirm" />}
      <p><Link href={routes.salesPortal} className="text-brand-700 underline">Back to the overview</Link></p>
      <OperatorIntroductions filters={filters} rows={rows} total={list.total} paging={paging} medians={medians} outcomes={outcomes} names={names} />
      <StaffResponseFigures firms={figures} />
      <FirmRoutes firms={[...routeRows.values()]} desk={introductionsDesk()} notice={typeof query.routes === "string" ? query.routes : undefined} noticeFirm={typeof query.routesFirm === "string" ? query.routesFirm : undefined} names={names} />
      {canManageRoles(member.roles) && <IntroductionsAddresses addresses={addresses} names={names} />}
    </div>
  );
}
