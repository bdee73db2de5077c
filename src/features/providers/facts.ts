/**
 * Provider facts as stored and edited (docs/product.md, "Provider facts"): one zod schema for the database's JSON,
 * the editor's form and proposals, plus the rule that keeps a firm's stated minimum consistent
 * with the matching engine's (which stays in code, docs/product.md, "Matching"). Pure: safe anywhere.
 */
import "@/lib/zod-config";
import { z } from "zod";
import { MATCHING_MINIMUMS } from "@/features/matching";
import { parseMoney } from "@/lib/money-input";
import { feeScheduleFromForm, feeScheduleSchema } from "./fees";
import { CAPABILITY_LABELS, FACT_KEYS, SERVICES, type FactKey, type Provider } from "./types";
import { londonToday } from "@/lib/dates";
import { hasWebAddress } from "@/lib/text-safety";

const text = (max: number, name: string) => z.string().trim().min(1, `Enter the ${name}`).max(max, `The ${name} must be ${max} characters or fewer`);
/** No character below a space (line breaks, tabs) and no DEL: one line of text. */
const oneLine = (value: string) => [...value].every((c) => c.codePointAt(0)! >= 32 && c !== "\u007f");

/**
 * Anything a mail program may take for a domain: a letter or digit, a dot, then two letters
 * ("renew.co", "deals.ai"). "J.P. Morgan" and "St. James's" have none.
 */
const DOMAIN_LIKE = /[a-z0-9]\.[a-z]{2}/i;

/**
 * A firm's name goes into the plain text of mails, their footers and calendar invitations, where a
 * line break could forge a line and a web address would read as a link: one line of plain words.
 */
const firmName = (max: number, name: string) =>
  text(max, name).refine(
    (value) => oneLine(value) && !/[<>]/.test(value) && !hasWebAddress(value) && !DOMAIN_LIKE.test(value),
    `The ${name} must be one line of plain words, without a web address or < >`,
  );

const optionalText = (max: number, name: string) => z.string().trim().max(max, `The ${name} must be ${max} characters or fewer`).nullable();

const factsShape = z.object({
  name: firmName(120, "firm's name"),
  nameForSL: firmName(80, "short name"),
  blurb1: text(1000, "introduction"),
  blurb2: text(1000, "second paragraph"),
  blurb3: text(1000, "third paragraph"),
  fees: optionalText(600, "fees"),
  feeSchedule: feeScheduleSchema.nullable(),
  firmMinimum: z.number().int().min(0, "The minimum cannot be negative").max(1e10, "The minimum is too large").nullable(),
  services: z.array(z.enum(SERVICES)).max(SERVICES.length),
  labels: z.array(z.enum(CAPABILITY_LABELS)).max(CAPABILITY_LABELS.length),
  fcaFrn: z.string().trim().regex(/^\d{6,7}$/, "An FCA firm reference number has 6 or 7 digits").nullable(),
  webAddress: z
    .string()
    .trim()
    .max(200, "The web address must be 200 characters or fewer")
    .regex(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/[^\s]*)?$/i, "Enter the web address starting https://, for example https://www.example.co.uk")
    .nullable(),
  offices: optionalText(300, "offices"),
  founded: z
    .number()
    .int()
    .min(1600, "Enter a year from 1600")
    .refine((year) => year <= Number(londonToday().slice(0, 4)), "The year founded cannot be in the future")
    .nullable(),
  wontTake: optionalText(300, "who the firm won't take"),
  imageAlt: text(200, "logo's text alternative"),
  coverImageAlt: z.string().trim().max(200, "The cover image's text alternative must be 200 characters or fewer"),
});

/** Facts stored before fee schedules existed read as "no schedule known". */
export const providerFactsSchema = factsShape.extend({ feeSchedule: feeScheduleSchema.nullable().default(null) });

export type ProviderFacts = z.infer<typeof providerFactsSchema>;

/** A set of changed facts (a proposal): any subset of the facts (no defaults, so nothing unsent is changed). */
export const factChangesSchema = factsShape.partial();
export type FactChanges = z.infer<typeof factChangesSchema>;

export const verifiedAtSchema = z.partialRecord(z.enum(FACT_KEYS), z.iso.datetime());

export const FACT_TITLES: Record<FactKey, string> = {
  name: "Name",
  nameForSL: "Short name",
  blurb1: "Introduction",
  blurb2: "Second paragraph",
  blurb3: "Third paragraph",
  fees: "Fees",
  feeSchedule: "Fee schedule",
  firmMinimum: "Minimum investment",
  services: "Services",
  labels: "Capability labels",
  fcaFrn: "FCA firm reference number",
  webAddress: "Web address",
  offices: "Offices",
  founded: "Founded",
  wontTake: "Who they won't take",
  imageAlt: "Logo's text alternative",
  coverImageAlt: "Cover image's text alternative",
};

export function factsOf(provider: Provider): ProviderFacts {
  return {
    name: provider.name,
    nameForSL: provider.nameForSL,
    blurb1: provider.blurb1,
    blurb2: provider.blurb2,
    blurb3: provider.blurb3,
    fees: provider.fees,
    feeSchedule: provider.feeSchedule,
    firmMinimum: provider.firmMinimum,
    services: provider.services,
    labels: provider.labels,
    fcaFrn: provider.fcaFrn,
    webAddress: provider.webAddress,
    offices: provider.offices,
    founded: provider.founded,
    wontTake: provider.wontTake,
    imageAlt: provider.image.alt,
    coverImageAlt: provider.coverImage.alt,
  };
}

/** The provider with the stored facts in place of the seed's. */
export function withFacts(seed: Provider, facts: ProviderFacts, verifiedAt: Provider["verifiedAt"], updatedAt: string | null): Provider {
  const { imageAlt, coverImageAlt, ...rest } = facts;
  return { ...seed, ...rest, image: { ...seed.image, alt: imageAlt }, coverImage: { ...seed.coverImage, alt: coverImageAlt }, verifiedAt, updatedAt };
}

/** The facts that differ between two sets (what a proposal changes). */
export function changedFacts(before: ProviderFacts, after: ProviderFacts): FactChanges {
  return Object.fromEntries(
    (Object.keys(after) as (keyof ProviderFacts)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])).map((key) => [key, after[key]]),
  ) as FactChanges;
}

/**
 * Why a firm's own minimum would contradict our matching, or null when it would not: matching
 * excludes a firm below its minimum in code, and offers the others from a threshold, so a stated
 * minimum must equal the code's exclusion, or lie at or below the lowest amount we match it for.
 */
export function minimumConflict(provider: Pick<Provider, "id" | "matchable" | "minimum" | "nameForSL">, firmMinimum: number | null): string | null {
  if (firmMinimum === null || !provider.matchable) return null;
  const coded = MATCHING_MINIMUMS.find((m) => m.id === provider.id);
  if (coded) {
    return firmMinimum === coded.below ? null : `Our matching excludes ${provider.nameForSL} below £${coded.below.toLocaleString("en-GB")}; the minimum must match that until the rules in code change.`;
  }
  const lowestMatched = provider.minimum.amount ?? 0;
  return firmMinimum <= lowestMatched
    ? null
    : `We match ${provider.nameForSL} from £${lowestMatched.toLocaleString("en-GB")}; a higher minimum would contradict our matching until the rules in code change.`;
}

export function factsFromForm(form: { get(name: string): unknown; getAll(name: string): unknown[] }): { ok: true; facts: ProviderFacts } | { ok: false; errors: Partial<Record<FactKey, string>> } {
  const read = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value.trim() : "";
  };
  const orNull = (value: string) => (value === "" ? null : value);
  const errors: Partial<Record<FactKey, string>> = {};
  let firmMinimum: number | null = null;
  if (read("firmMinimum") !== "") {
    const money = parseMoney(read("firmMinimum"));
    if (money.ok) firmMinimum = money.value;
    else errors.firmMinimum = "Enter the minimum in pounds, for example 500000 or 500k, or leave it empty if not known";
  }
  let founded: number | null = null;
  if (read("founded") !== "") {
    founded = /^\d{4}$/.test(read("founded")) ? Number(read("founded")) : Number.NaN;
    if (Number.isNaN(founded)) errors.founded = "Enter the year the firm was founded, for example 1998";
  }
  const schedule = feeScheduleFromForm(form);
  if (!schedule.ok) errors.feeSchedule = schedule.error;
  const strings = (name: string) => form.getAll(name).filter((value): value is string => typeof value === "string");
  const parsed = providerFactsSchema.safeParse({
    name: read("name"),
    nameForSL: read("nameForSL"),
    blurb1: read("blurb1"),
    blurb2: read("blurb2"),
    blurb3: read("blurb3"),
    fees: orNull(read("fees")),
    feeSchedule: schedule.ok ? schedule.schedule : null,
    firmMinimum,
    services: strings("services"),
    labels: strings("labels"),
    fcaFrn: orNull(read("fcaFrn")),
    webAddress: orNull(read("webAddress")),
    offices: orNull(read("offices")),
    founded: Number.isNaN(founded) ? null : founded,
    wontTake: orNull(read("wontTake")),
    imageAlt: read("imageAlt"),
    coverImageAlt: read("coverImageAlt"),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as FactKey;
      if (!errors[key]) errors[key] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, facts: parsed.data };
}
