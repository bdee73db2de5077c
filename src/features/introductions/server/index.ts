import "server-only";

/** The introductions feature's server API for other features and for routes. */
export { canAskAgain, confirmToVisitor, firmRecipients, introduceToFirms, introducedProviderIds, listVisitorIntroductions, type VisitorIntroduction } from "./introduce";
export { expireIntroductions, updateByFirm, withdrawByVisitor, type UpdateOutcome } from "./update";
