import type { FormData } from "@/lib/form-data";
import { parseMoney } from "@/lib/money-input";
import type { InputQuestion, Question, SingleChoiceQuestion } from "./questions";

/**
 * Reading, writing and checking one question's answer in formData. Pure functions: the runner
 * and the flow graph both use them, and so do the tests.
 */

/** The fields a question writes (used to drop answers that fell off the visitor's path). */
export function fieldsOf(question: Question): (keyof FormData)[] {
  switch (question.type) {
    case "multiple":
      return question.answers.map((answer) => answer.slug);
    case "single-choice": {
      const keys = new Set(question.answers.flatMap((answer) => Object.keys(answer.set) as (keyof FormData)[]));
      if (question.followUp) keys.add(question.followUp.question.field);
      return [...keys];
    }
    default:
      return [question.field];
  }
}

/** The answer whose stored patch holds in `answers`, if any. */
export function selectedChoice(question: SingleChoiceQuestion, answers: FormData): string | null {
  const matches = (set: Partial<FormData>) =>
    (Object.entries(set) as [keyof FormData, unknown][]).every(([key, value]) => answers[key] === value);
  return question.answers.find((answer) => matches(answer.set))?.slug ?? null;
}

export function chooseAnswer(question: SingleChoiceQuestion, answers: FormData, slug: string): FormData {
  const answer = question.answers.find((candidate) => candidate.slug === slug);
  return answer ? { ...answers, ...answer.set } : answers;
}

export function toggleAnswer(question: Question & { type: "multiple" }, answers: FormData, slug: string, on: boolean): FormData {
  const next: FormData = { ...answers, [slug]: on };
  if (on && question.exclusive) {
    // "None of the above" clears the others, and any other clears it.
    if (slug === question.exclusive) for (const answer of question.answers) if (answer.slug !== slug) next[answer.slug] = false;
    if (slug !== question.exclusive) next[question.exclusive] = false;
  }
  return next;
}

/** Reads what a visitor typed into an input question, with the question's range and rules. */
export function parseInput(question: InputQuestion, text: string, answers: FormData): { ok: true; value: number } | { ok: false; error: string } {
  if (question.input === "money") {
    return text.trim() === "" ? { ok: false, error: question.missing } : parseMoney(text, question.name);
  }
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, error: question.missing };
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: `${question.name} must be a whole number of ${question.unit ?? "units"}, for example ${example(question)}` };
  const value = Number(trimmed);
  const { min, max } = bounds(question, answers);
  if (value >= min && value <= max) return { ok: true, value };
  if (question.field === "retirementAge" && answers.age !== null && min === max) {
    // At the oldest retirement age asked about or past it, only that age is left to give.
    return { ok: false, error: `${question.name} can be at most ${max} here: enter ${max} if you plan to work on past it` };
  }
  if (question.field === "retirementAge" && answers.age !== null && value < min && min > (question.min ?? 0)) {
    return { ok: false, error: `${question.name} cannot be below your age (${answers.age}): enter a number from ${min} to ${max}` };
  }
  return { ok: false, error: `${question.name} must be between ${min} and ${max} ${question.unit ?? ""}`.trim() };
}

const EXAMPLES: Partial<Record<InputQuestion["field"], string>> = { age: "52", retirementAge: "65", earnOutMonths: "24", lloydsHowManyYears: "5" };

function example(question: InputQuestion): string {
  return EXAMPLES[question.field] ?? "10";
}

/**
 * docs/product.md, "The questionnaire": retirement age is 40-85 and not below the visitor's age;
 * for a visitor aged 85 or more, 85.
 */
function bounds(question: InputQuestion, answers: FormData): { min: number; max: number } {
  const min = question.min ?? 0;
  const max = question.max ?? Number.MAX_SAFE_INTEGER;
  if (question.field === "retirementAge" && answers.age !== null) return { min: Math.min(Math.max(min, answers.age), max), max };
  return { min, max };
}

/** The stored value of an input question as the text to show in its box. */
export function inputText(question: InputQuestion, answers: FormData): string {
  const value = answers[question.field];
  if (value === null) return "";
  if (question.input === "money" && value === 0) return "";
  return String(value);
}

/**
 * Whether the stored answers answer the question: null when they do, else the message naming
 * what is missing. (Whether the visitor has actually answered is tracked separately, because
 * several defaults, such as otherInfo 'No', look like answers.)
 */
export function storedAnswerError(question: Question, answers: FormData): string | null {
  switch (question.type) {
    case "multiple":
      return question.answers.some((answer) => answers[answer.slug]) ? null : question.missing;
    case "single-choice": {
      const chosen = selectedChoice(question, answers);
      if (chosen === null) return question.missing;
      if (question.followUp && chosen === question.followUp.when) {
        const follow = question.followUp.question;
        const parsed = parseInput(follow, inputText(follow, answers), answers);
        return parsed.ok ? null : parsed.error;
      }
      return null;
    }
    case "currency":
      return question.bands.some((band) => band.value === answers[question.field]) ? null : question.missing;
    case "inputfield": {
      const parsed = parseInput(question, inputText(question, answers), answers);
      return parsed.ok ? null : parsed.error;
    }
    case "country": {
      // Only the country picker sets these, from its own list, and saved answers are checked
      // against the schema (src/lib/form-data.ts) before they are used, as the server checks them again.
      if (question.field === "taxResidence") return answers.taxResidence ? null : question.missing;
      return answers.lloydsCountryConnected.length > 0 ? null : question.missing;
    }
  }
}
