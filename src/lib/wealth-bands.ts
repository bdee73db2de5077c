/**
 * The wealth bands (docs/product.md, "Money and the investable total"). Currency questions are answered by choosing a band; the stored value
 * is the band's value. dbAnnualValue uses the coarse set, every other question the fine set.
 */
export interface WealthBand {
  title: string;
  value: number;
}

export const COARSE_BANDS: WealthBand[] = [
  { title: "£0k-30k", value: 10_000 },
  { title: "£30k-100k", value: 34_000 },
  { title: "£100k-300k", value: 200_000 },
  { title: "£300k+", value: 350_000 },
];

export const FINE_BANDS: WealthBand[] = [
  { title: "£0k-25k", value: 12_500 },
  { title: "£25k-50k", value: 37_500 },
  { title: "£50k-100k", value: 75_000 },
  { title: "£100k-150k", value: 125_000 },
  { title: "£150k-200k", value: 175_000 },
  { title: "£200k-300k", value: 250_000 },
  { title: "£300k-500k", value: 400_000 },
  { title: "£500k-1m", value: 750_000 },
  { title: "£1m-2m", value: 1_500_000 },
  { title: "£2m-5m", value: 3_500_000 },
  { title: "£5m-10m", value: 7_500_000 },
  { title: "£10m+", value: 12_000_000 },
];

/** Titles for stored values outside the two sets that are also shown. */
const DISPLAY_ONLY: WealthBand[] = [
  { title: "£3m-5m", value: 4_000_000 },
  { title: "£1m-3m", value: 2_000_000 },
];

const ALL_BANDS = [...COARSE_BANDS, ...FINE_BANDS, ...DISPLAY_ONLY];

export function isFineBandValue(value: number): boolean {
  return FINE_BANDS.some((band) => band.value === value);
}

/** The band title for a stored value; docs/product.md, "Errors": an unknown amount code displays as 'unknown'. */
export function bandTitle(value: number | null | undefined): string {
  return ALL_BANDS.find((band) => band.value === value)?.title ?? "unknown";
}

/** The amounts a band stands for: from `min` up to `max` (null: no upper end, "£10m+"). */
export interface BandRange {
  min: number;
  max: number | null;
}

/** "£2m-5m" → 2,000,000 to 5,000,000; "£300k+" → 300,000 and up; read from the title, so they cannot disagree. */
function parseTitle(title: string): BandRange | null {
  const match = /^£(\d+)(k|m)(?:-(\d+)(k|m)|\+)$/.exec(title);
  if (!match) return null;
  const unit = (suffix: string | undefined) => (suffix === "m" ? 1_000_000 : 1_000);
  const min = Number(match[1]) * unit(match[2]);
  // "£0k-25k" and "£500k-1m": the upper end carries its own unit.
  return { min, max: match[3] ? Number(match[3]) * unit(match[4]) : null };
}

/** The range a stored band value stands for, or null for a value that is not a band (a typed amount). */
export function bandRange(value: number): BandRange | null {
  const band = ALL_BANDS.find((b) => b.value === value);
  return band ? parseTitle(band.title) : null;
}

/** The sum of several ranges (several bands chosen): the mins add up, and so do the maxes while every one has an end. */
export function addRanges(ranges: readonly BandRange[]): BandRange {
  return ranges.reduce<BandRange>(
    (sum, range) => ({ min: sum.min + range.min, max: sum.max === null || range.max === null ? null : sum.max + range.max }),
    { min: 0, max: 0 },
  );
}
