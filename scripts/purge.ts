/**
 * `npm run purge`: deletes visit-tracking rows (page visits and scroll stops) older than
 * TRACKING_RETENTION_MONTHS (default 13), closes introductions older than 6 months that did not
 * become clients (their contact details are then hidden from the firm), and deletes newsletter
 * sign-ups not confirmed within 7 days, in the database the environment names, and exits.
 * Schedule it daily (cron, a systemd timer or the platform's scheduler); it is safe to rerun.
 */
import { serverEnv } from "@/config/env";
import { expireIntroductions } from "@/features/introductions/server";
import { purgeUnconfirmedSignups } from "@/features/newsletter/server";
import { closeDatabase, db } from "@/server/db/client";
import { purgeTrackingBefore } from "@/server/db/queries/tracking";
import { retentionCutoff } from "./retention";

try {
  const months = serverEnv().TRACKING_RETENTION_MONTHS;
  const cutoff = retentionCutoff(new Date(), months);
  const database = await db();
  const removed = await purgeTrackingBefore(database, cutoff);
  console.log(`Removed ${removed.visits} page visits and ${removed.scrollStops} scroll stops recorded before ${cutoff.toISOString()} (${months} months).`);
  console.log(`Closed ${await expireIntroductions(database)} introductions older than 6 months that did not become clients.`);
  console.log(`Deleted ${await purgeUnconfirmedSignups(database)} newsletter sign-ups not confirmed within 7 days.`);
  await closeDatabase();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
