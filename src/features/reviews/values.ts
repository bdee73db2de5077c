/** The values the outcome and review tables take (the database enums read them from here). Pure. */
export const OUTCOME_SIDES = ["investor", "firm"] as const;
/** What came of the introduction, as one side says: a client, not decided yet, or not going ahead. */
export const OUTCOME_RESULTS = ["client", "undecided", "not-proceeding"] as const;
/** The only reasons staff may remove a review for. */
export const REVIEW_REMOVAL_REASONS = ["abusive", "personal-data", "not-about-the-firm"] as const;

export const OUTCOME_FIELDS = ["introductionId", "meetingHeld", "result"] as const;
export const FIRM_OUTCOME_FIELDS = ["introductionId", "providerId", "meetingHeld", "result"] as const;
export const REVIEW_FIELDS = ["introductionId", "rating", "body"] as const;
export const REPLY_FIELDS = ["reviewId", "providerId", "reply"] as const;
export const REMOVAL_FIELDS = ["reviewId", "providerId", "reason", "note"] as const;

export const REVIEW_MAX = 2000;
export const REPLY_MAX = 1500;
