import "server-only";

import { serverEnv } from "@/config/env";
import { startLoop, type RunningLoop } from "@/server/mail";
import { askForOutcomes } from "@/features/reviews/server";
import { cancelMeetingsOfClosedIntroductions, sendMeetingReminders } from "@/features/meetings/server";
import { db } from "@/server/db/client";
import { notifyOverdueIntroductions } from "./offers";

const holder = globalThis as unknown as { __overdueChecks?: RunningLoop };

/**
 * Starts this process's scheduled introduction jobs (once), every INTRODUCTION_CHECK_SECONDS (5
 * minutes by default): the check for introductions gone overdue, the 24-hour meeting reminders,
 * calling off the meetings of introductions that have closed, then the follow-up after first
 * meetings (docs/reviews.md). Each mail is claimed in the database, so every instance may run
 * them: each is sent once. `npm run purge` runs the same jobs.
 */
export function startOverdueChecks(): void {
  holder.__overdueChecks ??= startLoop("introductions", serverEnv().INTRODUCTION_CHECK_SECONDS * 1000, async () => {
    const database = await db();
    await notifyOverdueIntroductions(database);
    await sendMeetingReminders(database);
    await cancelMeetingsOfClosedIntroductions(database);
    await askForOutcomes(database);
  });
}
