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

/** A firm that will not take a client below an investable amount, and how we say so. */
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
