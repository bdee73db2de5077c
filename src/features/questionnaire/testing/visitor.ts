import type { FormData } from "@/lib/form-data";
import { chooseAnswer, toggleAnswer } from "../answers";
import { position, RESULTS, type Flow, type FlowState } from "../flow";
import type { Question } from "../questions";

/**
 * A scripted visitor for tests: answers each page of a flow with a valid answer and follows
 * Continue until the results. `pick(question)` chooses which answer(s) they give.
 */
export type Picker = (question: Question, pageId: string) => string[] | string;

const sample: Record<string, string> = {
  age: "52",
  retirementAge: "65",
  earnOutMonths: "24",
  exactValue: "1250000",
  wealthManagerInvest: "900000",
  lloydsHowManyYears: "7",
};

export function answerPage(question: Question, pageId: string, answers: FormData, pick: Picker): FormData {
  const choice = pick(question, pageId);
  switch (question.type) {
    case "multiple": {
      let next = answers;
      for (const answer of question.answers) next = toggleAnswer(question, next, answer.slug, false);
      for (const slug of [choice].flat()) next = toggleAnswer(question, next, slug, true);
      return next;
    }
    case "single-choice": {
      const next = chooseAnswer(question, answers, String(choice));
      const follow = question.followUp;
      return follow && follow.when === choice ? { ...next, [follow.question.field]: Number(sample[follow.question.field]) } : next;
    }
    case "currency":
      return { ...answers, [question.field]: Number(choice) };
    case "inputfield":
      return { ...answers, [question.field]: Number(sample[question.field]) };
    case "country":
      return question.multiple ? { ...answers, lloydsCountryConnected: [choice].flat() } : { ...answers, taxResidence: String(choice) };
  }
}

export function completeFlow(flow: Flow, start: FormData, pick: Picker, limit = 200): { visited: string[]; state: FlowState } {
  let state: FlowState = { answers: start, answered: new Set() };
  const visited: string[] = [];
  let pageId = firstPage(flow);
  while (pageId !== RESULTS) {
    if (visited.length >= limit) throw new Error(`no end after ${limit} pages: ${visited.join(" → ")}`);
    visited.push(pageId);
    const question = flow.pages[pageId];
    if (!question) throw new Error(`unknown page ${pageId}`);
    state = { answers: answerPage(question, pageId, state.answers, pick), answered: new Set([...state.answered, question.slug]) };
    pageId = position(flow, state, pageId).next;
  }
  return { visited, state };
}

function firstPage(flow: Flow): string {
  const first = flow.nodes[0];
  if (typeof first !== "string") throw new Error("a flow starts with a page");
  return first;
}
