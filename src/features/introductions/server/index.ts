import "server-only";

/** The introductions feature's server API for other features and for routes. */
export { confirmIntroductions, introduceToFirms, introducedProviderIds, listVisitorIntroductions, remindToConfirm, yourIntroductions, type ConfirmOutcome, type VisitorIntroduction } from "./introduce";
export { answerDueBy, isOverdue } from "../working-days";
export { investorIntroductionsUrl } from "./investor-url";
export { currentOffer, nextFirmFor, notifyOverdueIntroductions, sendToNextFirm, type NextFirmOfferView, type SendToNextOutcome } from "./offers";
export { firmRouteRows, firmRoutes, introductionsDesk, type FirmRouteRow } from "./routes";
export { expireIntroductions, updateByFirm, withdrawByVisitor, type UpdateOutcome } from "./update";
