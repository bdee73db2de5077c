/** The introductions feature's pure API: statuses, contact preferences (working days are server-only: ./server). */
export * from "./statuses";
export * from "./schema";
export { summariseAnswers, type AnswerSummary } from "./answer-summary";
export { chooseDeliveryRoute, deliveryInWords, isOffered, plannedDeliveryInWords, routeForStaff, type DeliveredVia, type DeliveryRoute } from "./delivery-route";
export { chooseNextFirm, poolOf, type NextFirm } from "./next-firm";
