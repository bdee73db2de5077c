/** The fields of the firm's decline form (shared by the form and its action). */
export const DECLINE_FIELDS = ["providerId", "introductionId", "reason", "list"] as const;
