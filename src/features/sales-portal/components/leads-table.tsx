import type { Route } from "next";
import Link from "next/link";
import { addressUnconfirmed } from "@/features/introductions";
import type { LeadView } from "@/server/db/queries/leads";
import { PAGE_SIZES, pageCount, type Paging } from "../paging";
import { withQuery } from "@/config/routes";
import { phoneForDisplay } from "@/lib/validation";
import { formatOrdinalDateTime } from "@/lib/dates";


export function LeadsTable({
  caption,
  leads,
  total,
  paging,
  basePath,
  nameOf,
}: {
  caption: string;
  leads: LeadView[];
  total: number;
  paging: Paging;
  basePath: Route;
  nameOf: (id: string) => string;
}) {
  const pages = pageCount(total, paging.size);
  const href = (page: number, size = paging.size) => withQuery(basePath, { size: String(size), page: String(page) });
  return (
    <div>
      <div className="relative overflow-x-auto rounded-xl border border-brand-100">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="px-4 py-3 text-left font-semibold text-ink">
            {caption} ({total})
          </caption>
          <thead className="bg-brand-50 text-ink">
            <tr>
              <th scope="col" className="px-4 py-2">Name</th>
              <th scope="col" className="px-4 py-2">E-mail</th>
              <th scope="col" className="px-4 py-2">Phone</th>
              <th scope="col" className="px-4 py-2">Amount</th>
              <th scope="col" className="px-4 py-2">Matched with</th>
              <th scope="col" className="px-4 py-2">Received</th>
            </tr>
          </thead>
          <tbody>
            {leads.length === 0 && (
              <tr>
                <td colSpan={6} className="px-4 py-6 text-center text-muted">No leads yet.</td>
              </tr>
            )}
            {leads.map((lead) => (
              <tr key={lead.id} className="border-t border-brand-100">
                <td className="px-4 py-2 font-medium">{lead.firstName} {lead.lastName}</td>
                <td className="px-4 py-2">
                  <a className="text-brand-700 underline" href={`mailto:${lead.email}`}>{lead.email}</a>
                  {addressUnconfirmed(lead) && <span className="text-muted"> (not yet confirmed)</span>}
                </td>
                <td className="px-4 py-2"><a className="text-brand-700 underline" href={`tel:${lead.phoneNumber}`}>{phoneForDisplay(lead.phoneNumber)}</a></td>
                <td className="px-4 py-2">{lead.segment === "under-300k" ? "Under £300k" : "£300k and over"}</td>
                <td className="px-4 py-2">{lead.recs.map(nameOf).join(", ")}</td>
                <td className="px-4 py-2 whitespace-nowrap">{formatOrdinalDateTime(lead.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label={`${caption}: pages`} className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
        <p>
          Per page:{" "}
          {PAGE_SIZES.map((size) => (
            <Link key={size} href={href(1, size)} aria-current={size === paging.size ? "true" : undefined} className={`ml-2 rounded px-2 py-1 ${size === paging.size ? "bg-brand-700 text-white" : "text-brand-700 underline"}`}>
              {size}
            </Link>
          ))}
        </p>
        <p className="flex items-center gap-3">
          {paging.page > 1 ? <Link href={href(paging.page - 1)} className="text-brand-700 underline">Previous page</Link> : null}
          <span>Page {Math.min(paging.page, pages)} of {pages}</span>
          {paging.page < pages ? <Link href={href(paging.page + 1)} className="text-brand-700 underline">Next page</Link> : null}
        </p>
      </nav>
    </div>
  );
}
