/**
 * What the visitor said about their money, in their terms (docs/product.md, "Results"), and the
 * amount a cost in pounds is worked on. Shared by the results page (on the server) and the
 * profile's cost for the visitor's own amount (in the browser), so both read the answers alike.
 */
import type { FormData } from "./form-data";
import { INVESTABLE_FIELDS } from "./form-fields";
import { addRanges, bandRange, type BandRange } from "./wealth-bands";

/** What the visitor said about their money. */
export type StatedAmount =
  | { kind: "typed"; amount: number; of: "total" | "sale-proceeds" }
  | { kind: "range"; range: BandRange }
  | { kind: "unknown" };

/**
 * The amount as the visitor gave it, following the investable total's own order (docs/product.md, "Money and the investable total"):
 * a typed total, else the typed share of sale proceeds, else the bands chosen, added as ranges.
 * `partnerAmount` is the partner flow's band when the answers came through it.
 */
export function statedAmount(answers: FormData, total: number | null, partnerAmount: number | null = null): StatedAmount {
  if (total === null) return { kind: "unknown" };
  if (partnerAmount !== null) {
    const range = bandRange(partnerAmount);
    return range ? { kind: "range", range } : { kind: "unknown" };
  }
  if (answers.exactValue > 0) return { kind: "typed", amount: answers.exactValue, of: "total" };
  if (answers.wealthManagerInvest > 0) return { kind: "typed", amount: answers.wealthManagerInvest, of: "sale-proceeds" };
  return { kind: "range", range: heldRange(answers) };
}

/** What the amounts in `fields` add up to, as a range. */
function rangeOf(answers: FormData, fields: readonly (typeof INVESTABLE_FIELDS)[number][]): BandRange {
  const held = fields.map((field) => answers[field]).filter((value) => value > 0);
  // A stored value that is not a band can only have been typed: it stands for itself.
  return addRanges(held.map((value) => bandRange(value) ?? { min: value, max: value }));
}

/** What the bands chosen for the visitor's holdings add up to, as a range. */
function heldRange(answers: FormData): BandRange {
  return rangeOf(answers, INVESTABLE_FIELDS);
}

/**
 * What the visitor holds that could be invested, for the check below: the bands chosen, except the
 * amount they want tax advice on (the same wealth as the rest, or their estate, not money to
 * invest) and, when they said how much of a sale's proceeds they would invest, that figure in place
 * of the business's valuation.
 */
function investableHeld(answers: FormData): number {
  const fields = INVESTABLE_FIELDS.filter((field) => field !== "taxPlanningValue" && !(field === "valueOfBusiness" && answers.wealthManagerInvest > 0));
  return rangeOf(answers, fields).min + (answers.wealthManagerInvest > 0 ? answers.wealthManagerInvest : 0);
}

/**
 * A typed total far below what the visitor holds to invest (`investableHeld`): at least `held`,
 * against `typed`, less than half of it ("75k" typed for "750k" looks just like this). Null
 * otherwise: a total somewhat below the holdings is a fair answer, since not all of them need be
 * invested.
 */
export function totalBelowHoldings(answers: FormData): { typed: number; held: number } | null {
  if (!(answers.exactValue > 0)) return null;
  const held = investableHeld(answers);
  return answers.exactValue * 2 < held ? { typed: answers.exactValue, held } : null;
}

/** The amount a cost in pounds is worked on: the typed figure, or the band's range; null when unknown. */
export function costAmount(stated: StatedAmount): { min: number; max: number | null } | null {
  if (stated.kind === "typed") return { min: stated.amount, max: stated.amount };
  if (stated.kind === "range") return { min: stated.range.min, max: stated.range.max };
  return null;
}

