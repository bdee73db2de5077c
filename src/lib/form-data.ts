import "./zod-config";
import countries from "i18n-iso-countries";
import { z } from "zod";
import { MONEY_MAX, MONEY_MIN } from "./money-input";
import { COARSE_BANDS, FINE_BANDS, type WealthBand } from "./wealth-bands";

/**
 * The questionnaire answers (SPEC §3 "formData"), with exactly SPEC's field names and defaults.
 * The same schema reads browser storage, the POST /api/match body and stored submissions.
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

/** Money held, in whole pounds: each is a wealth band's stored value (DECISIONS §3). */
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

export const isCountryCode = (code: string) => countries.isValid(code) && code.length === 2 && code === code.toUpperCase();

const countryCode = z
  .string()
  .refine(isCountryCode, { message: "must be an ISO 3166-1 alpha-2 country code such as GB or US" });

/**
 * The answers schema: ONE set of rules for the questionnaire's stored answers, POST /api/match and
 * POST /api/submissions, refusing exactly what the questionnaire refuses (DECISIONS §3 and §5).
 * src/lib/form-data.test.ts walks every question of both flows to prove the two agree.
 */

/** Amounts typed in pounds (DECISIONS §3): 0 until given, then whole pounds from £1,000 to £1,000,000,000. */
export const TYPED_AMOUNT_FIELDS = ["exactValue", "wealthManagerInvest"] as const satisfies readonly AmountField[];

/** The wealth bands a currency field is answered from (DECISIONS §3): dbAnnualValue the coarse set, the rest the fine set. */
export function bandsFor(field: AmountField): WealthBand[] | null {
  if ((TYPED_AMOUNT_FIELDS as readonly string[]).includes(field)) return null;
  return field === "dbAnnualValue" ? COARSE_BANDS : FINE_BANDS;
}

const number = z.number({ error: "must be a number" });

function amountField(field: AmountField) {
  const bands = bandsFor(field);
  if (!bands) {
    return number
      .int("must be whole pounds")
      .refine((value) => value === 0 || (value >= MONEY_MIN && value <= MONEY_MAX), "must be 0 (not given) or whole pounds from £1,000 to £1,000,000,000");
  }
  const values = new Set(bands.map((band) => band.value));
  const list = bands.map((band) => band.value).join(", ");
  return number.refine((value) => value === 0 || values.has(value), `must be 0 (not answered) or a wealth band's value: ${list}`);
}

/** Ranges of the whole-number answers (DECISIONS §5 and the insurer flow's answer codes). */
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

const countField = (field: CountField) =>
  number.int("must be a whole number").min(COUNT_RANGES[field].min, `must be at least ${COUNT_RANGES[field].min}`).max(COUNT_RANGES[field].max, `must be ${COUNT_RANGES[field].max} or less`);

/** A single-choice answer that SPEC stores as `false` until answered, then as the answer's slug. */
const choiceOrFalse = z.union([z.literal(false), z.string().min(1).max(60)]);

const shape = {
  ...Object.fromEntries(BOOLEAN_FIELDS.map((f) => [f, z.boolean({ error: "must be true or false" }).default(false)])),
  ...Object.fromEntries(AMOUNT_FIELDS.map((f) => [f, amountField(f).default(0)])),
  ...Object.fromEntries(COUNT_FIELDS.map((f) => [f, countField(f).default(0)])),
} as {
  [K in BooleanField]: z.ZodDefault<z.ZodBoolean>;
} & { [K in AmountField | CountField]: z.ZodDefault<z.ZodNumber> };

export const formDataSchema = z
  .object({
    ...shape,
    age: number.int("must be a whole number").min(AGE_RANGE.min, "must be at least 18").max(AGE_RANGE.max, "must be 100 or less").nullable().default(null),
    retirementAge: number
      .int("must be a whole number")
      .min(RETIREMENT_AGE_RANGE.min, "must be at least 40")
      .max(RETIREMENT_AGE_RANGE.max, "must be 85 or less")
      .nullable()
      .default(null),
    country: countryCode.nullable().default(null),
    postcode: z.string().max(12).nullable().default(null),
    otherInfo: z.enum(["Yes", "No"]).default("No"),
    searchTerm: z.string().max(100).nullable().default(null),
    introducer: z.string().max(60).nullable().default(null),
    lloydsCountryConnected: z.array(countryCode).max(250).default([]),
    wealthManager: z.array(z.string().max(40)).max(20).default([]),
    // The answer set's named single choices (SPEC §3): the chosen answer's slug.
    knowledge: z.string().max(60).nullable().default(null),
    philosophy: z.string().max(60).nullable().default(null),
    ethical: z.string().max(60).nullable().default(null),
    employmentStatus: z.string().max(60).nullable().default(null),
    taxResidence: countryCode.nullable().default(null),
    timeFrame: choiceOrFalse.default(false),
    sale: choiceOrFalse.default(false),
  })
  .check((ctx) => {
    // DECISIONS §5: retirement age not below age (the questionnaire caps the lower bound at 85).
    const { age, retirementAge } = ctx.value;
    if (typeof age === "number" && typeof retirementAge === "number" && retirementAge < Math.min(age, RETIREMENT_AGE_RANGE.max)) {
      ctx.issues.push({ code: "custom", input: retirementAge, path: ["retirementAge"], message: `cannot be below age (${age})` });
    }
  });

export type FormData = z.infer<typeof formDataSchema>;

/** SPEC §3's defaults: a visitor who has answered nothing. */
export const defaultFormData: FormData = formDataSchema.parse({});

/**
 * Reads formData from an untrusted source (browser storage, a request body), keeping every
 * valid field and replacing each invalid one with its default, so one bad value never throws
 * away the rest of what a visitor typed.
 */
export function restoreFormData(raw: unknown): FormData {
  if (typeof raw !== "object" || raw === null) return { ...defaultFormData };
  const parsed = formDataSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !bad.has(key)));
  const retry = formDataSchema.safeParse(kept);
  return retry.success ? retry.data : { ...defaultFormData };
}
