import Link from "next/link";
import { routes, withQuery } from "@/config/routes";
import { addressUnconfirmed, INTRODUCTION_STATUSES, staffStatusInWords } from "@/features/introductions";
import { listProviders, type ProviderNames } from "@/features/providers";
import { filtersQuery, type readOperatorFilters } from "../operator-filters";
import { pageCount, type Paging } from "../paging";
import { PageLinks } from "./page-links";
import type { DeskView, OperatorIntroductionRow } from "../server/introductions";
import { dateInWords } from "../staff-dates";
import { formatOrdinalDateTime } from "@/lib/dates";


/** A median response time in words: "under a minute", "1 minute", "40 minutes", "3.5 hours", "2.5 days". */
export function hours(value: number): string {
  if (value < 1) {
    const minutes = Math.round(value * 60);
    if (minutes < 1) return "under a minute";
    return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  }
  if (value < 48) return `${value.toFixed(1)} hours`;
  return `${(value / 24).toFixed(1)} days`;
}

/** Where one that came through the desk stands: passed on, still to pass on (by when; late), or answered meanwhile. */
function DeskMarker({ status, desk }: { status: OperatorIntroductionRow["status"]; desk: DeskView }) {
  if (desk.passedOn) return <span className="ml-2 block text-xs text-muted">Through the desk; passed on {formatOrdinalDateTime(desk.passedOn.at)} by {desk.passedOn.by}</span>;
  if (status !== "sent") return <span className="ml-2 text-muted">(went through the desk)</span>;
  return (
    <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-amber-900">
      Through the desk: to pass on by {dateInWords(desk.passOnBy)}
      {desk.late && <strong className="ml-1 text-red-800">(late)</strong>}
    </span>
  );
}

/** The operator's view of every introduction: filters, search, overdue, response times, CSV. */
export function OperatorIntroductions({
  filters,
  rows,
  total,
  paging,
  medians,
  outcomes,
  names,
}: {
  filters: ReturnType<typeof readOperatorFilters>;
  rows: OperatorIntroductionRow[];
  total: number;
  paging: Paging;
  medians: { providerId: string; medianHours: number; answered: number }[];
  /** Per introduction with a meeting answered for: each side's answer in words, and where they differ. */
  outcomes?: Map<string, { investor: string; firm: string; disagreement: string | null }>;
  /** Firms' names as published. */
  names: ProviderNames;
}) {
  const query = filtersQuery(filters);
  const page = (p: number, size = paging.size) => {
    const q = new URLSearchParams(query);
    q.set("size", String(size));
    q.set("page", String(p));
    return withQuery(routes.salesPortalIntroductions, q);
  };
  const pages = pageCount(total, paging.size);
  return (
    <div className="space-y-8">
      <form method="get" action={routes.salesPortalIntroductions} className="flex flex-wrap items-end gap-4 rounded-xl border border-brand-100 p-4 text-sm">
        <div className="max-w-full">
          <label htmlFor="filter-q" className="block font-semibold">Name or e-mail</label>
          <input id="filter-q" name="q" type="search" defaultValue={filters.search} maxLength={100} className="mt-1 max-w-full rounded-lg border border-muted/50 px-3 py-2" />
        </div>
        <div className="max-w-full">
          <label htmlFor="filter-status" className="block font-semibold">Status</label>
          <select id="filter-status" name="status" defaultValue={filters.status ?? ""} className="mt-1 max-w-full rounded-lg border border-muted/50 px-3 py-2">
            <option value="">Any</option>
            {INTRODUCTION_STATUSES.map((s) => <option key={s} value={s}>{staffStatusInWords[s]}</option>)}
          </select>
        </div>
        <div className="max-w-full">
          <label htmlFor="filter-firm" className="block font-semibold">Firm</label>
          <select id="filter-firm" name="firm" defaultValue={filters.providerId ?? ""} className="mt-1 max-w-full rounded-lg border border-muted/50 px-3 py-2">
            <option value="">Any</option>
            {listProviders().map((p) => <option key={p.id} value={p.id}>{names.full(p.id)}</option>)}
          </select>
        </div>
        <div className="flex items-center gap-2">
          <input id="filter-overdue" name="overdue" type="checkbox" value="1" defaultChecked={filters.overdueOnly} className="size-5" />
          <label htmlFor="filter-overdue">Overdue only (not answered within 2 working days)</label>
        </div>
        <div className="flex items-center gap-2">
          <input id="filter-desk" name="desk" type="checkbox" value="1" defaultChecked={filters.deskOnly} className="size-5" />
          <label htmlFor="filter-desk">Through the desk only (the firm has no direct route)</label>
        </div>
        <input type="hidden" name="size" value={paging.size} />
        <button type="submit" className="rounded-full bg-brand-700 px-4 py-2 font-semibold text-white">Show</button>
        <a href={`${routes.salesPortalIntroductionsCsv}?${query}`} className="text-brand-700 underline" download>
          Download CSV
        </a>
      </form>

      <div className="relative overflow-x-auto rounded-xl border border-brand-100">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <caption className="px-4 py-3 text-left font-semibold">Introductions, newest first ({total})</caption>
          <thead className="bg-brand-50">
            <tr>
              <th scope="col" className="px-4 py-2">Asked</th>
              <th scope="col" className="px-4 py-2">Firm</th>
              <th scope="col" className="px-4 py-2">Visitor</th>
              <th scope="col" className="px-4 py-2">Status</th>
              <th scope="col" className="px-4 py-2">First answered</th>
              <th scope="col" className="px-4 py-2">After the meeting</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-t border-brand-100">
                <td className="px-4 py-2">{formatOrdinalDateTime(r.createdAt)}</td>
                <td className="px-4 py-2">
                  {r.status === "confirming" ? (
                    // The firm's workspace lists an introduction only once the investor has confirmed it.
                    <>
                      {names.short(r.providerId)}
                      <span className="block text-xs text-muted">not in the firm&apos;s workspace until confirmed</span>
                    </>
                  ) : (
                    <Link href={routes.salesPortalIntroduction(r.providerId, r.id)} className="text-brand-700 underline">{names.short(r.providerId)}</Link>
                  )}
                </td>
                <td className="px-4 py-2">
                  {r.name} · {r.email}
                  {addressUnconfirmed(r) && (
                    <span className="text-muted"> (not yet confirmed{r.confirmedEmail ? `; firms see ${r.confirmedEmail}` : ""})</span>
                  )}
                </td>
                <td className="px-4 py-2">
                  {r.statusWords}
                  {r.overdue && <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-red-800">Overdue</span>}
                  {r.desk && <DeskMarker status={r.status} desk={r.desk} />}
                  {r.deliveredVia === "held" && r.status === "sent" && (
                    <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-amber-900">Firm&apos;s mail allowance used: told in its next hourly notice</span>
                  )}
                </td>
                <td className="px-4 py-2">{r.firstResponseAt ? formatOrdinalDateTime(r.firstResponseAt) : "Not yet"}</td>
                <td className="px-4 py-2">
                  {outcomes?.get(r.id) ? (
                    <>
                      <span className="block">Investor: {outcomes.get(r.id)!.investor}</span>
                      <span className="block">Firm: {outcomes.get(r.id)!.firm}</span>
                      {outcomes.get(r.id)!.disagreement && <span className="mt-1 block rounded bg-red-100 px-2 py-0.5 text-red-800">They disagree: {outcomes.get(r.id)!.disagreement}</span>}
                    </>
                  ) : (
                    <span className="text-muted">No answers</span>
                  )}
                </td>
              </tr>
            ))}
            {rows.length === 0 && (
              <tr><td colSpan={6} className="px-4 py-4 text-muted">{total === 0 ? "No introductions match these filters." : "Nothing on this page: see the page links below."}</td></tr>
            )}
          </tbody>
        </table>
      </div>
      <PageLinks paging={paging} pages={pages} href={page} />

      <section aria-labelledby="response-heading">
        <h2 id="response-heading" className="font-serif text-2xl">Median time to first response</h2>
        <p className="mt-1 text-sm text-muted">From sending to the firm&apos;s first accept or decline, over every answered introduction.</p>
        <table className="mt-4 w-full max-w-xl text-left text-sm">
          <thead className="bg-brand-50">
            <tr><th scope="col" className="px-4 py-2">Firm</th><th scope="col" className="px-4 py-2">Median</th><th scope="col" className="px-4 py-2">Answered</th></tr>
          </thead>
          <tbody>
            {medians.map((m) => (
              <tr key={m.providerId} className="border-t border-brand-100">
                <th scope="row" className="px-4 py-2 font-medium">{names.short(m.providerId)}</th>
                <td className="px-4 py-2">{hours(m.medianHours)}</td>
                <td className="px-4 py-2">{m.answered}</td>
              </tr>
            ))}
            {medians.length === 0 && <tr><td colSpan={3} className="px-4 py-4 text-muted">No firm has answered yet.</td></tr>}
          </tbody>
        </table>
      </section>
    </div>
  );
}
