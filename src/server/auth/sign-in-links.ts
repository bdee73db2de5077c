import "server-only";

import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { siteUrl } from "@/config/env";
import { RETENTION } from "@/config/retention";
import { routes } from "@/config/routes";
import type { Executor } from "@/server/mail";
import { safeNextPath } from "@/lib/safe-next";
import { signInLinks } from "@/server/db/schema";
import { sameSignature, sign } from "@/server/signatures";
import { authSecret } from "./secret";

/**
 * One-time sign-in links (docs/introductions.md, "Coming back from any device"). A link signs the
 * person in to the user record it was made for: a member, or the anonymous visitor record that made
 * the introductions (Better Auth's magic-link plugin signs in by e-mail address, which an
 * anonymous record does not have). The token is 32 random bytes and an HMAC of them under the auth
 * secret, so a forged token is refused without a database read; only its SHA-256 hash is stored.
 * It works once, for SIGN_IN_LINK_DAYS days. Opening it shows a page with a Continue button; only
 * that button's POST uses it, so a mail scanner that fetches the link uses nothing.
 */
export const SIGN_IN_LINK_DAYS = RETENTION.signInLinkDays;
const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_MAX_LENGTH = 200;

function signature(random: string): string {
  return sign(authSecret(), "sign-in-link", random);
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether the token is one this site made (its HMAC matches); says nothing of its state. */
export function isSignedToken(token: string): boolean {
  if (token.length > TOKEN_MAX_LENGTH) return false;
  const [random, mac, ...rest] = token.split(".");
  if (!random || !mac || rest.length > 0) return false;
  return sameSignature(mac, signature(random));
}

/**
 * Makes a link that signs in to `userId` and then opens `callbackPath` (a path on this site;
 * anything else becomes /account). Call it inside the transaction that writes the mail carrying
 * it, so the link exists exactly when the mail does. `email`: where the mail goes, so that an
 * expired or used link can offer a fresh one to the same address.
 */
export async function signInLinkUrl(
  executor: Executor,
  input: { userId: string; callbackPath: string; email?: string | null },
  now = new Date(),
): Promise<string> {
  const random = randomBytes(32).toString("base64url");
  const token = `${random}.${signature(random)}`;
  await executor.insert(signInLinks).values({
    userId: input.userId,
    tokenHash: hashToken(token),
    email: input.email?.toLowerCase() ?? null,
    callbackPath: safeNextPath(input.callbackPath),
    expiresAt: new Date(now.getTime() + SIGN_IN_LINK_DAYS * DAY_MS),
  });
  return `${siteUrl()}${routes.signInLink}?token=${encodeURIComponent(token)}`;
}

export type SignInLinkState =
  | { state: "valid"; userId: string; callbackPath: string; email: string | null }
  | { state: "used" | "expired"; userId: string; email: string | null }
  | { state: "unknown" };

/** What a token is now, without using it (the link's page, before Continue is pressed). */
export async function inspectSignInLink(executor: Executor, token: string, now = new Date()): Promise<SignInLinkState> {
  if (!isSignedToken(token)) return { state: "unknown" };
  const [row] = await executor.select().from(signInLinks).where(eq(signInLinks.tokenHash, hashToken(token)));
  if (!row) return { state: "unknown" };
  if (row.usedAt) return { state: "used", userId: row.userId, email: row.email };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: "expired", userId: row.userId, email: row.email };
  return { state: "valid", userId: row.userId, callbackPath: row.callbackPath, email: row.email };
}

/**
 * Uses a token: at most once, however many requests race (one conditional update decides).
 * Answers the user and where to go, or why not.
 */
export async function consumeSignInLink(
  executor: Executor,
  token: string,
  now = new Date(),
): Promise<{ state: "used-now"; userId: string; callbackPath: string } | Exclude<SignInLinkState, { state: "valid" }>> {
  if (!isSignedToken(token)) return { state: "unknown" };
  const [used] = await executor
    .update(signInLinks)
    .set({ usedAt: now })
    .where(and(eq(signInLinks.tokenHash, hashToken(token)), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, now)))
    .returning({ userId: signInLinks.userId, callbackPath: signInLinks.callbackPath });
  if (used) return { state: "used-now", ...used };
  const state = await inspectSignInLink(executor, token, now);
  // Valid here would mean it expired or was used between the two statements: it is spent either way.
  return state.state === "valid" ? { state: "used", userId: state.userId, email: state.email } : state;
}

/** `npm run purge`: links used or expired more than a day ago go, with the address they were sent to. */
export async function purgeSignInLinks(executor: Executor, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - DAY_MS);
  const removed = await executor
    .delete(signInLinks)
    .where(or(lt(signInLinks.expiresAt, before), and(sql`${signInLinks.usedAt} is not null`, lt(signInLinks.usedAt, before))))
    .returning({ id: signInLinks.id });
  return removed.length;
}
