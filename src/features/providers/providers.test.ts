import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { defaultFormData, type FormData } from "@/lib/form-data";
import { MATCHABLE_IDS, matchProviders, type MatchableId } from "@/features/matching";
import { feesText, fcaRegisterUrl, firmMinimumText, getProvider, isProviderId, listProviders, matchingText, toSummary, wontTakeText } from "./index";
import { factsOf, minimumConflict, providerFactsSchema, withFacts } from "./facts";
import { AMOUNT_SPANS, choosePool, eligibleAt, MATCHING_MINIMUMS, residenceMatchingInWords, ukMatchingFrom, ukMatchingInWords } from "@/features/matching";

const answers = (overrides: Partial<FormData>): FormData => ({ ...defaultFormData, investPortfolio: true, ...overrides });
const first = () => 0;
const last = () => 0.999999;

function eligible(a: FormData): Set<MatchableId> {
  const ids = new Set<MatchableId>();
  for (const random of [first, last]) {
    const r = matchProviders(a, { random });
    for (const id of [...r.wealthManagers, ...r.otherWm]) ids.add(id);
  }
  return ids;
}

describe("providers as data", () => {
  it("holds all 15 with their fields, the 11 matchable ones marked so", () => {
    const all = listProviders();
    expect(all).toHaveLength(15);
    expect(new Set(all.map((p) => p.id)).size).toBe(15);
    for (const p of all) {
      expect(p.name.trim()).not.toBe("");
      expect(p.nameForSL.trim()).not.toBe("");
      for (const blurb of [p.blurb1, p.blurb2, p.blurb3]) expect(blurb).toMatch(/^[A-Z].{30,}\.$/);
      expect(p.image.src).toBe(`/providers/${p.id}.svg`);
      expect(p.coverImage).toMatchObject({ src: `/providers/covers/${p.id}.svg`, width: 1200, height: 400 });
      if (p.webAddress) expect(p.webAddress).toMatch(/^https:\/\/www\.[a-z0-9.-]+\.[a-z]+$/);
      expect(fs.existsSync(path.join("public", p.image.src))).toBe(true);
      expect(fs.existsSync(path.join("public", p.coverImage.src))).toBe(true);
    }
    expect(all.filter((p) => p.matchable).map((p) => p.id)).toEqual([...MATCHABLE_IDS]);
  });

  it("looks providers up by id", () => {
    expect(getProvider("saltus")?.name).toBe("Saltus");
    expect(getProvider("nobody")).toBeNull();
    expect(isProviderId("wealthify")).toBe(true);
    expect(isProviderId("__proto__")).toBe(false);
    expect(getProvider("jhp")?.nameForSL).toBe("James Hambro");
  });

  it("filters by capability label", () => {
    expect(listProviders({ label: "pb" }).map((p) => p.id)).toEqual(["lgt", "rothschild", "brewin"]);
    expect(listProviders({ label: "us" }).every((p) => p.labels.includes("us"))).toBe(true);
  });

  it("links to the FCA register, searching by name until a firm reference number is confirmed", () => {
    const saltus = getProvider("saltus")!;
    expect(fcaRegisterUrl(saltus)).toBe("https://register.fca.org.uk/s/search?q=Saltus&type=Companies");
    expect(fcaRegisterUrl({ name: "Example & Co", fcaFrn: "123456" })).toBe("https://register.fca.org.uk/s/search?q=123456&type=Companies");
    expect(fcaRegisterUrl({ name: "Example & Co", fcaFrn: null })).toContain("q=Example%20%26%20Co");
  });

  it("serves a public summary with the contract's fields", () => {
    const summary = toSummary(getProvider("lgt")!);
    expect(Object.keys(summary)).toEqual(
      expect.arrayContaining(["id", "name", "nameForSL", "blurb1", "blurb2", "blurb3", "webAddress", "image", "coverImage", "labels"]),
    );
    // The firm's own minimum, never our matching threshold: LGT's is not verified yet.
    expect(summary.minimumInvestment).toBeNull();
    expect(toSummary(getProvider("rothschild")!).minimumInvestment).toBe(2_000_000);
  });
});

describe("labels and minimums agree with the matching rules", () => {
  const matchable = listProviders().filter((p) => p.matchable);

  it("`us` marks exactly the firms a US resident can be matched with", () => {
    const pool = eligible(answers({ taxResidence: "US", exactValue: 12_000_000 }));
    for (const p of matchable) expect([p.id, p.labels.includes("us")]).toEqual([p.id, pool.has(p.id as MatchableId)]);
  });

  it("`eu` marks exactly the firms an EU resident can be matched with", () => {
    const pool = eligible(answers({ taxResidence: "FR", exactValue: 12_000_000 }));
    for (const p of matchable) expect([p.id, p.labels.includes("eu")]).toEqual([p.id, pool.has(p.id as MatchableId)]);
  });

  it("`pb` marks exactly the fixed members of the private-banking rules", () => {
    const fixed = new Set<string>();
    for (const total of [750_000, 3_500_000]) {
      const a = matchProviders(answers({ exactValue: total, otherInfo: "Yes" }), { random: first }).wealthManagers;
      const b = matchProviders(answers({ exactValue: total, otherInfo: "Yes" }), { random: last }).wealthManagers;
      for (const id of a) if (b.includes(id)) fixed.add(id);
    }
    for (const p of listProviders()) expect([p.id, p.labels.includes("pb")]).toEqual([p.id, fixed.has(p.id)]);
  });

  it("`wont` and 'who they won't take' mark exactly the firms the engine can exclude", () => {
    const excluded = new Set<string>();
    const samples = [
      ...[400_000, 750_000, 1_500_000].map((t) => answers({ exactValue: t, otherInfo: "Yes", taxResidence: "GB" })),
      answers({ taxResidence: "FR", exactValue: 1_500_000 }),
      { ...defaultFormData, equityRelease: true, equityReleaseValue: 400_000 },
    ];
    for (const a of samples) for (const e of matchProviders(a, { random: first }).exclusions) excluded.add(e.id);
    for (const p of listProviders()) {
      expect([p.id, p.labels.includes("wont")]).toEqual([p.id, excluded.has(p.id)]);
      expect([p.id, p.wontTake !== null]).toEqual([p.id, excluded.has(p.id)]);
    }
  });

  it("a UK resident can be offered each wealth manager at its minimum and not a pound below", () => {
    for (const p of matchable) {
      const { minimum } = p;
      const at = (total: number) =>
        eligible(answers({ exactValue: total, taxResidence: "GB" })).has(p.id as MatchableId) ||
        eligible(answers({ exactValue: total, taxResidence: "GB", otherInfo: "Yes" })).has(p.id as MatchableId);
      if (minimum.amount !== null) {
        expect([p.id, at(minimum.amount), at(minimum.amount - 1)]).toEqual([p.id, true, false]);
      } else {
        expect(minimum.basis).toBe("smaller-portfolios");
        expect([p.id, at(299_999), at(300_000)]).toEqual([p.id, true, false]);
      }
    }
  });

  it("keeps the firms' own minimums apart from our matching thresholds, and invents no fee", () => {
    // Seeded, so not yet verified: said beside the figure, which is in k or million (docs/product.md, "Constants").
    expect(firmMinimumText(getProvider("rothschild")!)).toBe("£2 million, not yet verified");
    expect(firmMinimumText({ ...getProvider("brewin")!, verifiedAt: { firmMinimum: "2025-03-01T12:00:00.000Z" } })).toBe("£500k");
    expect(firmMinimumText(getProvider("saltus")!)).toBe("Not yet verified: ask the firm");
    expect(wontTakeText(getProvider("rothschild")!)).toBe("Clients with less than £2m to invest (not yet verified).");
    expect(wontTakeText({ ...getProvider("rothschild")!, verifiedAt: { wontTake: "2025-03-01T12:00:00.000Z" } })).toBe("Clients with less than £2m to invest.");
    expect(wontTakeText(getProvider("saltus")!)).toBeNull();
    expect(matchingText(getProvider("saltus")!)).toBe("We suggest it from £300k");
    expect(matchingText(getProvider("jhp")!)).toBe("We suggest it from £1 million");
    expect(matchingText(getProvider("jhp")!, residenceMatchingInWords("jhp"))).toBe("We suggest it from £1 million; to people resident in the United States, at any amount (ask the firm whether its own minimum applies)");
    // Worked out from the rules: a private bank is suggested from £300k only beside private banking.
    expect(matchingText(getProvider("lgt")!, null, ukMatchingInWords("lgt"))).toBe("We suggest it from £1 million, or from £300k to investors who also want private banking");
    expect(matchingText(getProvider("evelyn")!, null, ukMatchingInWords("evelyn"))).toBe("We suggest it from £500k, or from £300k to investors who also want private banking");
    expect(matchingText(getProvider("saltus")!, null, ukMatchingInWords("saltus"))).toBe("We suggest it from £300k");
    expect(matchingText(getProvider("fintuity")!)).toBe("We suggest it for less than £300k");
    expect(matchingText(getProvider("wealthify")!)).toBe("Not part of our matching");
    for (const p of listProviders()) expect([p.id, p.fees, feesText(p)]).toEqual([p.id, null, "Not yet verified: ask the firm how it charges"]);
  });
});

describe("profile minimums stay consistent with the matching engine's", () => {
  it("seeds a firm's own minimum exactly where the engine excludes below one, and nowhere else", () => {
    for (const p of listProviders()) {
      const coded = MATCHING_MINIMUMS.find((m) => m.id === p.id);
      expect([p.id, p.firmMinimum]).toEqual([p.id, coded ? coded.below : null]);
      expect([p.id, minimumConflict(p, p.firmMinimum)]).toEqual([p.id, null]);
    }
  });

  it("refuses a stated minimum the engine would contradict", () => {
    expect(minimumConflict(getProvider("brewin")!, 250_000)).toMatch(/excludes Brewin Dolphin below £500,000/);
    expect(minimumConflict(getProvider("saltus")!, 500_000)).toMatch(/We match Saltus from £300,000/);
    expect(minimumConflict(getProvider("saltus")!, 250_000)).toBeNull();
    expect(minimumConflict(getProvider("fintuity")!, 10_000)).toMatch(/from £0/);
    expect(minimumConflict(getProvider("wealthify")!, 100)).toBeNull();
  });

  it("takes a founding year up to this one, never one still to come", () => {
    const facts = factsOf(getProvider("saltus")!);
    const thisYear = Number(new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", year: "numeric" }).format(new Date()));
    expect(providerFactsSchema.safeParse({ ...facts, founded: thisYear }).success).toBe(true);
    const future = providerFactsSchema.safeParse({ ...facts, founded: thisYear + 1 });
    expect(future.success ? null : future.error.issues.map((issue) => issue.message)).toEqual(["The year founded cannot be in the future"]);
  });

  it("takes a firm's names only as one line of plain words", () => {
    const facts = factsOf(getProvider("saltus")!);
    expect(providerFactsSchema.safeParse({ ...facts, name: "Saltus Partners & Co. (UK)", nameForSL: "Saltus’s team" }).success).toBe(true);
    expect(providerFactsSchema.safeParse({ ...facts, name: "J.P. Morgan Private Bank", nameForSL: "St. James’s Place" }).success).toBe(true);
    for (const bad of ["Saltus\nClick here", "Saltus https://evil.example/login", "Quilter www.quilter-deals.com", "Saltus-renew.com", "Saltus-renew.co", "Deals.ai today", "Saltus <b>", "Saltus\u0007"]) {
      const parsed = providerFactsSchema.safeParse({ ...facts, name: bad, nameForSL: bad });
      expect(parsed.success ? null : parsed.error.issues.map((issue) => issue.message)).toEqual([
        "The firm's name must be one line of plain words, without a web address or < >",
        "The short name must be one line of plain words, without a web address or < >",
      ]);
    }
  });

  it("round-trips every seed through the stored facts' schema", () => {
    for (const p of listProviders()) {
      const facts = providerFactsSchema.parse(factsOf(p));
      expect(withFacts(p, facts, {}, null)).toEqual(p);
    }
  });
});

describe("whom outside the UK a profile says we suggest the firm to", () => {
  it("matches the US and EU rules of the matching engine, at small and large amounts", () => {
    for (const [taxResidence, words] of [["US", "the United States"], ["DE", "the EU"]] as const) {
      for (const total of [100_000, 6_000_000]) {
        const pool = choosePool({ ...defaultFormData, investPortfolio: true, taxResidence }, total);
        for (const id of pool.choices) expect(residenceMatchingInWords(id), `${id} for ${taxResidence} at ${total}`).toContain(id === "rothschild" ? (taxResidence === "US" ? "United States" : "EU") : words === "the EU" ? "EU" : "United States");
      }
    }
    // Not in either pool: nothing said.
    expect(residenceMatchingInWords("saltus")).toBeNull();
  });
});

describe("the amount a profile says our matching suggests a firm from, for a UK investor", () => {
  it("is the first amount from £300k at which the matching makes the firm eligible", () => {
    for (const id of MATCHABLE_IDS) {
      const from = ukMatchingFrom(id);
      for (const [otherInfo, amount] of [["No", from.plain], ["Yes", from.privateBanking]] as const) {
        const answers: FormData = { ...defaultFormData, taxResidence: "GB", otherInfo };
        if (amount !== null) expect([id, otherInfo, amount, eligibleAt(answers, amount).includes(id)]).toEqual([id, otherInfo, amount, true]);
        // Every amount from £300k below it (each span's probe, and the pound just below) leaves the firm out.
        const below = [...AMOUNT_SPANS.map((span) => span.probe), ...(amount === null ? [] : [amount - 1])].filter((total) => total >= 300_000 && (amount === null || total < amount));
        for (const total of below) expect([id, otherInfo, total, eligibleAt(answers, total).includes(id)]).toEqual([id, otherInfo, total, false]);
      }
    }
  });
});
