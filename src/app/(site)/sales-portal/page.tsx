import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { LeadsTable } from "@/features/sales-portal/components/leads-table";
import { PortalHeader } from "@/features/sales-portal/components/portal-header";
import { PortalSection } from "@/features/sales-portal/components/portal-section";
import { readPaging } from "@/features/sales-portal/paging";
import { listProviders } from "@/features/providers";
import { loadProviderNames } from "@/features/providers/server";
import { routes } from "@/config/routes";
import { canManageRoles } from "@/lib/permissions";
import { pageMetadata } from "@/lib/metadata";
import { phoneForDisplay } from "@/lib/validation";
import { requireSalesPortal } from "@/server/auth/guards";
import { db } from "@/server/db/client";
import { countPendingProposals } from "@/server/db/queries/provider-facts";
import { inboxSummary, providerActivity, recentLeads } from "@/server/db/queries/portal";
import { formatOrdinalDate } from "@/lib/dates";

export const metadata: Metadata = pageMetadata({ title: "Sales portal", description: "Leads, matches and messages.", path: routes.salesPortal, noIndex: true });


/** How many messages and enquiries the overview lists, and how many when asked for all of them. */
const INBOX_NEWEST = 10;
const INBOX_ALL = 500;

/** What has come in, newest first: who sent each one (`from`), what it says and when, and how many there are in all. */
function InboxList<T extends { id: string | number; message: string; createdAt: Date }>({ items, total, empty, from, anchor }: { items: T[]; total: number; empty: string; from: (item: T) => ReactNode; anchor: string }) {
  return (
    <>
      {total > items.length && (
        <p className="mt-2 text-sm text-muted">
          The {items.length} newest of {total}.{" "}
          {items.length < INBOX_ALL && (
            <Link href={`${routes.salesPortal}?inbox=all#${anchor}`} className="text-brand-700 underline">
              Show up to {INBOX_ALL}
            </Link>
          )}
        </p>
      )}
      <ul className="mt-4 space-y-3">
        {items.length === 0 && <li className="text-muted">{empty}</li>}
        {items.map((item) => (
          <li key={item.id} className="rounded-xl border border-brand-100 p-4 text-sm">
            <p className="font-semibold">{from(item)}</p>
            <p className="mt-1 whitespace-pre-line">{item.message}</p>
            <p className="mt-1 text-muted">{formatOrdinalDate(item.createdAt)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

export default async function SalesPortalPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const member = await requireSalesPortal();
  const params = await searchParams;
  const paging = readPaging(params);
  const database = await db();
  const [activity, leads, inbox, proposals, names] = await Promise.all([
    providerActivity(database),
    recentLeads(database, { limit: paging.size, offset: paging.offset }),
    inboxSummary(database, params.inbox === "all" ? INBOX_ALL : INBOX_NEWEST),
    countPendingProposals(database),
    loadProviderNames(database),
  ]);
  const proposed = [...proposals.values()].reduce((sum, count) => sum + count, 0);
  const byId = new Map(activity.map((row) => [row.providerId, row]));

  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
      <PortalHeader member={member} title="Overview" intro="For every provider: how many visitors were matched with it, how many chose to be introduced to it, and what has come in." />
      <nav aria-label="Back office" className="flex flex-wrap gap-4">
        <Link href={routes.salesPortalIntroductions} className="text-brand-700 underline">Introductions</Link>
        {canManageRoles(member.roles) && <Link href={routes.salesPortalOutbox} className="text-brand-700 underline">Outbox</Link>}
        <Link href={routes.salesPortalAnalytics} className="text-brand-700 underline">Analytics</Link>
        <Link href={routes.providerEditors} className="text-brand-700 underline">Provider facts</Link>
      </nav>
      {proposed > 0 && (
        <p className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-ink">
          Firms&apos; staff have proposed {proposed === 1 ? "a change" : `${proposed} changes`} to their facts, waiting for an admin&apos;s
          approval: {[...proposals.keys()].map(names.short).join(", ")}.{" "}
          <Link href={routes.providerEditors} className="font-semibold text-brand-700 underline">See the provider facts</Link>
        </p>
      )}

      <PortalSection id="providers" title="Providers">
        <div className="mt-4 relative overflow-x-auto rounded-xl border border-brand-100">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="bg-brand-50">
              <tr>
                <th scope="col" className="px-4 py-2">Provider</th>
                <th scope="col" className="px-4 py-2 text-right">Visitors matched</th>
                <th scope="col" className="px-4 py-2 text-right">Introductions</th>
                <th scope="col" className="px-4 py-2 text-right">Introductions, last 30 days</th>
                <th scope="col" className="px-4 py-2 text-right">Callback requests</th>
              </tr>
            </thead>
            <tbody>
              {listProviders().map(({ id }) => {
                const row = byId.get(id);
                return (
                  <tr key={id} className="border-t border-brand-100">
                    <th scope="row" className="px-4 py-2 font-medium">
                      <Link href={routes.salesPortalProvider(id)} className="text-brand-700 underline">{names.full(id)}</Link>
                    </th>
                    <td className="px-4 py-2 text-right">{row?.matches ?? 0}</td>
                    <td className="px-4 py-2 text-right">{row?.introductions ?? 0}</td>
                    <td className="px-4 py-2 text-right">{row?.introductionsLast30Days ?? 0}</td>
                    <td className="px-4 py-2 text-right">{row?.callbacks ?? 0}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </PortalSection>

      <PortalSection id="leads" title="Latest leads">
        <div className="mt-4">
          <LeadsTable caption="All leads, newest first" leads={leads.rows} total={leads.total} paging={paging} basePath={routes.salesPortal} nameOf={names.short} />
        </div>
      </PortalSection>

      <div className="grid gap-8 lg:grid-cols-2">
        <PortalSection id="messages" title="Contact messages">
          <InboxList
            items={inbox.messages}
            total={inbox.messageTotal}
            anchor="messages"
            empty="No messages yet."
            from={(m) => (
              <>
                {m.firstName} {m.lastName} · <a className="text-brand-700 underline" href={`mailto:${m.email}`}>{m.email}</a>
                {m.phone && (
                  <>
                    {" · "}
                    <a className="text-brand-700 underline" href={`tel:${m.phone}`}>
                      {phoneForDisplay(m.phone)}
                    </a>
                  </>
                )}
              </>
            )}
          />
        </PortalSection>
        <PortalSection id="enquiries" title="Partnership enquiries">
          <InboxList
            items={inbox.enquiries}
            total={inbox.enquiryTotal}
            anchor="enquiries"
            empty="No enquiries yet."
            from={(e) => (
              <>
                {e.name}, {e.organisation} · <a className="text-brand-700 underline" href={`mailto:${e.email}`}>{e.email}</a>
              </>
            )}
          />
          <p className="mt-6 text-sm">
            Newsletter: <strong>{inbox.subscribers}</strong> subscribers, {inbox.subscribersLast30Days} in the last 30 days.
          </p>
        </PortalSection>
      </div>
    </div>
  );
}
