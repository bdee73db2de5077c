import "server-only";

import { serverEnv } from "@/config/env";
import { clientLimitAddress } from "@/server/client-address";
import { BufferedLimiter } from "@/server/buffered-rate-limit";
import { db } from "@/server/db/client";
import { logFailure } from "@/server/log";
import { consumeLimits, tooManyRequests, tooManyRequestsMessage, type LimitDecision, type LimitRule } from "@/server/rate-limit";

/**
 * Every write's limits, in one table: how many hits one client address and one visitor or
 * member account may make in a window. The address limits are the looser ones, since an
 * office or a mobile network puts many people behind one address.
 */
interface Policy {
  perAddress: LimitRule;
  perAccount?: LimitRule;
  /**
   * For routes that store nothing: counted in memory and written to the database every 250 ms, so
   * the request does not wait on a write (src/server/buffered-rate-limit.ts: the bound it keeps).
   */
  buffered?: true;
}

const minutes = (n: number) => n * 60;

export const writePolicies = {
  // Route handlers
  visitor: { perAddress: { window: minutes(10), max: 120 } },
  submissions: { perAddress: { window: minutes(10), max: 120 }, perAccount: { window: minutes(10), max: 20 } },
  leads: { perAddress: { window: minutes(10), max: 120 }, perAccount: { window: minutes(10), max: 20 } },
  callbacks: { perAddress: { window: minutes(10), max: 120 }, perAccount: { window: minutes(10), max: 30 } },
  match: { perAddress: { window: minutes(1), max: 120 }, buffered: true },
  // A browser sends a batch per page change, tab switch or scroll pause: 40 a minute is far above a
  // person, and 240 a minute from one address is dozens of people browsing at once behind it.
  tracking: { perAddress: { window: minutes(1), max: 240 }, perAccount: { window: minutes(1), max: 40 } },
  utm: { perAddress: { window: minutes(10), max: 120 }, perAccount: { window: minutes(10), max: 10 } },
  experiments: { perAddress: { window: minutes(1), max: 300 }, perAccount: { window: minutes(1), max: 60 } },
  introductions: { perAddress: { window: minutes(10), max: 120 }, perAccount: { window: minutes(10), max: 20 } },
  // Server actions (sign-in has its own throttle: src/server/auth/sign-in-throttle.ts)
  "sign-up": { perAddress: { window: minutes(10), max: 30 } },
  "sign-out": { perAddress: { window: minutes(1), max: 60 } },
  "delete-account": { perAddress: { window: minutes(10), max: 30 }, perAccount: { window: minutes(60), max: 5 } },
  newsletter: { perAddress: { window: minutes(10), max: 30 }, perAccount: { window: minutes(10), max: 10 } },
  "contact-us": { perAddress: { window: minutes(10), max: 30 }, perAccount: { window: minutes(10), max: 10 } },
  "password-reset": { perAddress: { window: minutes(10), max: 10 } },
  "newsletter-link": { perAddress: { window: minutes(10), max: 30 } },
  // One-time sign-in links: asking for one, "Save your results", and pressing Continue on a link's page.
  "sign-in-link": { perAddress: { window: minutes(10), max: 20 }, perAccount: { window: minutes(10), max: 10 } },
  // After a first meeting: the investor's answers and their review (docs/reviews.md).
  outcomes: { perAddress: { window: minutes(10), max: 60 }, perAccount: { window: minutes(10), max: 20 } },
  reviews: { perAddress: { window: minutes(10), max: 30 }, perAccount: { window: minutes(10), max: 5 } },
  // Staff actions in the sales portal
  "introduction-update": { perAddress: { window: minutes(10), max: 300 }, perAccount: { window: minutes(10), max: 120 } },
  // First meetings: booking, moving and cancelling (either side), a firm's options and proposed times.
  meetings: { perAddress: { window: minutes(10), max: 120 }, perAccount: { window: minutes(10), max: 30 } },
  "firm-settings": { perAddress: { window: minutes(10), max: 60 }, perAccount: { window: minutes(10), max: 30 } },
  "partner-enquiry": { perAddress: { window: minutes(10), max: 30 }, perAccount: { window: minutes(10), max: 10 } },
  // Staff editing provider facts (saves and decisions on proposals).
  "provider-facts": { perAddress: { window: minutes(10), max: 300 }, perAccount: { window: minutes(10), max: 120 } },
} satisfies Record<string, Policy>;

export type WritePolicy = keyof typeof writePolicies;

/** The keys a hit counts against: the address ("unknown" when there is none) and the account. */
export function limitChecks(name: WritePolicy, who: { address: string | null; accountId?: string | null }): { key: string; rule: LimitRule }[] {
  const policy: Policy = writePolicies[name];
  const checks = [{ key: `${name}:address:${who.address ?? "unknown"}`, rule: policy.perAddress }];
  if (policy.perAccount && who.accountId) checks.push({ key: `${name}:account:${who.accountId}`, rule: policy.perAccount });
  return checks;
}

// One per process, kept on globalThis so every route bundle and development reloads share it.
const holder = globalThis as unknown as { __bufferedLimiter?: BufferedLimiter };

function bufferedLimiter(): BufferedLimiter {
  // A key is written once it has counted a tenth of its limit here: a visitor's few requests cost no write.
  holder.__bufferedLimiter ??= new BufferedLimiter({ database: db, shareFrom: 0.1, onFlushError: (error) => logFailure("rate limits: writing buffered hits", error) });
  return holder.__bufferedLimiter;
}

/**
 * Counts a write of `name` by this client; the decision says whether it may go ahead. A buffered
 * policy is decided in memory and its decision comes back as it is, not in a promise, so that the
 * matching API's hot path waits on nothing; the database decides every other policy, and a
 * buffered one when this instance holds as many keys as it may.
 */
function decide(name: WritePolicy, who: { headers: Headers; accountId?: string | null }): LimitDecision | Promise<LimitDecision> {
  const policy: Policy = writePolicies[name];
  // The address comes from the request's connection (src/server/client-address.ts), never from
  // headers the client wrote; `who.headers` stays in the signature for the routes that pass it.
  const address = clientLimitAddress(serverEnv().TRUST_PROXY);
  const checks = limitChecks(name, { address, accountId: who.accountId });
  if (policy.buffered) return bufferedLimiter().consume(checks);
  return db().then((database) => consumeLimits(database, checks));
}

/** Counts a write of `name` by this client; the decision says whether it may go ahead. */
export async function checkWriteLimit(name: WritePolicy, who: { headers: Headers; accountId?: string | null }): Promise<LimitDecision> {
  return decide(name, who);
}

const refusal = (decision: LimitDecision): Response | null => (decision.allowed ? null : tooManyRequests(decision.retryAfter));

/**
 * For route handlers: null when the write may go ahead, else the 429 to answer (awaited; a
 * buffered policy's answer is there at once, without a promise).
 */
export function limitRequest(name: WritePolicy, request: Request, accountId?: string | null): Response | null | Promise<Response | null> {
  const decision = decide(name, { headers: request.headers, accountId });
  return decision instanceof Promise ? decision.then(refusal) : refusal(decision);
}

/**
 * For server actions: null when the write may go ahead, else the form-level message to show
 * (the form keeps everything typed). Reads the request's headers itself.
 */
export async function limitAction(name: WritePolicy, accountId?: string | null): Promise<string | null> {
  const { headers } = await import("next/headers");
  const decision = await checkWriteLimit(name, { headers: await headers(), accountId });
  return decision.allowed ? null : tooManyRequestsMessage(decision.retryAfter);
}
