/**
 * A firm's fee schedule as data, and what it would cost in pounds (docs/product.md, Provider
 * facts: fee schedules; Results: cost in pounds). One zod schema for the database's JSON, the
 * facts editor and proposals; pure cost functions the pages and tests share. Nothing here ranks
 * or chooses a firm: matching never reads a fee.
 */
import "@/lib/zod-config";
import { z } from "zod";
import { londonToday } from "@/lib/dates";

const money = (name: string) =>
  z.number({ error: `Enter the ${name} in pounds` }).min(0, `The ${name} cannot be negative`).max(1e9, `The ${name} is too large`);
const percent = (name: string) =>
  z.number({ error: `Enter the ${name} as a percentage` }).min(0, `The ${name} cannot be negative`).max(20, `The ${name} must be 20% or less`);

/** One band of a tiered annual charge: `percent` a year on the amount up to `upTo` (null: everything above). */
export const feeTierSchema = z.object({
  upTo: money("tier's upper limit").nullable(),
  percent: percent("tier's annual charge"),
});

export const feeScheduleSchema = z
  .object({
    /** marginal: each tier's rate on the slice within it; whole: the rate of the tier the amount falls in, on all of it. */
    tiering: z.enum(["marginal", "whole"], { error: "Choose whether the tiers apply to each slice or to the whole portfolio" }),
    tiers: z.array(feeTierSchema).max(10, "Enter at most 10 tiers"),
    /** A fixed annual fee in pounds, on top of any tiered charge. */
    fixedAnnualFee: money("fixed annual fee").nullable(),
    /** The least the firm charges in a year for its tiered and fixed fees. */
    minimumAnnualFee: money("minimum annual fee").nullable(),
    /** Platform or custody charge, a percentage a year of the amount. */
    platformPercent: percent("platform or custody charge").nullable(),
    /** Dealing charges as the firm states them (not in the figures: they depend on trades). */
    dealingCharges: z.string().trim().max(300, "The dealing charges must be 300 characters or fewer").nullable(),
    /** Whether VAT at 20% is added to the firm's fees. */
    vatAdded: z.boolean({ error: "Say whether VAT is added to the fees" }),
    /** One-off initial advice or set-up fees. */
    initialPercent: percent("initial fee percentage").nullable(),
    initialFixedFee: money("initial fixed fee").nullable(),
    /** Typical fund costs (ongoing charges of the funds held), a percentage a year, where the firm states them. */
    fundCostsPercent: percent("typical fund costs").nullable(),
    /** The firm's own published tariff: its address and the day it was read. */
    sourceUrl: z
      .string()
      .trim()
      .max(300, "The tariff's address must be 300 characters or fewer")
      .regex(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/[^\s]*)?$/i, "Enter the tariff's address starting https://"),
    readOn: z.iso
      .date({ error: "Enter the date the tariff was read, for example 2026-11-20" })
      .refine((day) => day <= londonToday(), "The date the tariff was read cannot be in the future"),
  })
  .superRefine((schedule, context) => {
    const limits = schedule.tiers.map((tier) => tier.upTo);
    limits.forEach((limit, index) => {
      const last = index === limits.length - 1;
      if (limit === null && !last) context.addIssue({ code: "custom", path: ["tiers"], message: "Only the last tier can have no upper limit" });
      if (limit !== null && last) context.addIssue({ code: "custom", path: ["tiers"], message: "The last tier must have no upper limit, so every amount has a rate" });
      const previous = limits[index - 1];
      if (limit !== null && previous !== undefined && previous !== null && limit <= previous) {
        context.addIssue({ code: "custom", path: ["tiers"], message: "Each tier's upper limit must be higher than the one before" });
      }
    });
    if (schedule.tiers.length === 0 && schedule.fixedAnnualFee === null) {
      context.addIssue({ code: "custom", path: ["tiers"], message: "Enter at least one tier or a fixed annual fee" });
    }
  });

export type FeeSchedule = z.infer<typeof feeScheduleSchema>;
export type FeeTier = z.infer<typeof feeTierSchema>;

// The cost functions live apart, free of zod, so a page's browser code can work out a cost cheaply.
export * from "./fee-costs";

/** The editor's fee fields; a tier is a row of `fee.tierUpTo` and `fee.tierPercent`. */
export const FEE_FIELDS = [
  "fee.tiering",
  "fee.tierUpTo",
  "fee.tierPercent",
  "fee.fixedAnnualFee",
  "fee.minimumAnnualFee",
  "fee.platformPercent",
  "fee.dealingCharges",
  "fee.vatAdded",
  "fee.initialPercent",
  "fee.initialFixedFee",
  "fee.fundCostsPercent",
  "fee.sourceUrl",
  "fee.readOn",
] as const;

export const FEE_TIER_ROWS = 5;

const NUMBER = /^\d{1,10}(\.\d{1,4})?$/;

/** "1,250", "£1,250", "0.75%": a plain number, or NaN. */
function readNumber(raw: string): number {
  const text = raw.replace(/[£,%\s]/g, "");
  return NUMBER.test(text) ? Number(text) : Number.NaN;
}

/** "500k", "£1m", "1,000,000": pounds, or NaN. */
function readPounds(raw: string): number {
  const match = /^£?([\d,]{1,15}(?:\.\d{1,4})?)\s*(k|m)?$/i.exec(raw.trim());
  if (!match) return Number.NaN;
  const value = Number(match[1]!.replace(/,/g, ""));
  const unit = match[2]?.toLowerCase();
  return Math.round(value * (unit === "k" ? 1_000 : unit === "m" ? 1_000_000 : 1));
}

/** Names a schedule field for a message, so every error says which field it is about. */
const FIELD_NAMES: Record<string, string> = {
  tiering: "How the tiers apply",
  tiers: "Tiers",
  fixedAnnualFee: "Fixed annual fee",
  minimumAnnualFee: "Minimum annual fee",
  platformPercent: "Platform or custody charge",
  dealingCharges: "Dealing charges",
  vatAdded: "VAT",
  initialPercent: "Initial fee (%)",
  initialFixedFee: "Initial fee (£)",
  fundCostsPercent: "Typical fund costs",
  sourceUrl: "Tariff's address",
  readOn: "Date read",
};

/**
 * The schedule typed in the editor: null when every fee field is empty ("none known"), else a
 * schedule that passes the schema, or a message naming the field at fault.
 */
export function feeScheduleFromForm(form: { get(name: string): unknown; getAll(name: string): unknown[] }):
  | { ok: true; schedule: FeeSchedule | null }
  | { ok: false; error: string } {
  const read = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value.trim() : "";
  };
  const all = (key: string) => form.getAll(key).map((value) => (typeof value === "string" ? value.trim() : ""));
  const upTos = all("fee.tierUpTo");
  const percents = all("fee.tierPercent");
  const typed = [...upTos, ...percents, ...FEE_FIELDS.filter((f) => !f.startsWith("fee.tier") && f !== "fee.vatAdded").map(read)].some((v) => v !== "");
  if (!typed) return { ok: true, schedule: null };

  const errors: string[] = [];
  const tiers: FeeTier[] = [];
  percents.forEach((percentText, index) => {
    const upToText = upTos[index] ?? "";
    if (percentText === "" && upToText === "") return;
    const percentValue = readNumber(percentText);
    const upTo = upToText === "" ? null : readPounds(upToText);
    if (Number.isNaN(percentValue)) errors.push(`Tier ${index + 1}: enter the annual charge as a percentage, for example 0.75`);
    if (upTo !== null && Number.isNaN(upTo)) errors.push(`Tier ${index + 1}: enter the upper limit in pounds, for example 500k, or leave it empty for the top tier`);
    tiers.push({ upTo, percent: percentValue });
  });
  const optionalNumber = (key: string, label: string, pounds = false) => {
    const text = read(key);
    if (text === "") return null;
    const value = pounds ? readPounds(text) : readNumber(text);
    if (Number.isNaN(value)) errors.push(`${label}: enter a number${pounds ? " of pounds" : " as a percentage"}, or leave it empty`);
    return value;
  };
  const candidate = {
    tiering: read("fee.tiering") || "marginal",
    tiers,
    fixedAnnualFee: optionalNumber("fee.fixedAnnualFee", FIELD_NAMES.fixedAnnualFee!, true),
    minimumAnnualFee: optionalNumber("fee.minimumAnnualFee", FIELD_NAMES.minimumAnnualFee!, true),
    platformPercent: optionalNumber("fee.platformPercent", FIELD_NAMES.platformPercent!),
    dealingCharges: read("fee.dealingCharges") || null,
    vatAdded: read("fee.vatAdded") === "yes",
    initialPercent: optionalNumber("fee.initialPercent", FIELD_NAMES.initialPercent!),
    initialFixedFee: optionalNumber("fee.initialFixedFee", FIELD_NAMES.initialFixedFee!, true),
    fundCostsPercent: optionalNumber("fee.fundCostsPercent", FIELD_NAMES.fundCostsPercent!),
    sourceUrl: read("fee.sourceUrl"),
    readOn: read("fee.readOn"),
  };
  // Numbers that could not be read are named above; the rest is still checked, so every mistake is
  // named in one answer rather than in rounds. While a tier cannot be read, each readable tier is
  // checked on its own and the schema gets one stand-in tier (the checks across tiers wait).
  const unread = errors.length > 0;
  const unreadable = (tier: FeeTier) => Number.isNaN(tier.percent) || (tier.upTo !== null && Number.isNaN(tier.upTo));
  const tiersRead = !tiers.some(unreadable);
  if (!tiersRead) {
    tiers.forEach((tier, index) => {
      if (unreadable(tier)) return;
      const checkedTier = feeTierSchema.safeParse(tier);
      if (!checkedTier.success) errors.push(...checkedTier.error.issues.map((issue) => `Tier ${index + 1}: ${issue.message}`));
    });
  }
  const readable = Object.fromEntries(Object.entries(candidate).map(([key, value]) => [key, typeof value === "number" && Number.isNaN(value) ? null : value]));
  const parsed = feeScheduleSchema.safeParse({ ...readable, tiers: tiersRead ? tiers : [{ upTo: null, percent: 1 }] });
  if (parsed.success && !unread) return { ok: true, schedule: parsed.data };
  const issues = parsed.success ? [] : parsed.error.issues;
  const messages = issues.map((issue) => {
    const [field, index] = issue.path;
    const name = typeof index === "number" ? `Tier ${index + 1}` : (FIELD_NAMES[String(field)] ?? "Fee schedule");
    return `${name}: ${issue.message}`;
  });
  return { ok: false, error: [...new Set([...errors, ...messages])].join(". ") };
}

/** A schedule in one line, for a proposal an admin reviews. */
export function scheduleSummary(schedule: FeeSchedule): string {
  const tiers = schedule.tiers.map((t) => `${t.percent}%${t.upTo === null ? " above" : ` to £${t.upTo.toLocaleString("en-GB")}`}`).join(", ");
  const parts = [
    tiers && `${schedule.tiering} tiers: ${tiers}`,
    schedule.fixedAnnualFee !== null && `fixed £${schedule.fixedAnnualFee.toLocaleString("en-GB")} a year`,
    schedule.minimumAnnualFee !== null && `minimum £${schedule.minimumAnnualFee.toLocaleString("en-GB")} a year`,
    schedule.platformPercent !== null && `platform ${schedule.platformPercent}%`,
    schedule.fundCostsPercent !== null && `fund costs ${schedule.fundCostsPercent}%`,
    schedule.initialPercent !== null && `initial ${schedule.initialPercent}%`,
    schedule.initialFixedFee !== null && `initial £${schedule.initialFixedFee.toLocaleString("en-GB")}`,
    schedule.dealingCharges && `dealing: ${schedule.dealingCharges}`,
    schedule.vatAdded ? "VAT added" : "no VAT",
    `source ${schedule.sourceUrl}, read ${schedule.readOn}`,
  ];
  return parts.filter(Boolean).join("; ");
}
