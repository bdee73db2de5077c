import "server-only";

import { keyedHash } from "@/server/keyed-hash";
import type { LimitRule } from "@/server/rate-limit";
import type { MailKind } from "./kinds";

/**
 * How much mail one target may be sent, whoever asks and from wherever: every mail written to the
 * outbox counts here (docs/security.md, "Limits per target"), so a new kind of mail is limited
 * without doing anything. A mail counts against
 * - its recipient's address for its kind (`perKind`, else `defaultPerKind`) and for all kinds
 *   together (`perAddress`), or
 * - when it names a `limitKey` (a firm's "New introduction", which goes to every address the firm
 *   has), that key alone under `perTarget`: one hit however many of the firm's addresses it goes to.
 * Past a limit the mail is not written and the caller is told, so that what the visitor is shown
 * stays true. Windows are an hour; addresses are hashed before they become keys.
 */
const HOUR = 60 * 60;

export const mailLimits = {
  perKind: {
    "password-reset": { window: HOUR, max: 3 },
    "newsletter-confirmation": { window: HOUR, max: 3 },
    "email-verification": { window: HOUR, max: 3 },
    "account-exists": { window: HOUR, max: 3 },
  } as Partial<Record<MailKind, LimitRule>>,
  defaultPerKind: { window: HOUR, max: 5 },
  perAddress: { window: HOUR, max: 20 },
  perTarget: {
    // A firm's "New introduction" notices: a flood of made-up leads reaches the firm's workspace,
    // not its inboxes.
    "new-introduction": { window: HOUR, max: 30 },
    // Past that allowance, one notice an hour of the introductions held back since the last.
    "held-introductions": { window: HOUR, max: 1 },
    // The operator's introductions desk: every introduction for a firm without a direct route.
    "desk-introduction": { window: HOUR, max: 500 },
    // A firm's meeting mails, to all its people at once: a busy firm books, moves and is reminded of
    // many meetings an hour.
    "meeting-booked": { window: HOUR, max: 200 },
    "meeting-rescheduled": { window: HOUR, max: 200 },
    "meeting-cancelled": { window: HOUR, max: 200 },
    "meeting-reminder": { window: HOUR, max: 200 },
    // The operator's team hears of contact messages and partnership enquiries under a key of its
    // own, so a flood of messages cannot use up a staff member's own allowance (their reset links).
    "contact-message": { window: HOUR, max: 10 },
    "partner-enquiry": { window: HOUR, max: 10 },
    // A member who proposed changes to their firm's facts hears of each decision: an admin may clear
    // a backlog at once.
    "facts-decision": { window: HOUR, max: 50 },
  } as Partial<Record<MailKind, LimitRule>>,
  defaultPerTarget: { window: HOUR, max: 20 },
} satisfies Record<string, LimitRule | Record<string, LimitRule>>;

const hash = (value: string) => keyedHash("mail-limit", value);

/** The limits one mail counts against: its key and rule, each key once. */
export function mailLimitChecks(mail: { kind: MailKind; to: string; limitKey?: string }): { key: string; rule: LimitRule }[] {
  if (mail.limitKey) {
    return [{ key: `mail:target:${hash(mail.limitKey)}:${mail.kind}`, rule: mailLimits.perTarget[mail.kind] ?? mailLimits.defaultPerTarget }];
  }
  const address = hash(mail.to.trim().toLowerCase());
  return [
    { key: `mail:to:${address}:${mail.kind}`, rule: mailLimits.perKind[mail.kind] ?? mailLimits.defaultPerKind },
    { key: `mail:to:${address}`, rule: mailLimits.perAddress },
  ];
}
