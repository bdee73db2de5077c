/** The values the outcome and review tables take: the database enums (src/server/db/schema.ts) read them from here. */
export const OUTCOME_SIDES = ["investor", "firm"] as const;
/** What came of the introduction, as one side says: a client, not decided yet, or not going ahead. */
export const OUTCOME_RESULTS = ["client", "undecided", "not-proceeding"] as const;
/** The only reasons staff may remove a review for. */
export const REVIEW_REMOVAL_REASONS = ["abusive", "personal-data", "not-about-the-firm"] as const;
