/**
 * The retention periods the privacy policy states (src/features/legal/privacy-policy.tsx reads them
 * from here), each enforced by the server's retention run (src/scheduled-jobs.ts, and `npm run purge`;
 * src/server/db/queries/retention.ts) or where the thing is checked. Visit tracking,
 * campaign and experiment records follow TRACKING_RETENTION_MONTHS.
 */
export const RETENTION = {
  /** Questionnaire answers (and their match): months after they were last saved. */
  answersMonths: 24,
  /**
   * Introductions (with their meetings, outcomes and reviews) and callback requests: months after
   * each was made (6 years); a profile (lead) as long as the latest introduction made with it.
   */
  introductionMonths: 72,
  /** Contact messages and partnership enquiries: months after they were sent. */
  messagesMonths: 24,
  /** Introductions that did not become clients close, and hide contact details from the firm, this many months after they were made. */
  introductionOpenMonths: 6,
  /** Introductions whose e-mail address was never confirmed by the e-mailed link: days before they lapse and the profile is deleted. */
  introductionUnconfirmedDays: 7,
  /** Newsletter sign-ups not confirmed by the e-mailed link: days before they are deleted. */
  newsletterUnconfirmedDays: 7,
  /** Copies of the e-mails we send (recipient, subject and text), in the outbox: days after they were written. */
  mailDays: 90,
  /** An anonymous visitor holding nothing else: days after its last visit (when that visit's session runs out). */
  idleVisitorDays: 30,
  /** One-time sign-in links (with the address they went to): how many days one works; deleted a day after it is used or expires. */
  signInLinkDays: 7,
  /** A password-reset link works this many minutes (Better Auth's token lifetime, src/server/auth/auth.ts). */
  passwordResetMinutes: 60,
  /** A network a member signed in from stays familiar (skips the new-network sign-in limit) this many days. */
  familiarNetworkDays: 90,
} as const;
