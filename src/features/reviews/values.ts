/** The values the outcome and review tables take (the database enums read them from here). Pure. */
export { OUTCOME_RESULTS, REVIEW_REMOVAL_REASONS } from "@/lib/review-values";

export const OUTCOME_FIELDS = ["introductionId", "meetingHeld", "result"] as const;
export const FIRM_OUTCOME_FIELDS = ["introductionId", "providerId", "meetingHeld", "result"] as const;
export const REVIEW_FIELDS = ["introductionId", "rating", "body"] as const;
export const WITHDRAWAL_FIELDS = ["introductionId"] as const;
export const REPLY_FIELDS = ["reviewId", "providerId", "reply"] as const;
export const REMOVAL_FIELDS = ["reviewId", "providerId", "reason", "note"] as const;

export const REVIEW_MAX = 2000;
export const REPLY_MAX = 1500;
