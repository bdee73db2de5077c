import type { Metadata } from "next";
import { forbidden } from "next/navigation";
import { routes } from "@/config/routes";
import { OutboxList } from "@/features/sales-portal/components/outbox-list";
import { PortalHeader } from "@/features/sales-portal/components/portal-header";
import { readPaging } from "@/features/sales-portal/paging";
import { listOutbox } from "@/server/mail";
import { canManageRoles } from "@/lib/permissions";
import { pageMetadata } from "@/lib/metadata";
import { requireSalesPortal } from "@/server/auth/guards";
import { db } from "@/server/db/client";

export const metadata: Metadata = pageMetadata({ title: "Outbox", description: "Mail waiting or sent.", path: routes.salesPortalOutbox, noIndex: true });

/** Admins read the outbox here: every mail of the last 90 days (purge deletes older), so mail waits here when no SMTP server is set. */
export default async function OutboxPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const member = await requireSalesPortal();
  if (!canManageRoles(member.roles)) forbidden();
  const paging = readPaging(await searchParams);
  const list = await listOutbox(await db(), { limit: paging.size, offset: paging.offset, viewerEmail: member.email });
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <PortalHeader member={member} title="Outbox" intro="Every mail the site has written, newest first, and whether it has been delivered. Links that work for whoever holds them (new passwords, confirmations, sign-in) are shown only in mail addressed to you, and only until the mail has gone: its copy then keeps a note in their place." />
      <OutboxList rows={list.rows} total={list.total} paging={paging} />
    </div>
  );
}
