import { routes } from "@/config/routes";
import { isUuid } from "@/lib/uuid";

/**
 * Back to the outcome page of the introduction a form named (only when it is an id, so a forged
 * value cannot build another address), with a notice code, at the review's section.
 */
export function outcomePageUrl(introductionId: string, notice: string): string {
  return isUuid(introductionId) ? `${routes.introductionOutcome(introductionId)}?notice=${notice}#your-review` : routes.yourIntroductions;
}
