/**
 * Every kind of mail the site writes to the outbox (`OutgoingMail.kind`). The privacy policy
 * describes each one (`emailsWeSend` in src/features/legal/privacy-policy.tsx is keyed by this
 * list), so a new kind fails the type-check until the policy says what it is.
 */
export const MAIL_KINDS = [
  "introduction-confirm-email",
  "introduction-confirmation",
  "introduction-accepted",
  "introduction-declined",
  "introduction-overdue",
  "outcome-investor",
  "sign-in-link",
  "password-reset",
  "email-verification",
  "account-exists",
  "newsletter-confirmation",
  "new-introduction",
  "held-introductions",
  "outcome-firm",
  "facts-decision",
  "desk-introduction",
  "contact-message",
  "partner-enquiry",
  "meeting-times-proposed",
  "meeting-booked",
  "meeting-rescheduled",
  "meeting-cancelled",
  "meeting-reminder",
] as const;

export type MailKind = (typeof MAIL_KINDS)[number];
