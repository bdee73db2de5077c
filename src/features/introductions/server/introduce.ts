import "server-only";

import { and, desc, eq, inArray } from "drizzle-orm";
import { siteUrl } from "@/config/env";
import { routes } from "@/config/routes";
import { getProvider, providerShortName } from "@/features/providers";
import { enqueueMail, type Executor } from "@/features/mail/server";
import type { Database } from "@/server/db/client";
import { firmIntroductionSettings, introductionEvents, introductions, leads, roles, users } from "@/server/db/schema";
import { newIntroductionMail, visitorConfirmationMail } from "../mails";
import { statusInWords, type IntroductionStatus } from "../statuses";

/** Where a firm's "New introduction" goes: every member with its provider role, and its introductions address. */
export async function firmRecipients(executor: Executor, providerId: string): Promise<string[]> {
  const [members, settings] = await Promise.all([
    executor
      .select({ email: users.email })
      .from(roles)
      .innerJoin(users, eq(users.id, roles.userId))
      .where(and(eq(roles.role, "provider"), eq(roles.providerId, providerId))),
    executor
      .select({ email: firmIntroductionSettings.introductionsEmail })
      .from(firmIntroductionSettings)
      .where(eq(firmIntroductionSettings.providerId, providerId)),
  ]);
  const emails = [...members.map((m) => m.email), ...settings.flatMap((s) => (s.email ? [s.email] : []))];
  return [...new Set(emails.map((e) => e.toLowerCase()))];
}

export interface CreatedIntroduction {
  id: string;
  providerId: string;
}

/**
 * Introduces the visitor's lead to each firm not yet introduced (unique per visitor and firm),
 * records the first status, and writes each firm's "New introduction" mail: all in `tx`, the
 * transaction that stored the lead. Returns the introductions it created.
 */
export async function introduceToFirms(
  tx: Executor,
  input: { userId: string; leadId: string; providerIds: string[] },
): Promise<CreatedIntroduction[]> {
  if (input.providerIds.length === 0) return [];
  const created = await tx
    .insert(introductions)
    .values(input.providerIds.map((providerId) => ({ userId: input.userId, leadId: input.leadId, providerId })))
    .onConflictDoNothing({ target: [introductions.userId, introductions.providerId] })
    .returning({ id: introductions.id, providerId: introductions.providerId });
  if (created.length === 0) return [];
  await tx.insert(introductionEvents).values(created.map((c) => ({ introductionId: c.id, status: "sent" as const, actorId: input.userId, actorKind: "visitor" })));
  for (const intro of created) {
    const firmName = getProvider(intro.providerId)?.name ?? intro.providerId;
    const mail = newIntroductionMail(firmName, `${siteUrl()}${routes.salesPortalIntroduction(intro.providerId, intro.id)}`);
    const recipients = await firmRecipients(tx, intro.providerId);
    // Counted per firm, whoever the visitor: past the firm's limit the introduction still waits in
    // its workspace, without another mail (src/features/mail/server/limits.ts).
    await enqueueMail(tx, recipients.map((to) => ({ kind: "new-introduction", to, limitKey: `firm:${intro.providerId}`, ...mail })));
  }
  return created;
}

/** The visitor's confirmation naming the firms just introduced, what happens next and how to withdraw. */
export async function confirmToVisitor(tx: Executor, input: { email: string; firstName: string; providerIds: string[] }): Promise<void> {
  if (input.providerIds.length === 0) return;
  const mail = visitorConfirmationMail({
    firstName: input.firstName,
    firmNames: input.providerIds.map(providerShortName),
    resultsUrl: `${siteUrl()}${routes.results}`,
  });
  await enqueueMail(tx, { kind: "introduction-confirmation", to: input.email, ...mail });
}

export interface VisitorIntroduction {
  id: string;
  providerId: string;
  status: IntroductionStatus;
  statusWords: string;
  declineReason: string | null;
  createdAt: Date;
}

/** The visitor's own introductions, newest first. */
export async function listVisitorIntroductions(database: Database, userId: string): Promise<VisitorIntroduction[]> {
  const rows = await database
    .select({ id: introductions.id, providerId: introductions.providerId, status: introductions.status, declineReason: introductions.declineReason, createdAt: introductions.createdAt })
    .from(introductions)
    .where(eq(introductions.userId, userId))
    .orderBy(desc(introductions.createdAt));
  return rows.map((r) => ({ ...r, statusWords: statusInWords[r.status] }));
}

/** The lead's contact details, for the visitor's mails. */
export async function leadContact(executor: Executor, leadId: string): Promise<{ email: string; firstName: string } | null> {
  const [row] = await executor.select({ email: leads.email, firstName: leads.firstName }).from(leads).where(eq(leads.id, leadId));
  return row ?? null;
}

export async function introducedProviderIds(executor: Executor, userId: string, providerIds: string[]): Promise<Set<string>> {
  if (providerIds.length === 0) return new Set();
  const rows = await executor
    .select({ providerId: introductions.providerId })
    .from(introductions)
    .where(and(eq(introductions.userId, userId), inArray(introductions.providerId, providerIds)));
  return new Set(rows.map((r) => r.providerId));
}
