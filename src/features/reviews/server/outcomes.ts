import "server-only";

import { and, asc, desc, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import { serverEnv, siteUrl } from "@/config/env";
import { routes } from "@/config/routes";
import { firmRouteRows, investorLinkUrl, markAfterMeeting } from "@/features/introductions/server";
import type { IntroductionStatus } from "@/features/introductions";
import { clockTime, dayInWords, investorTimeInWords, knownTimeZone, UK_ZONE } from "@/features/meetings/server";
import { enqueueMail, type Executor } from "@/server/mail";
import { loadProviderNames } from "@/features/providers/server";
import { canViewProvider } from "@/lib/permissions";
import type { RoleGrant } from "@/server/db/queries/roles";
import type { Database } from "@/server/db/client";
import { OUTCOME_RESULTS } from "@/lib/review-values";
import { introductionOutcomes, introductions, leads, meetings, reviews } from "@/server/db/schema";
import type { OutcomeAnswer, OutcomeResult } from "../eligibility";
import { firmOutcomeMail, investorOutcomeMail } from "../mails";

const HOUR_MS = 3_600_000;

/** "Tuesday 1st Dec 2026 at 10:00 UK time": London's clock, said so, for readers anywhere. */
export function meetingInWords(at: Date): string {
  return `${dayInWords(at, UK_ZONE)} at ${clockTime(at, UK_ZONE)} UK time`;
}

/** Hours after a meeting ends before both sides are asked how it went (OUTCOME_FOLLOW_UP_HOURS, read on each run). */
export function outcomeDelayHours(): number {
  return serverEnv().OUTCOME_FOLLOW_UP_HOURS;
}

/**
 * Asks both sides how each first meeting went, once its end is `delayHours` behind: the investor
 * by mail with a link to the questions (a one-time sign-in link to a confirmed address), the firm (its members and introductions
 * address, or the desk) with a link to its workspace. Each meeting is claimed by setting
 * `meetings.outcome_asked_at` only where it is still empty, in the transaction that writes the
 * mails, so several instances running this at once ask once. A cancelled meeting is never asked
 * about, nor one whose introduction was withdrawn, declined or expired. Returns how many meetings
 * were asked about.
 */
export async function askForOutcomes(database: Database, now = new Date(), delayHours = outcomeDelayHours()): Promise<number> {
  const due = new Date(now.getTime() - delayHours * HOUR_MS);
  const candidates = await database
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.status, "booked"), isNull(meetings.outcomeAskedAt), lte(meetings.endsAt, due)))
    .orderBy(asc(meetings.endsAt))
    .limit(200);
  let asked = 0;
  for (const candidate of candidates) {
    asked += await database.transaction(async (tx) => {
      const [claimed] = await tx
        .update(meetings)
        .set({ outcomeAskedAt: now })
        .where(and(eq(meetings.id, candidate.id), eq(meetings.status, "booked"), isNull(meetings.outcomeAskedAt)))
        .returning({ introductionId: meetings.introductionId, providerId: meetings.providerId, startsAt: meetings.startsAt, endsAt: meetings.endsAt, investorTimeZone: meetings.investorTimeZone });
      if (!claimed) return 0;
      const [intro] = await tx
        .select({ userId: introductions.userId, status: introductions.status, email: leads.email, firstName: leads.firstName })
        .from(introductions)
        .innerJoin(leads, eq(leads.id, introductions.leadId))
        .where(eq(introductions.id, claimed.introductionId));
      // Claimed all the same: a closed introduction is never asked about later either.
      if (!intro || ["withdrawn", "declined", "expired", "confirming"].includes(intro.status)) return 0;
      const firmName = (await loadProviderNames(tx)).short(claimed.providerId);
      const meetingDay = meetingInWords(claimed.startsAt);
      const url = await investorLinkUrl(tx, { userId: intro.userId, email: intro.email }, routes.introductionOutcome(claimed.introductionId));
      // The investor reads the time in the zone they booked from, as in the meeting's own mails; the firm in UK time.
      const investorMeetingDay = investorTimeInWords(claimed.startsAt, claimed.endsAt, knownTimeZone(claimed.investorTimeZone));
      await enqueueMail(tx, { kind: "outcome-investor", to: intro.email, ...investorOutcomeMail({ firstName: intro.firstName, firmName, meetingDay: investorMeetingDay, url }) });
      const route = (await firmRouteRows(tx, [claimed.providerId])).get(claimed.providerId)?.route;
      const firmUrl = `${siteUrl()}${routes.salesPortalIntroduction(claimed.providerId, claimed.introductionId)}`;
      const recipients = route?.kind === "firm" ? route.recipients : route?.kind === "desk" ? [route.recipient] : [];
      if (recipients.length > 0) {
        await enqueueMail(tx, recipients.map((to) => ({ kind: "outcome-firm", to, limitKey: `firm:${claimed.providerId}`, ...firmOutcomeMail({ firmName, meetingDay, url: firmUrl }) })));
      }
      return 1;
    });
  }
  return asked;
}

/** The meeting an outcome or review rests on: the introduction's booked meeting that has started. */
export async function heldMeetingOf(executor: Executor, introductionId: string, now = new Date()) {
  const [meeting] = await executor
    .select({ id: meetings.id, startsAt: meetings.startsAt, endsAt: meetings.endsAt })
    .from(meetings)
    .where(and(eq(meetings.introductionId, introductionId), eq(meetings.status, "booked"), lte(meetings.startsAt, now)))
    .orderBy(desc(meetings.startsAt))
    .limit(1);
  return meeting ?? null;
}

export type RecordOutcomeResult =
  | {
      status: "saved";
      /** The firm's answer marked the introduction so too (markAfterMeeting). */
      marked?: "client" | "not-proceeding";
      /** Else, after the firm's decision, the status the introduction keeps when it says otherwise. */
      stays?: IntroductionStatus;
    }
  | { status: "not-found" | "forbidden" | "no-meeting" | "invalid"; message: string };

const isResult = (value: unknown): value is OutcomeResult => typeof value === "string" && (OUTCOME_RESULTS as readonly string[]).includes(value);

/**
 * One side's answer: the investor (only for their own introduction) or a member of the firm (or
 * staff). Only once the meeting has started. Answering again replaces that side's answer. The
 * firm's answer that the meeting took place and the investor became a client, or is not going
 * ahead, marks the introduction so in the same transaction when the firm may still mark it
 * (markAfterMeeting); the investor's answer never moves it: the status is the firm's to set.
 */
export async function recordOutcome(
  database: Database,
  actor: { id: string; roles?: readonly RoleGrant[] },
  input: { introductionId: string; side: "investor" | "firm"; meetingHeld: boolean; result: unknown },
  now = new Date(),
): Promise<RecordOutcomeResult> {
  if (!isResult(input.result)) return { status: "invalid", message: "Choose what came of the meeting." };
  // A meeting that did not happen has no result beyond "not going ahead" for now.
  const result: OutcomeResult = input.meetingHeld ? input.result : "not-proceeding";
  // The introduction is locked first, as its buttons and a withdrawal lock it, so a save and either take turns.
  return database.transaction(async (tx) => {
    const [intro] = await tx.select({ userId: introductions.userId, providerId: introductions.providerId }).from(introductions).where(eq(introductions.id, input.introductionId)).for("update");
    if (!intro) return { status: "not-found", message: "We could not find that introduction." } as const;
    const allowed = input.side === "investor" ? intro.userId === actor.id : canViewProvider(actor.roles ?? [], intro.providerId);
    if (!allowed) return { status: "forbidden", message: "Only the people in this introduction can answer for it." } as const;
    const meeting = await heldMeetingOf(tx, input.introductionId, now);
    if (!meeting) return { status: "no-meeting", message: "There is no meeting on our records for this introduction that has started yet." } as const;
    await tx
      .insert(introductionOutcomes)
      .values({ introductionId: input.introductionId, side: input.side, meetingHeld: input.meetingHeld, result, answeredBy: actor.id, answeredAt: now })
      .onConflictDoUpdate({ target: [introductionOutcomes.introductionId, introductionOutcomes.side], set: { meetingHeld: input.meetingHeld, result, answeredBy: actor.id, answeredAt: now } });
    // A meeting that did not take place may be arranged again: only a decision after one marks the introduction.
    if (input.side !== "firm" || !input.meetingHeld || result === "undecided") return { status: "saved" } as const;
    const mark = await markAfterMeeting(tx, { id: actor.id, roles: actor.roles ?? [] }, { id: input.introductionId, meetingStartsAt: meeting.startsAt }, result, now);
    if (mark?.moved) return { status: "saved", marked: result } as const;
    return mark && mark.status !== result ? ({ status: "saved", stays: mark.status } as const) : ({ status: "saved" } as const);
  });
}

export interface OutcomePair {
  investor: OutcomeAnswer | null;
  firm: OutcomeAnswer | null;
}

/** Both sides' answers for each of the introductions given. */
export async function outcomesFor(executor: Executor, introductionIds: readonly string[]): Promise<Map<string, OutcomePair>> {
  const result = new Map<string, OutcomePair>();
  if (introductionIds.length === 0) return result;
  const rows = await executor
    .select({ introductionId: introductionOutcomes.introductionId, side: introductionOutcomes.side, meetingHeld: introductionOutcomes.meetingHeld, result: introductionOutcomes.result })
    .from(introductionOutcomes)
    .where(inArray(introductionOutcomes.introductionId, [...introductionIds]));
  for (const row of rows) {
    const pair = result.get(row.introductionId) ?? { investor: null, firm: null };
    pair[row.side] = { meetingHeld: row.meetingHeld, result: row.result };
    result.set(row.introductionId, pair);
  }
  return result;
}

/** The investor's outcome page: the firm, the meeting, both answers so far, and their review. */
export async function investorOutcomeView(database: Database, userId: string, introductionId: string, now = new Date()) {
  const [intro] = await database.select({ userId: introductions.userId, providerId: introductions.providerId }).from(introductions).where(eq(introductions.id, introductionId));
  if (!intro || intro.userId !== userId) return null;
  const meeting = await heldMeetingOf(database, introductionId, now);
  // Before the meeting: the booked one still to come, so the page can say when to come back.
  const [upcoming] = meeting
    ? []
    : await database
        .select({ startsAt: meetings.startsAt })
        .from(meetings)
        .where(and(eq(meetings.introductionId, introductionId), eq(meetings.status, "booked"), gt(meetings.startsAt, now)))
        .orderBy(asc(meetings.startsAt))
        .limit(1);
  const own = (await outcomesFor(database, [introductionId])).get(introductionId)?.investor ?? null;
  const [review] = await database
    .select({ rating: reviews.rating, body: reviews.body, authorName: reviews.authorName, removedAt: reviews.removedAt, replyBody: reviews.replyBody })
    .from(reviews)
    .where(eq(reviews.introductionId, introductionId));
  return { providerId: intro.providerId, firmName: (await loadProviderNames(database)).short(intro.providerId), meeting, upcoming: upcoming ?? null, own, review: review ?? null };
}
