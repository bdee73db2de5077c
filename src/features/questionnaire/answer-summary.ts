/**
 * The visitor's answers as the results page lists them (docs/product.md, "Results"): each question on their
 * own path, the answer in the words they chose (a band as a range, a typed figure as typed) and
 * the link that reopens the question and returns to the results. Pure.
 */
import { routes } from "@/config/routes";
import type { FormData } from "@/lib/form-data";
import { formatPounds } from "@/lib/money";
import { bandRange, bandTitle } from "@/lib/wealth-bands";
import { selectedChoice } from "./answers";
import { countryName } from "./countries";
import { flows, pageUrl, walk, type FlowId } from "./flow";
import { shortName } from "./question-guide";
import { specQuestion, type Question, type QuestionSlug } from "./questions";

export interface AnswerLine {
  pageId: string;
  question: string;
  /** "age": the link reads "Change age". */
  short: string;
  answer: string;
  href: string;
}

/** How the results page's list shows a question left unanswered. */
const NOT_ANSWERED = "Not answered";

/** The answer in the words of the question's options; null when it is not answered. */
function answerText(question: Question, answers: FormData): string | null {
  switch (question.type) {
    case "multiple": {
      const chosen = question.answers.filter((answer) => answers[answer.slug]).map((answer) => answer.text);
      return chosen.length > 0 ? chosen.join(", ") : "None";
    }
    case "single-choice": {
      const slug = selectedChoice(question, answers);
      return question.answers.find((answer) => answer.slug === slug)?.text ?? null;
    }
    case "currency": {
      // The band's own title, as the visitor chose it.
      return bandRange(answers[question.field]) ? bandTitle(answers[question.field]) : null;
    }
    case "inputfield": {
      const value = answers[question.field];
      if (value === null) return null;
      if (question.input === "money") return value > 0 ? formatPounds(value) : null;
      return question.unit ? `${value} ${question.unit}` : String(value);
    }
    case "country": {
      const codes = question.field === "taxResidence" ? (answers.taxResidence ? [answers.taxResidence] : []) : answers.lloydsCountryConnected;
      return codes.length > 0 ? codes.map((code) => countryName(code) || code).join(", ") : null;
    }
  }
}

/**
 * The visitor's answer to one question of the list in the words of its options (several joined by
 * commas), for those who read the answers outside the questionnaire; null when it is not answered.
 * A "None of the above" option counts as no answer.
 */
export function answerInWords(slug: QuestionSlug, answers: FormData): string | null {
  const question = specQuestion(slug);
  if (question.type === "multiple") {
    const chosen = question.answers.filter((answer) => answers[answer.slug] && answer.slug !== question.exclusive).map((answer) => answer.text);
    return chosen.length > 0 && !(question.exclusive && answers[question.exclusive]) ? chosen.join(", ") : null;
  }
  return answerText(question, answers);
}

/**
 * A question's name for staff's reports, from its flow ("proforma", "partner") and page id: its
 * short name as the results page uses it, capitalised ("Age", "Help wanted"); null for a page the
 * flow does not have (an older page id in stored events).
 */
export function questionName(flowId: string, pageId: string): string | null {
  const flow = Object.hasOwn(flows, flowId) ? flows[flowId as FlowId] : null;
  const question = flow && Object.hasOwn(flow.pages, pageId) ? flow.pages[pageId] : undefined;
  if (!question) return null;
  const short = shortName(question.slug);
  return short.charAt(0).toUpperCase() + short.slice(1);
}

/** One line per question on the visitor's path, in the order they were asked. */
export function answerLines(flowId: FlowId, answers: FormData): AnswerLine[] {
  const flow = flows[flowId];
  // The answers are a finished questionnaire's: every question on the path was answered.
  const path = walk(flow, { answers, answered: new Set(Object.values(flow.pages).map((question) => question.slug)) });
  return path.flatMap((pageId) => {
    const question = flow.pages[pageId];
    if (!question) return [];
    // "Thank you." greets the visitor on the question's page; the summary lists the question alone.
    return [{ pageId, question: question.text.replace(/^Thank you\.\s*/, ""), short: shortName(question.slug), answer: answerText(question, answers) ?? NOT_ANSWERED, href: routes.changeAnswer(pageUrl(flow, pageId)) }];
  });
}
