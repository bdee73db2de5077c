/**
 * Reads an amount of money typed by a visitor (docs/product.md, "Money and the investable total"): "1250000", "£1,250,000", "1.25m",
 * "750k" (also "2bn", spaces and "million"/"thousand"). Whole pounds from £1,000 to £1,000,000,000.
 */
export const MONEY_MIN = 1_000;
export const MONEY_MAX = 1_000_000_000;

export type MoneyParse = { ok: true; value: number } | { ok: false; error: string };

const MULTIPLIERS: Record<string, number> = {
  "": 1,
  k: 1_000,
  thousand: 1_000,
  m: 1_000_000,
  mn: 1_000_000,
  million: 1_000_000,
  b: 1_000_000_000,
  bn: 1_000_000_000,
  billion: 1_000_000_000,
};

const EXAMPLE = "for example 750k or £1,250,000";

/** Longer than any way of writing an amount up to £1,000,000,000; refused before any parsing. */
const MONEY_MAX_LENGTH = 40;

export function parseMoney(raw: string, what = "The amount"): MoneyParse {
  if (raw.length > MONEY_MAX_LENGTH) return { ok: false, error: `${what} must be a number of pounds, ${EXAMPLE}` };
  const text = raw.trim().toLowerCase().replace(/^£/, "").replace(/\s+/g, "");
  if (text === "") return { ok: false, error: `Enter ${what.toLowerCase()} in pounds, ${EXAMPLE}` };
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?([a-z]*)$/.exec(text);
  const multiplier = match ? MULTIPLIERS[match[3] ?? ""] : undefined;
  if (!match || multiplier === undefined) {
    return { ok: false, error: `${what} must be a number of pounds, ${EXAMPLE}` };
  }
  const whole = (match[1] ?? "").replace(/,/g, "");
  const fraction = match[2] ?? "";
  // Scale as integers so "1.25m" is exactly 1,250,000 with no floating-point drift.
  const scale = 10 ** fraction.length;
  const units = BigInt(whole + fraction) * BigInt(multiplier);
  if (units % BigInt(scale) !== BigInt(0)) return { ok: false, error: `${what} must be in whole pounds` };
  const pounds = units / BigInt(scale);
  if (pounds < BigInt(MONEY_MIN)) return { ok: false, error: `${what} must be at least £1,000` };
  if (pounds > BigInt(MONEY_MAX)) return { ok: false, error: `${what} must be no more than £1,000,000,000` };
  return { ok: true, value: Number(pounds) };
}

/** £1,250,000 */
export function formatPounds(value: number): string {
  return `£${value.toLocaleString("en-GB", { maximumFractionDigits: 0 })}`;
}
