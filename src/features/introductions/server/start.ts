import "server-only";

import { startLoop, type RunningLoop } from "@/server/mail";
import { db } from "@/server/db/client";
import { notifyOverdueIntroductions } from "./offers";

const holder = globalThis as unknown as { __overdueChecks?: RunningLoop };
const EVERY_MS = 5 * 60 * 1000;

/**
 * Starts this process's check for introductions gone overdue (once), every 5 minutes. Each
 * investor's mail is claimed in the database, so every instance may run it: each is sent once.
 * `npm run purge` runs the same check.
 */
export function startOverdueChecks(): void {
  holder.__overdueChecks ??= startLoop("introductions", EVERY_MS, async () => notifyOverdueIntroductions(await db()));
}
