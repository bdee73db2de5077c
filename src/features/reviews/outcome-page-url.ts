import { routes } from "@/config/routes";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Back to the outcome page of the introduction a form named (only when it is an id, so a forged
 * value cannot build another address), with a notice code and the section to show.
 */
export function outcomePageUrl(introductionId: string, notice: string, section: "outcome" | "your-review"): string {
  return UUID.test(introductionId) ? `${routes.introductionOutcome(introductionId)}?notice=${notice}#${section}` : routes.yourIntroductions;
}
