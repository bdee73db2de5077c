/** The introductions feature's pure API: statuses, contact preferences, working days. */
export * from "./statuses";
export * from "./schema";
export { answerDueBy, bankHolidays, dateInLondon, isOverdue } from "./working-days";
export { summariseAnswers, type AnswerSummary } from "./answer-summary";
export { deliveryInWords, isOffered, routeForStaff } from "./delivery-route";
