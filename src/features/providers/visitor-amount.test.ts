import { describe, expect, it } from "vitest";
import { visitorCostAmount } from "./visitor-amount";

describe("the visitor's own amount for a profile's cost, from the answers kept in the browser", () => {
  it("is the typed total when there is one", () => {
    expect(visitorCostAmount({ pension: true, sipp: true, sippValue: 750_000, exactValue: 1_200_000 })).toEqual({ min: 1_200_000, max: 1_200_000 });
  });

  it("adds the chosen bands as ranges, as the results page does", () => {
    // £500k to under £1m plus £300k to under £500k.
    expect(visitorCostAmount({ pension: true, sipp: true, sippValue: 750_000, investPortfolio: true, isa: true, isaValue: 400_000 })).toEqual({ min: 800_000, max: 1_500_000 });
  });

  it("uses the partner flow's band", () => {
    expect(visitorCostAmount({ introducer: "lloyds", lloydsAmountToInvest: 1_500_000 })).toEqual({ min: 1_000_000, max: 2_000_000 });
  });

  it("gives nothing when no amount is known, or nothing readable is stored", () => {
    expect(visitorCostAmount({})).toBeNull();
    expect(visitorCostAmount("not answers")).toBeNull();
    expect(visitorCostAmount(null)).toBeNull();
  });
});
