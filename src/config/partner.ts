/**
 * The insurer/bank partner whose customers arrive through their own flow (docs/product.md, "Pages").
 * Its slug is the first path segment of the flow; a visitor whose stored searchTerm equals
 * `searchTerm` is sent into the flow by the Compare Now buttons.
 */
export const partner = {
  slug: "lloyds",
  displayName: "Lloyds",
  searchTerm: "lloyds",
} as const;

/** The insurer flow's steps, in order (docs/product.md, "The questionnaire"); each step's index is its position (0-5). */
export const partnerSteps = [
  "have-an-account",
  "which-service",
  "investing-option",
  "which-agent",
  "country-connected",
  "amount-to-invest",
] as const;

export type PartnerStep = (typeof partnerSteps)[number];
