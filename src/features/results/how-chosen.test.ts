import { describe, expect, it } from "vitest";
import { choosePool, matchProviders } from "@/features/matching";
import { getProvider, providerShortName, type Provider } from "@/features/providers";
import { defaultFormData, type FormData } from "@/lib/form-data";
import { howChosen } from "./how-chosen";

const first = () => 0;
const p = (id: string) => getProvider(id) as Provider;

function explain(overrides: Partial<FormData>, total: number) {
  const answers = { ...defaultFormData, investPortfolio: true, ...overrides };
  const match = matchProviders(answers, { random: first });
  const excluded = new Set<string>(match.exclusions.map((e) => e.id));
  return howChosen({
    pool: choosePool(answers, total),
    matched: match.wealthManagers.map(p),
    others: match.otherWm.map(p),
    excluded: match.exclusions.map((e) => `${providerShortName(e.id)} ${e.reason}.`),
    outsidePool: match.notWm.filter((id) => !excluded.has(id)).map(p),
    nameOf: providerShortName,
  });
}

describe("how the matches were chosen", () => {
  it("names the fixed member, says the rest were drawn at random, and lists the other eligible firms", () => {
    const h = explain({ exactValue: 750_000 }, 750_000);
    expect(h.steps[0]).toMatch(/^For £500k to under £1m, the eligible firms were those we match for amounts of that size: Saltus, /);
    expect(h.steps).toContain("Our rules always include Saltus for answers like yours.");
    expect(h.steps[2]).toMatch(/^The remaining 2 places were filled at random from the other eligible firms, so they take turns/);
    expect(h.alsoEligible).toMatch(/^Also eligible this time: /);
  });

  it("without fixed members all places are random; exclusions and firms outside the pool are explained", () => {
    const h = explain({ exactValue: 750_000, taxResidence: "US" }, 750_000);
    // Evelyn, LGT and Brewin Dolphin remain: exactly three, so all are shown.
    expect(h.steps[1]).toBe("Every eligible firm is shown.");
    expect(h.ineligible[0]).toBe("James Hambro takes no clients under £1m.");
    const rich = explain({ exactValue: 12_000_000, taxResidence: "US" }, 12_000_000);
    expect(rich.steps[1]).toMatch(/^The 3 places were filled at random from the eligible firms, so they take turns/);
    expect(h.ineligible.at(-1)).toMatch(/are not among the firms we match for answers like yours\.$/);
  });

  it("says every eligible firm is shown when there is no choice to make", () => {
    const h = explain({ exactValue: 100_000 }, 100_000);
    expect(h.steps).toContain("Every eligible firm is shown.");
    expect(h.alsoEligible).toBeNull();
  });
});
