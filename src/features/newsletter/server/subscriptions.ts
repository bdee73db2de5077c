import "server-only";

import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { siteUrl } from "@/config/env";
import { RETENTION } from "@/config/retention";
import { routes } from "@/config/routes";
import { enqueueMail } from "@/server/mail";
import type { Database } from "@/server/db/client";
import { newsletterSignups } from "@/server/db/schema";
import { sameSignature, sign } from "@/server/signatures";
import { changeDetailsMail, confirmSubscriptionMail } from "../mails";

/** docs/product.md, "Privacy, consent and retention": an address not confirmed within 7 days is deleted. */
export const CONFIRM_WITHIN_DAYS = RETENTION.newsletterUnconfirmedDays;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** The unsubscribe token of a sign-up: a keyed hash of its id, so any newsletter mail can carry it without storing it. */
export function unsubscribeToken(secret: string, signupId: string): string {
  return sign(secret, "newsletter-unsubscribe", signupId);
}

/**
 * The unsubscribe link names the sign-up by its id, never by its address: a page's address is
 * read by whatever analytics or tag runs on it, and an e-mail address must not reach them.
 */
export function unsubscribeUrl(secret: string, signupId: string): string {
  const query = new URLSearchParams({ id: signupId, token: unsubscribeToken(secret, signupId) });
  return `${siteUrl()}${routes.newsletterUnsubscribe}?${query}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether `token` is the unsubscribe token of the sign-up `signupId` (compared in constant time). */
function isUnsubscribeToken(secret: string, signupId: string, token: string): boolean {
  if (!UUID.test(signupId)) return false;
  return sameSignature(token, unsubscribeToken(secret, signupId));
}

/**
 * Signs an address up and e-mails it a link, in the same transaction (docs/product.md, "Privacy, consent and retention": the address
 * counts only once confirmed). The answer is the same whether or not the address is already
 * signed up, so it tells a stranger nothing:
 * - a new or still unconfirmed address gets a confirmation link (each new link replaces the last);
 * - a confirmed address keeps its name: the new one waits beside it, and the link e-mailed to the
 *   address applies it. Only the address's owner can change a subscriber's details.
 * `held` means the address has had as many of these mails as it may in the hour
 * (src/server/mail/limits.ts): nothing was sent this time.
 */
export async function signUpForNewsletter(
  database: Database,
  input: { userId: string | null; firstName: string; lastName: string; email: string },
  secret: string,
): Promise<{ status: "link-sent" | "held" }> {
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
          // A waiting address takes the new name; a confirmed one keeps its own until its link is used.
          firstName: sql`case when ${newsletterSignups.confirmedAt} is null then ${firstName} else ${newsletterSignups.firstName} end`,
          lastName: sql`case when ${newsletterSignups.confirmedAt} is null then ${lastName} else ${newsletterSignups.lastName} end`,
          pendingFirstName: sql`case when ${newsletterSignups.confirmedAt} is null then null else ${firstName} end`,
          pendingLastName: sql`case when ${newsletterSignups.confirmedAt} is null then null else ${lastName} end`,
          confirmTokenHash: sha256(token),
          updatedAt: new Date(),
          createdAt: sql`case when ${newsletterSignups.confirmedAt} is null then now() else ${newsletterSignups.createdAt} end`,
        },
      })
      .returning({ id: newsletterSignups.id, confirmedAt: newsletterSignups.confirmedAt });
    if (!row) throw new Error("saving the newsletter sign-up returned no row");
    const confirmUrl = `${siteUrl()}${routes.newsletterConfirm}?token=${token}`;
    const mail = row.confirmedAt
      ? changeDetailsMail({ firstName, lastName, confirmUrl, unsubscribeUrl: unsubscribeUrl(secret, row.id) })
      : confirmSubscriptionMail({ firstName, confirmUrl, unsubscribeUrl: unsubscribeUrl(secret, row.id) });
    const { held } = await enqueueMail(tx, { kind: "newsletter-confirmation", to: email, ...mail });
    return { status: held.length > 0 ? "held" : "link-sent" } as const;
  });
}

/**
 * Uses the link that carries `token`: confirms a waiting sign-up (within 7 days), or applies the
 * name given for a confirmed address (within 7 days of asking). Each link works once.
 */
export async function confirmNewsletter(database: Database, token: string, now = new Date()): Promise<"confirmed" | "updated" | false> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return false;
  const cutoff = new Date(now.getTime() - CONFIRM_WITHIN_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await database
    .select({ id: newsletterSignups.id, confirmedAt: newsletterSignups.confirmedAt, createdAt: newsletterSignups.createdAt, updatedAt: newsletterSignups.updatedAt })
    .from(newsletterSignups)
    .where(eq(newsletterSignups.confirmTokenHash, sha256(token)));
  if (!row) return false;
  if (!row.confirmedAt) {
    if (row.createdAt <= cutoff) return false;
    const rows = await database
      .update(newsletterSignups)
      .set({ confirmedAt: now, confirmTokenHash: null })
      .where(and(eq(newsletterSignups.id, row.id), eq(newsletterSignups.confirmTokenHash, sha256(token)), isNull(newsletterSignups.confirmedAt)))
      .returning({ id: newsletterSignups.id });
    return rows.length > 0 ? "confirmed" : false;
  }
  if (row.updatedAt <= cutoff) return false;
  const rows = await database
    .update(newsletterSignups)
    .set({
      firstName: sql`coalesce(${newsletterSignups.pendingFirstName}, ${newsletterSignups.firstName})`,
      lastName: sql`coalesce(${newsletterSignups.pendingLastName}, ${newsletterSignups.lastName})`,
      pendingFirstName: null,
      pendingLastName: null,
      confirmTokenHash: null,
      updatedAt: now,
    })
    .where(and(eq(newsletterSignups.id, row.id), eq(newsletterSignups.confirmTokenHash, sha256(token))))
    .returning({ id: newsletterSignups.id });
  return rows.length > 0 ? "updated" : false;
}

/** The address an unsubscribe link stands for, when its token is the sign-up's own and the sign-up is still there. */
export async function addressToUnsubscribe(database: Database, secret: string, signupId: string, token: string): Promise<string | null> {
  if (!isUnsubscribeToken(secret, signupId, token)) return null;
  const [row] = await database.select({ email: newsletterSignups.email }).from(newsletterSignups).where(eq(newsletterSignups.id, signupId));
  return row?.email ?? null;
}

/** Removes a sign-up from the newsletter when the link's token is its own. */
export async function unsubscribeFromNewsletter(database: Database, secret: string, signupId: string, token: string): Promise<boolean> {
  if (!isUnsubscribeToken(secret, signupId, token)) return false;
  await database.delete(newsletterSignups).where(eq(newsletterSignups.id, signupId));
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
