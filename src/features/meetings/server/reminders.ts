import "server-only";

import { and, asc, eq, gt, inArray, isNull, lte, notInArray, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { introductions, meetings } from "@/server/db/schema";
import { calledOffValue, CLOSED_REASON, closedByStatus } from "../closed";
import { meetingCalledOffMail, meetingReminderMail } from "../mails";
import { MEETING_STANDS_STATUSES } from "./meetings";
import { factsOf, mailBothSides, meetingContext } from "./notify";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Mails both sides of each booked meeting that starts within the next 24 hours, once: each meeting is
 * claimed by setting `reminder_sent_at` only where it is still empty, in the transaction that writes
 * the mails, so several instances running this at once send each reminder once. A meeting booked or
 * moved within 24 hours of its start gets none: its booking mail has just said it. Returns how many
 * meetings were reminded.
 */
export async function sendMeetingReminders(database: Database, now = new Date()): Promise<number> {
  const soon = new Date(now.getTime() + DAY_MS);
  const due = and(
    eq(meetings.status, "booked"),
    isNull(meetings.reminderSentAt),
    gt(meetings.startsAt, now),
    lte(meetings.startsAt, soon),
    lte(meetings.updatedAt, sql`${meetings.startsAt} - interval '24 hours'`),
  );
  const candidates = await database
    .select({ id: meetings.id })
    .from(meetings)
    .innerJoin(introductions, eq(introductions.id, meetings.introductionId))
    .where(and(due, inArray(introductions.status, [...MEETING_STANDS_STATUSES])))
    .orderBy(asc(meetings.startsAt))
    .limit(200);
  let reminded = 0;
  for (const candidate of candidates) {
    reminded += await database.transaction(async (tx) => {
      const [claimed] = await tx.update(meetings).set({ reminderSentAt: now }).where(and(eq(meetings.id, candidate.id), due)).returning({ id: meetings.id });
      if (!claimed) return 0;
      const m = await meetingContext(tx, claimed.id);
      if (!m) return 0;
      await mailBothSides(tx, m, { kind: "meeting-reminder", method: "REQUEST", now, build: (side, url) => meetingReminderMail(factsOf(m), side, { url }) });
      return 1;
    });
  }
  return reminded;
}

/**
 * Cancels, once, each booked meeting not yet started whose introduction has closed (withdrawn, not
 * proceeding, expired), so both calendars drop it (one that has started stands, as moving and
 * cancelling do: meetings.ts): claimed by the conditional update from `booked`
 * in the transaction that writes the CANCEL mails. Runs beside the reminders.
 * `introductionId` limits it to that introduction's meetings (a withdrawal calls its own off at once).
 */
export async function cancelMeetingsOfClosedIntroductions(database: Database, now = new Date(), { introductionId }: { introductionId?: string } = {}): Promise<number> {
  const candidates = await database
    .select({ id: meetings.id, introductionStatus: introductions.status })
    .from(meetings)
    .innerJoin(introductions, eq(introductions.id, meetings.introductionId))
    .where(
      and(
        eq(meetings.status, "booked"),
        gt(meetings.startsAt, now),
        notInArray(introductions.status, [...MEETING_STANDS_STATUSES]),
        introductionId === undefined ? undefined : eq(meetings.introductionId, introductionId),
      ),
    )
    .limit(200);
  let cancelled = 0;
  for (const candidate of candidates) {
    const closed = closedByStatus(candidate.introductionStatus);
    const reason = closed ? CLOSED_REASON[closed] : "The introduction closed.";
    cancelled += await database.transaction(async (tx) => {
      const [claimed] = await tx
        .update(meetings)
        .set({
          status: "cancelled",
          cancelReason: reason,
          calledOffBecause: calledOffValue(closed),
          sequence: sql`${meetings.sequence} + 1`,
          updatedAt: now,
        })
        .where(and(eq(meetings.id, candidate.id), eq(meetings.status, "booked")))
        .returning({ id: meetings.id });
      if (!claimed) return 0;
      const m = await meetingContext(tx, claimed.id);
      if (!m) return 0;
      await mailBothSides(tx, m, { kind: "meeting-cancelled", method: "CANCEL", now, build: (side, url) => meetingCalledOffMail(factsOf(m), side, { url, closed }) });
      return 1;
    });
  }
  return cancelled;
}
