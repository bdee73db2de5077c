import { formatOrdinalDate } from "@/lib/dates";

/** What a visitor is told after asking a firm to call them. */
export function callbackMessage(status: "created" | "already-requested", providerName: string, requestedAt: Date | string): string {
  return status === "created"
    ? `Thank you. We have asked ${providerName} to call you on the number you gave us.`
    : `You already asked ${providerName} to call you on ${formatOrdinalDate(requestedAt)}, so there is no need to ask again. They will be in touch.`;
}
