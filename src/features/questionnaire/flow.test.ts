import { describe, expect, it } from "vitest";
import { ADVICE_AREA_FLAGS, defaultFormData, type FormData } from "@/lib/form-data";
import {
  allowedPage,
  allPages,
  answersOnPath,
  exactValueDue,
  partnerFlow,
  position,
  preChooseArea,
  proformaFlow,
  RESULTS,
  submissionAnswers,
  walk,
  type FlowState,
} from "./flow";
import { adviceAreaEntries, adviceAreas } from "./advice-areas";
import type { Question } from "./questions";
import { completeFlow, type Picker } from "./testing/visitor";

const combos = Array.from({ length: 127 }, (_, index) => ADVICE_AREA_FLAGS.filter((_, bit) => (index + 1) & (1 << bit)));

/** Picks the advice areas given, and otherwise the answer at `which` ('first' or 'last'). */
function picker(areas: readonly string[], which: "first" | "last", overrides: Record<string, string | string[]> = {}): Picker {
  return (question: Question, pageId: string) => {
    if (overrides[pageId] !== undefined) return overrides[pageId];
    if (question.slug === "adviceAreas") return [...areas];
    if (question.type === "country") return question.multiple ? ["FR", "US"] : "GB";
    if (question.type === "inputfield") return "";
    if (question.type === "multiple") {
      const choices = question.answers.filter((answer) => answer.slug !== question.exclusive).map((answer) => answer.slug);
      return which === "first" ? choices.slice(0, 1) : choices;
    }
    const slugs = question.answers.map((answer) => answer.slug);
    return (which === "first" ? slugs[0] : slugs[slugs.length - 1]) ?? "";
  };
}

function checkProgress(visited: string[], state: FlowState) {
  expect(new Set(visited).size).toBe(visited.length);
  expect(walk(proformaFlow, state)).toEqual(visited);
  visited.forEach((pageId, index) => {
    const at = position(proformaFlow, state, pageId);
    expect(at.number).toBe(index + 1);
    expect(at.total).toBe(visited.length);
  });
}

describe("the proforma flow graph", () => {
  it("has 127 advice-area combinations", () => {
    expect(combos).toHaveLength(127);
  });

  for (const which of ["first", "last"] as const) {
    it.each(combos.map((areas) => [areas.join("+"), areas] as const))(`%s (answering the ${which} choices) ends at the results with a matching count`, (_, areas) => {
      const { visited, state } = completeFlow(proformaFlow, defaultFormData, picker(areas, which));
      expect(visited[0]).toBe("looking-for-advice");
      expect(position(proformaFlow, state, visited[visited.length - 1] ?? "").next).toBe(RESULTS);
      checkProgress(visited, state);
      // Each area's first page appears exactly when it was chosen.
      const firstPages = { pension: "pensions/pensions-main", investPortfolio: "investments/investment-main", sigCash: "significant-cash", sellBus: "selling-business", investProp: "investment-property", taxPlan: "tax-planning", equityRelease: "equity-release" } as const;
      for (const area of ADVICE_AREA_FLAGS) expect(visited.includes(firstPages[area])).toBe(areas.includes(area));
      // The common questions close every path, in the order docs/product.md, "The questionnaire", gives.
      const common = visited.filter((pageId) => ["knowledge", "philosophy", "ethical", "employment-status", "age", "retirement-age", "tax-residence", "other-info"].includes(pageId));
      expect(common).toEqual(["knowledge", "philosophy", "ethical", "employment-status", "age", "retirement-age", "tax-residence", "other-info"]);
      expect(visited.filter((pageId) => pageId === "exact-value").length).toBe(exactValueDue(state.answers, visited) ? 1 : 0);
    });
  }

  it("asks for the cash settlement on Yes and the annual income on No", () => {
    const yes = completeFlow(proformaFlow, defaultFormData, picker(["pension"], "first", { "pensions/pensions-main": ["db"], "pensions/defined-benefit-main": "yes" }));
    expect(yes.visited.slice(0, 4)).toEqual(["looking-for-advice", "pensions/pensions-main", "pensions/defined-benefit-main", "pensions/defined-benefit"]);
    expect(yes.state.answers.defined_benefit_annual).toBe(false);
    const no = completeFlow(proformaFlow, defaultFormData, picker(["pension"], "first", { "pensions/pensions-main": ["db"], "pensions/defined-benefit-main": "no" }));
    expect(no.visited.slice(0, 4)).toEqual(["looking-for-advice", "pensions/pensions-main", "pensions/defined-benefit-main", "pensions/defined-benefit-annual"]);
    expect(no.state.answers.defined_benefit_annual).toBe(true);
    expect(no.state.answers.dbAnnualValue).toBe(10_000);
  });

  it.each([
    ["explorationStage", "exploration-stage", "timeframe", 6],
    ["dueDiligence", "due-diligence", "timeframe", 6],
    ["offerSale", "looking-for-sale", "earn-out", 6],
    ["saleComplete", "sale-complete", "earn-out", 6],
  ])("walks the %s sale stage through its own pages", (stage, page, fourth, count) => {
    const { visited } = completeFlow(proformaFlow, defaultFormData, picker(["sellBus"], "first", { "selling-business": stage }));
    const stagePages = visited.filter((pageId) => pageId.startsWith(`selling-business/${page}`));
    expect(stagePages).toHaveLength(count);
    expect(stagePages[0]).toBe(`selling-business/${page}`);
    expect(stagePages[3]).toBe(`selling-business/${page}/${fourth}`);
    expect(visited.filter((pageId) => pageId.startsWith("selling-business/") && !pageId.startsWith(`selling-business/${page}`))).toEqual([]);
    // The sale value and the amount to invest make two values: the exact value is asked once.
    expect(visited.filter((pageId) => pageId === "exact-value")).toHaveLength(1);
  });

  it("skips the retirement age for a retired visitor", () => {
    const { visited } = completeFlow(proformaFlow, defaultFormData, picker(["sigCash"], "first", { "employment-status": "retired" }));
    expect(visited).not.toContain("retirement-age");
    expect(visited).not.toContain("exact-value");
  });

  it("asks the exact value only with two or more values on the path", () => {
    const one = completeFlow(proformaFlow, defaultFormData, picker(["investPortfolio"], "first"));
    expect(one.visited).not.toContain("exact-value");
    const two = completeFlow(proformaFlow, defaultFormData, picker(["investPortfolio"], "last"));
    expect(two.visited.filter((pageId) => pageId === "exact-value")).toHaveLength(1);
  });

  it("sends a deep link past an unanswered question back to the first gap", () => {
    const { state } = completeFlow(proformaFlow, defaultFormData, picker(["pension", "sigCash"], "first"));
    expect(allowedPage(proformaFlow, state, "age")).toBe("age");
    const fresh: FlowState = { answers: defaultFormData, answered: new Set() };
    expect(allowedPage(proformaFlow, fresh, "age")).toBe("looking-for-advice");
    expect(allowedPage(proformaFlow, fresh, "looking-for-advice")).toBe("looking-for-advice");
    // A page off the visitor's path (they did not choose investments) is not theirs to see.
    expect(allowedPage(proformaFlow, state, "investments/isa")).toBe("exact-value");
    // Forgetting one answer (age) opens a gap there.
    const gap: FlowState = { answers: { ...state.answers, age: null }, answered: state.answered };
    expect(allowedPage(proformaFlow, gap, "other-info")).toBe("age");
  });

  it("starts a visitor who arrives at an advice area's first step there, with that area chosen", () => {
    const fresh: FlowState = { answers: defaultFormData, answered: new Set() };
    for (const area of adviceAreas) {
      const { page } = adviceAreaEntries[area];
      expect(allPages(proformaFlow)).toContain(page);
      const state = preChooseArea(proformaFlow, fresh, page);
      expect(state.answers[area]).toBe(true);
      expect(ADVICE_AREA_FLAGS.filter((flag) => state.answers[flag])).toEqual([area]);
      expect(allowedPage(proformaFlow, state, page)).toBe(page);
      expect(walk(proformaFlow, state).slice(0, 2)).toEqual(["looking-for-advice", page]);
    }
    // Areas chosen before are kept; any other page, or the insurer flow, leaves the answers alone.
    const { state: pension } = completeFlow(proformaFlow, defaultFormData, picker(["pension"], "first"));
    const added = preChooseArea(proformaFlow, pension, "equity-release");
    expect([added.answers.pension, added.answers.equityRelease]).toEqual([true, true]);
    expect(allowedPage(proformaFlow, added, "equity-release")).toBe("equity-release");
    expect(preChooseArea(proformaFlow, fresh, "age")).toBe(fresh);
    expect(preChooseArea(proformaFlow, pension, "pensions/pensions-main")).toBe(pension);
    expect(preChooseArea(partnerFlow, fresh, "equity-release")).toBe(fresh);
    expect(allowedPage(proformaFlow, fresh, "equity-release")).toBe("looking-for-advice");
  });

  it("drops values that fell off the path before counting or storing them", () => {
    const answers: FormData = { ...defaultFormData, investPortfolio: true, isa: false, gia: true, giaValue: 75_000, isaValue: 750_000, lloydsAmountToInvest: 400_000 };
    const path = walk(proformaFlow, { answers, answered: new Set(["adviceAreas", "investmentAccounts"]) });
    const kept = answersOnPath(answers, path);
    expect(kept.giaValue).toBe(75_000);
    expect(kept.isaValue).toBe(0);
    expect(kept.lloydsAmountToInvest).toBe(0);
    expect(exactValueDue(answers, path)).toBe(false);
  });

  it("lists every proforma route", () => {
    const pages = allPages(proformaFlow);
    for (const pageId of [
      "philosophy", "knowledge", "age", "ethical", "employment-status", "retirement-age", "tax-residence", "other-info", "looking-for-advice",
      "pensions/pensions-main", "pensions/workplace", "pensions/defined-benefit-main", "pensions/defined-benefit", "pensions/defined-benefit-annual",
      "pensions/personal-pension", "pensions/sipp", "pensions/ssas", "pensions/other-pension",
      "investments/investment-main", "investments/gia", "investments/isa", "investments/offshore-bond", "investments/trust", "investments/investment-bond", "investments/other-investment",
      "significant-cash", "selling-business", "selling-business/exploration-stage", "selling-business/due-diligence", "selling-business/looking-for-sale", "selling-business/sale-complete",
      "investment-property", "tax-planning", "equity-release", "exact-value",
    ]) expect(pages).toContain(pageId);
  });
});

describe("the insurer flow graph", () => {
  it("asks its six steps in order and stores the partner as introducer", () => {
    const pick: Picker = (question) =>
      question.type === "country" ? ["US", "FR"] : question.type === "currency" ? "750000" : question.type === "multiple" ? [] : (question.answers[0]?.slug ?? "");
    const { visited, state } = completeFlow(partnerFlow, { ...defaultFormData, pension: true, sippValue: 12_000_000 }, pick);
    expect(visited).toEqual(["have-an-account", "which-service", "investing-option", "which-agent", "country-connected", "amount-to-invest"]);
    expect(position(partnerFlow, state, "amount-to-invest")).toMatchObject({ number: 6, total: 6, next: RESULTS });
    const stored = submissionAnswers(partnerFlow, state);
    expect(stored).toMatchObject({ introducer: "lloyds", lloydsHaveAnAccount: true, lloydsHowManyYears: 7, lloydsWhichService: 1, lloydsCountryConnected: ["US", "FR"], lloydsAmountToInvest: 750_000 });
    // Proforma answers from an earlier visit do not leak into the partner submission.
    expect(stored.sippValue).toBe(0);
    expect(stored.pension).toBe(false);
  });
});
