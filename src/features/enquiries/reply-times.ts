/**
 * How soon the operator's team replies, as senders are told: one sentence each, so the page, the
 * confirmation and the team's notice (./server/tell-team.ts) never disagree.
 */
export const REPLY_WITHIN = {
  "contact-message": "two working days",
  "partner-enquiry": "five working days",
} as const;
