/**
 * docs/product.md, "Constants": money is shown as k, million or billion ("£750k", "£1.25 million", "£2 billion").
 * Amounts are rounded to at most `decimals` places in their unit, trailing zeros dropped; an
 * amount that rounds up into the next unit moves to it (999,999 is "£1 million", not "£1000k").
 */
const units = [
  { size: 1e9, suffix: " billion" },
  { size: 1e6, suffix: " million" },
  { size: 1e3, suffix: "k" },
] as const;

function trimmed(value: number, decimals: number): string {
  return Number(value.toFixed(decimals)).toString();
}

export function formatMoney(amount: number, { decimals = 2, symbol = "£" }: { decimals?: number; symbol?: string } = {}): string {
  // docs/product.md, "Errors": an amount that cannot be read is shown as "unknown".
  if (!Number.isFinite(amount)) return "unknown";
  const sign = amount < 0 ? "-" : "";
  const absolute = Math.abs(amount);
  for (const [index, unit] of units.entries()) {
    const rounded = Number((absolute / unit.size).toFixed(decimals));
    if (rounded >= 1000 && index > 0) {
      const larger = units[index - 1]!;
      return `${sign}${symbol}${trimmed(absolute / larger.size, decimals)}${larger.suffix}`;
    }
    if (rounded >= 1) return `${sign}${symbol}${trimmed(absolute / unit.size, decimals)}${unit.suffix}`;
  }
  const pounds = Math.round(absolute);
  if (pounds >= 1000) return `${sign}${symbol}1k`;
  return `${sign}${symbol}${pounds}`;
}

/** Whole pounds with thousands separators, for exact figures: "£1,250,000". */
export function formatPounds(pounds: number): string {
  return `£${Math.round(pounds).toLocaleString("en-GB")}`;
}

/** Compact amounts as in a band's title: "£25k", "£2m", "£1.5m", "£1bn" (at most two decimals). */
export function formatShortMoney(amount: number): string {
  if (amount >= 1e9) return `£${trimmed(amount / 1e9, 2)}bn`;
  if (amount >= 1e6) return `£${trimmed(amount / 1e6, 2)}m`;
  if (amount >= 1e3) return `£${trimmed(amount / 1e3, 2)}k`;
  return `£${Math.round(amount)}`;
}

/** A range in words, its upper end excluded as the bands' is: "£2m to under £5m", "£10m or more", "less than £25k". */
export function rangeInWords(range: { min: number; max: number | null }): string {
  if (range.max === null) return `${formatShortMoney(range.min)} or more`;
  if (range.min === 0) return `less than ${formatShortMoney(range.max)}`;
  return `${formatShortMoney(range.min)} to under ${formatShortMoney(range.max)}`;
}
