/** The introductions feature's pure API: statuses, contact preferences (working days are server-only: ./server). */
export * from "./statuses";
export { addressUnconfirmed } from "./addresses";
export * from "./schema";
export { summariseAnswers, type AnswerSummary } from "./answer-summary";
export { deliveredViaOf, deliveryInWords, invitationsInWords, isOffered, routeForStaff, type DeliveredVia, type FirmSide } from "./delivery-route";
