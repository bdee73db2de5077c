import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultFormData, formDataSchema, type FormData } from "@/lib/form-data";
import { askedServices, choosePool, eligibleAt, fillPlaces, fitScore, matchProviders, pickByFit, pickRandom, poolKey, residenceClass, seededRandom } from "./engine";
import { investableTotal } from "./investable-total";
import { AMOUNT_SPANS, MATCHABLE_IDS, type MatchableId } from "./rules";

/** Always picks the first remaining member: results are the pool's order. */
const first = () => 0;
/** Always picks the last remaining member. */
const last = () => 0.999999;

const answers = (overrides: Partial<FormData>): FormData => ({ ...defaultFormData, ...overrides });
const withTotal = (total: number, overrides: Partial<FormData> = {}) => answers({ investPortfolio: true, exactValue: total, ...overrides });

describe("investable total", () => {
  it("prefers the exact value, then the amount to invest, then the sum of holdings", () => {
    expect(investableTotal(answers({ pension: true, sippValue: 750_000, exactValue: 900_000 }))).toBe(900_000);
    expect(investableTotal(answers({ sellBus: true, valueOfBusiness: 3_500_000, wealthManagerInvest: 1_250_000 }))).toBe(1_250_000);
    expect(investableTotal(answers({ pension: true, sippValue: 750_000, giaValue: 125_000, dbValue: 400_000 }))).toBe(1_275_000);
  });

  it("leaves out the home and defined benefit income", () => {
    expect(investableTotal(answers({ equityRelease: true, equityReleaseValue: 750_000, pension: true, dbAnnualValue: 34_000 }))).toBe(0);
  });

  it("is unknown when no advice area was chosen and no amount given", () => {
    expect(investableTotal(defaultFormData)).toBeNull();
    expect(investableTotal(answers({ pension: true }))).toBe(0);
  });

  it("uses the partner's amount in the partner flow, unknown for an unknown code", () => {
    const flow = { introducer: "lloyds", lloydsAmountToInvest: 750_000 };
    expect(investableTotal(answers(flow), { partnerSlug: "lloyds" })).toBe(750_000);
    expect(investableTotal(answers({ ...flow, lloydsAmountToInvest: 123 }), { partnerSlug: "lloyds" })).toBeNull();
    expect(investableTotal(answers({ ...flow, lloydsAmountToInvest: 0 }), { partnerSlug: "lloyds" })).toBeNull();
  });
});

describe("matching rules", () => {
  it("US residents: three of jhp, evelyn, lgt, brewin; rothschild only above £5m", () => {
    const small = matchProviders(withTotal(1_500_000, { taxResidence: "US" }), { random: first });
    expect(small.rule).toBe("us");
    expect(small.wealthManagers).toEqual(["jhp", "evelyn", "lgt"]);
    expect(small.otherWm).toEqual(["brewin"]);

    const atFive = matchProviders(withTotal(5_000_000, { taxResidence: "US" }), { random: last });
    expect([...atFive.wealthManagers, ...atFive.otherWm]).not.toContain("rothschild");

    const big = matchProviders(withTotal(7_500_000, { taxResidence: "US" }), { random: last });
    expect(big.wealthManagers).toEqual(["rothschild", "brewin", "lgt"]);
  });

  it("US residents below £1m lose jhp, and below £500k brewin too", () => {
    const r = matchProviders(withTotal(400_000, { taxResidence: "US" }), { random: first });
    expect(r.wealthManagers).toEqual(["evelyn", "lgt"]);
    expect(r.exclusions.map((e) => e.id)).toEqual(["brewin", "jhp"]);
    expect(r.reason).toMatch(/^As a US resident.*brewin takes no wealth management clients under £500k\. jhp takes no clients under £1m\.$/);
  });

  it("EU residents: three of canaccord, qc, evelyn, blu, lgt, brewin; rothschild from £1m but excluded under £2m", () => {
    const r = matchProviders(withTotal(750_000, { taxResidence: "FR" }), { random: first });
    expect(r.rule).toBe("eu");
    expect(r.wealthManagers).toEqual(["canaccord", "qc", "evelyn"]);
    expect(r.notWm).toContain("rothschild");

    const mid = matchProviders(withTotal(1_500_000, { taxResidence: "DE" }), { random: first });
    expect(mid.exclusions).toEqual([{ id: "rothschild", reason: "takes no clients under £2m" }]);

    const big = matchProviders(withTotal(3_500_000, { taxResidence: "IE" }), { random: last });
    expect(big.wealthManagers[0]).toBe("rothschild");
  });

  it("unknown totals use the default pool with no minimum checks", () => {
    const r = matchProviders(defaultFormData, { random: first });
    expect(r.rule).toBe("default");
    expect(r.total).toBeNull();
    expect(r.wealthManagers).toEqual(["jhp", "saltus", "canaccord"]);
    expect(r.exclusions).toEqual([]);
    expect(r.otherWm).toEqual(["qc", "evelyn", "lgt", "rothschild"]);
  });

  it("US residence outranks an unknown total, and says minimums were not checked", () => {
    const r = matchProviders(answers({ taxResidence: "US" }), { random: first });
    expect(r.rule).toBe("us");
    expect(r.exclusions).toEqual([]);
    expect(r.reason).toMatch(/could not check minimum investments/);
  });

  it("under £300k: both advisers, or quilterfa alone for home equity release only", () => {
    const r = matchProviders(withTotal(299_999), { random: first });
    expect(r.rule).toBe("under-300k");
    expect(r.wealthManagers).toEqual(["quilterfa", "fintuity"]);
    expect(r.notWm).toEqual(MATCHABLE_IDS.filter((id) => id !== "quilterfa" && id !== "fintuity"));

    const er = matchProviders(answers({ equityRelease: true, equityReleaseValue: 750_000 }), { random: first });
    expect(er.wealthManagers).toEqual(["quilterfa"]);
    expect(er.exclusions).toEqual([{ id: "fintuity", reason: "does not advise on home equity release" }]);

    const both = matchProviders(answers({ equityRelease: true, sigCash: true, sigCashValue: 37_500 }), { random: first });
    expect(both.wealthManagers).toEqual(["quilterfa", "fintuity"]);
  });

  it("£300,000 starts the 300k-500k rule: saltus plus canaccord and qc", () => {
    const r = matchProviders(withTotal(300_000), { random: last });
    expect(r.rule).toBe("300k-500k");
    expect(r.wealthManagers).toEqual(["saltus", "qc", "canaccord"]);
  });

  it("£499,999 / £500,000: the band changes and brewin becomes eligible", () => {
    expect(matchProviders(withTotal(499_999), { random: first }).rule).toBe("300k-500k");
    const r = matchProviders(withTotal(500_000), { random: last });
    expect(r.rule).toBe("500k-1m");
    expect(r.wealthManagers).toEqual(["saltus", "brewin", "qc"]);
    expect(r.exclusions).toEqual([]);
  });

  it("£1m: jhp becomes eligible; £2m: rothschild joins the pool", () => {
    const below = matchProviders(withTotal(999_999), { random: first });
    expect(below.rule).toBe("500k-1m");
    const atMillion = matchProviders(withTotal(1_000_000), { random: first });
    expect(atMillion.rule).toBe("1m-2m");
    expect(atMillion.wealthManagers).toEqual(["jhp", "saltus", "canaccord"]);
    expect(matchProviders(withTotal(1_999_999), { random: last }).wealthManagers).not.toContain("rothschild");
    const atTwo = matchProviders(withTotal(2_000_000), { random: last });
    expect(atTwo.rule).toBe("2m-plus");
    expect(atTwo.wealthManagers[0]).toBe("rothschild");
  });

  it("private banking under £2m: brewin and lgt plus one; brewin's place is filled under £500k", () => {
    const r = matchProviders(withTotal(750_000, { otherInfo: "Yes" }), { random: last });
    expect(r.rule).toBe("private-banking");
    expect(r.wealthManagers).toEqual(["brewin", "lgt", "evelyn"]);
    expect(r.exclusions.map((e) => e.id)).toEqual(["jhp"]);

    const small = matchProviders(withTotal(400_000, { otherInfo: "Yes" }), { random: first });
    expect(small.wealthManagers).toEqual(["lgt", "saltus", "canaccord"]);
    expect(small.exclusions.map((e) => e.id)).toEqual(["brewin", "jhp"]);
  });

  it("private banking from £2m: rothschild and brewin plus one", () => {
    const r = matchProviders(withTotal(2_000_000, { otherInfo: "Yes" }), { random: first });
    expect(r.rule).toBe("private-banking-2m");
    expect(r.wealthManagers).toEqual(["rothschild", "brewin", "jhp"]);
  });

  it("the partner flow takes residence from the countries connected and the amount from its own question", () => {
    const r = matchProviders(answers({ introducer: "lloyds", lloydsCountryConnected: ["US", "FR"], lloydsAmountToInvest: 750_000 }), { random: first });
    expect(r.rule).toBe("us");
    expect(r.total).toBe(750_000);
    // A customer connected to GB is UK resident: neither the US nor the EU rule applies.
    for (const connected of [["GB", "FR"], ["FR", "GB"], ["GB", "US"], ["GB"]]) {
      const uk = answers({ introducer: "lloyds", lloydsCountryConnected: connected, lloydsAmountToInvest: 750_000 });
      expect([connected, residenceClass(uk), matchProviders(uk, { random: first }).rule]).toEqual([connected, "other", "500k-1m"]);
    }
    const eu = matchProviders(answers({ introducer: "lloyds", lloydsCountryConnected: ["ES"], lloydsAmountToInvest: 1_500_000 }), { random: first });
    expect(eu.rule).toBe("eu");
    const unknown = matchProviders(answers({ introducer: "lloyds", lloydsCountryConnected: ["GB"], lloydsAmountToInvest: 1 }), { random: first });
    expect(unknown.rule).toBe("default");
  });

  it("names firms with the given namer in the reason", () => {
    const r = matchProviders(withTotal(400_000, { taxResidence: "US" }), { random: first, nameOf: (id) => id.toUpperCase() });
    expect(r.reason).toContain("BREWIN takes no wealth management clients under £500k.");
  });
});

describe("residence classes and the remaining boundaries", () => {
  it("classes every residence: US, the 27 EU states, and everywhere else (including the rest of Europe)", () => {
    expect(residenceClass(answers({ taxResidence: "US" }))).toBe("us");
    for (const code of ["AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE"]) {
      expect([code, residenceClass(answers({ taxResidence: code }))]).toEqual([code, "eu"]);
    }
    for (const code of ["GB", "CH", "NO", "IS", "AE", "JP", null]) expect(residenceClass(answers({ taxResidence: code }))).toBe("other");
  });

  it("residents outside the US and EU are matched by amount", () => {
    for (const code of ["GB", "CH", "NO", "HK"]) expect(matchProviders(withTotal(750_000, { taxResidence: code }), { random: first }).rule).toBe("500k-1m");
  });

  it("£5m / £5,000,001 for US residents: rothschild joins the pool only above £5m", () => {
    const atFive = matchProviders(withTotal(5_000_000, { taxResidence: "US" }), { random: first });
    expect(atFive.notWm).toContain("rothschild");
    expect(atFive.exclusions).toEqual([]);
    const above = matchProviders(withTotal(5_000_001, { taxResidence: "US" }), { random: last });
    expect(above.wealthManagers[0]).toBe("rothschild");
  });

  it("£999,999 / £1m for EU residents: rothschild enters the pool at £1m but is excluded under £2m", () => {
    const below = matchProviders(withTotal(999_999, { taxResidence: "IT" }), { random: first });
    expect(below.notWm).toContain("rothschild");
    expect(below.exclusions.map((e) => e.id)).toEqual([]);
    const atMillion = matchProviders(withTotal(1_000_000, { taxResidence: "IT" }), { random: first });
    expect(atMillion.exclusions).toEqual([{ id: "rothschild", reason: "takes no clients under £2m" }]);
    expect(atMillion.reason).toMatch(/rothschild takes no clients under £2m\.$/);
  });

  it("£1m-£2m and £2m-plus choose three with no exclusions, with a fixed random source", () => {
    const mid = matchProviders(withTotal(1_500_000), { random: last });
    expect(mid.wealthManagers).toEqual(["blu", "lgt", "brewin"]);
    expect(mid.exclusions).toEqual([]);
    const big = matchProviders(withTotal(2_000_000), { random: first });
    expect(big.wealthManagers).toEqual(["jhp", "saltus", "canaccord"]);
    expect(big.otherWm).toEqual(["qc", "evelyn", "brewin", "lgt", "blu", "rothschild"]);
    expect(big.exclusions).toEqual([]);
  });
});

describe("random choice", () => {
  it("never repeats and never picks more than there are", () => {
    expect(pickRandom(["a", "b"], 3, first)).toEqual(["a", "b"]);
    expect(pickRandom(["a", "b", "c"], 2, last)).toEqual(["c", "b"]);
  });

  it("is uniform: each member of a pool is chosen about equally often", () => {
    let seed = 42;
    const lcg = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i++) for (const id of pickRandom(["a", "b", "c", "d"], 1, lcg)) counts.set(id, (counts.get(id) ?? 0) + 1);
    for (const n of counts.values()) expect(n).toBeGreaterThan(1300);
  });
});

describe("stable matches: seeded per visitor and pool", () => {
  const visitors = Array.from({ length: 60 }, (_, i) => `visitor-${i}`);
  const million = withTotal(1_500_000, { taxResidence: "GB" });

  it("gives the same visitor the same firms for the same answers", () => {
    for (const seed of visitors) {
      expect(matchProviders(million, { seed }).wealthManagers).toEqual(matchProviders(million, { seed }).wealthManagers);
    }
  });

  it("keeps the firms when an answer that leaves the pool alone changes", () => {
    for (const seed of visitors) {
      const before = matchProviders(million, { seed }).wealthManagers;
      // Another country outside the US and the EU, another age, another amount in the same band: the same pool.
      const changed = withTotal(1_700_000, { taxResidence: "JP", age: 61, pension: true });
      expect(matchProviders(changed, { seed }).wealthManagers).toEqual(before);
    }
  });

  it("draws afresh when the pool changes, and different visitors get different firms", () => {
    const eu = withTotal(1_500_000, { taxResidence: "FR" });
    const keys = new Set<string>();
    let moved = 0;
    for (const seed of visitors) {
      const uk = matchProviders(million, { seed });
      const fr = matchProviders(eu, { seed });
      expect(fr.rule).toBe("eu");
      if (uk.wealthManagers.join() !== fr.wealthManagers.join()) moved++;
      keys.add(uk.wealthManagers.join());
    }
    expect(moved).toBeGreaterThan(visitors.length / 2);
    expect(keys.size).toBeGreaterThan(10);
  });

  it("names the pool by its rule, fixed members, members to choose from and how many", () => {
    const a = poolKey({ rule: "1m-2m", fixed: [], choices: ["jhp", "saltus"], wanted: 3 });
    expect(poolKey({ rule: "1m-2m", fixed: [], choices: ["jhp", "saltus"], wanted: 3 })).toBe(a);
    expect(poolKey({ rule: "1m-2m", fixed: [], choices: ["jhp"], wanted: 3 })).not.toBe(a);
    expect(poolKey({ rule: "2m-plus", fixed: [], choices: ["jhp", "saltus"], wanted: 3 })).not.toBe(a);
  });

  it("an explicit random source wins over the seed", () => {
    expect(matchProviders(million, { seed: "x", random: first }).wealthManagers).toEqual(matchProviders(million, { random: first }).wealthManagers);
  });

  it("the seeded source is uniform in [0, 1) and repeatable", () => {
    const a = seededRandom("visitor-a");
    const b = seededRandom("visitor-a");
    const buckets = [0, 0, 0, 0];
    for (let i = 0; i < 8000; i++) {
      const x = a();
      expect(b()).toBe(x);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      buckets[Math.floor(x * 4)]!++;
    }
    for (const n of buckets) expect(n).toBeGreaterThan(1800);
    expect(seededRandom("visitor-b")()).not.toBe(seededRandom("visitor-a")());
  });
});

const band = fc.constantFrom(0, 12_500, 37_500, 75_000, 125_000, 175_000, 250_000, 400_000, 750_000, 1_500_000, 3_500_000, 7_500_000, 12_000_000);

const anyAnswers = fc
  .record({
    pension: fc.boolean(),
    investPortfolio: fc.boolean(),
    sigCash: fc.boolean(),
    sellBus: fc.boolean(),
    investProp: fc.boolean(),
    taxPlan: fc.boolean(),
    equityRelease: fc.boolean(),
    sippValue: band,
    giaValue: band,
    sigCashValue: band,
    valueOfBusiness: band,
    equityReleaseValue: band,
    exactValue: fc.oneof(fc.constant(0), fc.integer({ min: 1_000, max: 1_000_000_000 })),
    wealthManagerInvest: fc.oneof(fc.constant(0), fc.integer({ min: 1_000, max: 1_000_000_000 })),
    otherInfo: fc.constantFrom("Yes", "No"),
    taxResidence: fc.constantFrom(null, "GB", "US", "FR", "DE", "AE", "CH", "IE", "JP"),
    introducer: fc.constantFrom(null, "lloyds"),
    lloydsAmountToInvest: band,
    lloydsCountryConnected: fc.subarray(["GB", "US", "FR", "ES", "HK"]),
  })
  .map((partial) => formDataSchema.parse(partial));

describe("property: any valid answers", () => {
  it("partition the 11 matchable ids into chosen, otherWm and notWm with no repeats", () => {
    fc.assert(
      fc.property(anyAnswers, fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (a, r) => {
        const result = matchProviders(a, { random: () => r });
        const all = [...result.wealthManagers, ...result.otherWm, ...result.notWm];
        expect(new Set(all).size).toBe(all.length);
        expect([...all].sort()).toEqual([...MATCHABLE_IDS].sort());
        expect(result.wealthManagers.length).toBeGreaterThanOrEqual(1);
        expect(result.wealthManagers.length).toBeLessThanOrEqual(3);
        for (const e of result.exclusions) expect(result.notWm).toContain(e.id);
      }),
      { numRuns: 2000 },
    );
  });
});

/** Example services for these tests (not the seed): planning firms, and some that only manage investments. */
const SEED_SERVICES: Record<MatchableId, readonly string[]> = {
  jhp: ["investment-management", "financial-planning"],
  saltus: ["investment-management", "financial-planning"],
  canaccord: ["investment-management", "financial-planning", "offshore"],
  qc: ["investment-management"],
  evelyn: ["investment-management", "financial-planning"],
  lgt: ["investment-management", "private-banking"],
  rothschild: ["investment-management", "financial-planning", "private-banking"],
  brewin: ["investment-management", "financial-planning", "private-banking"],
  blu: ["investment-management", "financial-planning", "ethical"],
  quilterfa: ["financial-planning"],
  fintuity: ["financial-planning"],
};
const seedServices = (id: MatchableId) => SEED_SERVICES[id];

/** The firms two seeded visitors are shown, as released: see "keeps a visitor's seeded firms". */
const PINNED_PLAIN: MatchableId[] = ["evelyn", "blu", "qc"];
const PINNED_FIT: MatchableId[] = ["brewin", "saltus", "canaccord"];

describe("fit order inside the pool", () => {
  it("reads the asked services off the answers", () => {
    expect(askedServices(answers({ pension: true, taxPlan: true }))).toEqual(["financial-planning"]);
    expect(askedServices(answers({ sellBus: true, sigCash: true, otherInfo: "Yes", ethical_high: true }))).toEqual([
      "financial-planning",
      "investment-management",
      "private-banking",
      "ethical",
    ]);
    expect(askedServices(answers({ ethical_medium: true }))).toEqual([]);
  });

  it("chooses planning firms for a pension and inheritance tax question at £1.2m, never Quilter Cheviot", () => {
    const asked = answers({ pension: true, taxPlan: true, inheritance: true, sippValue: 750_000, isaValue: 450_000 });
    for (const r of [first, last, () => 0.5]) {
      const result = matchProviders(asked, { random: r, servicesOf: seedServices });
      expect(result.rule).toBe("1m-2m");
      expect(result.wealthManagers).toHaveLength(3);
      for (const id of result.wealthManagers) expect(SEED_SERVICES[id]).toContain("financial-planning");
      expect(result.fit).toEqual({ asked: ["financial-planning"], unmet: [] });
    }
    // With the first member every time, the pool's order among the planning firms decides.
    expect(matchProviders(asked, { random: first, servicesOf: seedServices }).wealthManagers).toEqual(["jhp", "saltus", "canaccord"]);
  });

  it("puts the firm offering every asked service first, then random only among equals", () => {
    // 1m-2m pool: jhp saltus canaccord qc evelyn brewin lgt blu. Planning and ethical: only blu.
    const asked = answers({ taxPlan: true, ethical_high: true, exactValue: 1_500_000 });
    const result = matchProviders(asked, { random: first, servicesOf: seedServices });
    expect(result.wealthManagers).toEqual(["blu", "jhp", "saltus"]);
    const other = matchProviders(asked, { random: last, servicesOf: seedServices });
    expect(other.wealthManagers[0]).toBe("blu");
    expect(other.wealthManagers.slice(1)).toEqual(["brewin", "evelyn"]);
  });

  it("keeps the fixed members in their places whatever they offer", () => {
    const asked = answers({ otherInfo: "Yes", pension: true, exactValue: 1_000_000 });
    const result = matchProviders(asked, { random: first, servicesOf: seedServices });
    expect(result.rule).toBe("private-banking");
    expect(result.wealthManagers.slice(0, 2)).toEqual(["brewin", "lgt"]);
    expect(SEED_SERVICES[result.wealthManagers[2]!]).toContain("financial-planning");
  });

  it("says when no eligible firm is recorded as offering something asked for, as a record, not a fact", () => {
    // 300k-500k pool: saltus fixed, canaccord and qc; none offers ethical investing.
    const result = matchProviders(answers({ investPortfolio: true, ethical_high: true, exactValue: 400_000 }), { random: first, servicesOf: seedServices });
    expect(result.fit?.unmet).toEqual(["ethical"]);
    expect(result.reason).toMatch(/Our records do not show any of the firms we can match you with as offering ethical investing, which you asked for: ask them\.$/);
  });

  it("without the firms' services, chooses exactly as before (at random inside the pool)", () => {
    const asked = answers({ pension: true, exactValue: 1_500_000 });
    expect(matchProviders(asked, { random: first }).wealthManagers).toEqual(["jhp", "saltus", "canaccord"]);
    expect(matchProviders(asked, { random: first }).fit).toBeUndefined();
  });

  it("speaks of a connection, not residence, in the insurer flow", () => {
    const pool = choosePool(answers({ introducer: "lloyds", lloydsCountryConnected: ["US"], lloydsAmountToInvest: 750_000 }), 750_000);
    expect(pool.summary).toMatch(/connected to the United States/);
    expect(pool.summary).not.toMatch(/resident|live/);
  });

  it("pickByFit takes higher scores first", () => {
    expect(pickByFit(["a", "b", "c", "d"], 2, (x) => (x === "c" ? 2 : x === "d" ? 1 : 0), first)).toEqual(["c", "d"]);
  });

  it("fillPlaces says which groups fit took whole and which group the places were drawn from", () => {
    const score = (x: string) => ({ a: 2, b: 1, c: 1, d: 0 })[x] ?? 0;
    expect(fillPlaces(["a", "b", "c", "d"], 2, score)).toEqual({ whole: [["a"]], drawnFrom: ["b", "c"], drawn: 1 });
    expect(fillPlaces(["a", "b", "c", "d"], 3, score)).toEqual({ whole: [["a"], ["b", "c"]], drawnFrom: [], drawn: 0 });
    expect(fillPlaces(["b", "c", "d"], 1, () => 0)).toEqual({ whole: [], drawnFrom: ["b", "c", "d"], drawn: 1 });
    expect(fillPlaces(["a", "b"], 0, score)).toEqual({ whole: [], drawnFrom: [], drawn: 0 });
  });

  it("pickByFit picks what fillPlaces says: every firm of the groups taken whole, and the drawn number of the last group", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 10 }), fc.integer({ min: 0, max: 12 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (scores, count, r) => {
        const items = scores.map((_, index) => index);
        const score = (index: number) => scores[index]!;
        const { whole, drawnFrom, drawn } = fillPlaces(items, count, score);
        const picked = pickByFit(items, count, score, () => r);
        expect(picked).toHaveLength(Math.min(count, items.length));
        expect(new Set(picked.filter((index) => !drawnFrom.includes(index)))).toEqual(new Set(whole.flat()));
        expect(picked.filter((index) => drawnFrom.includes(index))).toHaveLength(drawn);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps a visitor's seeded firms from one release to the next", () => {
    // Pinned: a change to how the engine draws would change the firms returning visitors were shown.
    expect(matchProviders(withTotal(1_500_000), { seed: "visitor-1" }).wealthManagers).toEqual(PINNED_PLAIN);
    expect(matchProviders(withTotal(1_500_000, { pension: true }), { seed: "visitor-2", servicesOf: seedServices }).wealthManagers).toEqual(PINNED_FIT);
  });
});

describe("amount spans", () => {
  it("splits the amounts at every threshold and minimum, the last span only above the US rule's £5m", () => {
    expect(AMOUNT_SPANS).toEqual([
      { min: 0, max: 300_000, probe: 150_000 },
      { min: 300_000, max: 500_000, probe: 400_000 },
      { min: 500_000, max: 1_000_000, probe: 750_000 },
      { min: 1_000_000, max: 2_000_000, probe: 1_500_000 },
      { min: 2_000_000, max: 5_000_000, probe: 3_500_000 },
      { min: 5_000_000, max: null, probe: 7_500_000, above: true },
    ]);
  });

  it("the engine's pool and minimums change nowhere inside a span", () => {
    const lastSpan = AMOUNT_SPANS.at(-1)!;
    const spanOf = (amount: number) =>
      amount > lastSpan.min ? lastSpan : AMOUNT_SPANS.find((span) => span.max !== null && amount >= span.min && (amount < span.max || span.max === lastSpan.min))!;
    const shapes: Partial<FormData>[] = [{}, { taxResidence: "US" }, { taxResidence: "FR" }, { otherInfo: "Yes" }, { taxResidence: "US", otherInfo: "Yes" }];
    const amounts = [...Array.from({ length: 401 }, (_, i) => i * 25_000), ...AMOUNT_SPANS.flatMap((span) => [span.min, span.min + 1, ...(span.max === null ? [] : [span.max - 1])])];
    for (const shape of shapes) {
      const a: FormData = { ...defaultFormData, investPortfolio: true, ...shape };
      for (const amount of amounts) {
        expect(eligibleAt(a, amount), `${JSON.stringify(shape)} at ${amount}`).toEqual(eligibleAt(a, spanOf(amount).probe));
      }
    }
  });
});

const anyServices = fc.record(
  Object.fromEntries(MATCHABLE_IDS.map((id) => [id, fc.subarray(["financial-planning", "investment-management", "private-banking", "ethical", "offshore"])])) as Record<
    MatchableId,
    fc.Arbitrary<string[]>
  >,
);

describe("property: fit order", () => {
  it("chooses from the pool without repeats, keeps the fixed members, and never a firm offering fewer asked services over one offering more", () => {
    fc.assert(
      fc.property(anyAnswers, anyServices, fc.boolean(), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (base, services, ethical, r) => {
        const a = { ...base, ethical_high: ethical };
        const servicesOf = (id: MatchableId) => services[id];
        const result = matchProviders(a, { random: () => r, servicesOf });
        const pool = choosePool(a, result.total);
        const members = new Set<string>([...pool.fixed, ...pool.choices]);
        for (const id of result.wealthManagers) expect(members.has(id)).toBe(true);
        expect(new Set(result.wealthManagers).size).toBe(result.wealthManagers.length);
        // Fixed members keep their places, whatever the services: only an exclusion removes one.
        const excluded = new Set(result.exclusions.map((e) => e.id));
        for (const id of pool.fixed) if (!excluded.has(id)) expect(result.wealthManagers).toContain(id);
        const asked = askedServices(a);
        const chosenChoices = result.wealthManagers.filter((id) => !pool.fixed.includes(id));
        const lowestChosen = Math.min(...chosenChoices.map((id) => fitScore(services[id], asked)));
        for (const id of result.otherWm) expect(fitScore(services[id], asked)).toBeLessThanOrEqual(lowestChosen);
        // The same answers without the firms' services pick from the same pool.
        const plain = matchProviders(a, { random: () => r });
        expect(new Set([...plain.wealthManagers, ...plain.otherWm])).toEqual(new Set([...result.wealthManagers, ...result.otherWm]));
      }),
      { numRuns: 1000 },
    );
  });
});
