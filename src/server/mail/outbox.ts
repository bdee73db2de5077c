import "server-only";

import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { outbox, type OutboxStatus } from "@/server/db/schema";
import { addHits } from "@/server/rate-limit";
import type { ComposedMail } from "./compose";
import { redactSecretLinks, REMOVED_LINK } from "./redact";
import type { MailKind } from "./kinds";
import { mailLimitChecks } from "./limits";

/**
 * The database or an open transaction: mail is written in the transaction of its cause. A
 * transaction holds one connection, which runs one query at a time: code given an executor awaits
 * its queries in turn, never several at once (`Promise.all`), which node-postgres would queue
 * today and refuses from its next major version. The data-layer suites fail when it happens
 * (src/testing/database-suite.ts).
 */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface OutgoingMail extends ComposedMail {
  kind: MailKind;
  to: string;
  /**
   * Counts the mail against this target instead of its recipient's address (a firm's id for its
   * "New introduction", whichever of the firm's addresses it goes to). See ./limits.ts.
   */
  limitKey?: string;
  /** A calendar invitation to send with the mail (an .ics part the mail client offers to add). */
  calendar?: CalendarPart;
}

export interface CalendarPart {
  method: "REQUEST" | "CANCEL";
  /** The iCalendar text. */
  ics: string;
}

export interface EnqueueResult {
  /** The mails written to the outbox. */
  written: OutgoingMail[];
  /** The mails not written because their target has had as much mail as it may in the window. */
  held: OutgoingMail[];
}

/**
 * Writes mails to the outbox; the sender delivers them. Call inside the causing transaction.
 * Every mail first counts against its target's limits (./limits.ts), in the same transaction, and
 * a mail past one is held back: not written, and returned in `held` so the caller can say so.
 */
export async function enqueueMail(executor: Executor, mails: OutgoingMail | OutgoingMail[], now = Date.now()): Promise<EnqueueResult> {
  const list = [mails].flat();
  if (list.length === 0) return { written: [], held: [] };
  const checks = list.map((mail) => mailLimitChecks(mail));
  const rules = new Map(checks.flat().map((check) => [check.key, check.rule]));
  // One hit per key per call (a firm's notice to three addresses is one notice); keys in a fixed
  // order so that two transactions never wait on each other's rows.
  const keys = [...rules.keys()].sort();
  const counted = new Map((await addHits(executor, keys.map((key) => ({ key, hits: 1, window: rules.get(key)!.window })), now, { tidy: false })).map((row) => [row.key, row.hits]));
  const allowed = (index: number) => checks[index]!.every((check) => (counted.get(check.key) ?? Infinity) <= check.rule.max);
  const written = list.filter((_, index) => allowed(index));
  const held = list.filter((_, index) => !allowed(index));
  if (written.length > 0) {
    await executor.insert(outbox).values(
      // Due from the millisecond it was written: the database's clock counts microseconds, the
      // sender's JavaScript clock whole milliseconds, so an untruncated stamp could look a fraction of
      // a millisecond in the future to a sender that claims in the same millisecond, and wait a pass.
      written.map((m) => ({
        kind: m.kind,
        recipient: m.to,
        subject: m.subject,
        textBody: m.text,
        htmlBody: m.html,
        calendarMethod: m.calendar?.method ?? null,
        calendarIcs: m.calendar?.ics ?? null,
        nextAttemptAt: sql`date_trunc('milliseconds', now())`,
      })),
    );
  }
  return { written, held };
}

/** Retry for at most this long, counted from a mail's first try; then it is marked failed for an operator. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 2 * 60 * 60 * 1000;

/** Exponential backoff: 30 s, 1 min, 2 min, … capped at 2 hours between tries. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

export interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  createdAt: Date;
  leaseToken: string;
  calendar: CalendarPart | null;
}

/**
 * Claims up to `limit` due mails for this sender. `FOR UPDATE SKIP LOCKED` keeps two senders
 * from picking the same row at the same moment; the lease keeps the row theirs afterwards, until
 * it lapses (a sender that died mid-send frees its rows after `leaseMs`). The mails come back in the
 * order they fell due, oldest written first among equals, and are sent in that order: when a newer
 * mail replaces what an older one said (a confirmation link that supersedes the last), it is the one
 * that arrives last.
 */
export async function claimDueMail(database: Database, options: { limit: number; leaseMs: number; now?: Date }): Promise<ClaimedMail[]> {
  const now = options.now ?? new Date();
  const token = randomUUID();
  return database.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, "pending"),
          lte(outbox.nextAttemptAt, now),
          or(isNull(outbox.leaseUntil), lt(outbox.leaseUntil, now)),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.createdAt))
      .limit(options.limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const rows = await tx
      .update(outbox)
      .set({ leaseToken: token, leaseUntil: new Date(now.getTime() + options.leaseMs), attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, due.map((d) => d.id)))
      .returning();
    // RETURNING gives the rows in whatever order the update visited them: put them back in `due`'s.
    const claimed = new Map(rows.map((r) => [r.id, r]));
    return due.map(({ id }) => claimed.get(id)!).map((r) => ({
      id: r.id,
      to: r.recipient,
      subject: r.subject,
      text: r.textBody,
      html: r.htmlBody,
      attempts: r.attempts,
      createdAt: r.createdAt,
      leaseToken: token,
      calendar: r.calendarIcs && (r.calendarMethod === "REQUEST" || r.calendarMethod === "CANCEL") ? { method: r.calendarMethod, ics: r.calendarIcs } : null,
    }));
  });
}

/**
 * The copy kept once a mail has left the queue for good (sent, or given up): its secret links
 * (./redact.ts) replaced by a note, so the outbox never holds a working sign-in, confirmation,
 * reset or unsubscribe link longer than it takes to send it (the privacy policy's promise).
 */
function keptCopy(mail: ClaimedMail): { textBody: string; htmlBody: string } {
  return { textBody: redactSecretLinks(mail.text, REMOVED_LINK), htmlBody: redactSecretLinks(mail.html, REMOVED_LINK) };
}

/** Marks a claimed mail delivered (only while this sender still holds its lease). */
export async function markDelivered(database: Database, mail: ClaimedMail, now = new Date()): Promise<void> {
  await database
    .update(outbox)
    .set({ status: "sent", sentAt: now, leaseToken: null, leaseUntil: null, lastError: null, ...keptCopy(mail) })
    .where(and(eq(outbox.id, mail.id), eq(outbox.leaseToken, mail.leaseToken)));
}

/**
 * How long a mail has been tried for once its `attempts`-th try has failed: the waits between its
 * tries, counted from the first. The time it waited before that (no mail server set yet, or the
 * sender stopped) does not count.
 */
export function triedForMs(attempts: number): number {
  let total = 0;
  for (let attempt = 1; attempt <= attempts; attempt += 1) total += retryDelayMs(attempt);
  return total;
}

/**
 * Schedules the next try with backoff, or gives up once the mail has been tried for 24 hours, so
 * that mail written before a mail server was set is still tried for a whole day once it is.
 */
export async function markAttemptFailed(database: Database, mail: ClaimedMail, error: string, now = new Date()): Promise<"retry" | "failed"> {
  const next = new Date(now.getTime() + retryDelayMs(mail.attempts));
  const giveUp = triedForMs(mail.attempts) > GIVE_UP_AFTER_MS;
  await database
    .update(outbox)
    .set({ status: giveUp ? "failed" : "pending", nextAttemptAt: next, leaseToken: null, leaseUntil: null, lastError: error.slice(0, 500), ...(giveUp ? keptCopy(mail) : {}) })
    .where(and(eq(outbox.id, mail.id), eq(outbox.leaseToken, mail.leaseToken)));
  return giveUp ? "failed" : "retry";
}

export interface OutboxEntry {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/**
 * The outbox for the operator, newest first. A mail's secret links (./redact.ts) are shown only
 * when the reader is its recipient (`viewerEmail`), so an admin can read their own mail on a
 * server without SMTP but never use another member's reset or sign-in link.
 */
export async function listOutbox(database: Database, options: { limit: number; offset: number; viewerEmail: string | null }): Promise<{ rows: OutboxEntry[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    database
      .select({
        id: outbox.id,
        kind: outbox.kind,
        to: outbox.recipient,
        subject: outbox.subject,
        text: outbox.textBody,
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(options.limit)
      .offset(options.offset),
    database.select({ total: count() }).from(outbox),
  ]);
  const viewer = options.viewerEmail?.trim().toLowerCase() ?? null;
  return { rows: rows.map((row) => (viewer !== null && row.to.trim().toLowerCase() === viewer ? row : { ...row, text: redactSecretLinks(row.text) })), total: counted?.total ?? 0 };
}
