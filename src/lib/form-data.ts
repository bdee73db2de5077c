import "./zod-config";
import * as z from "zod/mini";
import countryCodes from "i18n-iso-countries/codes.json";
import {
  AGE_RANGE,
  AMOUNT_FIELDS,
  BOOLEAN_FIELDS,
  bandsFor,
  COUNT_FIELDS,
  COUNT_RANGES,
  defaultFormData,
  RETIREMENT_AGE_RANGE,
  type AmountField,
  type BooleanField,
  type CountField,
} from "./form-fields";
import { MONEY_MAX, MONEY_MIN } from "./money-input";

export * from "./form-fields";

/**
 * The questionnaire answers (docs/product.md, "The questionnaire"), with exactly the stored field names and defaults
 * (the fields themselves are in form-fields.ts). The answers schema: ONE set of rules for the
 * questionnaire's stored answers, POST /api/match and POST /api/submissions, refusing exactly what
 * the questionnaire refuses (docs/product.md, "Money and the investable total" and "The questionnaire"); src/lib/form-data.test.ts walks every question
 * of both flows to prove the two agree.
 *
 * Written with zod's "mini" API, the smaller of its two in a browser bundle. A question page loads
 * this module only when there are saved answers to check (saved-state.ts); the server embeds the
 * schema in its own zod objects.
 */

/**
 * ISO 3166-1 alpha-2 codes, from i18n-iso-countries' code table (its names are not needed here).
 * Here rather than in form-fields.ts: the table is about 3 KB compressed, and the question pages,
 * which import form-fields.ts, only offer codes from the country picker (which has its own list).
 */
const ALPHA2 = new Set(countryCodes.map(([alpha2]) => alpha2));
export const isCountryCode = (code: string) => ALPHA2.has(code);

const countryCode = z.string().check(z.refine(isCountryCode, "must be an ISO 3166-1 alpha-2 country code such as GB or US"));

const number = () => z.number({ error: "must be a number" });
const whole = (message: string) => z.refine(Number.isSafeInteger, message);

function amountField(field: AmountField) {
  const bands = bandsFor(field);
  if (!bands) {
    return number().check(
      whole("must be whole pounds"),
      z.refine((value) => value === 0 || (value >= MONEY_MIN && value <= MONEY_MAX), "must be 0 (not given) or whole pounds from £1,000 to £1,000,000,000"),
    );
  }
  const values = new Set(bands.map((band) => band.value));
  const list = bands.map((band) => band.value).join(", ");
  return number().check(z.refine((value) => value === 0 || values.has(value), `must be 0 (not answered) or a wealth band's value: ${list}`));
}

const wholeInRange = (range: { min: number; max: number }, atLeast = `must be at least ${range.min}`, atMost = `must be ${range.max} or less`) =>
  number().check(whole("must be a whole number"), z.gte(range.min, atLeast), z.lte(range.max, atMost));

const countField = (field: CountField) => wholeInRange(COUNT_RANGES[field]);

/** A text answer of at most `max` characters, null until given. */
const text = (max: number) => z._default(z.nullable(z.string().check(z.maxLength(max))), null);

/** A single-choice answer that is stored as `false` until answered, then as the answer's slug. */
const choiceOrFalse = () => z._default(z.union([z.literal(false), z.string().check(z.minLength(1), z.maxLength(60))]), false);

const shape = {
  ...Object.fromEntries(BOOLEAN_FIELDS.map((f) => [f, z._default(z.boolean({ error: "must be true or false" }), false)])),
  ...Object.fromEntries(AMOUNT_FIELDS.map((f) => [f, z._default(amountField(f), 0)])),
  ...Object.fromEntries(COUNT_FIELDS.map((f) => [f, z._default(countField(f), 0)])),
} as {
  [K in BooleanField]: z.ZodMiniDefault<z.ZodMiniBoolean>;
} & { [K in AmountField | CountField]: z.ZodMiniDefault<z.ZodMiniNumber> };

/** Every field's schema, in the order the questionnaire lists them. */
const fields = {
  ...shape,
  age: z._default(z.nullable(wholeInRange(AGE_RANGE)), null),
  retirementAge: z._default(z.nullable(wholeInRange(RETIREMENT_AGE_RANGE)), null),
  country: z._default(z.nullable(countryCode), null),
  postcode: text(12),
  otherInfo: z._default(z.enum(["Yes", "No"]), "No"),
  searchTerm: text(100),
  introducer: text(60),
  lloydsCountryConnected: z._default(z.array(countryCode).check(z.maxLength(250)), []),
  wealthManager: z._default(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(20)), []),
  // The answer set's named single choices (docs/product.md, "The questionnaire"): the chosen answer's slug.
  knowledge: text(60),
  philosophy: text(60),
  ethical: text(60),
  employmentStatus: text(60),
  taxResidence: z._default(z.nullable(countryCode), null),
  timeFrame: choiceOrFalse(),
  sale: choiceOrFalse(),
};

/** docs/product.md, "The questionnaire": retirement age not below age (the questionnaire caps the lower bound at 85). */
function retirementAgeIssue({ age, retirementAge }: { age: number | null; retirementAge: number | null }) {
  if (typeof age === "number" && typeof retirementAge === "number" && retirementAge < Math.min(age, RETIREMENT_AGE_RANGE.max)) {
    return { code: "custom" as const, input: retirementAge, path: ["retirementAge"], message: `cannot be below age (${age})` };
  }
  return null;
}

export const formDataSchema = z.object(fields).check(
  z.superRefine((answers, ctx) => {
    const issue = retirementAgeIssue(answers);
    if (issue) ctx.addIssue(issue);
  }),
);

export interface AnswerIssue {
  path: PropertyKey[];
  message: string;
}

/** Each field's place in the schema, which orders the issues as the whole schema would. */
const FIELD_ORDER = new Map(Object.keys(fields).map((name, index) => [name, index]));

/**
 * `formDataSchema.safeParse` for a request body, in a tenth of the work: a body names a few of the
 * hundred or so fields, so only those are checked, each by its own schema, and the others take
 * their defaults, as the whole schema would give them. Same answers and the same issues, in the
 * same order (form-data.test.ts compares the two on generated bodies).
 */
export function parseSentAnswers(body: Record<string, unknown>): { success: true; data: FormData } | { success: false; issues: AnswerIssue[] } {
  const data: Record<string, unknown> = { ...defaultFormData };
  const found: { order: number; issue: AnswerIssue }[] = [];
  // Only the names the body holds (a few), not the schema's hundred; other names are ignored, as by the schema.
  for (const name of Object.keys(body)) {
    const order = FIELD_ORDER.get(name);
    if (order === undefined) continue;
    const result = fields[name as keyof typeof fields].safeParse(body[name]);
    if (result.success) data[name] = result.data;
    else for (const issue of result.error.issues) found.push({ order, issue: { path: [name, ...issue.path], message: issue.message } });
  }
  // Sorting is stable: a field's own issues keep their order.
  if (found.length > 0) return { success: false, issues: found.sort((a, b) => a.order - b.order).map(({ issue }) => issue) };
  const answers = data as FormData;
  const issue = retirementAgeIssue(answers);
  return issue ? { success: false, issues: [{ path: issue.path, message: issue.message }] } : { success: true, data: answers };
}

export type FormData = z.infer<typeof formDataSchema>;

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
