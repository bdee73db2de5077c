import "server-only";

import { createHash } from "node:crypto";
import type { Database } from "@/server/db/client";
import { clearLimit, consumeInOrder, type LimitDecision, type LimitRule } from "@/server/rate-limit";

/**
 * Sign-in slows down per account and per address without letting one attacker lock everyone
 * out. An attempt counts against three windows, in this order, until one refuses it:
 * - this account from this address: 5 in 15 minutes (guessing one member's password from one
 *   place stops quickly);
 * - this account from anywhere: 20 in 15 minutes (guessing from many addresses stops too; only
 *   that one account waits, never anyone else);
 * - this address for any account: 60 a minute (trying one password on many accounts slows
 *   down, while other people behind the same address can still sign in).
 * A successful sign-in clears the account's windows, so members who sign in often never
 * collect attempts. Used by the sign-in form and by Better Auth's /api/auth/sign-in/email.
 * The e-mail address is hashed before it becomes a key: the table holds no addresses.
 */
export const signInRules = {
  accountAtAddress: { window: 15 * 60, max: 5 },
  account: { window: 15 * 60, max: 20 },
  address: { window: 60, max: 60 },
} satisfies Record<string, LimitRule>;

function accountKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 32);
}

function keys(email: string, address: string | null) {
  const account = accountKey(email);
  const from = address ?? "unknown";
  return {
    accountAtAddress: `sign-in:account-address:${account}:${from}`,
    account: `sign-in:account:${account}`,
    address: `sign-in:address:${from}`,
  };
}

/** Counts a sign-in attempt; refused while any of its windows is full. */
export function beginSignIn(database: Database, email: string, address: string | null, now = Date.now()): Promise<LimitDecision> {
  const k = keys(email, address);
  // In this order, stopping at the first refusal: attempts one address is already refused for
  // do not count against the account everywhere else.
  return consumeInOrder(
    database,
    [
      { key: k.address, rule: signInRules.address },
      { key: k.accountAtAddress, rule: signInRules.accountAtAddress },
      { key: k.account, rule: signInRules.account },
    ],
    now,
  );
}

/** After a successful sign-in: the account's attempts are forgotten (the address's are not). */
export async function signInSucceeded(database: Database, email: string, address: string | null): Promise<void> {
  const k = keys(email, address);
  await Promise.all([clearLimit(database, k.accountAtAddress), clearLimit(database, k.account)]);
}

export const SIGN_IN_THROTTLED = (wait: string) =>
  `Too many sign-in attempts. For your security, please wait ${wait} before trying again.`;
