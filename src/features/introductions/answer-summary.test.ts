import { describe, expect, it } from "vitest";
import { amountBand } from "./answer-summary";

describe("the amount a firm reads", () => {
  it("is the band the investable total falls in, in the words the investor's own pages use", () => {
    expect(amountBand(400_000)).toBe("£300k to under £500k");
    expect(amountBand(75_000)).toBe("£50k to under £100k");
    expect(amountBand(7_500_000)).toBe("£5m to under £10m");
    expect(amountBand(12_000_000)).toBe("£10m and over");
    expect(amountBand(null)).toBe("Not given");
    expect(amountBand(0)).toBe("Not given");
  });
});
