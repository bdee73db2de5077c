import "server-only";

import { eq, sql } from "drizzle-orm";
import { RETENTION } from "@/config/retention";
import type { Database } from "@/server/db/client";
import { rateLimits } from "@/server/db/schema";
import { clearLimit, consumeLimit, type LimitDecision, type LimitRule } from "@/server/rate-limit";
import { keyedHash } from "@/server/keyed-hash";

/**
 * Sign-in slows guessing without letting a stranger lock the owner out (docs/security.md,
 * "Sign-in"). An attempt passes these in order and stops at the first that refuses it:
 * - this address, any account: 60 a minute (one password tried on many accounts slows down);
 * - this account from this address: 5 attempts free, then each further one waits a growing
 *   delay after the last (1 minute, 2, 4, 8, at most 15), forgotten an hour after the last try;
 * - this account from addresses it has never signed in from: 20 free, then the same growing
 *   delays. Addresses the member has signed in from in the last 90 days skip this one, so
 *   however many addresses a stranger guesses from, the owner still signs in from their own.
 *   (A member on a new address while someone is guessing waits, or uses an e-mailed sign-in link.)
 * Refused attempts count too, so hammering only lengthens the wait for that account there.
 * A successful sign-in clears the account's delay at that address and remembers the address.
 * E-mail addresses are hashed before they become keys, and so are the networks an account is
 * remembered on: this throttle's keys hold no e-mail address, and no one who reads them without
 * the site's secret can test a guessed address or network against one (an HMAC, not a bare hash).
 */
export interface GrowingDelay {
  /** Attempts allowed before any wait. */
  free: number;
  /** The first wait, in seconds; each attempt after it doubles the wait. */
  firstWait: number;
  /** The longest wait, in seconds. */
  longestWait: number;
  /** Seconds after the last attempt when all is forgotten. */
  forgetAfter: number;
}

export const signInRules = {
  address: { window: 60, max: 60 } satisfies LimitRule,
  accountAtAddress: { free: 5, firstWait: 60, longestWait: 15 * 60, forgetAfter: 60 * 60 } satisfies GrowingDelay,
  accountFromNewAddresses: { free: 20, firstWait: 60, longestWait: 15 * 60, forgetAfter: 60 * 60 } satisfies GrowingDelay,
  /** How long an address the member signed in from stays familiar. */
  familiarFor: RETENTION.familiarNetworkDays * 24 * 60 * 60,
};

/** Seconds to wait after the last attempt once `attempts` have been made. */
export function waitAfter(rule: GrowingDelay, attempts: number): number {
  if (attempts < rule.free) return 0;
  return Math.min(rule.longestWait, rule.firstWait * 2 ** Math.min(30, attempts - rule.free));
}

const hash = (value: string) => keyedHash("sign-in-throttle", value);

function keys(email: string, address: string | null) {
  const account = hash(email.trim().toLowerCase());
  const from = address ?? "unknown";
  return {
    address: `sign-in:address:${from}`,
    accountAtAddress: `sign-in:account-address:${account}:${from}`,
    accountFromNewAddresses: `sign-in:account:${account}`,
    familiar: `sign-in:familiar:${account}:${hash(from)}`,
  };
}

/**
 * Counts an attempt against a growing-delay key and says whether it came late enough after the
 * last one. The row is locked while it is read and written, so concurrent attempts are each
 * counted and each judged against the one before.
 */
async function consumeGrowing(database: Database, key: string, rule: GrowingDelay, now: number): Promise<LimitDecision> {
  const forget = rule.forgetAfter * 1000;
  return database.transaction(async (tx) => {
    const [previous] = await tx.select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt }).from(rateLimits).where(eq(rateLimits.key, key)).for("update");
    const [row] = await tx
      .insert(rateLimits)
      .values({ key, hits: 1, resetAt: now + forget })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { hits: sql`case when ${rateLimits.resetAt} <= ${now} then 1 else ${rateLimits.hits} + 1 end`, resetAt: now + forget },
      })
      .returning({ hits: rateLimits.hits });
    if (!row) throw new Error("the sign-in upsert returned no row");
    if (!previous || previous.resetAt <= now) return { allowed: true, retryAfter: 0 };
    const lastAttempt = previous.resetAt - forget;
    const allowedFrom = lastAttempt + waitAfter(rule, previous.hits) * 1000;
    if (allowedFrom <= now) return { allowed: true, retryAfter: 0 };
    // Refused: the next attempt may come once the wait after this one (counted above) has passed.
    return { allowed: false, retryAfter: Math.max(1, waitAfter(rule, row.hits)) };
  });
}

async function isFamiliar(database: Database, key: string, now: number): Promise<boolean> {
  const result = (await database.execute(sql`select 1 from ${rateLimits} where key = ${key} and reset_at > ${now}`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Counts a sign-in attempt; refused while it comes too soon (see above). */
export async function beginSignIn(database: Database, email: string, address: string | null, now = Date.now()): Promise<LimitDecision> {
  const k = keys(email, address);
  const byAddress = await consumeLimit(database, k.address, signInRules.address, now);
  if (!byAddress.allowed) return byAddress;
  const atAddress = await consumeGrowing(database, k.accountAtAddress, signInRules.accountAtAddress, now);
  if (!atAddress.allowed) return atAddress;
  if (address && (await isFamiliar(database, k.familiar, now))) return atAddress;
  return consumeGrowing(database, k.accountFromNewAddresses, signInRules.accountFromNewAddresses, now);
}

/** Remembers that the member signed in from this address, which then skips the account-wide delay. */
export async function rememberSignInAddress(database: Database, email: string, address: string | null, now = Date.now()): Promise<void> {
  if (!address) return;
  const key = keys(email, address).familiar;
  const until = now + signInRules.familiarFor * 1000;
  await database
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: until })
    .onConflictDoUpdate({ target: rateLimits.key, set: { resetAt: until } });
}

/** After a successful sign-in: the account's delay at this address is forgotten and the address remembered. */
export async function signInSucceeded(database: Database, email: string, address: string | null, now = Date.now()): Promise<void> {
  const k = keys(email, address);
  await Promise.all([clearLimit(database, k.accountAtAddress), rememberSignInAddress(database, email, address, now)]);
}

export const SIGN_IN_THROTTLED = (wait: string) =>
  `Too many sign-in attempts. For your security, please wait ${wait} before trying again.`;
