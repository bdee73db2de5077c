import { describe, expect, it } from "vitest";
import { testFeeSchedule } from "./fees.fixture";
import { estimateCost, feeScheduleFromForm, feeScheduleSchema, initialFee, projectTenYears, tieredCharge, yearlyCharges } from "./fees";

const base = testFeeSchedule();
const tiers = [
  { upTo: 500_000, percent: 1 },
  { upTo: 1_000_000, percent: 0.75 },
  { upTo: null, percent: 0.5 },
];

describe("cost in pounds, worked by hand", () => {
  it("tiered marginal: each slice at its own rate", () => {
    const schedule = { ...base, tiers };
    // £500,000 at 1% = £5,000; £500,000 at 0.75% = £3,750; £200,000 at 0.5% = £1,000.
    expect(tieredCharge(schedule, 1_200_000)).toBe(9_750);
    expect(yearlyCharges(schedule, 1_200_000)).toEqual({ management: 9_750, minimumApplied: false, platform: 0, vat: 0, funds: null, total: 9_750 });
    // With VAT at 20%: £9,750 + £1,950 = £11,700.
    expect(yearlyCharges({ ...schedule, vatAdded: true }, 1_200_000).total).toBe(11_700);
  });

  it("tiered whole-portfolio: the rate of the tier the amount falls in, on all of it", () => {
    const schedule = { ...base, tiering: "whole" as const, tiers };
    expect(tieredCharge(schedule, 1_200_000)).toBe(6_000); // 0.5% of £1.2m
    expect(tieredCharge(schedule, 750_000)).toBe(5_625); // 0.75% of £750k
    expect(tieredCharge(schedule, 500_000)).toBe(5_000); // the tier's limit is inside it: 1%
    expect(yearlyCharges({ ...schedule, vatAdded: true }, 750_000).total).toBe(6_750); // £5,625 + £1,125 VAT
  });

  it("fixed fee, with and without VAT", () => {
    const schedule = { ...base, fixedAnnualFee: 3_000 };
    expect(yearlyCharges(schedule, 2_000_000).total).toBe(3_000);
    expect(yearlyCharges({ ...schedule, vatAdded: true }, 2_000_000).total).toBe(3_600);
  });

  it("minimum fee: raises a smaller charge to the minimum", () => {
    const schedule = { ...base, tiers: [{ upTo: null, percent: 1 }], minimumAnnualFee: 5_000 };
    // 1% of £300k is £3,000, under the £5,000 minimum.
    expect(yearlyCharges(schedule, 300_000)).toMatchObject({ management: 5_000, minimumApplied: true, total: 5_000 });
    expect(yearlyCharges({ ...schedule, vatAdded: true }, 300_000).total).toBe(6_000);
    // 1% of £800k is £8,000, over the minimum.
    expect(yearlyCharges(schedule, 800_000)).toMatchObject({ management: 8_000, minimumApplied: false });
  });

  it("platform, fund costs and an initial fee make the first year", () => {
    const schedule = { ...base, tiers: [{ upTo: null, percent: 1 }], platformPercent: 0.2, fundCostsPercent: 0.4, initialPercent: 1, vatAdded: true };
    // On £1m: 1% = £10,000; platform 0.2% = £2,000; VAT on both = £2,400; funds 0.4% = £4,000 (no VAT).
    expect(yearlyCharges(schedule, 1_000_000)).toEqual({ management: 10_000, minimumApplied: false, platform: 2_000, vat: 2_400, funds: 4_000, total: 18_400 });
    // Initial 1% = £10,000 plus VAT = £12,000; first year £30,400; after that £18,400 a year.
    expect(initialFee(schedule, 1_000_000)).toBe(12_000);
    expect(estimateCost(schedule, 1_000_000)).toMatchObject({ firstYear: 30_400, afterwards: 18_400 });
  });

  it("ten years at 5% a year, with and without charges", () => {
    // 1% a year, no VAT: each year keeps 99% and grows 5%, so x1.0395 a year; 1.0395^10 = 1.473143.
    const schedule = { ...base, tiers: [{ upTo: null, percent: 1 }] };
    const ten = projectTenYears(schedule, 100_000);
    expect(ten.withoutCharges).toBe(162_889); // 1.05^10 = 1.628895
    expect(Math.abs(ten.withCharges - 147_314)).toBeLessThanOrEqual(1);
  });
});

describe("fee schedule validation", () => {
  it("names the field at fault", () => {
    const bad = feeScheduleSchema.safeParse({ ...base, tiers: [{ upTo: null, percent: 1 }, { upTo: 500_000, percent: 0.5 }] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toContain("Only the last tier can have no upper limit");
    const noSource = feeScheduleSchema.safeParse({ ...base, fixedAnnualFee: 100, sourceUrl: "http://x" });
    expect(noSource.error?.issues[0]?.message).toBe("Enter the tariff's address starting https://");
    expect(feeScheduleSchema.safeParse({ ...base }).error?.issues[0]?.message).toBe("Enter at least one tier or a fixed annual fee");
    expect(feeScheduleSchema.safeParse({ ...base, tiers }).success).toBe(true);
  });
});

describe("the editor's fee fields", () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [key, value] of entries) data.append(key, value);
    return data;
  };

  it("reads an empty schedule as none known", () => {
    expect(feeScheduleFromForm(form([["fee.tierUpTo", ""], ["fee.tierPercent", ""]]))).toEqual({ ok: true, schedule: null });
  });

  it("reads tiers and charges", () => {
    const result = feeScheduleFromForm(
      form([
        ["fee.tiering", "whole"],
        ["fee.tierUpTo", "500k"],
        ["fee.tierPercent", "1"],
        ["fee.tierUpTo", ""],
        ["fee.tierPercent", "0.75%"],
        ["fee.minimumAnnualFee", "£2,500"],
        ["fee.vatAdded", "yes"],
        ["fee.sourceUrl", "https://www.example.co.uk/charges"],
        ["fee.readOn", "2026-11-20"],
      ]),
    );
    expect(result).toEqual({
      ok: true,
      schedule: { ...base, tiering: "whole", tiers: [{ upTo: 500_000, percent: 1 }, { upTo: null, percent: 0.75 }], minimumAnnualFee: 2_500, vatAdded: true },
    });
  });

  it("names the field at fault", () => {
    const result = feeScheduleFromForm(form([["fee.tierUpTo", ""], ["fee.tierPercent", "lots"], ["fee.sourceUrl", "https://www.example.co.uk/x"], ["fee.readOn", "2026-11-20"]]));
    expect(result).toEqual({ ok: false, error: "Tier 1: enter the annual charge as a percentage, for example 0.75" });
    const noDate = feeScheduleFromForm(form([["fee.tierUpTo", ""], ["fee.tierPercent", "1"], ["fee.sourceUrl", "https://www.example.co.uk/x"]]));
    expect(noDate).toEqual({ ok: false, error: "Date read: Enter the date the tariff was read, for example 2026-11-20" });
  });

  it("names every mistake in one answer: a number it cannot read and the other fields' faults alike", () => {
    const result = feeScheduleFromForm(form([["fee.tierUpTo", "lots"], ["fee.tierPercent", "abc"], ["fee.sourceUrl", "javascript:alert(1)"], ["fee.platformPercent", "0.2"]]));
    expect(result).toEqual({
      ok: false,
      error: [
        "Tier 1: enter the annual charge as a percentage, for example 0.75",
        "Tier 1: enter the upper limit in pounds, for example 500k, or leave it empty for the top tier",
        "Tariff's address: Enter the tariff's address starting https://",
        "Date read: Enter the date the tariff was read, for example 2026-11-20",
      ].join(". "),
    });
  });

  it("checks the tiers it can read beside a number it cannot", () => {
    // Tiers read, a charge not: the tiers are checked whole, their order included.
    const tiersWrong = feeScheduleFromForm(form([["fee.tierUpTo", "500k"], ["fee.tierPercent", "25"], ["fee.tierUpTo", "100k"], ["fee.tierPercent", "1"], ["fee.platformPercent", "abc"], ["fee.sourceUrl", "https://www.example.co.uk/x"], ["fee.readOn", "2026-11-20"]]));
    expect(tiersWrong).toEqual({
      ok: false,
      error: [
        "Platform or custody charge: enter a number as a percentage, or leave it empty",
        "Tier 1: The tier's annual charge must be 20% or less",
        "Tiers: The last tier must have no upper limit, so every amount has a rate",
        "Tiers: Each tier's upper limit must be higher than the one before",
      ].join(". "),
    });
    // A tier not read: the others are checked one by one.
    const tierUnread = feeScheduleFromForm(form([["fee.tierUpTo", "500k"], ["fee.tierPercent", "25"], ["fee.tierUpTo", ""], ["fee.tierPercent", "lots"], ["fee.sourceUrl", "https://www.example.co.uk/x"], ["fee.readOn", "2026-11-20"]]));
    expect(tierUnread).toEqual({ ok: false, error: "Tier 2: enter the annual charge as a percentage, for example 0.75. Tier 1: The tier's annual charge must be 20% or less" });
  });

  it("refuses a tariff read on a day still to come", () => {
    const result = feeScheduleFromForm(form([["fee.tierUpTo", ""], ["fee.tierPercent", "1"], ["fee.sourceUrl", "https://www.example.co.uk/x"], ["fee.readOn", "2999-01-01"]]));
    expect(result).toEqual({ ok: false, error: "Date read: The date the tariff was read cannot be in the future" });
  });
});
