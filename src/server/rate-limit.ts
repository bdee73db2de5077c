/**
 * Rate limits kept in the database, so they hold across every instance on one PostgreSQL (and on
 * the embedded PGlite). Each key has a fixed window: one atomic upsert counts a hit and starts a
 * new window once the old one has ended, so concurrent requests cannot slip past a stale read.
 * Better Auth's own limiter uses the same table (see `betterAuthRateLimitStorage`).
 */
import { lt, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { rateLimits } from "@/server/db/schema";

export interface LimitRule {
  /** The window's length in seconds. */
  window: number;
  /** Hits allowed in one window. */
  max: number;
}

export interface LimitDecision {
  allowed: boolean;
  /** Seconds until the key's window ends (0 when allowed). */
  retryAfter: number;
}

/** The database or an open transaction (a mail's per-address limit counts in its cause's transaction). */
export type LimitExecutor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Adds hits to keys in one atomic upsert (one row a key, keys distinct), each starting a new window
 * of its own length once its old one has ended at `now`, and returns each key's count and window end.
 *
 * The rows travel as one JSON parameter that the database unpacks, rather than three parameters a
 * row: the buffered limiter writes up to 500 keys at a time, and under the bench's load building a
 * statement with 1,500 placeholders took about a third of the write's processor time
 * (docs/architecture.md, "Serving and speed"). Keys are built from checked parts (addresses, hashes, ids, and
 * Better Auth's encoded request paths), never from raw visitor text.
 */
export async function addHits(
  database: LimitExecutor,
  rows: { key: string; hits: number; window: number }[],
  now: number,
  options: { tidy?: boolean } = {},
): Promise<{ key: string; hits: number; resetAt: number }[]> {
  if (rows.length === 0) return [];
  const values = JSON.stringify(rows.map((row) => ({ key: row.key, hits: row.hits, reset_at: now + row.window * 1000 })));
  const result = (await database.execute(sql`
    insert into ${rateLimits} (key, hits, reset_at)
    select key, hits, reset_at from json_to_recordset(${values}::json) as given(key text, hits integer, reset_at bigint)
    on conflict (key) do update set
      hits = case when ${rateLimits.resetAt} <= ${now} then excluded.hits else ${rateLimits.hits} + excluded.hits end,
      reset_at = case when ${rateLimits.resetAt} <= ${now} then excluded.reset_at else ${rateLimits.resetAt} end
    returning key, hits, reset_at
  `)) as unknown as { rows: { key: string; hits: number | string; reset_at: number | string }[] };
  // Now and then, drop windows that ended a while ago (any instance may do it). Only tidying: the
  // hits above are counted whether or not it succeeds, and a later call tries again.
  // Never inside a caller's transaction: a failed statement there would abort the caller's work.
  if (options.tidy !== false && Math.random() < 0.01) await database.delete(rateLimits).where(lt(rateLimits.resetAt, now - 60_000)).catch(() => undefined);
  return result.rows.map((row) => ({ key: row.key, hits: Number(row.hits), resetAt: Number(row.reset_at) }));
}

function decide(row: { hits: number; resetAt: number } | undefined, rule: LimitRule, now: number): LimitDecision {
  if (!row) throw new Error("the rate-limit upsert returned no row");
  if (row.hits <= rule.max) return { allowed: true, retryAfter: 0 };
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((row.resetAt - now) / 1000)) };
}

/**
 * Counts one hit against `key` inside the caller's transaction (so it is counted with the change it
 * allows, or not at all) and says whether it is within `rule`.
 */
export async function consumeLimitIn(tx: LimitExecutor, key: string, rule: LimitRule, now = Date.now()): Promise<LimitDecision> {
  const [row] = await addHits(tx, [{ key, hits: 1, window: rule.window }], now, { tidy: false });
  return decide(row, rule, now);
}

/** Counts one hit against `key` and says whether it is within `rule`. */
export async function consumeLimit(database: Database, key: string, rule: LimitRule, now = Date.now()): Promise<LimitDecision> {
  const [row] = await addHits(database, [{ key, hits: 1, window: rule.window }], now);
  return decide(row, rule, now);
}

/**
 * Counts one hit against each key (every one, so each counter sees every attempt; one upsert for
 * them all) and refuses when any is over its rule, with the longest wait.
 */
export async function consumeLimits(database: Database, checks: { key: string; rule: LimitRule }[], now = Date.now()): Promise<LimitDecision> {
  const distinct = [...new Map(checks.map((check) => [check.key, check])).values()];
  const rows = new Map((await addHits(database, distinct.map((check) => ({ key: check.key, hits: 1, window: check.rule.window })), now)).map((row) => [row.key, row]));
  const decisions = distinct.map((check) => decide(rows.get(check.key), check.rule, now));
  const refused = decisions.filter((decision) => !decision.allowed);
  if (refused.length === 0) return { allowed: true, retryAfter: 0 };
  return { allowed: false, retryAfter: Math.max(...refused.map((decision) => decision.retryAfter)) };
}

/** Forgets a key's window (a member who signed in successfully starts afresh). */
export async function clearLimit(database: Database, key: string): Promise<void> {
  await database.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** "30 seconds", "1 minute", "15 minutes": how long to wait, for a message. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export function tooManyRequestsMessage(retryAfter: number): string {
  return `Too many attempts in a short time. Please wait ${waitText(retryAfter)} and try again.`;
}

/** 429 with `Retry-After` and a message a person can act on. */
export function tooManyRequests(retryAfter: number, message = tooManyRequestsMessage(retryAfter)): Response {
  return Response.json({ error: message, issues: [] }, { status: 429, headers: { "retry-after": String(retryAfter) } });
}

/**
 * Better Auth's `rateLimit.customStorage`: its limiter (HTTP endpoints under /api/auth) counts in
 * the same table, under keys of its own.
 */
export function betterAuthRateLimitStorage(database: Database) {
  return {
    async consume(key: string, rule: LimitRule): Promise<{ allowed: boolean; retryAfter: number | null }> {
      const decision = await consumeLimit(database, `auth:${key}`, rule);
      return { allowed: decision.allowed, retryAfter: decision.allowed ? null : decision.retryAfter };
    },
  };
}
