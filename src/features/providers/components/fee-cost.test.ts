import { describe, expect, it } from "vitest";
import { testFeeSchedule } from "../fees.fixture";
import { costHeadline } from "./fee-cost";

// 1% up to £1m, 0.5% above, and 1% at the start.
const schedule = testFeeSchedule({
  tiers: [
    { upTo: 1_000_000, percent: 1 },
    { upTo: null, percent: 0.5 },
  ],
  initialPercent: 1,
});

describe("the cost headline", () => {
  it("shows every amount as the site shows money, in k or million (docs/product.md, Constants)", () => {
    // On £1,200,000: £10,000 + £200,000 at 0.5% = £11,000 a year; 1% at the start, £12,000; the first year £23,000.
    expect(costHeadline(schedule, { min: 1_200_000, max: 1_200_000 }, "your")).toBe("About £23k in the first year and £11k a year after on your £1.2 million.");
    expect(costHeadline(testFeeSchedule({ tiers: [{ upTo: null, percent: 1 }] }), { min: 500_000, max: 500_000 }, "example")).toBe("About £5k a year on £500k.");
    expect(costHeadline(schedule, { min: 1_000_000, max: 2_000_000 }, "your")).toBe(
      "About £10k to £15k a year on your £1 million to £2 million, plus a one-off £10k to £20k at the start.",
    );
  });
});
