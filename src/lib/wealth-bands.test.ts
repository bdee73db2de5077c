import { describe, expect, it } from "vitest";
import { addRanges, bandRange, bandTitleFor, COARSE_BANDS, FINE_BANDS } from "./wealth-bands";

describe("band ranges", () => {
  it("titles bands so that no amount falls in two: each upper end is the next band's lower end, excluded", () => {
    expect(FINE_BANDS.map((b) => b.title)).toEqual([
      "Under £25k",
      "£25k to under £50k",
      "£50k to under £100k",
      "£100k to under £150k",
      "£150k to under £200k",
      "£200k to under £300k",
      "£300k to under £500k",
      "£500k to under £1m",
      "£1m to under £2m",
      "£2m to under £5m",
      "£5m to under £10m",
      "£10m and over",
    ]);
    expect(COARSE_BANDS.map((b) => b.title)).toEqual(["Under £30k", "£30k to under £100k", "£100k to under £300k", "£300k and over"]);
    for (const bands of [FINE_BANDS, COARSE_BANDS]) {
      const ranges = bands.map((b) => bandRange(b.value)!);
      ranges.slice(1).forEach((range, index) => expect(range.min).toBe(ranges[index]!.max));
    }
  });

  it("gives every band's range, and the stored value lies within it", () => {
    for (const band of [...FINE_BANDS, ...COARSE_BANDS]) {
      const range = bandRange(band.value);
      expect(range, band.title).not.toBeNull();
      expect(band.value).toBeGreaterThanOrEqual(range!.min);
      if (range!.max !== null) expect(band.value).toBeLessThanOrEqual(range!.max);
    }
    expect(bandRange(3_500_000)).toEqual({ min: 2_000_000, max: 5_000_000 });
    expect(bandRange(750_000)).toEqual({ min: 500_000, max: 1_000_000 });
    expect(bandRange(12_000_000)).toEqual({ min: 10_000_000, max: null });
    expect(bandRange(1_234_567)).toBeNull();
  });

  it("names the fine band any amount falls in, typed or a band's value", () => {
    expect(bandTitleFor(1_234_567)).toBe("£1m to under £2m");
    expect(bandTitleFor(1_500_000)).toBe("£1m to under £2m");
    expect(bandTitleFor(2_000_000)).toBe("£2m to under £5m");
    expect(bandTitleFor(0)).toBe("Under £25k");
    expect(bandTitleFor(50_000_000)).toBe("£10m and over");
    expect(bandTitleFor(-1)).toBe("unknown");
  });
  it("adds ranges", () => {
    expect(addRanges([{ min: 1, max: 2 }, { min: 3, max: 4 }])).toEqual({ min: 4, max: 6 });
    expect(addRanges([{ min: 1, max: 2 }, { min: 3, max: null }])).toEqual({ min: 4, max: null });
  });
});
