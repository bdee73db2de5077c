import { describe, expect, it } from "vitest";
import { MATCHABLE_IDS, type MatchRule } from "@/features/matching";
import { getProvider, type Provider } from "@/features/providers";
import { defaultFormData, type FormData } from "@/lib/form-data";
import { listInWords } from "@/lib/words";
import { amountInWords, answersSummary, askedFor, costAmount, exclusionReason, unmetServices, fitReasons, reasonInWords, reasonRules, statedAmount, totalCheckInWords, type FitContext, type StatedAmount } from "./fit-reasons";

/** A rule's reason as it reads alone (fitReasons groups several held ones). */
const inWords = (reason: Parameters<typeof reasonInWords>[0] | null) => (reason === null ? null : reasonInWords(reason));

const p = (id: string) => getProvider(id) as Provider;
const answers = (overrides: Partial<FormData> = {}): FormData => ({ ...defaultFormData, ...overrides });
const band = (min: number, max: number | null): StatedAmount => ({ kind: "range", range: { min, max } });
const context = (overrides: Partial<Omit<FitContext, "answers">> & { answers?: Partial<FormData> } = {}): FitContext => ({
  rule: "500k-1m",
  stated: band(500_000, 1_000_000),
  residence: "other",
  countryName: "the United Kingdom",
  ...overrides,
  answers: answers(overrides.answers),
});
/** A firm with exactly the facts a test gives it. */
const firm = (facts: Partial<Pick<Provider, "labels" | "services" | "firmMinimum" | "verifiedAt">> = {}) => ({
  nameForSL: "Acme",
  labels: [],
  services: [],
  firmMinimum: null,
  verifiedAt: {},
  ...facts,
});
const VERIFIED_ON = "2025-03-01T12:00:00.000Z";
/** A seeded firm whose given facts an admin has ticked verified. */
const verified = (id: string, ...facts: ("firmMinimum" | "wontTake" | "labels" | "services")[]): Provider => ({
  ...p(id),
  verifiedAt: Object.fromEntries(facts.map((fact) => [fact, VERIFIED_ON])),
});

describe("what the visitor said about their money", () => {
  it("restates a band as its range, never the band's stored value", () => {
    const stated = statedAmount(answers({ pension: true, sipp: true, sippValue: 3_500_000 }), 3_500_000);
    expect(amountInWords(stated)).toBe("£2m to under £5m");
    expect(answersSummary(stated, "the United States")).toBe("You told us you have £2m to under £5m to invest and are resident in the United States for tax.");
    expect(answersSummary(stated, null)).not.toMatch(/3,500,000|3\.5/);
  });

  it("adds several bands as ranges, with no upper end when one is open", () => {
    expect(amountInWords(statedAmount(answers({ sippValue: 750_000, isaValue: 400_000 }), 1_150_000))).toBe("£800k to under £1.5m");
    expect(amountInWords(statedAmount(answers({ sippValue: 12_000_000, isaValue: 12_500 }), 12_012_500))).toBe("£10m or more");
    expect(amountInWords(statedAmount(answers({ isaValue: 12_500 }), 12_500))).toBe("less than £25k");
  });

  it("gives an exact figure only when one was typed, in k or million as every amount is shown", () => {
    expect(amountInWords(statedAmount(answers({ exactValue: 1_250_000, sippValue: 750_000 }), 1_250_000))).toBe("£1.25 million");
    expect(answersSummary(statedAmount(answers({ exactValue: 2_500_000 }), 2_500_000), null)).toBe("You told us you have £2.5 million to invest.");
    expect(amountInWords(statedAmount(answers({ exactValue: 750_000 }), 750_000))).toBe("£750k");
    const proceeds = statedAmount(answers({ sellBus: true, wealthManagerInvest: 900_000, valueOfBusiness: 1_500_000 }), 900_000);
    expect(answersSummary(proceeds, null)).toBe("You told us you would like a wealth manager to invest £900k from your sale.");
  });

  it("uses the partner flow's band, and says nothing when the amount is unknown", () => {
    expect(amountInWords(statedAmount(answers({ lloydsAmountToInvest: 1_500_000 }), 1_500_000, 1_500_000))).toBe("£1m to under £2m");
    expect(amountInWords(statedAmount(answers(), null))).toBeNull();
    expect(answersSummary({ kind: "unknown" }, null)).toBe("You didn't tell us how much you have to invest.");
  });
});

describe("each reason rule is true of both the visitor and the firm", () => {
  it("US residence: only for a US resident and a firm labelled for US clients", () => {
    expect(inWords(reasonRules.usResident(verified("evelyn", "labels"), context({ rule: "us", residence: "us" })))).toBe("Evelyn takes on clients resident in the United States, as you told us you are.");
    expect(inWords(reasonRules.usResident(p("evelyn"), context({ rule: "us", residence: "us" })))).toBe(
      "We hold that Evelyn takes on clients resident in the United States (not yet verified), as you told us you are.",
    );
    expect(inWords(reasonRules.usResident(p("saltus"), context({ rule: "us", residence: "us" })))).toBeNull();
    expect(inWords(reasonRules.usResident(p("evelyn"), context()))).toBeNull();
  });

  it("EU residence: names the country, only for a firm labelled for EU clients", () => {
    expect(inWords(reasonRules.euResident(verified("qc", "labels"), context({ rule: "eu", residence: "eu", countryName: "Ireland" })))).toBe(
      "Quilter Cheviot takes on clients resident in the EU; you told us you are resident in Ireland for tax.",
    );
    expect(inWords(reasonRules.euResident(p("qc"), context({ rule: "eu", residence: "eu", countryName: "Ireland" })))).toBe(
      "We hold that Quilter Cheviot takes on clients resident in the EU (not yet verified); you told us you are resident in Ireland for tax.",
    );
    expect(inWords(reasonRules.euResident(p("jhp"), context({ rule: "eu", residence: "eu" })))).toBeNull();
  });

  it("amount band: the rule's band beside the visitor's own words", () => {
    expect(inWords(reasonRules.amountBand(p("saltus"), context()))).toBe("Saltus is one of the firms we match when there is £500k to under £1m to invest; you told us £500k to under £1m.");
    expect(inWords(reasonRules.amountBand(p("saltus"), context({ rule: "us" })))).toBeNull();
  });

  it("smaller portfolios and no amount", () => {
    expect(inWords(reasonRules.smallerPortfolios(p("quilterfa"), context({ rule: "under-300k", stated: band(100_000, 150_000) })))).toBe(
      "Quilter Financial Advisers gives financial advice to people with less than £300k to invest; you told us £100k to under £150k.",
    );
    expect(inWords(reasonRules.noAmount(p("jhp"), context({ rule: "default", stated: { kind: "unknown" } })))).toMatch(/ask about its minimum investment\.$/);
    expect(inWords(reasonRules.noAmount(p("jhp"), context()))).toBeNull();
  });

  it("firm minimum: only when the lowest the visitor could have meets the firm's own minimum", () => {
    expect(inWords(reasonRules.firmMinimum(verified("brewin", "firmMinimum"), context({ stated: band(2_000_000, 5_000_000) })))).toBe(
      "Its own minimum investment is £500k, and you told us £2m to under £5m.",
    );
    expect(inWords(reasonRules.firmMinimum(verified("jhp", "firmMinimum"), context({ stated: { kind: "typed", amount: 2_000_000, of: "total" } })))).toBe(
      "Its own minimum investment is £1 million, and you told us £2 million.",
    );
    expect(inWords(reasonRules.firmMinimum(p("jhp"), context({ stated: band(500_000, 1_000_000) })))).toBeNull();
    expect(inWords(reasonRules.firmMinimum(p("saltus"), context({ stated: band(2_000_000, 5_000_000) })))).toBeNull(); // no minimum held
  });

  it("firm minimum not yet verified: said to be the figure we hold, never stated as fact", () => {
    const said = inWords(reasonRules.firmMinimum(p("jhp"), context({ rule: "us", residence: "us", stated: { kind: "typed", amount: 12_000_000, of: "total" } })));
    expect(said).toBe("We hold that its own minimum investment is £1 million (not yet verified), and you told us £12 million.");
    expect(inWords(reasonRules.firmMinimum(p("brewin"), context({ stated: band(2_000_000, 5_000_000) })))).not.toMatch(/^Its own minimum investment is/);
  });

  it("private banking: only when asked for and the firm offers it", () => {
    expect(inWords(reasonRules.privateBanking(verified("lgt", "labels", "services"), context({ answers: { otherInfo: "Yes" } })))).toBe("LGT offers private banking, which you asked for.");
    expect(inWords(reasonRules.privateBanking(p("lgt"), context({ answers: { otherInfo: "Yes" } })))).toBe("We hold that LGT offers private banking (not yet verified), which you asked for.");
    // Both facts it rests on must be verified for it to be said plainly.
    expect(inWords(reasonRules.privateBanking(verified("lgt", "labels"), context({ answers: { otherInfo: "Yes" } })))).toMatch(/^We hold that LGT offers private banking/);
    expect(inWords(reasonRules.privateBanking(p("lgt"), context({ answers: { otherInfo: "No" } })))).toBeNull();
    expect(inWords(reasonRules.privateBanking(p("saltus"), context({ answers: { otherInfo: "Yes" } })))).toBeNull();
  });

  it("pensions: the visitor's own pension types and retirement age", () => {
    const ctx = context({ answers: { pension: true, sipp: true, ssas: true, retirementAge: 60 } });
    expect(inWords(reasonRules.pensions(verified("saltus", "services"), ctx))).toBe(
      "Its planners advise on pensions and on planning for retirement; you told us about your SIPP and SSAS, and that you would like to retire at 60.",
    );
    expect(inWords(reasonRules.pensions(p("saltus"), ctx))).toBe(
      "We hold that its planners advise on pensions and on planning for retirement (not yet verified); you told us about your SIPP and SSAS, and that you would like to retire at 60.",
    );
    expect(inWords(reasonRules.pensions(p("qc"), ctx))).toBeNull(); // no financial planning
    expect(inWords(reasonRules.pensions(verified("saltus", "services"), context({ answers: { pension: true, retired: true, retirementAge: 60 } })))).toBe("Its planners advise on pensions.");
    expect(inWords(reasonRules.pensions(verified("saltus", "services"), context({ answers: { pension: true, retirementAge: 67 } })))).toBe(
      "Its planners advise on pensions and on planning for retirement; you told us you would like to retire at 67.",
    );
  });

  it("tax: the taxes the visitor named", () => {
    expect(inWords(reasonRules.tax(verified("jhp", "services"), context({ answers: { taxPlan: true, inheritance: true, capitalGain: true } })))).toBe(
      "It offers tax and inheritance planning, covering Inheritance Tax and Capital Gains Tax as you asked.",
    );
    expect(inWords(reasonRules.tax(p("jhp"), context({ answers: { taxPlan: true } })))).toBe("We hold that it offers tax and inheritance planning (not yet verified), which you asked about.");
    expect(inWords(reasonRules.tax(p("jhp"), context()))).toBeNull();
  });

  it("business sale: proceeds planning, and tax advice only when asked for", () => {
    expect(inWords(reasonRules.businessSale(verified("saltus", "services"), context({ answers: { sellBus: true, needTextEfficiencyAdvice: true } })))).toBe(
      "Its financial planners can plan what to do with the proceeds of your business sale, including the tax-efficiency advice you asked for.",
    );
    expect(inWords(reasonRules.businessSale(p("saltus"), context({ answers: { sellBus: true, needTextEfficiencyAdvice: false } })))).toBe(
      "We hold that its financial planners can plan what to do with the proceeds of your business sale (not yet verified).",
    );
    expect(inWords(reasonRules.businessSale(firm({ services: ["business-sale"], verifiedAt: { services: VERIFIED_ON } }), context({ answers: { sellBus: true } })))).toBe(
      "It advises business owners who are selling a company.",
    );
    expect(inWords(reasonRules.businessSale(p("qc"), context({ answers: { sellBus: true } })))).toBeNull();
  });

  it("investing: the investing areas asked about", () => {
    expect(inWords(reasonRules.investing(verified("qc", "services"), context({ answers: { investPortfolio: true, sigCash: true } })))).toBe(
      "It offers investment management for your investment portfolio and your cash savings.",
    );
    expect(inWords(reasonRules.investing(p("qc"), context({ answers: { investPortfolio: true } })))).toBe(
      "We hold that it offers investment management for your investment portfolio (not yet verified).",
    );
    expect(inWords(reasonRules.investing(p("quilterfa"), context({ answers: { investPortfolio: true } })))).toBeNull();
  });

  it("ethical: only when it matters to the visitor and the firm is known to offer it", () => {
    const offers = firm({ services: ["ethical"], verifiedAt: { services: VERIFIED_ON } });
    expect(inWords(reasonRules.ethical(offers, context({ answers: { ethical: "ethical_high", ethical_high: true } })))).toBe(
      "It offers ethical or sustainable investing, which you told us matters to you (high importance).",
    );
    expect(inWords(reasonRules.ethical(firm({ services: ["ethical"] }), context({ answers: { ethical: "ethical_medium", ethical_medium: true } })))).toBe(
      "We hold that it offers ethical or sustainable investing (not yet verified), which you told us matters to you (medium importance).",
    );
    expect(inWords(reasonRules.ethical(offers, context({ answers: { ethical: "ethical_low", ethical_low: true } })))).toBeNull();
    expect(inWords(reasonRules.ethical(p("saltus"), context({ answers: { ethical_high: true } })))).toBeNull();
  });

  it("offshore: an offshore bond, or a home outside the UK, and a firm with offshore capabilities", () => {
    const checked = verified("canaccord", "labels", "services");
    expect(inWords(reasonRules.offshore(checked, context({ answers: { investPortfolio: true, offshore: true } })))).toBe("It has offshore capabilities, useful for your offshore bond.");
    expect(inWords(reasonRules.offshore(p("canaccord"), context({ answers: { investPortfolio: true, offshore: true } })))).toBe(
      "We hold that it has offshore capabilities (not yet verified), useful for your offshore bond.",
    );
    expect(inWords(reasonRules.offshore(checked, context({ countryName: "Hong Kong", answers: { taxResidence: "HK" } })))).toBe(
      "It has offshore capabilities for clients resident outside the UK; you told us you are resident in Hong Kong for tax.",
    );
    expect(inWords(reasonRules.offshore(p("canaccord"), context({ countryName: "Hong Kong", answers: { taxResidence: "HK" } })))).toMatch(/^We hold that .+ \(not yet verified\); you told us you are resident in Hong Kong for tax\.$/);
    expect(inWords(reasonRules.offshore(p("canaccord"), context({ answers: { taxResidence: "GB" } })))).toBeNull();
    expect(inWords(reasonRules.offshore(p("saltus"), context({ answers: { investPortfolio: true, offshore: true } })))).toBeNull();
  });
});

describe("a reason resting on the firm's facts", () => {
  const everything = { labels: ["im", "fp", "pb", "offshore", "us", "eu"], services: ["investment-management", "financial-planning", "pensions", "tax-planning", "business-sale", "private-banking", "offshore", "ethical"] } as const;
  const unchecked = firm({ labels: [...everything.labels], services: [...everything.services] });
  const checked = firm({ ...unchecked, verifiedAt: { labels: VERIFIED_ON, services: VERIFIED_ON } });
  const cases = {
    usResident: context({ rule: "us", residence: "us" }),
    euResident: context({ rule: "eu", residence: "eu", countryName: "France" }),
    privateBanking: context({ answers: { otherInfo: "Yes" } }),
    pensions: context({ answers: { pension: true } }),
    tax: context({ answers: { taxPlan: true } }),
    businessSale: context({ answers: { sellBus: true } }),
    investing: context({ answers: { investPortfolio: true } }),
    ethical: context({ answers: { ethical_high: true } }),
    offshore: context({ answers: { investPortfolio: true, offshore: true } }),
  } satisfies Partial<Record<keyof typeof reasonRules, FitContext>>;

  it.each(Object.entries(cases) as [keyof typeof cases, FitContext][])("%s: is what we hold, not yet verified, until it is verified, then said plainly", (rule, ctx) => {
    expect(inWords(reasonRules[rule](unchecked, ctx))).toMatch(/^We hold that .+ \(not yet verified\)([,;].+)?\.$/);
    const plain = inWords(reasonRules[rule](checked, ctx));
    expect(plain).not.toBeNull();
    expect(plain).not.toMatch(/We hold|not yet verified/);
  });
});

describe("the reasons together", () => {
  const rules: MatchRule[] = ["us", "eu", "default", "under-300k", "private-banking", "private-banking-2m", "300k-500k", "500k-1m", "1m-2m", "2m-plus"];

  it("never cite private banking, ethical investing or tax advice the visitor declined", () => {
    const declined = { otherInfo: "No", ethical: "ethical_low", ethical_low: true, sellBus: true, needTextEfficiencyAdvice: false, pension: true, taxPlan: true } as const;
    for (const id of MATCHABLE_IDS) {
      for (const rule of rules) {
        const reasons = fitReasons(p(id), context({ rule, residence: rule === "us" ? "us" : rule === "eu" ? "eu" : "other", answers: declined }));
        for (const reason of reasons.flatMap((r) => (typeof r === "string" ? [r] : [r.heldAbout, ...r.items]))) {
          expect([id, rule, reason]).not.toEqual([id, rule, expect.stringMatching(/private bank|ethical|tax-efficiency/i)]);
        }
      }
    }
  });

  it("say what we hold not yet verified once, over several such reasons, after what is verified or ours", () => {
    const ctx = context({ rule: "500k-1m", answers: { pension: true, sipp: true, investPortfolio: true, retired: true } });
    expect(fitReasons(p("saltus"), ctx)).toEqual([
      "Saltus is one of the firms we match when there is £500k to under £1m to invest; you told us £500k to under £1m.",
      { heldAbout: "From our records of Saltus, not yet verified:", items: ["Its planners advise on pensions; you told us about your SIPP.", "It offers investment management for your investment portfolio."] },
    ]);
    // One such reason reads alone, hedged in its own sentence; verified ones are said plainly, first.
    expect(fitReasons(verified("saltus", "services"), ctx)).toEqual([
      "Saltus is one of the firms we match when there is £500k to under £1m to invest; you told us £500k to under £1m.",
      "Its planners advise on pensions; you told us about your SIPP.",
      "It offers investment management for your investment portfolio.",
    ]);
    expect(fitReasons(p("saltus"), context({ rule: "500k-1m", answers: { investPortfolio: true } }))).toEqual([
      "Saltus is one of the firms we match when there is £500k to under £1m to invest; you told us £500k to under £1m.",
      "We hold that it offers investment management for your investment portfolio (not yet verified).",
    ]);
  });

  it("always give at least one reason", () => {
    expect(fitReasons(firm(), context({ rule: "private-banking" }))).toEqual([expect.stringMatching(/^Acme is one of the firms that fit your answers/)]);
  });

  it("explain an exclusion with the visitor's own words, as the firm's terms once verified", () => {
    expect(exclusionReason(verified("brewin", "firmMinimum", "wontTake"), "takes no wealth management clients under £500k", band(300_000, 500_000))).toBe(
      "Brewin Dolphin takes no wealth management clients under £500k; you told us £300k to under £500k.",
    );
    expect(exclusionReason(verified("fintuity", "wontTake"), "does not advise on home equity release", band(100_000, 150_000))).toBe(
      "Fintuity does not advise on home equity release.",
    );
  });

  it("explain an exclusion whose firm terms are not yet verified as our rule, not as fact", () => {
    expect(exclusionReason(p("rothschild"), "takes no clients under £2m", { kind: "typed", amount: 750_000, of: "total" })).toBe(
      "We match Rothschild & Co only from £2 million, which we hold as its own minimum investment (not yet verified); you told us £750k.",
    );
    // The minimum verified but not who it won't take: still not stated as fact.
    expect(exclusionReason(verified("jhp", "firmMinimum"), "takes no clients under £1m", band(500_000, 1_000_000))).toMatch(/^We match James Hambro only from £1 million/);
    expect(exclusionReason(p("fintuity"), "does not advise on home equity release", band(100_000, 150_000))).toBe(
      "We don't match Fintuity when releasing equity from your home is the only help wanted: we hold that it does not advise on home equity release (not yet verified).",
    );
  });

  it("restate what the visitor asked for, and nothing declined", () => {
    const said = askedFor(answers({ sellBus: true, pension: true, solicitors: true, potentialBuyer: true, needTextEfficiencyAdvice: true, timeFrame: "within-6-months", otherInfo: "Yes", ethical_medium: true }));
    expect(said).toEqual([
      "You asked for help with your pensions and selling your business.",
      "For the sale, you would like introductions to solicitors and potential buyers or investors. We do not make these introductions ourselves: the firms you ask to contact you see this with your answers.",
      "You would like tax-efficiency advice on the sale.",
      "You expect the sale to complete within 6 months.",
      "You would also like private banking.",
      "Ethical investing is of medium importance to you.",
    ]);
    expect(askedFor(answers({ pension: true, otherInfo: "No", ethical_low: true }))).toEqual(["You asked for help with your pensions."]);
  });

  it("list in words", () => {
    expect(listInWords(["a"])).toBe("a");
    expect(listInWords(["a", "b", "c"])).toBe("a, b and c");
    // An item with "and" of its own: a comma before the last "and", so the list reads one way only.
    expect(listInWords(["selling your business", "tax and inheritance planning"])).toBe("selling your business, and tax and inheritance planning");
    expect(askedFor(answers({ sellBus: true, taxPlan: true, noneOfTheAbove: true }))[0]).toBe("You asked for help with selling your business, and tax and inheritance planning.");
  });
});

describe("what was asked and what the firms offer", () => {
  const checked = { services: VERIFIED_ON, labels: VERIFIED_ON };
  type Offer = Pick<Provider, "services" | "labels" | "verifiedAt">;
  const planner: Offer = { services: ["financial-planning", "pensions", "tax-planning"], labels: ["fp"], verifiedAt: checked };
  const otherPlanner: Offer = { services: ["financial-planning"], labels: ["fp"], verifiedAt: checked };
  const planners = [planner, otherPlanner];

  it("says no firm offers an asked service only when every firm is recorded as not offering it, naming the need as the visitor did", () => {
    expect(unmetServices(answers({ investPortfolio: true, pension: true }), planners)).toEqual([
      "You asked for help with your investment portfolio, but none of the firms we can match you with offers investment management.",
    ]);
    expect(unmetServices(answers({ otherInfo: "Yes", ethical_high: true }), planners)).toEqual([
      "You asked for private banking, but none of the firms we can match you with offers it.",
      "You told us ethical investing is of high importance to you, but none of the firms we can match you with offers ethical or sustainable investing.",
    ]);
    expect(unmetServices(answers({ pension: true, taxPlan: true }), planners)).toEqual([]);
  });

  it("says we do not know yet, and to ask, when a firm's services are not verified", () => {
    // The seeded under-£300k firms: services not verified, investment management not listed (the table: "Not known: ask the firm").
    const seeded = [p("quilterfa"), p("fintuity")];
    const said = unmetServices(answers({ investPortfolio: true, gia: true, giaValue: 125_000 }), seeded);
    expect(said).toEqual([
      "You asked for help with your investment portfolio. We don't know yet whether the firms we can match you with offer investment management: ask them.",
    ]);
    expect(said.join(" ")).not.toMatch(/none of the firms/);
    // One firm recorded without it and one not known: still not known.
    expect(unmetServices(answers({ sigCash: true }), [planner, { ...otherPlanner, verifiedAt: {} }])).toEqual([
      "You asked for help with your cash savings. We don't know yet whether the firms we can match you with offer investment management: ask them.",
    ]);
    // Services verified, but not the labels the comparison table reads: not known either.
    expect(unmetServices(answers({ investPortfolio: true }), planners.map((f) => ({ ...f, verifiedAt: { services: VERIFIED_ON } })))).toEqual([
      expect.stringMatching(/We don't know yet whether/),
    ]);
  });

  it("works costs on the visitor's own figure or band", () => {
    expect(costAmount({ kind: "typed", amount: 1_200_000, of: "total" })).toEqual({ min: 1_200_000, max: 1_200_000 });
    expect(costAmount({ kind: "range", range: { min: 1_000_000, max: 2_000_000 } })).toEqual({ min: 1_000_000, max: 2_000_000 });
    expect(costAmount({ kind: "unknown" })).toBeNull();
  });
});

describe("the insurer flow's reasons", () => {
  it("speak of a connection, not of living somewhere", () => {
    const firm = { nameForSL: "Evelyn", labels: ["us" as const, "eu" as const], services: [], firmMinimum: null, verifiedAt: { labels: VERIFIED_ON } };
    const base = { rule: "us" as const, stated: { kind: "unknown" as const }, answers: defaultFormData, countryName: null };
    expect(inWords(reasonRules.usResident(firm, { ...base, residence: "us", connected: true }))).toBe(
      "Evelyn takes on clients with ties to the United States, which you told us you are connected to.",
    );
    expect(inWords(reasonRules.euResident(firm, { ...base, rule: "eu", residence: "eu", connected: true }))).not.toMatch(/live/);
  });
});

describe("a typed total far below the bands chosen for what the visitor holds", () => {
  // A SIPP of £200k to under £300k, a GIA of £300k to under £500k and an ISA of £100k to under £150k: at least £600k.
  const held = { pension: true, sipp: true, sippValue: 250_000, giaValue: 400_000, isaValue: 125_000 };

  it("asks whether it was a slip: the matches are for the figure typed", () => {
    expect(totalCheckInWords(answers({ ...held, exactValue: 50_000 }))).toBe(
      "The amounts you chose for what you hold come to at least £600k, more than twice the £50k you gave as your total to invest. Your matches are for £50k.",
    );
    expect(totalCheckInWords(answers({ ...held, exactValue: 299_000 }))).toMatch(/more than twice the £299k/);
  });

  it("says nothing of a total that is a fair share of the holdings, or of bands alone", () => {
    expect(totalCheckInWords(answers({ ...held, exactValue: 300_000 }))).toBeNull();
    expect(totalCheckInWords(answers({ ...held, exactValue: 750_000 }))).toBeNull();
    expect(totalCheckInWords(answers(held))).toBeNull();
  });

  it("counts neither the amount for tax advice nor a business's valuation when the share of the sale to invest is given", () => {
    // A business of £2m to under £5m, £750k of the proceeds to invest, tax advice on £2m to under £5m, £750k typed.
    const sale = { sellBus: true, offerSale: true, valueOfBusiness: 3_500_000, wealthManagerInvest: 750_000, taxPlan: true, taxPlanningValue: 3_500_000 };
    expect(totalCheckInWords(answers({ ...sale, exactValue: 750_000 }))).toBeNull();
    // The proceeds to invest still count: £50k typed against them is asked about.
    expect(totalCheckInWords(answers({ ...sale, exactValue: 50_000 }))).toMatch(/^The amounts you chose for what you hold come to at least £750k, more than twice the £50k/);
    // Without the share given, the valuation stands for the sale, as before.
    expect(totalCheckInWords(answers({ ...sale, wealthManagerInvest: 0, exactValue: 750_000 }))).toMatch(/at least £2 million, more than twice the £750k/);
  });
});
