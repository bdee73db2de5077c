/**
 * What the results page says about the visitor and each match (docs/product.md, "Results"): only what the
 * visitor said, in their terms (a band as a range, an exact amount only when typed), and reasons
 * that are true of both the visitor's answers and the firm's facts. Pure: no React, Next or database.
 */
import { askedServices, MATCHING_MINIMUMS, type AskedService, type MatchRule, type ResidenceClass } from "@/features/matching";
import { isVerified, NOT_VERIFIED, type CapabilityLabel, type FactKey, type Provider } from "@/features/providers";
import type { FormData } from "@/lib/form-data";
import { formatMoney, rangeInWords } from "@/lib/money";
import { totalBelowHoldings, type StatedAmount } from "@/lib/stated-amount";
import { listInWords } from "@/lib/words";

export { costAmount, statedAmount, type StatedAmount } from "@/lib/stated-amount";

export const ASKED_WORDS: Record<AskedService, string> = {
  "financial-planning": "financial planning",
  "investment-management": "investment management",
  "private-banking": "private banking",
  ethical: "ethical or sustainable investing",
};

/**
 * "£2m to under £5m" (a band, as its title reads), "£1.25 million" (an amount, docs/product.md,
 * "Constants"), or null when unknown.
 */
export function amountInWords(stated: StatedAmount): string | null {
  if (stated.kind === "typed") return formatMoney(stated.amount);
  if (stated.kind === "range") return stated.range.max === stated.range.min ? formatMoney(stated.range.min) : rangeInWords(stated.range);
  return null;
}

/** The least the visitor could have, by what they said (the lower end of a range). */
function lowestStated(stated: StatedAmount): number | null {
  if (stated.kind === "typed") return stated.amount;
  if (stated.kind === "range") return stated.range.min;
  return null;
}

export interface FitContext {
  rule: MatchRule;
  stated: StatedAmount;
  answers: FormData;
  residence: ResidenceClass;
  /** The visitor's country of residence by name ("the United States"), when given. */
  countryName: string | null;
  /** True in the insurer flow, which asks which countries a customer is connected to, not where they live. */
  connected?: boolean;
}

/** The pension types as the visitor chose them (the questionnaire's own answer texts). */
const PENSION_WORDS = [
  ["workplace", "workplace pension"],
  ["db", "defined benefit pension"],
  ["defined_benefit_annual", "defined benefit pension"],
  ["personal", "personal pension"],
  ["sipp", "SIPP"],
  ["ssas", "SSAS"],
  ["otherPension", "other pension"],
] as const satisfies readonly (readonly [keyof FormData, string])[];

const TAX_WORDS = [
  ["inheritance", "Inheritance Tax"],
  ["capitalGain", "Capital Gains Tax"],
  ["income", "Income Tax"],
] as const satisfies readonly (readonly [keyof FormData, string])[];

const INVESTING_WORDS = [
  ["investPortfolio", "your investment portfolio"],
  ["sigCash", "your cash savings"],
] as const satisfies readonly (readonly [keyof FormData, string])[];

const RULE_BANDS: Partial<Record<MatchRule, string>> = {
  "300k-500k": "£300k to under £500k",
  "500k-1m": "£500k to under £1m",
  "1m-2m": "£1m to under £2m",
  "2m-plus": "£2m or more",
};

const chosen = <T extends readonly (readonly [keyof FormData, string])[]>(answers: FormData, words: T) => [
  ...new Set(words.filter(([flag]) => answers[flag] === true).map(([, text]) => text)),
];

const has = (provider: Pick<Provider, "services">, service: Provider["services"][number]) => provider.services.includes(service);

/** Ethical investing matters to the visitor when they said Medium or High; Low is a "no". */
export function ethicalMatters(answers: FormData): boolean {
  return answers.ethical_medium || answers.ethical_high;
}

type Firm = Pick<Provider, "nameForSL" | "labels" | "services" | "firmMinimum" | "verifiedAt">;

/**
 * A reason resting on a fact of the firm's not yet verified: `claim` (what we hold, starting lower
 * case: "it offers …") and `rest` (what the visitor told us, never hedged). fitReasons says one
 * alone as "We hold that it offers … (not yet verified), …", and several under one heading.
 */
export interface HeldReason {
  claim: string;
  rest: string;
}
type Reason = string | HeldReason;
type Rule = (firm: Firm, context: FitContext) => Reason | null;

/** A matched firm's reasons as shown: plain sentences, and what we hold not yet verified, together when there are several. */
export type FitReason = string | { heldAbout: string; items: string[] };

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/** One reason in a sentence of its own: a held one as what we hold, marked not yet verified. */
export const reasonInWords = (reason: Reason): string =>
  typeof reason === "string" ? reason : sentence(`we hold that ${reason.claim} (${NOT_VERIFIED.toLowerCase()})${reason.rest}`);

/**
 * A reason that rests on the firm's facts: `claim` (what the facts say, starting lower case: "it
 * offers …") plainly once every fact in `facts` is verified; until then a HeldReason, said as what
 * we hold, marked not yet verified, as the firm's minimum is (docs/product.md, "Results"). `rest`
 * is what the visitor told us, never hedged.
 */
function firmFact(firm: Pick<Provider, "verifiedAt">, facts: readonly FactKey[], claim: string, rest = ""): Reason {
  return facts.every((fact) => isVerified(firm, fact)) ? sentence(`${claim}${rest}`) : { claim, rest };
}

/** Each rule gives one reason, or none when it is not true of both the visitor and the firm. */
export const reasonRules = {
  usResident: (firm, { residence, connected }) => {
    if (residence !== "us" || !firm.labels.includes("us")) return null;
    return connected
      ? firmFact(firm, ["labels"], `${firm.nameForSL} takes on clients with ties to the United States`, ", which you told us you are connected to")
      : firmFact(firm, ["labels"], `${firm.nameForSL} takes on clients resident in the United States`, ", as you told us you are");
  },

  euResident: (firm, { residence, countryName, connected }) => {
    if (residence !== "eu" || !firm.labels.includes("eu")) return null;
    return connected
      ? firmFact(firm, ["labels"], `${firm.nameForSL} takes on clients with ties to the EU`, ", which you told us you are connected to")
      : firmFact(firm, ["labels"], `${firm.nameForSL} takes on clients resident in the EU`, countryName ? `; you told us you are resident in ${countryName} for tax` : ", as you told us you are");
  },

  amountBand: (firm, { rule, stated }) => {
    const band = RULE_BANDS[rule];
    const amount = amountInWords(stated);
    // The band is the visitor's, not a range of the firm's: said so that it cannot read as a ceiling.
    return band && amount ? `${firm.nameForSL} is one of the firms we match when there is ${band} to invest; you told us ${amount}.` : null;
  },

  smallerPortfolios: (firm, { rule, stated }) => {
    if (rule !== "under-300k") return null;
    const amount = amountInWords(stated);
    return `${firm.nameForSL} gives financial advice to people with less than £300k to invest${amount ? `; you told us ${amount}` : ""}.`;
  },

  noAmount: (firm, { rule }) =>
    rule === "default" ? `${firm.nameForSL} is on our panel of wealth managers. You didn't give us an amount, so ask about its minimum investment.` : null,

  firmMinimum: (firm, { stated }) => {
    const lowest = lowestStated(stated);
    if (firm.firmMinimum === null || lowest === null || lowest < firm.firmMinimum) return null;
    const minimum = formatMoney(firm.firmMinimum);
    // An unchecked figure is said to be the firm's as we hold it, not stated as fact (docs/providers.md).
    return firmFact(firm, ["firmMinimum"], `its own minimum investment is ${minimum}`, `, and you told us ${amountInWords(stated)}`);
  },

  privateBanking: (firm, { answers }) =>
    answers.otherInfo === "Yes" && firm.labels.includes("pb") && has(firm, "private-banking")
      ? firmFact(firm, ["labels", "services"], `${firm.nameForSL} offers private banking`, ", which you asked for")
      : null,

  pensions: (firm, { answers }) => {
    if (!answers.pension || !has(firm, "pensions")) return null;
    // What the firm offers is its general service; the visitor's own pensions and age are theirs, said
    // apart, so a planner advising on pensions is never made to sound like a specialist in a SIPP.
    const types = chosen(answers, PENSION_WORDS);
    const retiring = answers.retirementAge !== null && !answers.retired;
    const told = [
      ...(types.length > 0 ? [`about your ${listInWords(types)}`] : []),
      ...(retiring ? [`${types.length > 0 ? "that " : ""}you would like to retire at ${answers.retirementAge}`] : []),
    ];
    return firmFact(firm, ["services"], `its planners advise on pensions${retiring ? " and on planning for retirement" : ""}`, told.length > 0 ? `; you told us ${told.join(", and ")}` : "");
  },

  tax: (firm, { answers }) => {
    if (!answers.taxPlan || !has(firm, "tax-planning")) return null;
    const taxes = chosen(answers, TAX_WORDS);
    return firmFact(firm, ["services"], "it offers tax and inheritance planning", taxes.length > 0 ? `, covering ${listInWords(taxes)} as you asked` : ", which you asked about");
  },

  businessSale: (firm, { answers }) => {
    if (!answers.sellBus) return null;
    const taxAdvice = answers.needTextEfficiencyAdvice && has(firm, "tax-planning");
    if (has(firm, "business-sale")) {
      return firmFact(firm, ["services"], `it advises business owners who are selling a company${taxAdvice ? ", and offers the tax planning you asked for on the sale" : ""}`);
    }
    if (!has(firm, "financial-planning")) return null;
    return firmFact(firm, ["services"], `its financial planners can plan what to do with the proceeds of your business sale${taxAdvice ? ", including the tax-efficiency advice you asked for" : ""}`);
  },

  investing: (firm, { answers }) => {
    const areas = chosen(answers, INVESTING_WORDS);
    return areas.length > 0 && has(firm, "investment-management") ? firmFact(firm, ["services"], `it offers investment management for ${listInWords(areas)}`) : null;
  },

  ethical: (firm, { answers }) =>
    ethicalMatters(answers) && has(firm, "ethical")
      ? firmFact(firm, ["services"], "it offers ethical or sustainable investing", `, which you told us matters to you (${answers.ethical_high ? "high" : "medium"} importance)`)
      : null,

  offshore: (firm, { answers, residence, countryName }) => {
    if (!firm.labels.includes("offshore") || !has(firm, "offshore")) return null;
    if (answers.offshore && answers.investPortfolio) return firmFact(firm, ["labels", "services"], "it has offshore capabilities", ", useful for your offshore bond");
    if (residence === "other" && countryName && answers.taxResidence !== "GB") {
      return firmFact(firm, ["labels", "services"], "it has offshore capabilities for clients resident outside the UK", `; you told us you are resident in ${countryName} for tax`);
    }
    return null;
  },
} satisfies Record<string, Rule>;

/**
 * The reasons a matched firm fits, in a fixed order, never empty: what is verified or ours
 * (our amount bands) first, then what we hold not yet verified: one such reason in its own
 * sentence, several under one "not yet verified" heading rather than each hedged in turn.
 */
export function fitReasons(firm: Firm, context: FitContext): FitReason[] {
  const reasons = Object.values(reasonRules)
    .map((rule: Rule) => rule(firm, context))
    .filter((reason): reason is Reason => reason !== null);
  const plain = reasons.filter((reason): reason is string => typeof reason === "string");
  const held = reasons.filter((reason): reason is HeldReason => typeof reason !== "string");
  if (plain.length === 0 && held.length === 0) return [`${firm.nameForSL} is one of the firms that fit your answers; see how your matches were chosen below.`];
  if (held.length < 2) return [...plain, ...held.map(reasonInWords)];
  return [...plain, { heldAbout: `From our records of ${firm.nameForSL}, not yet verified:`, items: held.map((reason) => sentence(`${reason.claim}${reason.rest}`)) }];
}

/**
 * A typed total far below the bands the visitor chose for what they hold (totalBelowHoldings):
 * their matches are for the typed figure, so they are asked whether it was a slip. Null otherwise.
 */
export function totalCheckInWords(answers: FormData): string | null {
  const below = totalBelowHoldings(answers);
  if (!below) return null;
  const typed = formatMoney(below.typed);
  return `The amounts you chose for what you hold come to at least ${formatMoney(below.held)}, more than twice the ${typed} you gave as your total to invest. Your matches are for ${typed}.`;
}

/** What the visitor told us about their money and where they live, in their own terms. */
export function answersSummary(stated: StatedAmount, countryName: string | null): string {
  const amount = amountInWords(stated);
  const where = countryName ? ` and are resident in ${countryName} for tax` : "";
  if (stated.kind === "typed" && stated.of === "sale-proceeds") return `You told us you would like a wealth manager to invest ${amount} from your sale${where}.`;
  if (amount) return `You told us you have ${amount} to invest${where}.`;
  return `You didn't tell us how much you have to invest${countryName ? `; you are resident in ${countryName} for tax` : ""}.`;
}

/**
 * An exclusion explained with what the visitor said. The engine's reason restates the firm's own
 * terms, so it is given as fact only once those terms are verified ("Brewin Dolphin takes no …
 * under £500k; you told us £300k to under £500k."); until then it says what our rule does and that
 * the firm's terms behind it are not yet verified.
 */
export function exclusionReason(
  firm: Pick<Provider, "id" | "nameForSL" | "verifiedAt">,
  reason: string,
  stated: StatedAmount,
): string {
  const amount = amountInWords(stated);
  const told = amount ? `; you told us ${amount}` : "";
  const minimum = MATCHING_MINIMUMS.find((m) => m.id === firm.id && reason === m.reason);
  const unverified = NOT_VERIFIED.toLowerCase();
  if (!minimum) {
    if (isVerified(firm, "wontTake")) return `${firm.nameForSL} ${reason}.`;
    const when = reason.includes("equity release") ? "when releasing equity from your home is the only help wanted" : "for answers like yours";
    return `We don't match ${firm.nameForSL} ${when}: we hold that it ${reason} (${unverified}).`;
  }
  if (isVerified(firm, "wontTake") && isVerified(firm, "firmMinimum")) return `${firm.nameForSL} ${reason}${told}.`;
  return `We match ${firm.nameForSL} only from ${formatMoney(minimum.below)}, which we hold as its own minimum investment (${unverified})${told}.`;
}

const AREA_WORDS = [
  ["pension", "your pensions"],
  ["investPortfolio", "your investment portfolio"],
  ["sigCash", "your cash savings"],
  ["sellBus", "selling your business"],
  ["investProp", "your investment property"],
  ["taxPlan", "tax and inheritance planning"],
  ["equityRelease", "releasing equity from your home"],
] as const satisfies readonly (readonly [keyof FormData, string])[];

/** The capability label the comparison table shows for an asked service, if any. */
const SERVICE_LABEL: Record<AskedService, CapabilityLabel | null> = {
  "financial-planning": "fp",
  "investment-management": "im",
  "private-banking": "pb",
  ethical: null,
};

/**
 * Whether the firm is recorded as not offering the service: its verified services leave it out, and
 * so do its verified labels where the comparison table shows one for it (the table then says "No").
 * Unverified, it is not known either way: the table says "Not known: ask the firm".
 */
function recordedWithout(firm: Pick<Provider, "services" | "labels" | "verifiedAt">, service: AskedService): boolean {
  const label = SERVICE_LABEL[service];
  if (!isVerified(firm, "services") || firm.services.includes(service)) return false;
  return label === null || (isVerified(firm, "labels") && !firm.labels.includes(label));
}

/** What the visitor asked for that asks for the service (askedServices, src/features/matching), in their words. */
function askedInWords(service: AskedService, answers: FormData): string {
  const areas = (flags: readonly (keyof FormData)[]) => listInWords(chosen(answers, AREA_WORDS.filter(([flag]) => flags.includes(flag))));
  switch (service) {
    case "financial-planning":
      return `You asked for help with ${areas(["pension", "taxPlan", "sellBus"])}`;
    case "investment-management":
      return `You asked for help with ${areas(["investPortfolio", "sigCash"])}`;
    case "private-banking":
      return "You asked for private banking";
    case "ethical":
      return "You told us ethical investing is of high importance to you";
  }
}

/**
 * What each asked service is for, in the visitor's words, where it is not a service they named
 * themselves: "for your pensions" for financial planning, and so on (askedServices).
 */
export function askedServicesFor(answers: FormData): Partial<Record<AskedService, string>> {
  // "for your pensions and for tax and inheritance planning": each area its own "for", so no two "and"s meet.
  const areas = (flags: readonly (keyof FormData)[]) => listInWords(chosen(answers, AREA_WORDS.filter(([flag]) => flags.includes(flag))).map((area) => `for ${area}`));
  const forWhat: Partial<Record<AskedService, string>> = {};
  for (const service of askedServices(answers)) {
    if (service === "financial-planning") forWhat[service] = areas(["pension", "taxPlan", "sellBus"]);
    if (service === "investment-management") forWhat[service] = areas(["investPortfolio", "sigCash"]);
    if (service === "ethical") forWhat[service] = "which you told us matters to you";
  }
  return forWhat;
}

/**
 * One plain sentence for each service the visitor asked for that none of the firms we can match
 * them with (`eligible`) lists: that none offers it only when every one is recorded as not
 * offering it; otherwise that we do not know yet, as the comparison table says, and to ask.
 */
export function unmetServices(answers: FormData, eligible: readonly Pick<Provider, "services" | "labels" | "verifiedAt">[]): string[] {
  return askedServices(answers)
    .filter((service) => !eligible.some((firm) => firm.services.includes(service)))
    .map((service) => {
      const asked = askedInWords(service, answers);
      const what = service === "private-banking" ? "it" : ASKED_WORDS[service];
      return eligible.every((firm) => recordedWithout(firm, service))
        ? `${asked}, but none of the firms we can match you with offers ${what}.`
        : `${asked}. We don't know yet whether the firms we can match you with offer ${what}: ask them.`;
    });
}

const SERVICE_WORDS = [
  ["accountants", "accountants"],
  ["solicitors", "solicitors"],
  ["potentialBuyer", "potential buyers or investors"],
  ["corporateFinancier", "a corporate financier"],
] as const satisfies readonly (readonly [keyof FormData, string])[];

const TIMEFRAME_WORDS: Record<string, string> = {
  "within-3-months": "within 3 months",
  "within-6-months": "within 6 months",
  "within-1-year": "within a year",
  "more-than-1-year": "in more than a year",
};

/** What the visitor asked for, restated in their words, one sentence each; nothing they declined. */
export function askedFor(answers: FormData): string[] {
  const sentences: string[] = [];
  const areas = chosen(answers, AREA_WORDS);
  if (areas.length > 0) sentences.push(`You asked for help with ${listInWords(areas)}.`);
  if (answers.sellBus) {
    const services = chosen(answers, SERVICE_WORDS);
    if (services.length > 0 && !answers.noneOfTheAbove) sentences.push(`For the sale, you would like introductions to ${listInWords(services)}. We do not make these introductions ourselves: the firms you ask to contact you see this with your answers.`);
    if (answers.needTextEfficiencyAdvice) sentences.push("You would like tax-efficiency advice on the sale.");
    const when = typeof answers.timeFrame === "string" ? TIMEFRAME_WORDS[answers.timeFrame] : undefined;
    if (when) sentences.push(`You expect the sale to complete ${when}.`);
  }
  if (answers.otherInfo === "Yes") sentences.push("You would also like private banking.");
  if (ethicalMatters(answers)) sentences.push(`Ethical investing is of ${answers.ethical_high ? "high" : "medium"} importance to you.`);
  return sentences;
}
