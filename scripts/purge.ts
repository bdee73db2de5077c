/**
 * `npm run purge`: deletes everything past the retention period the privacy policy states
 * (src/server/db/queries/retention.ts): questionnaire answers 24 months after they were last saved,
 * profiles and callback requests after 6 years, messages and partnership enquiries after 24 months,
 * idle anonymous visitors that hold nothing else once the 30-day session of their last visit has
 * run out, expired sessions and password-reset links, and visit tracking, campaign and experiment records older than
 * TRACKING_RETENTION_MONTHS (default 13); closes introductions older than 6 months that did not
 * become clients (their contact details are then hidden from the firm), lapses introductions whose
 * e-mail address was not confirmed within 7 days (deleting the profile given with them), tells
 * firms of introductions held back by their hourly mail allowance, tells investors of
 * introductions gone overdue (once each), reminds both sides of meetings starting within
 * 24 hours (once each), asks both sides how each first meeting went once OUTCOME_FOLLOW_UP_HOURS
 * have passed since it ended (once each), and deletes newsletter sign-ups not confirmed
 * within 7 days and one-time sign-in links a day after they were used or expired. The server runs
 * the same work itself (src/scheduled-jobs.ts: the retention part at most once an hour), so nothing
 * needs scheduling; this runs it at once. It is safe to rerun.
 */
import { serverEnv } from "@/config/env";
import { notifyOverdueIntroductions, tellFirmsOfHeldIntroductions } from "@/features/introductions/server";
import { cancelMeetingsOfClosedIntroductions, sendMeetingReminders } from "@/features/meetings/server";
import { askForOutcomes } from "@/features/reviews/server";
import { runRetention } from "@/scheduled-jobs";
import { closeDatabase, db } from "@/server/db/client";

try {
  const months = serverEnv().TRACKING_RETENTION_MONTHS;
  const database = await db();
  const counts = await runRetention(database, new Date(), months);
  console.log(`Purged: ${Object.entries(counts.purged).map(([name, count]) => `${name} ${count}`).join(", ")} (tracking kept ${months} months).`);
  console.log(`Closed ${counts.closedIntroductions} introductions older than 6 months that did not become clients.`);
  console.log(`Deleted ${counts.unconfirmedSignups} newsletter sign-ups not confirmed within 7 days.`);
  console.log(`Deleted ${counts.signInLinks} one-time sign-in links used or expired over a day ago.`);
  console.log(`Told firms of ${await tellFirmsOfHeldIntroductions(database)} introductions held back by their hourly mail allowance.`);
  console.log(`Told ${await notifyOverdueIntroductions(database)} investors of an introduction not answered within 2 working days.`);
  console.log(`Reminded ${await sendMeetingReminders(database)} meetings starting within 24 hours.`);
  console.log(`Called off ${await cancelMeetingsOfClosedIntroductions(database)} meetings of introductions that have closed.`);
  console.log(`Asked both sides how ${await askForOutcomes(database)} first meetings went.`);
  await closeDatabase();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
