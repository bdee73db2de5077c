import { withBookedMeetings } from "@/features/meetings/server";
import { loadProviderNames } from "@/features/providers/server";
import { readOperatorFilters } from "@/features/sales-portal/operator-filters";
import { exportIntroductions, introductionsCsv } from "@/features/sales-portal/server/introductions";
import { csvDownload } from "@/lib/csv";
import { canViewSalesPortal } from "@/lib/permissions";
import { currentMember } from "@/server/auth/session";
import { db } from "@/server/db/client";

/** The operator's introductions as CSV, with the same filters as the page. Admin and sales only. */
export async function GET(request: Request) {
  const member = await currentMember(request.headers);
  if (!member) return new Response("Sign in first.", { status: 401 });
  if (!canViewSalesPortal(member.roles)) return new Response("Not allowed.", { status: 403 });
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const database = await db();
  const [rows, names] = await Promise.all([withBookedMeetings(database, await exportIntroductions(database, readOperatorFilters(params))), loadProviderNames(database)]);
  const date = new Date().toISOString().slice(0, 10);
  return csvDownload(introductionsCsv(rows, names.short), `introductions-${date}.csv`);
}
