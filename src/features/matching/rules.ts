/**
 * The matching rules of docs/product.md, "Matching", as data: who can be matched, the pools, the fixed members
 * and each firm's minimum. engine.ts walks them; nothing else decides a match.
 */

/** Wealth managers, then the two advisers for smaller portfolios. */
export const MATCHABLE_IDS = [
  "jhp",
  "saltus",
  "canaccord",
  "qc",
  "evelyn",
  "lgt",
  "rothschild",
  "brewin",
  "blu",
  "quilterfa",
  "fintuity",
] as const;

export type MatchableId = (typeof MATCHABLE_IDS)[number];

export type MatchRule =
  | "us"
  | "eu"
  | "default"
  | "under-300k"
  | "private-banking"
  | "private-banking-2m"
  | "300k-500k"
  | "500k-1m"
  | "1m-2m"
  | "2m-plus";

export const THOUSAND = 1_000;
export const MILLION = 1_000_000;

/** docs/product.md, "Matching": the 27 EU member states. */
export const EU_COUNTRIES = new Set([
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE",
  "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
]);

/**
 * The investable amounts at which a pool changes (docs/product.md, "Matching"). Each applies from
 * its amount upwards, except the US rule's, which takes Rothschild & Co only above it.
 */
export const THRESHOLDS = {
  /** Under this, the financial advisers for smaller portfolios. */
  advisers: 300 * THOUSAND,
  /** The UK bands' lower edges above the advisers'. */
  band500k: 500 * THOUSAND,
  band1m: 1 * MILLION,
  band2m: 2 * MILLION,
  /** From this, EU residents may be matched with Rothschild & Co. */
  euRothschild: 1 * MILLION,
  /** Above this (not at it), US residents may be matched with Rothschild & Co. */
  usRothschildAbove: 5 * MILLION,
} as const;

/** A firm that will not take a client below an investable amount, and how the matching API says so (its wording is part of the API). */
export interface Minimum {
  id: MatchableId;
  below: number;
  reason: string;
}

/** Applied by every rule except `default`, where the amount is unknown. */
export const MINIMUMS: Minimum[] = [
  { id: "rothschild", below: 2 * MILLION, reason: "takes no clients under £2m" },
  { id: "brewin", below: 500 * THOUSAND, reason: "takes no wealth management clients under £500k" },
  { id: "jhp", below: 1 * MILLION, reason: "takes no clients under £1m" },
];

/**
 * The spans of investable amount inside which no pool or minimum changes, each with an amount
 * inside it to probe the engine with: from `min` to under `max`, except that the span before the
 * US rule's threshold includes it and the last span starts just above it (`above`). Worked out from
 * THRESHOLDS and MINIMUMS, so a new threshold makes a new span.
 */
export interface AmountSpan {
  min: number;
  max: number | null;
  probe: number;
  above?: true;
}

function amountSpans(): AmountSpan[] {
  const edges = [...new Set([0, ...Object.values(THRESHOLDS), ...MINIMUMS.map((m) => m.below)])].sort((a, b) => a - b);
  return edges.map((min, index) => {
    const max = edges[index + 1] ?? null;
    const probe = max === null ? min + min / 2 : (min + max) / 2;
    return min === THRESHOLDS.usRothschildAbove ? { min, max, probe, above: true } : { min, max, probe };
  });
}

export const AMOUNT_SPANS: readonly AmountSpan[] = amountSpans();

export interface Pool {
  rule: MatchRule;
  /** Always chosen unless excluded (then their place is filled from `choices`). */
  fixed: MatchableId[];
  /** Chosen from at random. */
  choices: MatchableId[];
  /** How many to choose in all; null chooses every eligible member. */
  count: number | null;
  /** The rule in one plain sentence. */
  summary: string;
}

export const WEALTH_MANAGER_COUNT = 3;
