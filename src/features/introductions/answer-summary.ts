/**
 * What a firm needs to know of a visitor's answers (docs/product.md, "Introductions"), and nothing else: advice
 * areas, amount band, residence, age band, timeframe, ethical preference. Pure.
 */
import { restoreFormData } from "@/lib/form-data";

export interface AnswerSummary {
  adviceAreas: string[];
  amountBand: string;
  residence: string;
  ageBand: string;
  timeframe: string;
  ethicalPreference: string;
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

const AMOUNT_BANDS: [below: number, label: string][] = [
  [100_000, "Under £100,000"],
  [300_000, "£100,000 to under £300,000"],
  [500_000, "£300,000 to under £500,000"],
  [1_000_000, "£500,000 to under £1m"],
  [2_000_000, "£1m to under £2m"],
  [5_000_000, "£2m to under £5m"],
];

export function amountBand(total: number | null): string {
  if (total === null || total <= 0) return "Not given";
  return AMOUNT_BANDS.find(([below]) => total < below)?.[1] ?? "£5m or more";
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
    timeframe: typeof answers.timeFrame === "string" && answers.timeFrame ? answers.timeFrame : "Not given",
    ethicalPreference: ethical,
  };
}
