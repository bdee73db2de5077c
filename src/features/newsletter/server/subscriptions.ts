import "server-only";

import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { siteUrl } from "@/config/env";
import { RETENTION } from "@/config/retention";
import { routes } from "@/config/routes";
import { enqueueMail } from "@/server/mail";
import type { Database } from "@/server/db/client";
import { newsletterSignups } from "@/server/db/schema";
import { changeDetailsMail, confirmSubscriptionMail } from "../mails";

/** docs/product.md, "Privacy, consent and retention": an address not confirmed within 7 days is deleted. */
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
      .returning({ confirmedAt: newsletterSignups.confirmedAt });
    const confirmUrl = `${siteUrl()}${routes.newsletterConfirm}?token=${token}`;
    const mail = row?.confirmedAt
      ? changeDetailsMail({ firstName, lastName, confirmUrl, unsubscribeUrl: unsubscribeUrl(secret, email) })
      : confirmSubscriptionMail({ firstName, confirmUrl, unsubscribeUrl: unsubscribeUrl(secret, email) });
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
