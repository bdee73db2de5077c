/**
 * The wealth bands (docs/product.md, "Money and the investable total"). Currency questions are answered by choosing a band; the stored value
 * is the band's value. dbAnnualValue uses the coarse set, every other question the fine set.
 */
import { formatShortMoney } from "./money";

export interface WealthBand {
  title: string;
  value: number;
}

/** The amounts a band stands for: from `min` up to, but not including, `max` (null: no upper end). */
export interface BandRange {
  min: number;
  max: number | null;
}

/**
 * A band's title from its range, so the two cannot disagree and no amount falls in two bands:
 * "Under £25k", "£2m to under £5m", "£10m and over".
 */
export function bandRangeTitle({ min, max }: BandRange): string {
  if (max === null) return `${formatShortMoney(min)} and over`;
  if (min === 0) return `Under ${formatShortMoney(max)}`;
  return `${formatShortMoney(min)} to under ${formatShortMoney(max)}`;
}

type BandSpec = [min: number, max: number | null, value: number];
const band = ([min, max, value]: BandSpec): WealthBand & { range: BandRange } => ({ title: bandRangeTitle({ min, max }), value, range: { min, max } });

const COARSE: (WealthBand & { range: BandRange })[] = (
  [
    [0, 30_000, 10_000],
    [30_000, 100_000, 34_000],
    [100_000, 300_000, 200_000],
    [300_000, null, 350_000],
  ] satisfies BandSpec[]
).map(band);

const FINE: (WealthBand & { range: BandRange })[] = (
  [
    [0, 25_000, 12_500],
    [25_000, 50_000, 37_500],
    [50_000, 100_000, 75_000],
    [100_000, 150_000, 125_000],
    [150_000, 200_000, 175_000],
    [200_000, 300_000, 250_000],
    [300_000, 500_000, 400_000],
    [500_000, 1_000_000, 750_000],
    [1_000_000, 2_000_000, 1_500_000],
    [2_000_000, 5_000_000, 3_500_000],
    [5_000_000, 10_000_000, 7_500_000],
    [10_000_000, null, 12_000_000],
  ] satisfies BandSpec[]
).map(band);

/** Titles for stored values outside the two sets that are also shown. */
const DISPLAY_ONLY = (
  [
    [3_000_000, 5_000_000, 4_000_000],
    [1_000_000, 3_000_000, 2_000_000],
  ] satisfies BandSpec[]
).map(band);

const plain = ({ title, value }: WealthBand): WealthBand => ({ title, value });
export const COARSE_BANDS: WealthBand[] = COARSE.map(plain);
export const FINE_BANDS: WealthBand[] = FINE.map(plain);

const ALL_BANDS = [...COARSE, ...FINE, ...DISPLAY_ONLY];

export function isFineBandValue(value: number): boolean {
  return FINE_BANDS.some((band) => band.value === value);
}

/** The band title for a stored value; docs/product.md, "Errors": an unknown amount code displays as 'unknown'. */
export function bandTitle(value: number | null | undefined): string {
  return ALL_BANDS.find((band) => band.value === value)?.title ?? "unknown";
}

/**
 * The fine band an amount falls in ("£1m to under £2m"), whether it was typed or is a band's
 * value, so that every amount is told in the same words.
 */
export function bandTitleFor(amount: number): string {
  const found = FINE.find(({ range }) => amount >= range.min && (range.max === null || amount < range.max));
  return found ? found.title : "unknown";
}

/** The range a stored band value stands for, or null for a value that is not a band (a typed amount). */
export function bandRange(value: number): BandRange | null {
  const found = ALL_BANDS.find((b) => b.value === value);
  return found ? { ...found.range } : null;
}

/** The sum of several ranges (several bands chosen): the mins add up, and so do the maxes while every one has an end. */
export function addRanges(ranges: readonly BandRange[]): BandRange {
  return ranges.reduce<BandRange>(
    (sum, range) => ({ min: sum.min + range.min, max: sum.max === null || range.max === null ? null : sum.max + range.max }),
    { min: 0, max: 0 },
  );
}
