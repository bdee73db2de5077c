/**
 * What a fee schedule would cost in pounds (docs/product.md, Provider facts: fee schedules; Results:
 * cost in pounds). Pure, and free of the schema's code, so the profile's browser leaf can use it.
 * Nothing here ranks or chooses a firm: matching never reads a fee.
 */
import type { FeeSchedule } from "./fees";

export const VAT_RATE = 0.2;
/** The neutral growth assumption for the 10-year illustration, before charges (the FCA's middle rate). */
export const ILLUSTRATION_GROWTH = 0.05;
export const ILLUSTRATION_YEARS = 10;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The tiered charge a year on `amount`, in pounds. */
export function tieredCharge(schedule: Pick<FeeSchedule, "tiering" | "tiers">, amount: number): number {
  if (schedule.tiers.length === 0 || amount <= 0) return 0;
  if (schedule.tiering === "whole") {
    const tier = schedule.tiers.find((t) => t.upTo === null || amount <= t.upTo) ?? schedule.tiers.at(-1)!;
    return (amount * tier.percent) / 100;
  }
  let charge = 0;
  let floor = 0;
  for (const tier of schedule.tiers) {
    const ceiling = tier.upTo ?? Number.POSITIVE_INFINITY;
    if (amount > floor) charge += ((Math.min(amount, ceiling) - floor) * tier.percent) / 100;
    floor = ceiling;
  }
  return charge;
}

/** A year's charges on `amount`, line by line, in pounds. */
export interface YearlyCharges {
  /** Tiered plus fixed fee, raised to the minimum where it applies, before VAT. */
  management: number;
  /** True when the minimum annual fee set the management charge. */
  minimumApplied: boolean;
  platform: number;
  vat: number;
  /** Fund costs, or null when the firm does not state them. */
  funds: number | null;
  /** Everything above that is known. */
  total: number;
}

export function yearlyCharges(schedule: FeeSchedule, amount: number): YearlyCharges {
  const base = tieredCharge(schedule, amount) + (schedule.fixedAnnualFee ?? 0);
  const minimum = schedule.minimumAnnualFee ?? 0;
  const management = Math.max(base, minimum);
  const platform = (amount * (schedule.platformPercent ?? 0)) / 100;
  const vat = schedule.vatAdded ? (management + platform) * VAT_RATE : 0;
  const funds = schedule.fundCostsPercent === null ? null : (amount * schedule.fundCostsPercent) / 100;
  return {
    management: round2(management),
    minimumApplied: minimum > base,
    platform: round2(platform),
    vat: round2(vat),
    funds: funds === null ? null : round2(funds),
    total: round2(management + platform + vat + (funds ?? 0)),
  };
}

/** The one-off initial fee on `amount`, VAT included where it is added. */
export function initialFee(schedule: FeeSchedule, amount: number): number {
  const fee = (amount * (schedule.initialPercent ?? 0)) / 100 + (schedule.initialFixedFee ?? 0);
  return round2(schedule.vatAdded ? fee * (1 + VAT_RATE) : fee);
}

export interface CostEstimate {
  amount: number;
  yearly: YearlyCharges;
  initial: number;
  /** The first year: the initial fee plus a year's charges. */
  firstYear: number;
  /** Each year after, on the same amount. */
  afterwards: number;
  /** The value after ten years at the growth assumption, without any charges and with these. */
  tenYears: { withoutCharges: number; withCharges: number };
}

/**
 * Ten years at `growth` a year: the initial fee comes off at the start; each year the year's
 * charges are taken on the value at the start of that year, and the rest grows.
 */
export function projectTenYears(schedule: FeeSchedule, amount: number, growth = ILLUSTRATION_GROWTH): { withoutCharges: number; withCharges: number } {
  let value = amount - initialFee(schedule, amount);
  for (let year = 0; year < ILLUSTRATION_YEARS; year++) {
    value = Math.max(0, value - yearlyCharges(schedule, value).total) * (1 + growth);
  }
  return { withoutCharges: Math.round(amount * (1 + growth) ** ILLUSTRATION_YEARS), withCharges: Math.round(value) };
}

export function estimateCost(schedule: FeeSchedule, amount: number): CostEstimate {
  const yearly = yearlyCharges(schedule, amount);
  const initial = initialFee(schedule, amount);
  return { amount, yearly, initial, firstYear: round2(initial + yearly.total), afterwards: yearly.total, tenYears: projectTenYears(schedule, amount) };
}

/** What the figures leave out, in plain words. */
export function notIncluded(schedule: FeeSchedule): string[] {
  return [
    ...(schedule.fundCostsPercent === null ? ["the costs of the funds you hold, which the firm does not state"] : []),
    ...(schedule.platformPercent === null ? ["any platform or custody charge, which the firm does not state separately"] : []),
    schedule.dealingCharges ? `dealing charges (${schedule.dealingCharges})` : "dealing charges on trades",
    "any advice the firm charges for separately",
  ];
}

