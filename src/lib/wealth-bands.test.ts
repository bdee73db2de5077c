import { describe, expect, it } from "vitest";
import { addRanges, bandRange, COARSE_BANDS, FINE_BANDS } from "./wealth-bands";

describe("band ranges", () => {
  it("reads every band's range from its title, and the stored value lies within it", () => {
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

  it("adds ranges", () => {
    expect(addRanges([{ min: 1, max: 2 }, { min: 3, max: 4 }])).toEqual({ min: 4, max: 6 });
    expect(addRanges([{ min: 1, max: 2 }, { min: 3, max: null }])).toEqual({ min: 4, max: null });
  });
});
