import "server-only";

import { serverEnv } from "@/config/env";
import { notifyOverdueIntroductions } from "@/features/introductions/server";
import { cancelMeetingsOfClosedIntroductions, sendMeetingReminders } from "@/features/meetings/server";
import { askForOutcomes } from "@/features/reviews/server";
import { db } from "@/server/db/client";
import { startLoop, type RunningLoop } from "@/server/mail";

const holder = globalThis as unknown as { __scheduledJobs?: RunningLoop };

/**
 * Starts this process's scheduled jobs (once), every INTRODUCTION_CHECK_SECONDS (5 minutes by
 * default): the check for introductions gone overdue, the 24-hour meeting reminders, calling off
 * the meetings of introductions that have closed, then the follow-up after first meetings
 * (docs/reviews.md). Each mail is claimed in the database, so every instance may run them: each
 * is sent once. `npm run purge` runs the same jobs. Like src/instrumentation.ts, which starts it,
 * this module composes features, so it sits beside it rather than in any one feature.
 */
export function startScheduledJobs(): void {
  holder.__scheduledJobs ??= startLoop("scheduled jobs", serverEnv().INTRODUCTION_CHECK_SECONDS * 1000, async () => {
    const database = await db();
    await notifyOverdueIntroductions(database);
    await sendMeetingReminders(database);
    await cancelMeetingsOfClosedIntroductions(database);
    await askForOutcomes(database);
  });
}
