import type { Metadata } from "next";
import Link from "next/link";
import { routes } from "@/config/routes";
import { FACT_KEYS } from "@/features/providers/types";
import { loadProviders } from "@/features/providers/server";
import { PortalHeader } from "@/features/sales-portal/components/portal-header";
import { pageMetadata } from "@/lib/metadata";
import { requireSalesPortal } from "@/server/auth/guards";
import { db } from "@/server/db/client";
import { countPendingProposals } from "@/server/db/queries/provider-facts";
import { formatOrdinalDate } from "@/lib/dates";

export const metadata: Metadata = pageMetadata({ title: "Provider facts", description: "The facts shown about each provider.", path: routes.providerEditors, noIndex: true });

/** Every provider's facts editor, for staff (provider staff are sent to their own page by the guard). */
export default async function ProviderFactsIndex() {
  const member = await requireSalesPortal();
  const database = await db();
  const [providers, waiting] = await Promise.all([loadProviders(database), countPendingProposals(database)]);
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <PortalHeader member={member} title="Provider facts" intro="Open a provider to edit what its public profile says, and see when each fact was last verified." />
      <ul className="divide-y divide-brand-100 rounded-xl border border-brand-100">
        {providers.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <Link href={routes.providerEditor(p.id)} className="font-semibold text-brand-700 underline">
              {p.name}
            </Link>
            <span className="text-sm text-muted">
              {waiting.get(p.id) ? (
                <strong className="font-semibold text-ink">
                  {waiting.get(p.id)} proposed {waiting.get(p.id) === 1 ? "change waits" : "changes wait"} for approval ·{" "}
                </strong>
              ) : null}
              {Object.keys(p.verifiedAt).length} of {FACT_KEYS.length} facts verified{p.updatedAt ? ` · last changed ${formatOrdinalDate(p.updatedAt)}` : ""}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
