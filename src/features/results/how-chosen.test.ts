import { describe, expect, it } from "vitest";
import { askedServices, choosePool, investableTotal, matchProviders, type MatchableId } from "@/features/matching";
import { getProvider, type Provider } from "@/features/providers";
import { defaultFormData, type FormData } from "@/lib/form-data";
import { statedAmount } from "@/lib/stated-amount";
import { askedServicesFor } from "./fit-reasons";
import { howChosen, outsidePoolReasons } from "./how-chosen";

/** The seed's short names, as the published ones are before any edit. */
const providerShortName = (id: string) => getProvider(id)?.nameForSL ?? id;

const p = (id: string) => getProvider(id) as Provider;
const servicesOf = (id: MatchableId) => p(id).services;

/** The explanation as the results page builds it, for a match drawn with the given random source. */
function explain(overrides: Partial<FormData>, random: () => number = () => 0, connected = false, livesElsewhere: string | null = null) {
  const answers = { ...defaultFormData, investPortfolio: true, ...overrides };
  const match = matchProviders(answers, { random, servicesOf });
  const total = investableTotal(answers);
  const excluded = new Set<string>(match.exclusions.map((e) => e.id));
  const outsidePool = match.notWm.filter((id) => !excluded.has(id)).map(p);
  return {
    match,
    how: howChosen({
      pool: choosePool(answers, total),
      matched: match.wealthManagers.map(p),
      others: match.otherWm.map(p),
      asked: askedServices(answers),
      askedFor: askedServicesFor(answers),
      excluded: match.exclusions.map((e) => `${providerShortName(e.id)} ${e.reason}.`),
      outside: outsidePoolReasons({ answers, stated: statedAmount(answers, total), outsidePool }),
      nameOf: providerShortName,
      connected,
      livesElsewhere,
    }),
  };
}

describe("a visitor living outside the UK, the US and the EU", () => {
  it("is told they were matched as someone in the UK would be, and to ask each firm", () => {
    const { how } = explain({ taxResidence: "CH", exactValue: 1_500_000 }, () => 0, false, "Switzerland");
    expect(how.steps[1]).toBe(
      "Our matching has rules of its own for people resident in the United States or the EU, but not for those resident in Switzerland, so you were matched as someone resident in the UK would be. Some firms take on few clients who live abroad, or none: before you go further, ask each firm whether it can take you on while you are resident in Switzerland.",
    );
    expect(explain({ taxResidence: "GB", exactValue: 1_500_000 }).how.steps.join(" ")).not.toContain("resident in the UK would be");
  });
});

describe("a US citizen living outside the United States", () => {
  it("is told that matching goes by where they live, and that US tax follows them: to ask each firm", () => {
    for (const taxResidence of ["GB", "FR", "CH"]) expect(explain({ taxResidence, exactValue: 750_000 }).how.usPersons).toMatch(/^We match by where you are resident for tax, not by nationality\. If you are a US citizen or hold a US green card/);
    // Matched among firms that take US residents already, or asked about US ties in the partner flow: nothing to add.
    expect(explain({ taxResidence: "US", exactValue: 750_000 }).how.usPersons).toBeNull();
    expect(explain({ introducer: "lloyds", lloydsCountryConnected: ["DE"], lloydsAmountToInvest: 750_000 }, () => 0, true).how.usPersons).toBeNull();
  });
});

describe("the partner flow", () => {
  it("speaks of the countries a customer is connected to, not where they live", () => {
    const { how } = explain({ introducer: "lloyds", lloydsCountryConnected: ["DE"], lloydsAmountToInvest: 750_000 }, () => 0, true);
    expect(how.steps[0]).toMatch(/^You told us you are connected to the EU, so the eligible firms were those on our panel that take on clients with ties to it: /);
    expect(how.steps.join(" ")).not.toMatch(/You are resident in/);
    const resident = explain({ taxResidence: "DE", exactValue: 750_000 });
    expect(resident.how.steps[0]).toMatch(/^You are resident in an EU country for tax, so /);
  });
});

const RANDOM_WORDS = /at random|take turns|may see different firms/;

/** A made-up firm, named by its id in capitals. */
const firm = (id: string, services: Provider["services"]) => ({ id, nameForSL: id.toUpperCase(), services });

/** The steps after the first for made-up firms in one pool, with nothing excluded and no one outside it. */
function stepsFor(input: Pick<Parameters<typeof howChosen>[0], "pool" | "matched" | "others" | "asked">): string[] {
  return howChosen({ ...input, excluded: [], outside: [], nameOf: (id) => id.toUpperCase() }).steps.slice(1);
}

describe("how the places were filled", () => {
  it("names the fixed member, says the rest were drawn at random when the firms fit equally, and lists the other eligible firms", () => {
    // Investment management only: every candidate offers it, so only the draw decides.
    const { how } = explain({ exactValue: 750_000 });
    expect(how.steps[0]).toMatch(/^For £500k to under £1m, the eligible firms were those we match for amounts of that size: Saltus, /);
    expect(how.steps).toContain("Our rules always include Saltus for answers like yours.");
    expect(how.steps[2]).toMatch(/^The remaining 2 places were filled at random from the other eligible firms, so they take turns/);
    expect(how.alsoEligible).toMatch(/^Eligible, but not shown this time: /);
  });

  it("without fixed members all places are random when the firms fit equally", () => {
    const { how } = explain({ exactValue: 12_000_000, taxResidence: "US" });
    expect(how.steps[1]).toMatch(/^The 3 places were filled at random from the eligible firms, so they take turns/);
  });

  it("says no random choice was made when fit order leaves a single candidate (business sale, £2.5m, private banking, ethical High)", () => {
    const answers = { sellBus: true, investPortfolio: false, wealthManagerInvest: 2_500_000, taxResidence: "GB", otherInfo: "Yes", ethical_high: true } as const;
    // Whatever the draw, LGT takes the one open place: it alone offers financial planning and private banking.
    for (const random of [() => 0, () => 0.5, () => 0.999]) {
      const { match, how } = explain(answers, random);
      expect(match.wealthManagers).toEqual(["rothschild", "brewin", "lgt"]);
      expect(how.steps.join(" ")).not.toMatch(RANDOM_WORDS);
      expect(how.steps).toContain(
        "Places go first to firms that, by our records, offer more of the services that match what you asked for: financial planning (for selling your business), private banking and ethical or sustainable investing (which you told us matters to you). LGT offers more of them than the firms left out, so the remaining place went to it.",
      );
      expect(how.steps).toContain(
        "No random choice was needed: someone with the same answers sees the same firms. The order shown is not a ranking, and what a firm pays us makes no difference to its chance.",
      );
    }
  });

  it("names the firms fit order chose and the ones the draw was among when both decide", () => {
    // £1m to under £2m, pensions and private banking not asked: financial planning splits the pool; three planning firms are drawn from six.
    const { how } = explain({ pension: true, investPortfolio: false, exactValue: 1_500_000 });
    expect(how.steps.join(" ")).toMatch(/^For £1m to under £2m/);
    // Quilter Cheviot and Blu offer no financial planning: fit order left them out of the draw.
    expect(how.steps[1]).toBe("Places go first to firms that, by our records, offer more of the services that match what you asked for: financial planning (for your pensions). Quilter Cheviot and Blu don't offer it, so they were left out of the draw.");
    expect(how.steps[2]).toMatch(/^The 3 places were filled at random from James Hambro, Saltus, Canaccord, Evelyn, Brewin Dolphin and LGT, which fit what you asked for equally well, so they take turns/);
  });

  it("names each service with what the visitor chose that calls for it, each with its own 'for'", () => {
    const { how } = explain({ pension: true, taxPlan: true, investPortfolio: false, exactValue: 1_500_000 });
    expect(how.steps[1]).toMatch(/^Places go first to firms that, by our records, offer more of the services that match what you asked for: financial planning \(for your pensions, and for tax and inheritance planning\)\. /);
  });

  it("separates what fit order decided from the draw", () => {
    const a = firm("a", ["financial-planning", "private-banking"]);
    const b = firm("b", ["financial-planning"]);
    const c = firm("c", ["financial-planning"]);
    const d = firm("d", []);
    const asked = ["financial-planning", "private-banking"] as const;
    const steps = stepsFor({ pool: { rule: "1m-2m", fixed: [], choices: ["a", "b", "c", "d"], count: 2 }, matched: [a, b], others: [c, d], asked });
    expect(steps).toEqual([
      "Places go first to firms that, by our records, offer more of the services that match what you asked for: financial planning and private banking. A offers more of them than the firms left out, so it was chosen first.",
      "D offers none of them, so it was left out of the draw.",
      "The remaining place was filled at random from B and C, which fit what you asked for equally well, so they take turns: someone with the same answers may see different firms. The order shown is not a ranking, and what a firm pays us makes no difference to its chance.",
    ]);
  });

  it("names the firms left out of the draw after those chosen first, against the firms drawn from", () => {
    const steps = stepsFor({
      pool: { rule: "eu", fixed: [], choices: ["a", "b", "c", "d", "e", "f", "g"], count: 3 },
      matched: [firm("a", ["financial-planning", "private-banking", "ethical"]), firm("b", ["financial-planning", "private-banking", "ethical"]), firm("c", ["financial-planning", "private-banking"])],
      others: [firm("d", ["financial-planning", "private-banking"]), firm("e", ["financial-planning", "private-banking"]), firm("f", ["financial-planning"]), firm("g", [])],
      asked: ["financial-planning", "private-banking", "ethical"],
    });
    expect(steps).toEqual([
      "Places go first to firms that, by our records, offer more of the services that match what you asked for: financial planning, private banking and ethical or sustainable investing. A and B offer more of them than the firms left out, so they were chosen first.",
      "F and G offer fewer of them than C, D and E, so they were left out of the draw.",
      "The remaining place was filled at random from C, D and E, which fit what you asked for equally well, so they take turns: someone with the same answers may see different firms. The order shown is not a ranking, and what a firm pays us makes no difference to its chance.",
    ]);
  });

  it("names the firms fit order left out of the draw when it took none whole", () => {
    const asked = ["financial-planning", "private-banking"] as const;
    const steps = (others: ReturnType<typeof firm>[]) =>
      stepsFor({ pool: { rule: "1m-2m", fixed: [], choices: ["a", "b", "c", "d", "e"], count: 1 }, matched: [firm("a", ["financial-planning", "private-banking"])], others: [firm("b", ["financial-planning", "private-banking"]), ...others], asked });
    expect(steps([firm("c", ["financial-planning"]), firm("d", [])])[0]).toBe(
      "Places go first to firms that, by our records, offer more of the services that match what you asked for: financial planning and private banking. C and D offer fewer of them, so they were left out of the draw.",
    );
    expect(steps([firm("d", [])])[0]).toBe("Places go first to firms that, by our records, offer more of the services that match what you asked for: financial planning and private banking. D offers none of them, so it was left out of the draw.");
    expect(steps([])).toEqual([expect.stringMatching(/^The place was filled at random from the eligible firms/)]);
  });

  it("says every eligible firm is shown when there is no choice to make", () => {
    const { how } = explain({ exactValue: 100_000 });
    expect(how.steps).toContain("Every eligible firm is shown.");
    expect(how.alsoEligible).toBeNull();
    // Evelyn, LGT and Brewin Dolphin remain for a US resident with £750k: exactly three.
    expect(explain({ exactValue: 750_000, taxResidence: "US" }).how.steps[1]).toBe("Every eligible firm is shown.");
  });
});

describe("why the other firms were not eligible", () => {
  it("gives the amounts from which we match each firm, beside what the visitor told us", () => {
    const { how } = explain({ exactValue: 400_000 });
    expect(how.ineligible).toEqual([
      "We match James Hambro, LGT and Blu only from £1 million; you told us £400k.",
      "We match Evelyn and Brewin Dolphin only from £500k; you told us £400k.",
      "We match Rothschild & Co only from £2 million; you told us £400k.",
      "We match Quilter Financial Advisers and Fintuity only for less than £300k; you told us £400k.",
    ]);
    expect(how.ineligible.join(" ")).not.toMatch(/not among the firms/);
  });

  it("says which firms we do not match for where the visitor lives, and Rothschild & Co's US threshold", () => {
    const { how } = explain({ exactValue: 2_500_000, taxResidence: "US" });
    expect(how.ineligible).toEqual([
      "We don't match Saltus, Canaccord, Quilter Cheviot, Blu, Quilter Financial Advisers and Fintuity for people resident in the United States.",
      "For people resident in the United States, we match Rothschild & Co only above £5 million; you told us £2.5 million.",
    ]);
  });

  it("gives EU residents Rothschild & Co's threshold (in the pool from £1m, excluded below £2m) and the firms we do not match in the EU", () => {
    const { how } = explain({ exactValue: 750_000, taxResidence: "FR" });
    expect(how.ineligible).toEqual([
      "We don't match James Hambro, Saltus, Quilter Financial Advisers and Fintuity for people resident in the EU.",
      "For people resident in the EU, we match Rothschild & Co only from £2 million; you told us £750k.",
    ]);
  });

  it("gives the private-banking threshold, and says when no amount was given", () => {
    const banking = explain({ exactValue: 750_000, otherInfo: "Yes" }).how;
    expect(banking.ineligible).toContain("When private banking is wanted, we match Rothschild & Co only from £2 million; you told us £750k.");
    const unknown = explain({ investPortfolio: false }).how;
    expect(unknown.ineligible).toEqual([
      "We match Brewin Dolphin only from £500k; you didn't give us an amount.",
      "We match Blu only from £1 million; you didn't give us an amount.",
      "We match Quilter Financial Advisers and Fintuity only for less than £300k; you didn't give us an amount.",
    ]);
  });

  it("names the wealth managers matched only from £300k and up when the visitor has less", () => {
    const { how } = explain({ exactValue: 100_000 });
    expect(how.ineligible).toContain("We match Saltus, Canaccord and Quilter Cheviot only from £300k; you told us £100k.");
  });
});
