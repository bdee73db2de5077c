import type { FormData } from "@/lib/form-data";
import { ADVICE_AREA_FLAGS, INVESTABLE_FIELDS } from "@/lib/form-fields";
import { isFineBandValue } from "@/lib/wealth-bands";
import { THRESHOLDS } from "./rules";

export { INVESTABLE_FIELDS };

/** True when the answers came through a partner's insurer flow. */
export function isPartnerFlow(answers: FormData, partnerSlug: string): boolean {
  return answers.introducer === partnerSlug;
}

/**
 * The investable total T in whole pounds, or null when it is unknown (docs/product.md, "Money and the investable total"):
 * the exact value if given, else the amount to invest with a wealth manager, else the sum of
 * the investable holdings. Unknown when no advice area was chosen and no amount was given, and
 * in the partner flow when its amount is not a known band.
 */
export function investableTotal(answers: FormData, options: { partnerSlug?: string } = {}): number | null {
  if (options.partnerSlug && isPartnerFlow(answers, options.partnerSlug)) {
    return isFineBandValue(answers.lloydsAmountToInvest) ? answers.lloydsAmountToInvest : null;
  }
  if (answers.exactValue > 0) return answers.exactValue;
  if (answers.wealthManagerInvest > 0) return answers.wealthManagerInvest;
  const sum = INVESTABLE_FIELDS.reduce((total, field) => total + answers[field], 0);
  const choseAnArea = ADVICE_AREA_FLAGS.some((area) => answers[area]);
  return !choseAnArea && sum === 0 ? null : sum;
}

/** docs/product.md, "Money and the investable total": `under300` is true when T is known and below £300,000. */
export function isUnder300k(total: number | null): boolean {
  return total !== null && total < THRESHOLDS.advisers;
}
