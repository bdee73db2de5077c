import "@/lib/zod-config";
import { z } from "zod";

/**
 * The analytics date range (docs/product.md, "Operator analytics"): the last 7, 30 or 90 days, or custom dates. Days are
 * UK calendar days taken as UTC midnights; the range runs from the start of `from` to the end of `to`.
 */
export const PRESETS = ["7", "30", "90"] as const;
export type Preset = (typeof PRESETS)[number];

export interface AnalyticsRange {
  preset: Preset | "custom";
  /** yyyy-mm-dd, both inclusive. */
  fromDay: string;
  toDay: string;
  from: Date;
  to: Date;
  /** A refused range's fields as they were sent, for the form to show again. */
  typed?: { range: string; from: string; to: string };
}

const DAY_MS = 86_400_000;
export const MAX_CUSTOM_DAYS = 366;
// A date box cannot show a value that is not a date, so the message quotes what was sent (at most a
// date's length, as the form keeps it).
const quoted = (input: unknown) => `“${String(input).slice(0, 10)}”`;
const isoDay = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: (issue) => `${name}: ${quoted(issue.input)} is not a date; enter one as yyyy-mm-dd, for example 2026-11-01`, abort: true })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
      error: (issue) => `${name}: ${quoted(issue.input)} is not a day of the calendar`,
    });
const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);
// An empty box is no date (the preset periods send them empty).
const given = (value: unknown) => (single(value) === "" ? undefined : single(value));

const period = z.object({ range: z.preprocess(given, z.enum([...PRESETS, "custom"], "Period: choose the last 7, 30 or 90 days, or custom dates").optional()) });
// The dates are read only for custom dates: the form sends them with every period.
const days = z.object({ from: z.preprocess(given, isoDay("From").optional()), to: z.preprocess(given, isoDay("To").optional()) });

/** What the form sent, as text, so a refused range is shown as it was typed (at most a date's length). */
function typedOf(params: Record<string, string | string[] | undefined>): AnalyticsRange["typed"] {
  const text = (value: unknown) => (typeof single(value) === "string" ? String(single(value)).slice(0, 10) : "");
  return { range: text(params.range), from: text(params.from), to: text(params.to) };
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

export type RangeResult = { ok: true; range: AnalyticsRange } | { ok: false; error: string; range: AnalyticsRange };

function preset(days: Preset, now: Date): AnalyticsRange {
  const today = dayOf(now);
  const to = new Date(startOfDay(today).getTime() + DAY_MS);
  const from = new Date(to.getTime() - Number(days) * DAY_MS);
  return { preset: days, fromDay: dayOf(from), toDay: today, from, to };
}

/** Reads the range from a query string; anything unreadable falls back to the last 30 days with a message. */
export function readRange(params: Record<string, string | string[] | undefined>, now = new Date()): RangeResult {
  const fallback = { ...preset("30", now), typed: typedOf(params) };
  const refused = (error: z.ZodError) => ({ ok: false as const, error: `${error.issues.map((issue) => issue.message).join(". ")}.`, range: fallback });
  const chosen = period.safeParse(params);
  if (!chosen.success) return refused(chosen.error);
  const { range = "30" } = chosen.data;
  if (range !== "custom") return { ok: true, range: preset(range, now) };
  const dates = days.safeParse(params);
  if (!dates.success) return refused(dates.error);
  const { from, to } = dates.data;
  if (!from || !to) return { ok: false, error: "A custom range needs both a From and a To date.", range: fallback };
  if (from > to) return { ok: false, error: "From must not be after To.", range: fallback };
  if (from > dayOf(now)) return { ok: false, error: "From is still to come: nothing is recorded yet for that day.", range: fallback };
  const start = startOfDay(from);
  const end = new Date(startOfDay(to).getTime() + DAY_MS);
  if ((end.getTime() - start.getTime()) / DAY_MS > MAX_CUSTOM_DAYS) {
    return { ok: false, error: `A custom range can cover at most ${MAX_CUSTOM_DAYS} days.`, range: fallback };
  }
  return { ok: true, range: { preset: "custom", fromDay: from, toDay: to, from: start, to: end } };
}

/** The query string that names a range, for links (CSV downloads) that must use the same one. */
export function rangeQuery(range: AnalyticsRange): string {
  return range.preset === "custom" ? `range=custom&from=${range.fromDay}&to=${range.toDay}` : `range=${range.preset}`;
}
