import { describe, expect, it } from "vitest";
import { defaultFormData, type FormData } from "@/lib/form-data";
import { answerLines, questionName } from "./answer-summary";

const answers = (overrides: Partial<FormData>): FormData => ({ ...defaultFormData, ...overrides });

describe("the visitor's answers on the results page", () => {
  const retiredUsVisitor = answers({
    pension: true, sipp: true, sippValue: 3_500_000, knowledge: "some_knowledge", some_knowledge: true,
    philosophy: "philosophy_balanced", philosophy_balanced: true, ethical: "ethical_low", ethical_low: true,
    employmentStatus: "retired", retired: true, age: 67, taxResidence: "US", otherInfo: "No",
  });

  it("lists each question on the path with the answer in the visitor's words and a Change link", () => {
    const lines = answerLines("proforma", retiredUsVisitor);
    const byShort = Object.fromEntries(lines.map((line) => [line.short, line]));
    expect(lines.map((line) => line.pageId)).toEqual([
      "looking-for-advice", "pensions/pensions-main", "pensions/sipp", "knowledge", "philosophy", "ethical", "employment-status", "age", "tax-residence", "other-info",
    ]);
    expect(byShort["help wanted"]?.answer).toBe("Pension");
    expect(byShort["SIPP value"]?.answer).toBe("£2m to under £5m");
    expect(byShort.age).toMatchObject({ answer: "67 years", href: "/proforma/age?return=results", question: "How old are you?" });
    expect(byShort["country of residence"]?.answer).toBe("United States of America");
    expect(byShort["private banking"]?.answer).toBe("No");
    expect(lines.map((line) => line.answer).join(" ")).not.toMatch(/3,500,000|3\.5/);
  });

  it("asks the retirement age only of someone not retired, and shows typed amounts as typed", () => {
    const lines = answerLines("proforma", answers({ ...retiredUsVisitor, retired: false, employmentStatus: "employed", employed: true, retirementAge: 60, isaValue: 400_000, investPortfolio: true, isa: true, exactValue: 1_250_000 }));
    expect(lines.find((line) => line.short === "retirement age")?.answer).toBe("60 years");
    expect(lines.find((line) => line.short === "total to invest")).toMatchObject({ answer: "£1,250,000", question: "Roughly how much do you have to invest in total?" });
  });

  it("lists the partner flow's answers with links into the partner flow", () => {
    const lines = answerLines("partner", answers({ introducer: "lloyds", lloydsCountryConnected: ["GB", "FR"], lloydsAmountToInvest: 1_500_000, lloydsWhichService: 3 }));
    expect(lines.find((line) => line.short === "countries connected")).toMatchObject({ answer: "United Kingdom, France", href: "/lloyds/country-connected?return=results" });
    expect(lines.find((line) => line.short === "amount to invest")?.answer).toBe("£1m to under £2m");
  });
});

describe("a question's name in staff's reports", () => {
  it("is its short name, capitalised, found by flow and page id", () => {
    expect(questionName("proforma", "looking-for-advice")).toBe("Help wanted");
    expect(questionName("proforma", "pensions/pensions-main")).toBe("Pension types");
  });

  it("is null for a page or flow the questionnaire does not have, whatever the id reads as", () => {
    expect(questionName("proforma", "no-such-page")).toBeNull();
    expect(questionName("proforma", "__proto__")).toBeNull();
    expect(questionName("toString", "age")).toBeNull();
  });
});
