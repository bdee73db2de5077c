import "@/lib/zod-config";
import { z } from "zod";
import { INTRODUCTION_STATUSES } from "@/features/introductions";
import { isProviderId } from "@/features/providers";

/** The operator list's filters from the query string; anything unreadable is ignored. */
const filtersSchema = z.object({
  status: z.enum(INTRODUCTION_STATUSES).nullable().catch(null),
  firm: z.string().max(40).refine(isProviderId).nullable().catch(null),
  q: z.string().max(100).catch(""),
  overdue: z.enum(["1"]).nullable().catch(null),
  desk: z.enum(["1"]).nullable().catch(null),
});

export function readOperatorFilters(params: Record<string, string | string[] | undefined>) {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const parsed = filtersSchema.parse({ status: one(params.status) ?? null, firm: one(params.firm) ?? null, q: one(params.q) ?? "", overdue: one(params.overdue) ?? null, desk: one(params.desk) ?? null });
  return { status: parsed.status, providerId: parsed.firm, search: parsed.q, overdueOnly: parsed.overdue === "1", deskOnly: parsed.desk === "1" };
}

export function filtersQuery(filters: ReturnType<typeof readOperatorFilters>): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.status) query.set("status", filters.status);
  if (filters.providerId) query.set("firm", filters.providerId);
  if (filters.search) query.set("q", filters.search);
  if (filters.overdueOnly) query.set("overdue", "1");
  if (filters.deskOnly) query.set("desk", "1");
  return query;
}
