import { describe, expect, it } from "vitest";
import { defaultFormData } from "@/lib/form-data";
import { chooseAnswer, fieldsOf, parseInput, selectedChoice, storedAnswerError, toggleAnswer } from "./answers";
import { partnerQuestions } from "./partner-questions";
import { flowQuestions, questionList, specQuestion, type InputQuestion, type MultipleQuestion, type SingleChoiceQuestion } from "./questions";

const input = (slug: "age" | "retirementAge" | "earnOutMonths" | "wealthManagerInvest") => specQuestion(slug) as InputQuestion;

describe("the question list", () => {
  it("has the 37 questions of the list, each with text, a unique slug and a type", () => {
    expect(questionList).toHaveLength(37);
    expect(new Set(questionList.map((question) => question.slug)).size).toBe(37);
    for (const question of questionList) {
      expect(question.text.length).toBeGreaterThan(5);
      expect(["multiple", "currency", "single-choice", "inputfield", "country"]).toContain(question.type);
    }
  });

  it("stores each single choice so that exactly that answer reads back", () => {
    for (const question of [...questionList, ...Object.values(flowQuestions), ...Object.values(partnerQuestions)]) {
      if (question.type !== "single-choice") continue;
      for (const answer of question.answers) {
        expect(selectedChoice(question, chooseAnswer(question, defaultFormData, answer.slug))).toBe(answer.slug);
      }
    }
  });

  it("writes the named field and flags of the answers", () => {
    const knowledge = specQuestion("knowledge") as SingleChoiceQuestion;
    const answers = chooseAnswer(knowledge, chooseAnswer(knowledge, defaultFormData, "knowledge_Beginner"), "experienced_investor");
    expect(answers).toMatchObject({ knowledge: "experienced_investor", experienced_investor: true, knowledge_Beginner: false });
    expect(fieldsOf(knowledge)).toEqual(expect.arrayContaining(["knowledge", "knowledge_Beginner", "professional_investor"]));
  });

  it("makes None of the above exclusive", () => {
    const services = specQuestion("servicesWithCorporateFinancier") as MultipleQuestion;
    let answers = toggleAnswer(services, defaultFormData, "accountants", true);
    answers = toggleAnswer(services, answers, "noneOfTheAbove", true);
    expect(answers).toMatchObject({ accountants: false, noneOfTheAbove: true });
    answers = toggleAnswer(services, answers, "corporateFinancier", true);
    expect(answers).toMatchObject({ corporateFinancier: true, noneOfTheAbove: false });
  });
});

describe("reading typed answers", () => {
  it("keeps ages to 18-100", () => {
    expect(parseInput(input("age"), "52", defaultFormData)).toEqual({ ok: true, value: 52 });
    expect(parseInput(input("age"), "17", defaultFormData)).toEqual({ ok: false, error: "Your age must be between 18 and 100 years" });
    expect(parseInput(input("age"), "101", defaultFormData).ok).toBe(false);
    expect(parseInput(input("age"), "fifty", defaultFormData)).toEqual({ ok: false, error: "Your age must be a whole number of years, for example 52" });
    expect(parseInput(input("age"), "", defaultFormData)).toEqual({ ok: false, error: "Enter your age in years, for example 52" });
  });

  it("keeps the retirement age to 40-85 and not below the visitor's age", () => {
    const at = (age: number | null) => ({ ...defaultFormData, age });
    expect(parseInput(input("retirementAge"), "39", at(null)).ok).toBe(false);
    expect(parseInput(input("retirementAge"), "86", at(30))).toEqual({ ok: false, error: "Your retirement age must be between 40 and 85 years" });
    expect(parseInput(input("retirementAge"), "60", at(62))).toEqual({ ok: false, error: "Your retirement age cannot be below your age (62): enter a number from 62 to 85" });
    expect(parseInput(input("retirementAge"), "62", at(62))).toEqual({ ok: true, value: 62 });
    expect(parseInput(input("retirementAge"), "85", at(90))).toEqual({ ok: true, value: 85 });
    // Aged 85 or more, the one age left is named, not a range from 85 to 85.
    for (const [typed, age] of [["90", 90], ["84", 85], ["92", 88]] as const) {
      expect(parseInput(input("retirementAge"), typed, at(age))).toEqual({ ok: false, error: "Your retirement age can be at most 85 here: enter 85 if you plan to work on past it" });
    }
  });

  it("keeps the earn-out to 0-120 months", () => {
    expect(parseInput(input("earnOutMonths"), "0", defaultFormData)).toEqual({ ok: true, value: 0 });
    expect(parseInput(input("earnOutMonths"), "121", defaultFormData)).toEqual({ ok: false, error: "The earn-out period must be between 0 and 120 months" });
  });

  it("reads money in the visitor's words and names the field when it is wrong", () => {
    expect(parseInput(input("wealthManagerInvest"), "1.25m", defaultFormData)).toEqual({ ok: true, value: 1_250_000 });
    expect(parseInput(input("wealthManagerInvest"), "12", defaultFormData)).toEqual({ ok: false, error: "The amount to invest must be at least £1,000" });
  });
});

describe("whether stored answers answer a question", () => {
  it("needs a band of the question's own set", () => {
    const annual = specQuestion("dbAnnualValue");
    expect(storedAnswerError(annual, { ...defaultFormData, dbAnnualValue: 34_000 })).toBeNull();
    expect(storedAnswerError(annual, { ...defaultFormData, dbAnnualValue: 37_500 })).toMatch(/Choose the value/);
  });

  it("needs the years when an account holder says Yes", () => {
    const question = partnerQuestions["have-an-account"];
    const yes = chooseAnswer(question, defaultFormData, "yes");
    expect(storedAnswerError(question, { ...yes, lloydsHowManyYears: 0 })).toBeNull();
    expect(storedAnswerError(question, { ...yes, lloydsHowManyYears: 200 })).toMatch(/between 0 and 100/);
  });

  it("needs a valid country", () => {
    expect(storedAnswerError(specQuestion("taxResidence"), { ...defaultFormData, taxResidence: "GB" })).toBeNull();
    expect(storedAnswerError(specQuestion("taxResidence"), defaultFormData)).toMatch(/country/);
    expect(storedAnswerError(partnerQuestions["country-connected"], defaultFormData)).toMatch(/at least one country/);
  });
});
