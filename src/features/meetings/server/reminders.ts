import "server-only";

import { and, asc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { introductions, meetings } from "@/server/db/schema";
import { meetingReminderMail } from "../mails";
import { BOOKABLE_STATUSES } from "./meetings";
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
    .where(and(due, inArray(introductions.status, [...BOOKABLE_STATUSES])))
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
