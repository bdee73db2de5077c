/** The questionnaire's entry point for other features: the answers restated, and clearing this browser's saved answers. */
export { answerInWords, answerLines, questionName, type AnswerLine } from "./answer-summary";
export { clearQuestionnaire } from "./saved-state";
export { adviceAreaEntries, adviceAreas } from "./advice-areas";
