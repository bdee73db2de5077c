/** The introductions feature's pure API: statuses, contact preferences, working days. */
export * from "./statuses";
export * from "./schema";
export { answerDueBy, bankHolidays, dateInLondon, isOverdue } from "./working-days";
export { summariseAnswers, type AnswerSummary } from "./answer-summary";
export { chooseDeliveryRoute, deliveryInWords, isOffered, plannedDeliveryInWords, routeForStaff, type DeliveredVia, type DeliveryRoute } from "./delivery-route";
export { chooseNextFirm, poolOf, type NextFirm } from "./next-firm";
