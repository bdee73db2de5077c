import type { FormData } from "@/lib/form-data";
import type { AmountField, BooleanField } from "@/lib/form-fields";
import { COARSE_BANDS, FINE_BANDS, type WealthBand } from "@/lib/wealth-bands";

/**
 * The questions, as data (docs/product.md, "The questionnaire"): the question list, plus the few questions the
 * flow adds. Each answer has the text the visitor sees and a slug; what an answer
 * stores is declared beside it, so the runner only has to walk this list.
 */
export interface AnswerOption {
  text: string;
  slug: string;
}

interface QuestionBase {
  text: string;
  slug: string;
  /** Extra guidance under the question. */
  hint?: string;
  /** The message when Continue is pressed with no answer: it names what is missing. */
  missing: string;
}

/** Checkboxes: each answer's slug is the boolean field it sets. */
export interface MultipleQuestion extends QuestionBase {
  type: "multiple";
  answers: { text: string; slug: BooleanField }[];
  /** An answer that cannot be combined with the others ("None of the above"). */
  exclusive?: BooleanField;
}

/** Radios: each answer writes its `set` patch; the chosen answer is the one whose patch holds. */
export interface SingleChoiceQuestion extends QuestionBase {
  type: "single-choice";
  answers: (AnswerOption & { set: Partial<FormData> })[];
  /** A follow-up input revealed under one answer (the insurer flow's "How many years?"). */
  followUp?: { when: string; question: InputQuestion };
}

/** Radios of wealth bands; the stored value is the band's value (docs/product.md, "Money and the investable total"). */
export interface CurrencyQuestion extends QuestionBase {
  type: "currency";
  field: AmountField;
  bands: WealthBand[];
  answers: AnswerOption[];
}

export type InputField = "age" | "retirementAge" | "earnOutMonths" | "exactValue" | "wealthManagerInvest" | "lloydsHowManyYears";

/** One text input, read as money or as a whole number within a range. */
export interface InputQuestion extends QuestionBase {
  type: "inputfield";
  field: InputField;
  input: "money" | "whole-number";
  /** How the field is named in messages ("Your age"). */
  name: string;
  unit?: string;
  min?: number;
  max?: number;
  answers: [];
}

/** A searchable list of every ISO 3166-1 country, stored as alpha-2 codes. */
export interface CountryQuestion extends QuestionBase {
  type: "country";
  field: "taxResidence" | "lloydsCountryConnected";
  multiple: boolean;
  answers: [];
}

export type Question = MultipleQuestion | SingleChoiceQuestion | CurrencyQuestion | InputQuestion | CountryQuestion;

const currency = (slug: AmountField, text: string, what: string, bands: WealthBand[] = FINE_BANDS): CurrencyQuestion => ({
  type: "currency",
  slug,
  field: slug,
  text,
  hint: "An estimate is fine: choose the closest range.",
  bands,
  answers: bands.map((band) => ({ text: band.title, slug: String(band.value) })),
  missing: `Choose the value of ${what}`,
});

/** A single choice stored as a named field and, for each answer, a flag that is true only when chosen. */
function flagChoice<F extends BooleanField>(
  named: "knowledge" | "philosophy" | "ethical" | "employmentStatus" | null,
  answers: { text: string; slug: F }[],
): SingleChoiceQuestion["answers"] {
  return answers.map(({ text, slug }) => ({
    text,
    slug,
    set: {
      ...(named ? { [named]: slug } : {}),
      ...Object.fromEntries(answers.map((other) => [other.slug, other.slug === slug])),
    },
  }));
}

/** A single choice stored as one field holding the answer's slug. */
function slugChoice(field: "sale" | "timeFrame", answers: AnswerOption[]): SingleChoiceQuestion["answers"] {
  return answers.map((answer) => ({ ...answer, set: { [field]: answer.slug } }));
}

const yesNo = (yes: Partial<FormData>, no: Partial<FormData>): SingleChoiceQuestion["answers"] => [
  { text: "Yes", slug: "yes", set: yes },
  { text: "No", slug: "no", set: no },
];

/** A "choose all that apply" question: a box for each answer, at least one to be ticked. */
const chooseAll = <S extends string>(slug: S, text: string, answers: MultipleQuestion["answers"], missing: string) =>
  ({ type: "multiple" as const, slug, text, hint: "Choose all that apply.", answers, missing }) satisfies MultipleQuestion;

/** A single choice stored as the field named like the question, and a flag per answer (`flagChoice`). */
const flagQuestion = <S extends "knowledge" | "philosophy" | "ethical" | "employmentStatus", F extends BooleanField>(
  slug: S,
  text: string,
  answers: { text: string; slug: F }[],
  missing: string,
) => ({ type: "single-choice" as const, slug, text, answers: flagChoice(slug, answers), missing }) satisfies SingleChoiceQuestion;

/** What a typed-in question says about itself beyond its field, text and message. */
interface InputDetails {
  hint?: string;
  /** How the field is named in messages ("Your age"). */
  name: string;
}

/** One text input read as a whole number from `min` to `max` `unit` (the slug is the field). */
export const wholeNumberQuestion = <F extends InputField>(
  field: F,
  text: string,
  { hint, name, unit, min, max }: InputDetails & { unit: string; min: number; max: number },
  missing: string,
) =>
  ({ type: "inputfield" as const, slug: field, field, input: "whole-number" as const, text, ...(hint ? { hint } : {}), name, unit, min, max, answers: [] as [], missing }) satisfies InputQuestion;

/** One text input read as an amount of money in pounds ("750k", "£1,250,000"; the slug is the field). */
const moneyQuestion = <F extends InputField>(field: F, text: string, { hint, name }: InputDetails, missing: string) =>
  ({ type: "inputfield" as const, slug: field, field, input: "money" as const, text, ...(hint ? { hint } : {}), name, answers: [] as [], missing }) satisfies InputQuestion;

const services = (withCorporateFinancier: boolean): MultipleQuestion => ({
  ...chooseAll(
    withCorporateFinancier ? "servicesWithCorporateFinancier" : "services",
    "Would you like introductions to any other professionals for the sale?",
    [
      { text: "Accountants", slug: "accountants" },
      { text: "Solicitors", slug: "solicitors" },
      { text: "Potential buyer/investor introductions", slug: "potentialBuyer" },
      ...(withCorporateFinancier ? [{ text: "Corporate Financier", slug: "corporateFinancier" as const }] : []),
      { text: "None of the above", slug: "noneOfTheAbove" },
    ],
    "Choose at least one option, or None of the above",
  ),
  exclusive: "noneOfTheAbove",
});

/** The 37 questions of the list, in order. */
export const questionList = [
  {
    type: "multiple",
    slug: "adviceAreas",
    text: "What would you like help with?",
    hint: "Choose all that apply. We will ask a few questions about each.",
    answers: [
      { text: "Pension", slug: "pension" },
      { text: "Investment Portfolio", slug: "investPortfolio" },
      { text: "Significant Cash Savings", slug: "sigCash" },
      { text: "Business Sale", slug: "sellBus" },
      { text: "Investment Property", slug: "investProp" },
      { text: "Tax and Inheritance Planning", slug: "taxPlan" },
      { text: "Home Equity Release", slug: "equityRelease" },
    ],
    missing: "Choose at least one area you would like help with",
  },
  currency("giaValue", "Roughly how much is in your General Investment Account?", "your General Investment Account"),
  currency("investmentBondValue", "Roughly how much is your Investment Bond worth?", "your Investment Bond"),
  chooseAll(
    "investmentAccounts",
    "Which kinds of investment account do you hold?",
    [
      { text: "General Investment Account", slug: "gia" },
      { text: "Stocks and Shares ISA", slug: "isa" },
      { text: "Offshore Bond", slug: "offshore" },
      { text: "Trust", slug: "trust" },
      { text: "Investment Bond", slug: "investBond" },
      { text: "Other", slug: "otherInvestment" },
    ],
    "Choose at least one kind of investment account",
  ),
  currency("isaValue", "Roughly how much is in your Stocks and Shares ISA?", "your ISA"),
  currency("offshoreValue", "Roughly how much is your Offshore Bond worth?", "your Offshore Bond"),
  currency("otherInvestmentValue", "Roughly how much are your other investments worth?", "your other investments"),
  currency("trustValue", "Roughly how much is held in your Trust?", "your Trust"),
  currency(
    "dbAnnualValue",
    "How much guaranteed income a year will your defined benefit pension pay?",
    "the yearly income from your defined benefit pension",
    COARSE_BANDS,
  ),
  currency("dbValue", "How much cash settlement have you been offered for your defined benefit pension?", "the cash settlement"),
  currency("otherPensionValue", "Roughly how much is in your other pension?", "your other pension"),
  chooseAll(
    "pensionTypes",
    "Which kinds of pension do you have?",
    [
      { text: "Workplace Pension", slug: "workplace" },
      { text: "Defined Benefit", slug: "db" },
      { text: "Personal Pension", slug: "personal" },
      { text: "SIPP", slug: "sipp" },
      { text: "SSAS", slug: "ssas" },
      { text: "Other", slug: "otherPension" },
    ],
    "Choose at least one kind of pension",
  ),
  currency("personalValue", "What is your personal pension worth today?", "your personal pension"),
  currency("sippValue", "What is your SIPP worth today?", "your SIPP"),
  currency("ssasValue", "What is your SSAS worth today?", "your SSAS"),
  currency("workplaceValue", "What is your workplace pension worth today?", "your workplace pension"),
  {
    type: "single-choice",
    slug: "sale",
    text: "What kind of sale is it?",
    answers: slugChoice("sale", [
      { text: "Trade sale", slug: "trade-sale" },
      { text: "Private equity", slug: "private-equity" },
      { text: "Partial exit", slug: "partial-exit" },
      { text: "IPO", slug: "ipo" },
      { text: "Prefer not to say", slug: "prefer-not-to-say" },
    ]),
    missing: "Choose the kind of sale, or Prefer not to say",
  },
  currency("valueOfBusiness", "What do you expect your share of the business to be valued at?", "your share of the business"),
  services(false),
  services(true),
  {
    type: "single-choice",
    slug: "saleStage",
    text: "What stage is the sale at?",
    answers: flagChoice(null, [
      { text: "Exploration stage (Round 1)", slug: "explorationStage" },
      { text: "Due diligence with final interested party(ies) determined", slug: "dueDiligence" },
      { text: "Offer/Sale stage - exchanged or nearing exchange and awaiting completion", slug: "offerSale" },
      { text: "Sale complete", slug: "saleComplete" },
    ]),
    missing: "Choose the stage the sale is at",
  },
  wholeNumberQuestion(
    "earnOutMonths",
    "How many months is the earn-out period?",
    { hint: "Enter 0 if there is no earn-out.", name: "The earn-out period", unit: "months", min: 0, max: 120 },
    "Enter the earn-out period in months, from 0 to 120",
  ),
  {
    type: "single-choice",
    slug: "timeFrame",
    text: "When do you expect the sale to complete?",
    answers: slugChoice("timeFrame", [
      { text: "Within 3 months", slug: "within-3-months" },
      { text: "Within 6 months", slug: "within-6-months" },
      { text: "Within 1 Year", slug: "within-1-year" },
      { text: "More than 1 year", slug: "more-than-1-year" },
    ]),
    missing: "Choose when you expect the sale to complete",
  },
  moneyQuestion(
    "wealthManagerInvest",
    "How much of the proceeds would you like a wealth manager to invest?",
    { hint: "An estimate is fine, for example 750k or £1,250,000.", name: "The amount to invest" },
    "Enter the amount to invest in pounds, for example 750k or £1,250,000",
  ),
  wholeNumberQuestion("age", "How old are you?", { name: "Your age", unit: "years", min: 18, max: 100 }, "Enter your age in years, for example 52"),
  flagQuestion(
    "employmentStatus",
    "What is your employment status?",
    [
      { text: "Employed", slug: "employed" },
      { text: "Self-employed/consultant", slug: "self_employed_consultant" },
      { text: "Partner", slug: "partner" },
      { text: "Retired", slug: "retired" },
      { text: "Unemployed", slug: "unemployed" },
      { text: "In education", slug: "in_education" },
    ],
    "Choose your employment status",
  ),
  currency("equityReleaseValue", "Roughly how much is your home worth?", "your home"),
  flagQuestion(
    "ethical",
    "How important is ethical investing to you?",
    [
      { text: "Low", slug: "ethical_low" },
      { text: "Medium", slug: "ethical_medium" },
      { text: "High", slug: "ethical_high" },
    ],
    "Choose how important ethical investing is to you",
  ),
  moneyQuestion(
    "exactValue",
    "Thank you. Roughly how much do you have to invest in total?",
    { hint: "You mentioned more than one amount. One overall figure helps us match you well, for example 750k or £1,250,000.", name: "Your total" },
    "Enter your total in pounds, for example 750k or £1,250,000",
  ),
  currency("commercialPropertyValue", "Roughly how much is your property portfolio worth?", "your property portfolio"),
  flagQuestion(
    "knowledge",
    "How would you describe your investment knowledge?",
    [
      { text: "Beginner", slug: "knowledge_Beginner" },
      { text: "Some Knowledge", slug: "some_knowledge" },
      { text: "Experienced Investor", slug: "experienced_investor" },
      { text: "Professional Investor", slug: "professional_investor" },
    ],
    "Choose how you would describe your investment knowledge",
  ),
  flagQuestion(
    "philosophy",
    "How much risk are you comfortable taking with your investments?",
    [
      { text: "Cautious", slug: "philosophy_cautious" },
      { text: "Balanced", slug: "philosophy_balanced" },
      { text: "Moderately Adventurous", slug: "philosophy_moderately_adventurous" },
      { text: "Adventurous", slug: "philosophy_adventurous" },
      { text: "Aggressive Growth", slug: "philosophy_aggressive_growth" },
    ],
    "Choose how much risk you are comfortable taking",
  ),
  wholeNumberQuestion(
    "retirementAge",
    "At what age would you like to retire?",
    { name: "Your retirement age", unit: "years", min: 40, max: 85 },
    "Enter the age you would like to retire at, for example 65",
  ),
  currency("sigCashValue", "Roughly how much do you hold in cash savings?", "your cash savings"),
  currency("taxPlanningValue", "Roughly how much would you like tax and inheritance advice on?", "the amount for tax advice"),
  chooseAll(
    "taxes",
    "Which taxes would you like advice on?",
    [
      { text: "Inheritance Tax", slug: "inheritance" },
      { text: "Capital Gains Tax", slug: "capitalGain" },
      { text: "Income Tax", slug: "income" },
    ],
    "Choose at least one tax",
  ),
  {
    type: "country",
    slug: "taxResidence",
    field: "taxResidence",
    multiple: false,
    text: "Which country are you resident in for tax?",
    hint: "Start typing, then choose your country from the list.",
    answers: [],
    missing: "Choose your country of tax residence from the list",
  },
] as const satisfies Question[];

/** Questions the flow adds to the list (the questionnaire's own and the insurer flow's). */
export const flowQuestions = {
  definedBenefitCash: {
    type: "single-choice",
    slug: "definedBenefitCash",
    text: "Has your defined benefit scheme offered you a cash settlement?",
    hint: "Sometimes called a cash equivalent transfer value. Answer No if you only know the yearly income it will pay.",
    // Yes leads to the cash settlement (dbValue), No to the guaranteed annual income (dbAnnualValue).
    answers: yesNo({ defined_benefit_annual: false }, { defined_benefit_annual: true }),
    missing: "Choose Yes or No",
  },
  taxEfficiency: {
    type: "single-choice",
    slug: "needTextEfficiencyAdvice",
    text: "Would you like tax-efficiency advice on the sale?",
    answers: yesNo({ needTextEfficiencyAdvice: true }, { needTextEfficiencyAdvice: false }),
    missing: "Choose Yes or No",
  },
  otherInfo: {
    type: "single-choice",
    slug: "otherInfo",
    text: "Would you also like private banking services?",
    hint: "Private banks offer lending, day-to-day banking and a named banker alongside investment management.",
    answers: yesNo({ otherInfo: "Yes" }, { otherInfo: "No" }),
    missing: "Choose Yes or No",
  },
} as const satisfies Record<string, Question>;

export type SpecQuestion = (typeof questionList)[number];
export type QuestionSlug = SpecQuestion["slug"];

const bySlug = new Map<string, Question>(questionList.map((question) => [question.slug, question]));

export function specQuestion(slug: QuestionSlug): Question {
  const question = bySlug.get(slug);
  if (!question) throw new Error(`no question ${slug}`);
  return question;
}
