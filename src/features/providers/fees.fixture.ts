import type { FeeSchedule } from "./fees";

/** A fee schedule for tests: marginal tiers (none unless given), no other charge, read from an example page. */
export function testFeeSchedule(overrides: Partial<FeeSchedule> = {}): FeeSchedule {
  return {
    tiering: "marginal",
    tiers: [],
    fixedAnnualFee: null,
    minimumAnnualFee: null,
    platformPercent: null,
    dealingCharges: null,
    vatAdded: false,
    initialPercent: null,
    initialFixedFee: null,
    fundCostsPercent: null,
    sourceUrl: "https://www.example.co.uk/charges",
    readOn: "2026-11-20",
    ...overrides,
  };
}
