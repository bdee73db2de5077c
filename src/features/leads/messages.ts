import { formatOrdinalDate } from "@/lib/dates";

/** What a visitor is told after asking a firm to contact them: only what has actually happened. */
export function callbackMessage(status: "created" | "already-requested", providerName: string, requestedAt: Date | string): string {
  return status === "created"
    ? `Thank you. We have sent your details to ${providerName}. They have 2 working days to accept, and we will e-mail you when they answer.`
    : `You already asked ${providerName} to contact you on ${formatOrdinalDate(requestedAt)}, so there is no need to ask again.`;
}
