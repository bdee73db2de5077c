import "server-only";

import { serverEnv } from "@/config/env";
import { startLoop, type RunningLoop } from "@/features/mail/server";
import { askForOutcomes } from "@/features/reviews/server";
import { db } from "@/server/db/client";
import { notifyOverdueIntroductions } from "./offers";

const holder = globalThis as unknown as { __overdueChecks?: RunningLoop };

/**
 * Starts this process's introductions check (once), every INTRODUCTION_CHECK_SECONDS (5 minutes
 * by default): introductions gone overdue, then first meetings due a follow-up (docs/reviews.md).
 * Each mail is claimed in the database, so every instance may run it: each is sent once.
 * `npm run purge` runs the same checks.
 */
export function startOverdueChecks(): void {
  holder.__overdueChecks ??= startLoop("introductions", serverEnv().INTRODUCTION_CHECK_SECONDS * 1000, async () => {
    const database = await db();
    await notifyOverdueIntroductions(database);
    await askForOutcomes(database);
  });
}
