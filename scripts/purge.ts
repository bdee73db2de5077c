/**
 * `npm run purge`: deletes visit-tracking rows (page visits, scroll stops, questionnaire events) older than
 * TRACKING_RETENTION_MONTHS (default 13) from the database the environment names, and exits.
 * Schedule it daily (cron, a systemd timer or the platform's scheduler); it is safe to rerun.
 */
import { serverEnv } from "@/config/env";
import { closeDatabase, db } from "@/server/db/client";
import { purgeTrackingBefore } from "@/server/db/queries/tracking";
import { retentionCutoff } from "./retention";

try {
  const months = serverEnv().TRACKING_RETENTION_MONTHS;
  const cutoff = retentionCutoff(new Date(), months);
  const removed = await purgeTrackingBefore(await db(), cutoff);
  console.log(`Removed ${removed.visits} page visits, ${removed.scrollStops} scroll stops and ${removed.questionEvents} questionnaire events recorded before ${cutoff.toISOString()} (${months} months).`);
  await closeDatabase();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
