import { describe, expect, it } from "vitest";
import { histogramMedian } from "./histogram";

describe("histogramMedian", () => {
  const bounds = [10, 20, 40];

  it("interpolates inside the bucket that holds the middle", () => {
    // 4 below 10, 4 in [10, 20): the middle (4 of 8) is the top of the first bucket.
    expect(histogramMedian([4, 4, 0, 0], bounds)).toBe(10);
    // 2, 6, 2: the middle (5) is 3 of 6 into [10, 20).
    expect(histogramMedian([2, 6, 2, 0], bounds)).toBe(15);
    expect(histogramMedian([0, 0, 1, 0], bounds)).toBe(30);
  });

  it("gives the open last bucket's lower bound, and null for no data", () => {
    expect(histogramMedian([0, 0, 0, 3], bounds)).toBe(40);
    expect(histogramMedian([0, 0, 0, 0], bounds)).toBeNull();
  });

  it("needs one count per bucket", () => {
    expect(() => histogramMedian([1, 2], bounds)).toThrow(RangeError);
  });
});
