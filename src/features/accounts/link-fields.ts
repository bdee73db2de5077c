/**
 * The sign-in link forms' field names, apart from their schemas (schemas.ts) so that the results
 * page, which shows "Save your results", does not carry zod and the phone-number rules.
 */
export const LINK_REQUEST_FIELDS = ["email"] as const;
export const LINK_TOKEN_FIELDS = ["token"] as const;
