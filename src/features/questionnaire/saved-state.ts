import { partnerSteps } from "@/config/partner";
import { defaultFormData } from "@/lib/form-fields";
import { clearSavedAnswers, readJson, remove, storageKeys, writeJson, writeText } from "@/lib/browser-storage";
import { pageUrl, position, walk, type Flow, type FlowState } from "./flow";

/**
 * The questionnaire's place in browser storage (docs/product.md, "The questionnaire"): the answers under userData, the
 * questions answered so far, the progress keys and the insurer flow's steps. Reads are tolerant:
 * whatever a previous visit left behind, the visitor gets back every answer that still makes sense.
 *
 * Saved answers are checked with the answers schema, whose code is loaded only when there are
 * saved answers: a first visit to a question page does without it.
 */
export async function loadFlowState(): Promise<FlowState> {
  const saved = readJson(storageKeys.userData);
  const answered = readJson(storageKeys.answeredQuestions);
  const answers = saved === null ? { ...defaultFormData } : (await import("@/lib/form-data")).restoreFormData(saved);
  return {
    answers,
    answered: new Set(Array.isArray(answered) ? answered.filter((slug): slug is string => typeof slug === "string") : []),
  };
}

export function saveFlowState(state: FlowState): void {
  writeJson(storageKeys.userData, state.answers);
  writeJson(storageKeys.answeredQuestions, [...state.answered]);
}

/** The progress keys, from the visitor's own path (docs/product.md, "The questionnaire"). */
export function saveProgress(flow: Flow, state: FlowState, pageId: string): void {
  const at = position(flow, state, pageId);
  writeText(storageKeys.totalQuestions, String(at.total));
  writeText(storageKeys.currentQuestion, String(at.number));
  writeText(storageKeys.currentQuestionUrl, pageUrl(flow, pageId));
  writeText(storageKeys.prevQuestionUrl, at.previous ? pageUrl(flow, at.previous) : (flow.startUrl ?? ""));
  writeText(storageKeys.nextQuestionUrl, pageUrl(flow, at.next));
  // docs/product.md, "The questionnaire": the marker says whether the exact-value question has been added to the count.
  if (flow.id === "proforma") writeText(storageKeys.incremented, String(walk(flow, state).includes("exact-value")));
}

export interface PartnerStepState {
  step: string;
  index: number;
  visited: boolean;
}

/** docs/product.md, "The questionnaire": each insurer-flow step records visited (false at first) and its index 0-5. */
export function readPartnerSteps(): PartnerStepState[] {
  const stored = readJson(storageKeys.partnerSteps);
  const visited = new Set(
    Array.isArray(stored)
      ? stored.filter((item): item is PartnerStepState => typeof item === "object" && item !== null && (item as PartnerStepState).visited === true).map((item) => item.step)
      : [],
  );
  return partnerSteps.map((step, index) => ({ step, index, visited: visited.has(step) }));
}

export function markPartnerStepVisited(step: string): PartnerStepState[] {
  const steps = readPartnerSteps().map((item) => (item.step === step ? { ...item, visited: true } : item));
  writeJson(storageKeys.partnerSteps, steps);
  return steps;
}

/**
 * Set when "Start again" on a question leads back to the start page, in this tab, and read by that
 * page, which then says the answers are cleared and puts focus on Start; forgotten once shown.
 */
let justCleared = false;
export const wasJustCleared = () => justCleared;
export function setJustCleared(value: boolean): void {
  justCleared = value;
}

/** "Start again": the answers (the clear action) and the questionnaire's place. */
export function clearQuestionnaire(): void {
  clearSavedAnswers();
  for (const key of [
    storageKeys.answeredQuestions,
    storageKeys.partnerSteps,
    storageKeys.totalQuestions,
    storageKeys.currentQuestion,
    storageKeys.currentQuestionUrl,
    storageKeys.prevQuestionUrl,
    storageKeys.nextQuestionUrl,
    storageKeys.incremented,
  ]) remove(key);
}
