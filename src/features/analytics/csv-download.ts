import "server-only";

import "@/lib/zod-config";
import { z } from "zod";
import { csvDownload } from "@/lib/csv";
import { canViewAnalytics } from "@/lib/permissions";
import type { Database } from "@/server/db/client";
import type { Member } from "@/server/auth/session";
import { readRange } from "./date-range";
import { loadAnalyticsTable } from "./report";
import { TABLE_IDS, toCsv, type DeclaredExperiment, type TableId } from "./tables";

const tableParam = z.enum(TABLE_IDS as [TableId, ...TableId[]]);

/**
 * GET /sales-portal/analytics/csv?table=…&range=…: one analytics table as UTF-8 CSV, the same
 * rows and date range as on the page, for the same members (admin and sales).
 */
export async function analyticsCsv(
  request: Request,
  context: { member: Member | null; database: () => Promise<Database>; declared: readonly DeclaredExperiment[]; signInUrl: string },
): Promise<Response> {
  if (!context.member) return Response.redirect(new URL(context.signInUrl, request.url), 303);
  if (!canViewAnalytics(context.member.roles)) return new Response("Analytics are for admin and sales staff.", { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const table = tableParam.safeParse(params.table);
  if (!table.success) return Response.json({ error: `table: must be one of ${TABLE_IDS.join(", ")}` }, { status: 400 });
  const range = readRange(params);
  if (!range.ok) return Response.json({ error: range.error }, { status: 400 });
  const csv = toCsv(await loadAnalyticsTable(await context.database(), range.range, table.data, context.declared));
  return csvDownload(csv, `${table.data}-${range.range.fromDay}-to-${range.range.toDay}.csv`);
}
