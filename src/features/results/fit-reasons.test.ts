import { describe, expect, it } from "vitest";
import { getProvider, type Provider } from "@/features/providers";
import { defaultFormData, type FormData } from "@/lib/form-data";
import { answersSummary, exclusionReason, fitReasons, listInWords, type FitContext } from "./fit-reasons";

const p = (id: string) => getProvider(id) as Provider;
const context = (overrides: Partial<Omit<FitContext, "answers">> & { answers?: Partial<FormData> } = {}): FitContext => ({
  rule: "500k-1m",
  total: 750_000,
  residence: "other",
  countryName: "United Kingdom",
  ...overrides,
  answers: { ...defaultFormData, ...overrides.answers },
});

describe("why a match fits", () => {
  it("starts with the rule in the visitor's own amount", () => {
    expect(fitReasons(p("saltus"), context())[0]).toBe("Saltus works with portfolios of £500,000 to £1m, like your £750,000.");
    expect(fitReasons(p("quilterfa"), context({ rule: "under-300k", total: 125_000 }))[0]).toBe(
      "Quilter gives financial advice to people with under £300,000 to invest; you told us about £125,000.",
    );
    expect(fitReasons(p("jhp"), context({ rule: "default", total: null }))[0]).toMatch(/You didn't give us an amount, so ask about its minimum investment\.$/);
  });

  it("names the residence for US and EU residents", () => {
    expect(fitReasons(p("evelyn"), context({ rule: "us", residence: "us" }))[0]).toBe("Evelyn takes on clients who live in the United States, as you do.");
    expect(fitReasons(p("qc"), context({ rule: "eu", residence: "eu", countryName: "Ireland" }))[0]).toBe(
      "Quilter Cheviot takes on clients who live in the EU, as you do in Ireland.",
    );
  });

  it("tells private banks from the firm chosen alongside them", () => {
    const pb = context({ rule: "private-banking", answers: { otherInfo: "Yes" } });
    expect(fitReasons(p("lgt"), pb)[0]).toBe("LGT offers private banking, which you asked for, alongside investment management.");
    expect(fitReasons(p("saltus"), pb)[0]).toMatch(/your other matches cover the private banking you asked for\.$/);
  });

  it("adds the firm's own minimum when the visitor meets it, and the help they asked for", () => {
    const reasons = fitReasons(p("jhp"), context({ rule: "1m-2m", total: 1_500_000, answers: { pension: true, taxPlan: true, investPortfolio: true } }));
    expect(reasons).toEqual([
      "James Hambro works with portfolios of £1m to £2m, like your £1,500,000.",
      "Your £1,500,000 meets its minimum of £1 million.",
      "It offers financial planning, covering your pensions and tax and inheritance planning, which you asked about.",
      "It offers investment management for your investment portfolio.",
    ]);
    expect(fitReasons(p("qc"), context({ answers: { pension: true } }))).toHaveLength(1);
  });

  it("sums up the answers that decided the match", () => {
    expect(answersSummary(875_000, "the United Kingdom")).toBe("You told us you have about £875,000 to invest and live in the United Kingdom.");
    expect(answersSummary(null, null)).toBe("You didn't tell us how much you have to invest.");
    expect(answersSummary(0, "France")).toBe("You didn't tell us how much you have to invest; you live in France.");
  });

  it("explains exclusions with the visitor's amount", () => {
    expect(exclusionReason(p("brewin"), "takes no wealth management clients under £500k", 400_000)).toBe(
      "Brewin Dolphin takes no wealth management clients under £500k; you told us about £400,000.",
    );
    expect(exclusionReason(p("fintuity"), "does not advise on home equity release", 0)).toBe("Fintuity does not advise on home equity release.");
    expect(listInWords(["a", "b", "c"])).toBe("a, b and c");
  });
});
