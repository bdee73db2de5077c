/**
 * `npm run purge`: deletes everything past the retention period the privacy policy states
 * (src/server/db/queries/retention.ts): questionnaire answers 24 months after they were last saved,
 * profiles and callback requests after 6 years, messages and partnership enquiries after 24 months,
 * idle anonymous visitors that hold nothing else once the 30-day session of their last visit has
 * run out, expired sessions, and visit tracking, campaign and experiment records older than
 * TRACKING_RETENTION_MONTHS (default 13). Schedule it daily; it is safe to rerun.
 */
import { serverEnv } from "@/config/env";
import { closeDatabase, db } from "@/server/db/client";
import { purgeExpired } from "@/server/db/queries/retention";

try {
  const months = serverEnv().TRACKING_RETENTION_MONTHS;
  const counts = await purgeExpired(await db(), new Date(), months);
  console.log(`Purged: ${Object.entries(counts).map(([name, count]) => `${name} ${count}`).join(", ")} (tracking kept ${months} months).`);
  await closeDatabase();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
