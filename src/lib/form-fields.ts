import type { FormData } from "./form-data";
import type { WealthBand } from "./wealth-bands";
import { COARSE_BANDS, FINE_BANDS } from "./wealth-bands";

/**
 * The questionnaire answers' fields (docs/product.md, "The questionnaire"), their ranges and defaults, without the
 * schema that checks them (src/lib/form-data.ts). The questionnaire's pages need these to draw a
 * question; they load the schema only when there are saved answers to check.
 */

export const ADVICE_AREA_FLAGS = ["pension", "investPortfolio", "sigCash", "sellBus", "investProp", "taxPlan", "equityRelease"] as const;
export const PENSION_FLAGS = ["workplace", "personal", "sipp", "ssas", "otherPension", "db", "defined_benefit_annual"] as const;
export const INVESTMENT_FLAGS = ["gia", "isa", "offshore", "trust", "investBond", "otherInvestment"] as const;
export const KNOWLEDGE_FLAGS = ["knowledge_Beginner", "some_knowledge", "experienced_investor", "professional_investor"] as const;
export const PHILOSOPHY_FLAGS = [
  "philosophy_cautious",
  "philosophy_balanced",
  "philosophy_moderately_adventurous",
  "philosophy_adventurous",
  "philosophy_aggressive_growth",
] as const;
export const ETHICAL_FLAGS = ["ethical_low", "ethical_medium", "ethical_high"] as const;
export const EMPLOYMENT_FLAGS = [
  "employed",
  "self_employed_consultant",
  "partner",
  "business_shareholder",
  "retired",
  "unemployed",
  "in_education",
] as const;
export const TAX_FLAGS = ["inheritance", "capitalGain", "income"] as const;
export const SALE_STAGE_FLAGS = ["saleComplete", "offerSale", "dueDiligence", "explorationStage"] as const;
export const EXTRA_SERVICE_FLAGS = ["accountants", "solicitors", "potentialBuyer", "corporateFinancier", "noneOfTheAbove"] as const;
export const OTHER_FLAGS = ["needTextEfficiencyAdvice", "under300", "lloydsHaveAnAccount"] as const;

export const BOOLEAN_FIELDS = [
  ...ADVICE_AREA_FLAGS,
  ...PENSION_FLAGS,
  ...INVESTMENT_FLAGS,
  ...KNOWLEDGE_FLAGS,
  ...PHILOSOPHY_FLAGS,
  ...ETHICAL_FLAGS,
  ...EMPLOYMENT_FLAGS,
  ...TAX_FLAGS,
  ...SALE_STAGE_FLAGS,
  ...EXTRA_SERVICE_FLAGS,
  ...OTHER_FLAGS,
] as const;

/** Money held, in whole pounds: each is a wealth band's stored value (docs/product.md, "Money and the investable total"). */
export const AMOUNT_FIELDS = [
  "workplaceValue",
  "personalValue",
  "sippValue",
  "ssasValue",
  "otherPensionValue",
  "giaValue",
  "isaValue",
  "offshoreValue",
  "trustValue",
  "investmentBondValue",
  "otherInvestmentValue",
  "sigCashValue",
  "dbValue",
  "dbAnnualValue",
  "businessValue",
  "commercialPropertyValue",
  "equityReleaseValue",
  "taxPlanningValue",
  "valueOfBusiness",
  "wealthManagerInvest",
  "exactValue",
  "lloydsAmountToInvest",
] as const;

/** docs/product.md, "Money and the investable total": the holdings that count towards the investable total. A home and pension income do not. */
export const INVESTABLE_FIELDS = [
  "workplaceValue",
  "personalValue",
  "sippValue",
  "ssasValue",
  "otherPensionValue",
  "dbValue",
  "giaValue",
  "isaValue",
  "offshoreValue",
  "trustValue",
  "investmentBondValue",
  "otherInvestmentValue",
  "sigCashValue",
  "valueOfBusiness",
  "commercialPropertyValue",
  "taxPlanningValue",
] as const satisfies readonly (keyof FormData)[];

/** Other numbers that default to 0: counts and answer codes. */
export const COUNT_FIELDS = [
  "earnOutMonths",
  "saleEarnOutMonths",
  "lloydsHowManyYears",
  "lloydsInvestmentOption",
  "lloydsWhichAgent",
  "lloydsWhichService",
] as const;

export type BooleanField = (typeof BOOLEAN_FIELDS)[number];
export type AmountField = (typeof AMOUNT_FIELDS)[number];
export type CountField = (typeof COUNT_FIELDS)[number];

/** Amounts typed in pounds (docs/product.md, "Money and the investable total"): 0 until given, then whole pounds from £1,000 to £1,000,000,000. */
export const TYPED_AMOUNT_FIELDS = ["exactValue", "wealthManagerInvest"] as const satisfies readonly AmountField[];

/** The wealth bands a currency field is answered from (docs/product.md, "Money and the investable total"): dbAnnualValue the coarse set, the rest the fine set. */
export function bandsFor(field: AmountField): WealthBand[] | null {
  if ((TYPED_AMOUNT_FIELDS as readonly string[]).includes(field)) return null;
  return field === "dbAnnualValue" ? COARSE_BANDS : FINE_BANDS;
}

/** Ranges of the whole-number answers (docs/product.md, "The questionnaire", and the insurer flow's answer codes). */
export const COUNT_RANGES: Record<CountField, { min: number; max: number }> = {
  earnOutMonths: { min: 0, max: 120 },
  saleEarnOutMonths: { min: 0, max: 120 },
  lloydsHowManyYears: { min: 0, max: 100 },
  lloydsInvestmentOption: { min: 0, max: 3 },
  lloydsWhichAgent: { min: 0, max: 3 },
  lloydsWhichService: { min: 0, max: 3 },
};
export const AGE_RANGE = { min: 18, max: 100 };
export const RETIREMENT_AGE_RANGE = { min: 40, max: 85 };

/**
 * The defaults: a visitor who has answered nothing. The schema gives every field the same
 * default (src/lib/form-data.test.ts checks that parsing {} gives exactly this).
 */
export const defaultFormData: FormData = {
  ...(Object.fromEntries([...BOOLEAN_FIELDS.map((field) => [field, false]), ...AMOUNT_FIELDS.map((field) => [field, 0]), ...COUNT_FIELDS.map((field) => [field, 0])]) as Record<
    BooleanField,
    false
  > &
    Record<AmountField | CountField, 0>),
  age: null,
  retirementAge: null,
  country: null,
  postcode: null,
  otherInfo: "No",
  searchTerm: null,
  introducer: null,
  lloydsCountryConnected: [],
  wealthManager: [],
  knowledge: null,
  philosophy: null,
  ethical: null,
  employmentStatus: null,
  taxResidence: null,
  timeFrame: false,
  sale: false,
};
