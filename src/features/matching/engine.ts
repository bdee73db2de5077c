/**
 * The matching engine (docs/product.md, "Matching"): a pure function of the answers and a random source.
 * No React, Next or database: the same code serves the results page, POST /api/match and tests.
 */
import { partner } from "@/config/partner";
import { ADVICE_AREA_FLAGS, defaultFormData, type FormData } from "@/lib/form-data";
import { formatMoney } from "@/lib/money";
import { investableTotal, isPartnerFlow } from "./investable-total";
import {
  AMOUNT_SPANS,
  EU_COUNTRIES,
  MATCHABLE_IDS,
  MINIMUMS,
  THRESHOLDS,
  WEALTH_MANAGER_COUNT,
  type MatchableId,
  type MatchRule,
  type Pool,
} from "./rules";

export type ResidenceClass = "us" | "eu" | "other";

export interface Exclusion {
  id: MatchableId;
  reason: string;
}

/**
 * The services a visitor can ask for, read off their answers (docs/product.md, Matching: fit order).
 * Names match the providers' service ids so a firm's facts can be compared directly.
 */
export const ASKABLE_SERVICES = ["financial-planning", "investment-management", "private-banking", "ethical"] as const;
export type AskedService = (typeof ASKABLE_SERVICES)[number];

/** What the visitor asked for: Pension, Tax and Inheritance Planning or Business Sale need financial planning, and so on. */
export function askedServices(answers: FormData): AskedService[] {
  const asked: AskedService[] = [];
  if (answers.pension || answers.taxPlan || answers.sellBus) asked.push("financial-planning");
  if (answers.investPortfolio || answers.sigCash) asked.push("investment-management");
  if (answers.otherInfo === "Yes") asked.push("private-banking");
  if (answers.ethical_high) asked.push("ethical");
  return asked;
}

/** How the chosen firms fit what was asked: the services asked, and those no eligible firm offers. */
export interface MatchFit {
  asked: AskedService[];
  /** Asked services that no eligible member of the pool offers. */
  unmet: AskedService[];
}

export interface MatchResult {
  /** The chosen ids, fixed members first. */
  wealthManagers: MatchableId[];
  /** Eligible pool members not chosen. */
  otherWm: MatchableId[];
  /** Every other matchable id. */
  notWm: MatchableId[];
  /** The rule in one sentence, then one sentence per exclusion. */
  reason: string;
  rule: MatchRule;
  /** The investable total T, or null when unknown. */
  total: number | null;
  exclusions: Exclusion[];
  /** Present when the firms' services were passed in. */
  fit?: MatchFit;
}

/** A source of uniform random numbers in [0, 1), injected so tests can fix it. */
export type RandomSource = () => number;

export interface MatchOptions {
  /** The random source; when given, `seed` is ignored. */
  random?: RandomSource;
  /**
   * Makes the choice stable: the random source is seeded from this (the visitor's id) and the
   * pool (`poolKey`), so the same seed and the same pool always give the same firms, and a
   * changed pool draws afresh. Without `random` or `seed` the choice is Math.random's.
   */
  seed?: string;
  /** How to name a firm in the reason; defaults to its id. */
  nameOf?: (id: MatchableId) => string;
  /**
   * The services each firm offers, from the providers' facts. Passed in so the engine stays pure;
   * without it every firm is equal and the choice is at random inside the pool.
   */
  servicesOf?: (id: MatchableId) => readonly string[];
}

const SERVICE_WORDS: Record<AskedService, string> = {
  "financial-planning": "financial planning",
  "investment-management": "investment management",
  "private-banking": "private banking",
  ethical: "ethical investing",
};

/** How many of the asked services a firm offers. */
export function fitScore(offered: readonly string[], asked: readonly AskedService[]): number {
  return asked.filter((service) => offered.includes(service)).length;
}

/** How `count` places are filled from candidates in fit order: what fit decided and what was drawn. */
export interface PlacesFilled<T> {
  /** Groups of equal score, best first, each taken whole because it fitted in the places left. */
  whole: T[][];
  /** The group of equal score where the places ran out, larger than the places left: drawn from at random. */
  drawnFrom: T[];
  /** How many places were drawn from `drawnFrom` (0 when nothing was drawn). */
  drawn: number;
}

/**
 * Groups `items` by score, best first, and fills `count` places from them: a group that fits in the
 * places left is taken whole; the first that does not is drawn from. The results page explains a
 * match from this, so it says what pickByFit did.
 */
export function fillPlaces<T>(items: readonly T[], count: number, score: (item: T) => number): PlacesFilled<T> {
  const scores = [...new Set(items.map(score))].sort((a, b) => b - a);
  const whole: T[][] = [];
  let left = count;
  for (const value of scores) {
    if (left <= 0) break;
    const group = items.filter((item) => score(item) === value);
    if (group.length > left) return { whole, drawnFrom: group, drawn: left };
    whole.push(group);
    left -= group.length;
  }
  return { whole, drawnFrom: [], drawn: 0 };
}

/**
 * Picks `count` of `items`, those with the higher score first; the random source decides only
 * among members of equal score, so a firm offering fewer asked services is never chosen while
 * one offering more is left out. A group taken whole is shuffled too, so the order shown says
 * nothing about fit.
 */
export function pickByFit<T>(items: readonly T[], count: number, score: (item: T) => number, random: RandomSource): T[] {
  const { whole, drawnFrom, drawn } = fillPlaces(items, count, score);
  return [...whole.flatMap((group) => pickRandom(group, group.length, random)), ...pickRandom(drawnFrom, drawn, random)];
}

export function residenceClass(answers: FormData): ResidenceClass {
  if (isPartnerFlow(answers, partner.slug)) {
    const countries = answers.lloydsCountryConnected;
    // docs/product.md, "Matching": a customer connected to GB is treated as UK resident, whatever else they hold.
    if (countries.includes("GB")) return "other";
    if (countries.includes("US")) return "us";
    return countries.some((code) => EU_COUNTRIES.has(code)) ? "eu" : "other";
  }
  if (answers.taxResidence === "US") return "us";
  return answers.taxResidence && EU_COUNTRIES.has(answers.taxResidence) ? "eu" : "other";
}

function onlyEquityRelease(answers: FormData): boolean {
  return answers.equityRelease && ADVICE_AREA_FLAGS.every((area) => area === "equityRelease" || !answers[area]);
}

/** The firms matched for people resident in the United States for tax, at any amount (docs/product.md, "Matching"). */
const US_RESIDENT_FIRMS = ["jhp", "evelyn", "lgt", "brewin"] as const;
/** The firms matched for people resident in the EU for tax, at any amount. */
const EU_RESIDENT_FIRMS = ["canaccord", "qc", "evelyn", "blu", "lgt", "brewin"] as const;

/**
 * Whom outside the UK our matching suggests a firm to, in words for its profile ("to people
 * resident in the United States or the EU, at any amount"); null when to nobody outside the UK.
 */
export function residenceMatchingInWords(id: string): string | null {
  if (id === "rothschild") return `to people resident in the United States, above ${formatMoney(THRESHOLDS.usRothschildAbove)}, and in the EU, from ${formatMoney(THRESHOLDS.euRothschild)}`;
  const us = (US_RESIDENT_FIRMS as readonly string[]).includes(id);
  const eu = (EU_RESIDENT_FIRMS as readonly string[]).includes(id);
  if (!us && !eu) return null;
  // Our rule, not the firm's: its own minimum, on the same page, may still apply to them.
  return `to people resident in ${us && eu ? "the United States or the EU" : us ? "the United States" : "the EU"}, at any amount (ask the firm whether its own minimum applies)`;
}

/** docs/product.md, "Matching": the first rule that applies decides the pool. */
export function choosePool(answers: FormData, total: number | null): Pool {
  const residence = residenceClass(answers);
  const connected = isPartnerFlow(answers, partner.slug);
  if (residence === "us") {
    return {
      rule: "us",
      fixed: [],
      choices: [...US_RESIDENT_FIRMS, ...(total !== null && total > THRESHOLDS.usRothschildAbove ? (["rothschild"] as const) : [])],
      count: WEALTH_MANAGER_COUNT,
      summary: connected
        ? "As you are connected to the United States, you were matched with firms that take on US clients."
        : "As a US resident, you were matched with firms that take on US clients.",
    };
  }
  if (residence === "eu") {
    return {
      rule: "eu",
      fixed: [],
      choices: [...EU_RESIDENT_FIRMS, ...(total !== null && total >= THRESHOLDS.euRothschild ? (["rothschild"] as const) : [])],
      count: WEALTH_MANAGER_COUNT,
      summary: connected
        ? "As you are connected to a country in the EU, you were matched with firms that take on clients with ties to the EU."
        : "As an EU resident, you were matched with firms that take on clients resident in the EU.",
    };
  }
  if (total === null) {
    return {
      rule: "default",
      fixed: [],
      choices: ["jhp", "saltus", "canaccord", "qc", "evelyn", "lgt", "rothschild"],
      count: WEALTH_MANAGER_COUNT,
      summary:
        "You did not tell us how much you have to invest, so you were matched from our wide panel and we could not check each firm's minimum investment.",
    };
  }
  if (total < THRESHOLDS.advisers) {
    return {
      rule: "under-300k",
      fixed: [],
      choices: ["quilterfa", "fintuity"],
      count: null,
      summary: "For under £300k, financial advisers who work with smaller portfolios are usually the better fit.",
    };
  }
  if (answers.otherInfo === "Yes") {
    return total < THRESHOLDS.band2m
      ? {
          rule: "private-banking",
          fixed: ["brewin", "lgt"],
          choices: ["jhp", "saltus", "canaccord", "qc", "blu", "evelyn"],
          count: WEALTH_MANAGER_COUNT,
          summary: "You asked for private banking as well, so you were matched with firms that offer it alongside investment management.",
        }
      : {
          rule: "private-banking-2m",
          fixed: ["rothschild", "brewin"],
          choices: ["jhp", "saltus", "canaccord", "qc", "blu", "evelyn", "lgt"],
          count: WEALTH_MANAGER_COUNT,
          summary: "You asked for private banking as well and have £2m or more, so you were matched with private banks that serve larger clients.",
        };
  }
  if (total < THRESHOLDS.band500k) {
    return {
      rule: "300k-500k",
      fixed: ["saltus"],
      choices: ["canaccord", "qc"],
      count: WEALTH_MANAGER_COUNT,
      summary: "For £300k to under £500k, you were matched with wealth managers that welcome portfolios of this size.",
    };
  }
  if (total < THRESHOLDS.band1m) {
    return {
      rule: "500k-1m",
      fixed: ["saltus"],
      choices: ["evelyn", "canaccord", "qc", "brewin"],
      count: WEALTH_MANAGER_COUNT,
      summary: "For £500k to under £1m, you were matched with established wealth managers for portfolios of this size.",
    };
  }
  if (total < THRESHOLDS.band2m) {
    return {
      rule: "1m-2m",
      fixed: [],
      choices: ["jhp", "saltus", "canaccord", "qc", "evelyn", "brewin", "lgt", "blu"],
      count: WEALTH_MANAGER_COUNT,
      summary: "For £1m to under £2m, you were matched from a broad panel of wealth managers.",
    };
  }
  return {
    rule: "2m-plus",
    fixed: [],
    choices: ["jhp", "saltus", "canaccord", "qc", "evelyn", "brewin", "lgt", "blu", "rothschild"],
    count: WEALTH_MANAGER_COUNT,
    summary: "For £2m and over, you were matched from our full panel, including private banks.",
  };
}

/**
 * What identifies a pool for the stable choice: its rule, the members always chosen, the members
 * chosen from (after exclusions) and how many are wanted. Answers that leave all of these alone
 * leave the key, and so the firms chosen, alone.
 */
export function poolKey(pool: { rule: MatchRule; fixed: readonly MatchableId[]; choices: readonly MatchableId[]; wanted: number }): string {
  return `${pool.rule}|${pool.fixed.join(",")}|${pool.choices.join(",")}|${pool.wanted}`;
}

/**
 * A deterministic source of uniform numbers in [0, 1) from a string: the string is hashed to 128
 * bits (cyrb128) which seed a small fast generator (sfc32). Not for secrets; for stable choices.
 */
export function seededRandom(seed: string): RandomSource {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  let a = (h1 ^ h2 ^ h3 ^ h4) >>> 0;
  let b = (h2 ^ h1) >>> 0;
  let c = (h3 ^ h1) >>> 0;
  let d = (h4 ^ h1) >>> 0;
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** Picks `count` members uniformly at random without repeats (a partial Fisher–Yates shuffle). */
export function pickRandom<T>(items: readonly T[], count: number, random: RandomSource): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    const index = Math.min(pool.length - 1, Math.floor(random() * pool.length));
    picked.push(...pool.splice(index, 1));
  }
  return picked;
}

function exclusionsFor(pool: Pool, answers: FormData, total: number | null): Exclusion[] {
  const members = [...pool.fixed, ...pool.choices];
  const exclusions: Exclusion[] = [];
  if (pool.rule === "under-300k" && onlyEquityRelease(answers)) {
    exclusions.push({ id: "fintuity", reason: "does not advise on home equity release" });
  }
  if (pool.rule !== "default" && total !== null) {
    for (const minimum of MINIMUMS) {
      if (members.includes(minimum.id) && total < minimum.below) exclusions.push({ id: minimum.id, reason: minimum.reason });
    }
  }
  return exclusions;
}

/**
 * The firms that could be matched for these answers if the investable total were `total`: the pool's
 * members less the exclusions. The results page uses it to say at which amounts a firm outside the
 * visitor's pool would have been eligible.
 */
export function eligibleAt(answers: FormData, total: number | null): MatchableId[] {
  const pool = choosePool(answers, total);
  const excluded = new Set(exclusionsFor(pool, answers, total).map((e) => e.id));
  return [...new Set([...pool.fixed, ...pool.choices])].filter((id) => !excluded.has(id));
}

/**
 * The lowest amount at which our matching suggests a firm to an investor living in the UK, worked
 * out from the pools and the firms' minimums (`eligibleAt`): without private banking and with it.
 * Null where no pool from £300k up holds the firm (the advisers for smaller portfolios among them).
 */
export function ukMatchingFrom(id: MatchableId): { plain: number | null; privateBanking: number | null } {
  const from = (otherInfo: "Yes" | "No") => {
    const answers: FormData = { ...defaultFormData, taxResidence: "GB", otherInfo };
    return AMOUNT_SPANS.find((span) => span.min >= THRESHOLDS.advisers && eligibleAt(answers, span.probe).includes(id))?.min ?? null;
  };
  return { plain: from("No"), privateBanking: from("Yes") };
}

/**
 * `ukMatchingFrom` in words for a firm's profile: "from £1 million, or from £300k to investors who
 * also want private banking"; null for a firm outside those pools.
 */
export function ukMatchingInWords(id: string): string | null {
  if (!(MATCHABLE_IDS as readonly string[]).includes(id)) return null;
  const { plain, privateBanking } = ukMatchingFrom(id as MatchableId);
  if (plain === null) return privateBanking === null ? null : `from ${formatMoney(privateBanking)} to investors who also want private banking`;
  if (privateBanking === null || privateBanking >= plain) return `from ${formatMoney(plain)}`;
  return `from ${formatMoney(plain)}, or from ${formatMoney(privateBanking)} to investors who also want private banking`;
}

export function matchProviders(answers: FormData, options: MatchOptions = {}): MatchResult {
  const nameOf = options.nameOf ?? ((id: MatchableId) => id);
  const total = investableTotal(answers, { partnerSlug: partner.slug });
  const pool = choosePool(answers, total);
  const exclusions = exclusionsFor(pool, answers, total);
  const excluded = new Set(exclusions.map((e) => e.id));

  const fixed = pool.fixed.filter((id) => !excluded.has(id));
  const choices = pool.choices.filter((id) => !excluded.has(id) && !fixed.includes(id));
  const wanted = pool.count === null ? choices.length : Math.max(0, pool.count - fixed.length);
  const random =
    options.random ?? (options.seed !== undefined ? seededRandom(`${options.seed}\n${poolKey({ rule: pool.rule, fixed, choices, wanted })}`) : Math.random);
  const asked = askedServices(answers);
  const servicesOf = options.servicesOf;
  const score = (id: MatchableId) => (servicesOf ? fitScore(servicesOf(id), asked) : 0);
  const wealthManagers = [...fixed, ...pickByFit(choices, wanted, score, random)];

  const chosen = new Set(wealthManagers);
  const otherWm = choices.filter((id) => !chosen.has(id));
  const eligible = new Set([...wealthManagers, ...otherWm]);
  const notWm = MATCHABLE_IDS.filter((id) => !eligible.has(id));

  const unchecked =
    total === null && pool.rule !== "default" ? ["We could not check minimum investments because no amount was given."] : [];
  const fit = servicesOf ? { asked, unmet: asked.filter((service) => ![...eligible].some((id) => servicesOf(id).includes(service))) } : undefined;
  const unmet = fit?.unmet.length
    ? // What the firms' published facts hold, not what is verified (the results page says which is which).
      [`Our records do not show any of the firms we can match you with as offering ${fit.unmet.map((s) => SERVICE_WORDS[s]).join(" or ")}, which you asked for: ask them.`]
    : [];
  const reason = [pool.summary, ...unchecked, ...exclusions.map((e) => `${nameOf(e.id)} ${e.reason}.`), ...unmet].join(" ");
  return { wealthManagers, otherWm, notWm, reason, rule: pool.rule, total, exclusions, ...(fit ? { fit } : {}) };
}
