import "server-only";

import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { siteUrl } from "@/config/env";
import { RETENTION } from "@/config/retention";
import { routes } from "@/config/routes";
import { enqueueMail } from "@/features/mail/server";
import type { Database } from "@/server/db/client";
import { newsletterSignups } from "@/server/db/schema";
import { confirmSubscriptionMail } from "../mails";

/** DECISIONS §10: an address not confirmed within 7 days is deleted. */
export const CONFIRM_WITHIN_DAYS = RETENTION.newsletterUnconfirmedDays;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** The unsubscribe token of an address: a keyed hash, so any newsletter mail can carry it without storing it. */
export function unsubscribeToken(secret: string, email: string): string {
  return createHmac("sha256", secret).update(`newsletter-unsubscribe:${email.toLowerCase()}`).digest("base64url");
}

export function unsubscribeUrl(secret: string, email: string): string {
  const query = new URLSearchParams({ email: email.toLowerCase(), token: unsubscribeToken(secret, email) });
  return `${siteUrl()}${routes.newsletterUnsubscribe}?${query}`;
}

/**
 * Signs an address up, unconfirmed, and e-mails a confirmation link in the same transaction
 * (DECISIONS §10: the address counts only once confirmed). A confirmed address only has its name
 * updated. Each new link replaces the last.
 */
export async function signUpForNewsletter(
  database: Database,
  input: { userId: string | null; firstName: string; lastName: string; email: string },
  secret: string,
): Promise<{ status: "confirmation-sent" | "already-confirmed" }> {
  const email = input.email.trim().toLowerCase();
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const token = randomBytes(32).toString("base64url");
  return database.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterSignups)
      .values({ userId: input.userId, firstName, lastName, email, confirmTokenHash: sha256(token) })
      .onConflictDoUpdate({
        target: newsletterSignups.email,
        set: {
          firstName,
          lastName,
          updatedAt: new Date(),
          // A fresh link only for an address still waiting; a confirmed one keeps its state.
          confirmTokenHash: sql`case when ${newsletterSignups.confirmedAt} is null then ${sha256(token)} else null end`,
          createdAt: sql`case when ${newsletterSignups.confirmedAt} is null then now() else ${newsletterSignups.createdAt} end`,
        },
      })
      .returning({ confirmedAt: newsletterSignups.confirmedAt });
    if (row?.confirmedAt) return { status: "already-confirmed" } as const;
    const confirmUrl = `${siteUrl()}${routes.newsletterConfirm}?token=${token}`;
    await enqueueMail(tx, { kind: "newsletter-confirmation", to: email, ...confirmSubscriptionMail({ firstName, confirmUrl, unsubscribeUrl: unsubscribeUrl(secret, email) }) });
    return { status: "confirmation-sent" } as const;
  });
}

/** Confirms the sign-up whose link carries `token`, if it is still waiting and within 7 days. */
export async function confirmNewsletter(database: Database, token: string, now = new Date()): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return false;
  const cutoff = new Date(now.getTime() - CONFIRM_WITHIN_DAYS * 24 * 60 * 60 * 1000);
  const rows = await database
    .update(newsletterSignups)
    .set({ confirmedAt: now, confirmTokenHash: null })
    .where(and(eq(newsletterSignups.confirmTokenHash, sha256(token)), isNull(newsletterSignups.confirmedAt), sql`${newsletterSignups.createdAt} > ${cutoff.toISOString()}::timestamptz`))
    .returning({ id: newsletterSignups.id });
  return rows.length > 0;
}

/** Removes an address from the newsletter when the link's token is its own. */
export async function unsubscribeFromNewsletter(database: Database, secret: string, email: string, token: string): Promise<boolean> {
  const expected = Buffer.from(unsubscribeToken(secret, email));
  const given = Buffer.from(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  await database.delete(newsletterSignups).where(eq(newsletterSignups.email, email.toLowerCase()));
  return true;
}

/** Deletes sign-ups not confirmed within 7 days (run by `npm run purge`). */
export async function purgeUnconfirmedSignups(database: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CONFIRM_WITHIN_DAYS * 24 * 60 * 60 * 1000);
  const rows = await database
    .delete(newsletterSignups)
    .where(and(isNull(newsletterSignups.confirmedAt), lt(newsletterSignups.createdAt, cutoff)))
    .returning({ id: newsletterSignups.id });
  return rows.length;
}
