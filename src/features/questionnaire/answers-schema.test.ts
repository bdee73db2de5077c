import { describe, expect, it } from "vitest";
import { defaultFormData, formDataSchema, type FormData } from "@/lib/form-data";
import { COARSE_BANDS, FINE_BANDS } from "@/lib/wealth-bands";
import { parseInput, storedAnswerError } from "./answers";
import { flows } from "./flow";
import type { InputQuestion, Question } from "./questions";

/**
 * The answers schema that /api/match and /api/submissions use refuses exactly what
 * the questionnaire refuses. Every question of both flows is walked, and for a spread of values each
 * one is put to the questionnaire's own check and to the schema; the two must agree.
 */
const questions: Question[] = [];
for (const flow of Object.values(flows)) {
  for (const question of Object.values(flow.pages)) {
    questions.push(question);
    if (question.type === "single-choice" && question.followUp) questions.push(question.followUp.question);
  }
}

const accepts = (answers: Partial<FormData>) => formDataSchema.safeParse(answers).success;

const AMOUNT_PROBES = [
  ...FINE_BANDS.map((band) => band.value),
  ...COARSE_BANDS.map((band) => band.value),
  1, 999, 1_000, 2_000_000, 4_000_000, 123_456, 1_000_000_000, 1_000_000_001, -12_500, 12_500.5, 1e12,
];

describe("one answers schema for the questionnaire and both routes", () => {
  it("covers every kind of question in both flows", () => {
    const kinds = new Set(questions.map((question) => question.type));
    expect([...kinds].sort()).toEqual(["country", "currency", "inputfield", "multiple", "single-choice"]);
  });

  it("accepts exactly the wealth bands each currency question offers", () => {
    const currency = questions.filter((question) => question.type === "currency");
    expect(currency.length).toBeGreaterThan(15);
    for (const question of currency) {
      for (const value of AMOUNT_PROBES) {
        const answers = { ...defaultFormData, [question.field]: value };
        const questionnaire = storedAnswerError(question, answers) === null;
        expect(accepts({ [question.field]: value }), `${question.field} = ${value}`).toBe(questionnaire);
      }
    }
  });

  it("accepts exactly the numbers each typed question accepts, retirement age against age included", () => {
    const typed = questions.filter((question): question is InputQuestion => question.type === "inputfield");
    expect([...new Set(typed.map((question) => question.field))].sort()).toEqual(["age", "earnOutMonths", "exactValue", "lloydsHowManyYears", "retirementAge", "wealthManagerInvest"]);
    for (const question of typed) {
      const probes = question.input === "money" ? AMOUNT_PROBES.filter((value) => value > 0) : Array.from({ length: 140 }, (_, i) => i - 5);
      for (const age of question.field === "retirementAge" ? [null, 30, 55, 70, 90] : [null]) {
        for (const value of probes) {
          const context = { ...defaultFormData, age };
          const questionnaire = parseInput(question, String(value), context).ok;
          const body = age === null ? { [question.field]: value } : { age, [question.field]: value };
          expect(accepts(body), `${question.field} = ${value} (age ${age})`).toBe(questionnaire);
        }
      }
    }
  });

  it("accepts exactly the codes the single-choice questions store", () => {
    for (const question of questions) {
      if (question.type !== "single-choice") continue;
      for (const answer of question.answers) expect(accepts(answer.set), `${question.slug}: ${answer.slug}`).toBe(true);
      for (const [field, value] of Object.entries(question.answers[0]?.set ?? {})) {
        if (typeof value === "number") expect(accepts({ [field]: 4 }), `${field} = 4`).toBe(false);
      }
    }
  });

  it("refuses with the field named, so the routes can answer 400 with it", () => {
    const result = formDataSchema.safeParse({ age: 60, retirementAge: 55, sippValue: 100_000, earnOutMonths: 121 });
    expect(result.error?.issues.map((issue) => issue.path.join(".")).sort()).toEqual(["earnOutMonths", "retirementAge", "sippValue"]);
    const retirement = formDataSchema.safeParse({ age: 60, retirementAge: 55 });
    expect(retirement.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["retirementAge", "cannot be below age (60)"]]);
  });
});
