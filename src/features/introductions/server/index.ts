import "server-only";

/** The introductions feature's server API for other features and for routes. */
export { confirmationLink, confirmIntroductions, introduceToFirms, listVisitorIntroductions, pendingConfirmation, remindToConfirm, yourIntroductions, type VisitorIntroduction } from "./introduce";
export { currentOffer, notifyOverdueIntroductions, sendToNextFirm } from "./offers";
export { firmRouteRows, firmRoutes, introductionsDesk } from "./routes";
export { expireIntroductions, markAfterMeeting, markPassedOn, undoPassedOn, updateByFirm, withdrawByVisitor, type UpdateOutcome } from "./update";
export { answerDueBy, bankHolidays, dateInLondon, isOverdue } from "../working-days";
export { investorIntroductionsUrl, investorLinkUrl } from "./investor-url";
export { tellFirmsOfHeldIntroductions } from "./held";
export { canUndoPassedOn, isWaitingAtDesk, reachedTheFirm } from "./desk";
