/**
 * What a firm needs to know of a visitor's answers (docs/product.md, "Introductions"), and nothing else: advice
 * areas, amount band, residence, age band, ethical preference and, for a business sale, when it is
 * expected to complete and the other professionals the visitor would like to be introduced to. Pure.
 */
import { answerInWords } from "@/features/questionnaire";
import { restoreFormData } from "@/lib/form-data";
import { bandTitleFor } from "@/lib/wealth-bands";

export interface AnswerSummary {
  adviceAreas: string[];
  amountBand: string;
  residence: string;
  ageBand: string;
  ethicalPreference: string;
  /**
   * For a business sale, null otherwise, in the words of the questions' options: when it is
   * expected to complete (asked before an offer), and the other professionals the visitor would
   * like introductions to ("Accountants, Solicitors"), which a firm advising on the proceeds may help with.
   */
  sale: { timeframe: string; otherProfessionals: string } | null;
}

const ADVICE_AREAS: [key: "pension" | "investPortfolio" | "sigCash" | "sellBus" | "investProp" | "taxPlan" | "equityRelease", label: string][] = [
  ["pension", "Pensions"],
  ["investPortfolio", "Investment portfolio"],
  ["sigCash", "Cash savings"],
  ["sellBus", "Selling a business"],
  ["investProp", "Property"],
  ["taxPlan", "Tax planning"],
  ["equityRelease", "Equity release"],
];

/** The investable total as the band it falls in, in the words every page and mail uses ("£1m to under £2m"). */
export function amountBand(total: number | null): string {
  if (total === null || total <= 0) return "Not given";
  return bandTitleFor(total);
}

export function ageBand(age: number | null): string {
  if (age === null) return "Not given";
  if (age < 30) return "Under 30";
  if (age >= 70) return "70 or over";
  const decade = Math.floor(age / 10) * 10;
  return `${decade} to ${decade + 9}`;
}

const regionNames = new Intl.DisplayNames(["en-GB"], { type: "region" });

export function summariseAnswers(rawAnswers: unknown, investableTotal: number | null): AnswerSummary {
  const answers = restoreFormData(rawAnswers);
  const ethical = answers.ethical_high ? "High" : answers.ethical_medium ? "Medium" : answers.ethical_low ? "Low" : "Not given";
  let residence = "Not given";
  if (answers.taxResidence) {
    try {
      residence = regionNames.of(answers.taxResidence) ?? answers.taxResidence;
    } catch {
      residence = answers.taxResidence;
    }
  }
  return {
    adviceAreas: ADVICE_AREAS.filter(([key]) => answers[key]).map(([, label]) => label),
    amountBand: amountBand(investableTotal),
    residence,
    ageBand: ageBand(answers.age),
    ethicalPreference: ethical,
    sale: answers.sellBus
      ? { timeframe: answerInWords("timeFrame", answers) ?? "Not asked at this stage", otherProfessionals: answerInWords("servicesWithCorporateFinancier", answers) ?? "None" }
      : null,
  };
}
