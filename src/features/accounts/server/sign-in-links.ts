import "server-only";

import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { routes } from "@/config/routes";
import { enqueueMail } from "@/server/mail";
import { landingPath } from "@/lib/permissions";
import { signInLinkMail, type SignInLinkReason } from "@/server/auth/mails";
import { SIGN_IN_LINK_DAYS, signInLinkUrl } from "@/server/auth/sign-in-links";
import type { Database } from "@/server/db/client";
import { rolesForUser } from "@/server/db/queries/roles";
import { keyedHash } from "@/server/keyed-hash";
import { consumeLimits, type LimitDecision } from "@/server/rate-limit";
import { leads, users } from "@/server/db/schema";

/** Where an investor's introductions are: the results page's own section. */
export const INTRODUCTIONS_PATH = routes.yourIntroductions;

/** Where a link should land for this user: an anonymous visitor at their introductions, a member where they work. */
export async function linkLandingFor(database: Database, userId: string): Promise<string | null> {
  const [user] = await database.select({ isAnonymous: users.isAnonymous }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  if (user.isAnonymous) return INTRODUCTIONS_PATH;
  return landingPath(await rolesForUser(database, userId));
}

/**
 * Whom a typed address may sign in as: the member who confirmed that address, else the visitor
 * record of the latest profile whose address was confirmed with the e-mailed link. Null when
 * neither exists (the caller answers the same anyway). An address nobody confirmed leads nowhere:
 * anyone can type someone else's address into a sign-up or a profile, and the owner of that
 * address, asking for a link, must never be signed in to a record the typist controls.
 */
export async function userForAddress(database: Database, email: string): Promise<string | null> {
  const address = email.toLowerCase();
  const [member] = await database
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, address), eq(users.isAnonymous, false), eq(users.emailVerified, true)));
  if (member) return member.id;
  const [lead] = await database
    .select({ userId: leads.userId })
    .from(leads)
    .where(and(sql`lower(${leads.email}) = ${address}`, isNotNull(leads.emailConfirmedAt)))
    .orderBy(desc(leads.updatedAt))
    .limit(1);
  return lead?.userId ?? null;
}

/** Writes a sign-in link and the mail carrying it, together. */
export async function sendSignInLink(database: Database, input: { userId: string; email: string; callbackPath: string; reason: SignInLinkReason }): Promise<void> {
  await database.transaction(async (tx) => {
    const url = await signInLinkUrl(tx, { userId: input.userId, email: input.email, callbackPath: input.callbackPath });
    await enqueueMail(tx, { kind: "sign-in-link", to: input.email, ...signInLinkMail(url, input.reason, SIGN_IN_LINK_DAYS) });
  });
}

/** Links e-mailed to one address: 5 an hour, whoever asks, so nobody can flood a mailbox. */
export function limitLinkRecipient(database: Database, email: string): Promise<LimitDecision> {
  const hashed = keyedHash("sign-in-link-limit", email.toLowerCase());
  return consumeLimits(database, [{ key: `sign-in-link:to:${hashed}`, rule: { window: 60 * 60, max: 5 } }]);
}
