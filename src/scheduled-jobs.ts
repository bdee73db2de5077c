import "server-only";

import { serverEnv } from "@/config/env";
import { expireIntroductions, notifyOverdueIntroductions, tellFirmsOfHeldIntroductions } from "@/features/introductions/server";
import { cancelMeetingsOfClosedIntroductions, sendMeetingReminders } from "@/features/meetings/server";
import { purgeUnconfirmedSignups } from "@/features/newsletter/server";
import { askForOutcomes } from "@/features/reviews/server";
import { purgeSignInLinks } from "@/server/auth/sign-in-links";
import { db, type Database } from "@/server/db/client";
import { purgeExpired, type PurgeCounts } from "@/server/db/queries/retention";
import { logFailure } from "@/server/log";
import { startLoop, type RunningLoop } from "@/server/mail";
import { consumeLimit } from "@/server/rate-limit";

const holder = globalThis as unknown as { __scheduledJobs?: RunningLoop };

/** How often the retention run may start, across every instance on one database. */
export const RETENTION_EVERY_SECONDS = 60 * 60;
const RETENTION_CLAIM = "job:retention";

export interface RetentionCounts {
  purged: PurgeCounts;
  closedIntroductions: number;
  unconfirmedSignups: number;
  signInLinks: number;
}

/**
 * Everything the privacy policy says is deleted or closed after a period (docs/security.md,
 * "Retention"): past-retention rows, introductions 6 months old that did not become clients (the
 * firm then no longer sees the investor's contact details), newsletter sign-ups never confirmed,
 * and used or expired sign-in links. Safe to rerun.
 */
export async function runRetention(database: Database, now: Date, trackingMonths: number): Promise<RetentionCounts> {
  return {
    purged: await purgeExpired(database, now, trackingMonths),
    closedIntroductions: await expireIntroductions(database, now),
    unconfirmedSignups: await purgeUnconfirmedSignups(database, now),
    signInLinks: await purgeSignInLinks(database, now),
  };
}

/**
 * One pass of the scheduled jobs. First, at most once an hour across all instances (claimed in the
 * database's rate-limit table), the retention run, on its own: a failure there is logged and waits
 * for the next hour, and never holds back the rest. Then firms' notices of introductions held back
 * by their hourly mail allowance, the check for introductions gone overdue,
 * the 24-hour meeting reminders, calling off the meetings of introductions that have closed and the
 * follow-up after first meetings (docs/reviews.md); each mail is claimed in the database, so every
 * instance may run them and each is sent once. Returns the retention run's counts, or null when
 * another pass within the hour had it (or it failed).
 */
export async function runScheduledJobs(database: Database, now: Date, trackingMonths: number): Promise<RetentionCounts | null> {
  let retention: RetentionCounts | null = null;
  try {
    const claim = await consumeLimit(database, RETENTION_CLAIM, { window: RETENTION_EVERY_SECONDS, max: 1 }, now.getTime());
    if (claim.allowed) retention = await runRetention(database, now, trackingMonths);
  } catch (error) {
    logFailure("scheduled jobs: the retention run", error);
  }
  await tellFirmsOfHeldIntroductions(database, now);
  await notifyOverdueIntroductions(database, now);
  await sendMeetingReminders(database, now);
  await cancelMeetingsOfClosedIntroductions(database, now);
  await askForOutcomes(database, now);
  return retention;
}

/**
 * Starts this process's scheduled jobs (once), every INTRODUCTION_CHECK_SECONDS (5 minutes by
 * default). So the retention periods hold without anything scheduled outside the server;
 * `npm run purge` runs the same jobs at once. Like src/instrumentation.ts, which starts it, this
 * module composes features, so it sits beside it rather than in any one feature.
 */
export function startScheduledJobs(): void {
  const env = serverEnv();
  holder.__scheduledJobs ??= startLoop("scheduled jobs", env.INTRODUCTION_CHECK_SECONDS * 1000, async () => {
    await runScheduledJobs(await db(), new Date(), env.TRACKING_RETENTION_MONTHS);
  });
}
