import { routes } from "@/config/routes";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Back to the outcome page of the introduction a form named (only when it is an id, so a forged
 * value cannot build another address), with a notice code, at the review's section.
 */
export function outcomePageUrl(introductionId: string, notice: string): string {
  return UUID.test(introductionId) ? `${routes.introductionOutcome(introductionId)}?notice=${notice}#your-review` : routes.yourIntroductions;
}
