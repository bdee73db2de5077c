import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { routes } from "@/config/routes";
import { isProviderId } from "@/features/providers";
import { ProposalList } from "@/features/providers/components/proposal-list";
import { ProviderFactsEditor } from "@/features/providers/components/provider-facts-editor";
import { factsOf } from "@/features/providers/facts";
import { loadProvider, pendingProposals, recentDecisions } from "@/features/providers/server";
import { PortalHeader } from "@/features/sales-portal/components/portal-header";
import { PortalSection } from "@/features/sales-portal/components/portal-section";
import { canPublishProviderFacts, canViewSalesPortal } from "@/lib/permissions";
import { pageMetadata } from "@/lib/metadata";
import { requireProviderEditor } from "@/server/auth/guards";
import { db } from "@/server/db/client";

export const metadata: Metadata = pageMetadata({ title: "Provider facts", description: "Edit the facts shown about a provider.", path: routes.providerEditors, noIndex: true });

/** docs/product.md, "Provider facts": every fact shown about a provider, edited here. */
export default async function ProviderFactsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isProviderId(id)) notFound();
  const member = await requireProviderEditor(id);
  const database = await db();
  const [provider, proposals, decided] = await Promise.all([loadProvider(database, id), pendingProposals(database, id), recentDecisions(database, id)]);
  if (!provider) notFound();
  const canPublish = canPublishProviderFacts(member.roles);
  // Who proposed each change, waiting or decided: named to admins; to anyone else only when it was them.
  const proposer = (email: string | null) => (canPublish ? email : email === member.email ? "you" : null);
  const waiting = proposals.map((p) => ({ ...p, proposedBy: proposer(p.proposedBy) }));
  const decisions = decided.map((d) => ({ ...d, proposedBy: proposer(d.proposedBy) }));

  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10">
      <PortalHeader
        member={member}
        title={`${provider.name}: facts`}
        intro={canPublish ? "Your save publishes at once on the public profile and in /api/providers." : "Your changes are sent to an admin, who publishes them once checked. We e-mail you when they decide, with the reason if they do not publish them."}
      />
      <p className="flex flex-wrap gap-4 text-sm">
        <Link href={routes.wealthManager(id)} className="text-brand-700 underline">View the public profile</Link>
        <Link href={routes.salesPortalProvider(id)} className="text-brand-700 underline">Matches and leads</Link>
        {canViewSalesPortal(member.roles) && <Link href={routes.providerEditors} className="text-brand-700 underline">All providers&apos; facts</Link>}
      </p>
      <PortalSection id="proposals" title="Changes waiting for approval">
        <div className="mt-4">
          <ProposalList providerId={id} proposals={waiting} current={factsOf(provider)} decided={decisions} canDecide={canPublish} />
        </div>
      </PortalSection>
      <PortalSection id="facts" title="Facts">
        <div className="mt-4">
          <ProviderFactsEditor providerId={id} facts={factsOf(provider)} verifiedAt={provider.verifiedAt} canPublish={canPublish} />
        </div>
      </PortalSection>
    </div>
  );
}
