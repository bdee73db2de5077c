/**
 * An introduction's statuses, in order. The database enum (src/server/db/schema.ts) takes its
 * values from here; who may move an introduction between them is in
 * src/features/introductions/statuses.ts.
 */
export const INTRODUCTION_STATUSES = [
  "confirming",
  "sent",
  "accepted",
  "declined",
  "contacted",
  "meeting-arranged",
  "client",
  "not-proceeding",
  "withdrawn",
  "expired",
] as const;
export type IntroductionStatus = (typeof INTRODUCTION_STATUSES)[number];
