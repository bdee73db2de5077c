import { formatOrdinalDate } from "@/lib/dates";

/**
 * What a visitor is told after asking a firm to contact them: only what has actually happened.
 * `delivery`: "confirming" while their e-mail address waits for confirmation, else the words of the
 * route it took ("e-mailed to Saltus", "passed to our team, …").
 */
export function callbackMessage(status: "created" | "already-requested", providerName: string, requestedAt: Date | string, delivery: "confirming" | string | null = null): string {
  if (status === "already-requested") return `You already asked ${providerName} to contact you on ${formatOrdinalDate(requestedAt)}, so there is no need to ask again.`;
  if (delivery === "confirming") return `Thank you. We have e-mailed you a link: once you confirm your e-mail address, we will send your details to ${providerName}.`;
  return `Thank you. Your introduction was ${delivery ?? `e-mailed to ${providerName}`}. The firm has 2 working days from receiving your details to accept, and we will e-mail you when it answers.`;
}
