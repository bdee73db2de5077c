/**
 * Why a matched provider fits this visitor, in plain words drawn from the rule that chose it and
 * the visitor's own answers. Pure: no React, Next or database.
 */
import type { MatchRule, ResidenceClass } from "@/features/matching";
import type { Provider } from "@/features/providers";
import type { FormData } from "@/lib/form-data";
import { formatMoney, formatPounds } from "@/lib/money";

export interface FitContext {
  rule: MatchRule;
  /** The investable total T, or null when unknown. */
  total: number | null;
  answers: FormData;
  residence: ResidenceClass;
  /** The visitor's country of residence by name, when given. */
  countryName: string | null;
}

/** Advice areas a financial planner covers, and those an investment manager covers, as a visitor would say them. */
const PLANNING_AREAS = [
  ["pension", "your pensions"],
  ["taxPlan", "tax and inheritance planning"],
  ["sellBus", "the sale of your business"],
  ["investProp", "your investment property"],
  ["equityRelease", "releasing equity from your home"],
] as const satisfies readonly (readonly [keyof FormData, string])[];

const INVESTING_AREAS = [
  ["investPortfolio", "your investment portfolio"],
  ["sigCash", "your cash savings"],
] as const satisfies readonly (readonly [keyof FormData, string])[];

const BANDS: Partial<Record<MatchRule, string>> = {
  "300k-500k": "£300,000 to £500,000",
  "500k-1m": "£500,000 to £1m",
  "1m-2m": "£1m to £2m",
  "2m-plus": "£2m or more",
};

/** "a", "a and b", "a, b and c". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function yourAmount(total: number | null): string | null {
  return total !== null && total > 0 ? formatPounds(total) : null;
}

function ruleReason(provider: Provider, context: FitContext): string {
  const name = provider.nameForSL;
  const amount = yourAmount(context.total);
  switch (context.rule) {
    case "us":
      return `${name} takes on clients who live in the United States, as you do.`;
    case "eu":
      return `${name} takes on clients who live in the EU, as you do${context.countryName ? ` in ${context.countryName}` : ""}.`;
    case "default":
      return `${name} is on our wide panel of wealth managers. You didn't give us an amount, so ask about its minimum investment.`;
    case "under-300k":
      return `${name} gives financial advice to people with under £300,000 to invest${amount ? `; you told us about ${amount}` : ""}.`;
    case "private-banking":
    case "private-banking-2m":
      return provider.labels.includes("pb")
        ? `${name} offers private banking, which you asked for, alongside investment management.`
        : `${name} manages portfolios like yours${amount ? ` (about ${amount})` : ""}, while your other matches cover the private banking you asked for.`;
    default:
      return `${name} works with portfolios of ${BANDS[context.rule]}${amount ? `, like your ${amount}` : ""}.`;
  }
}

function minimumReason(provider: Provider, total: number | null): string | null {
  const { minimum } = provider;
  if (minimum.basis !== "firm" || total === null || total < minimum.amount) return null;
  return `Your ${formatPounds(total)} meets its minimum of ${formatMoney(minimum.amount)}.`;
}

function adviceReasons(provider: Provider, answers: FormData): string[] {
  const reasons: string[] = [];
  const planning = PLANNING_AREAS.filter(([flag]) => answers[flag]).map(([, words]) => words);
  if (provider.labels.includes("fp") && planning.length > 0) {
    reasons.push(`It offers financial planning, covering ${listInWords(planning)}, which you asked about.`);
  }
  const investing = INVESTING_AREAS.filter(([flag]) => answers[flag]).map(([, words]) => words);
  if (provider.labels.includes("im") && investing.length > 0) {
    reasons.push(`It offers investment management for ${listInWords(investing)}.`);
  }
  return reasons;
}

/** The reasons a matched provider fits, first the rule, then its minimum, then the help asked for. */
export function fitReasons(provider: Provider, context: FitContext): string[] {
  return [ruleReason(provider, context), minimumReason(provider, context.total), ...adviceReasons(provider, context.answers)].filter(
    (reason): reason is string => reason !== null,
  );
}

/** What the visitor told us that decided the match, in one sentence. */
export function answersSummary(total: number | null, countryName: string | null): string {
  const amount = yourAmount(total);
  if (amount) return `You told us you have about ${amount} to invest${countryName ? ` and live in ${countryName}` : ""}.`;
  return `You didn't tell us how much you have to invest${countryName ? `; you live in ${countryName}` : ""}.`;
}

/** An exclusion explained with the visitor's own amount. */
export function exclusionReason(provider: Pick<Provider, "nameForSL">, reason: string, total: number | null): string {
  const amount = yourAmount(total);
  return `${provider.nameForSL} ${reason}${amount && !reason.includes("equity release") ? `; you told us about ${amount}` : ""}.`;
}
