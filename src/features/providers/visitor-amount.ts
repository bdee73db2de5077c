/**
 * The amount the visitor's own answers, as kept in this browser, give for a cost in pounds: the
 * same figure or band the results page works on (docs/product.md, "Results"). Loaded by the
 * profile's cost leaf only when answers are stored, so a first visit carries none of this code.
 */
import { partner } from "@/config/partner";
import { investableTotal } from "@/features/matching";
import { restoreFormData } from "@/lib/form-data";
import { costAmount, statedAmount } from "@/lib/stated-amount";

export function visitorCostAmount(saved: unknown): { min: number; max: number | null } | null {
  if (typeof saved !== "object" || saved === null) return null;
  const answers = restoreFormData(saved);
  const viaPartner = answers.introducer === partner.slug;
  const total = investableTotal(answers, { partnerSlug: partner.slug });
  return costAmount(statedAmount(answers, total, viaPartner ? answers.lloydsAmountToInvest : null));
}
