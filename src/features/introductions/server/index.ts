import "server-only";

/** The introductions feature's server API for other features and for routes. */
export { confirmToVisitor, investorIntroductionsUrl, firmRecipients, introduceToFirms, introducedProviderIds, listVisitorIntroductions, yourIntroductions, type VisitorIntroduction } from "./introduce";
export { expireIntroductions, updateByFirm, withdrawByVisitor, type UpdateOutcome } from "./update";
