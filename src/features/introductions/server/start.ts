import "server-only";

import { startLoop, type RunningLoop } from "@/features/mail/server";
import { cancelMeetingsOfClosedIntroductions, sendMeetingReminders } from "@/features/meetings/server";
import { db } from "@/server/db/client";
import { notifyOverdueIntroductions } from "./offers";

const holder = globalThis as unknown as { __overdueChecks?: RunningLoop };
const EVERY_MS = 5 * 60 * 1000;

/**
 * Starts this process's scheduled introduction jobs (once), every 5 minutes: the check for
 * introductions gone overdue, the 24-hour meeting reminders, and calling off the meetings of
 * introductions that have closed. Each mail is claimed in the
 * database, so every instance may run them: each is sent once. `npm run purge` runs the same jobs.
 */
export function startOverdueChecks(): void {
  holder.__overdueChecks ??= startLoop("introductions", EVERY_MS, async () => {
    const database = await db();
    await notifyOverdueIntroductions(database);
    await sendMeetingReminders(database);
    await cancelMeetingsOfClosedIntroductions(database);
  });
}
