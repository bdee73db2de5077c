import "server-only";

import { introduceToFirms, listVisitorIntroductions } from "@/features/introductions/server";
import { deliveryInWords } from "@/features/introductions";
import { isProviderId } from "@/features/providers";
import { loadProviderNames } from "@/features/providers/server";
import type { Database } from "@/server/db/client";
import { listCallbacksByUser, requestCallback } from "@/server/db/queries/callbacks";
import { findLeadByUser } from "@/server/db/queries/leads";
import { findSubmissionByUser } from "@/server/db/queries/submissions";
import { callbackMessage } from "../messages";
import { callbackRequestSchema, fieldMessages } from "../schema";

export type CallbackRequestOutcome =
  | { status: "created" | "already-requested"; providerId: string; requestedAt: Date; message: string }
  | { status: "invalid"; issues: { field: string; message: string }[] }
  | { status: "no-lead"; message: string };

const invalid = (field: string, message: string): CallbackRequestOutcome => ({ status: "invalid", issues: [{ field, message }] });

/**
 * "Ask {firm} to contact me" (docs/product.md, "Leads, accounts and roles" and "Introductions"): introduces the
 * visitor's lead to one more of their matched firms, once per visitor and firm; asking again
 * answers when it was first asked. The request, the introduction and its mails share one transaction.
 */
export async function askForCallback(database: Database, visitorId: string, body: unknown): Promise<CallbackRequestOutcome> {
  const parsed = callbackRequestSchema.safeParse(body);
  if (!parsed.success) {
    const [field, message] = Object.entries(fieldMessages(parsed.error.issues))[0] ?? ["providerId", "providerId is required"];
    return invalid(field, message ?? "");
  }
  if (!isProviderId(parsed.data.providerId)) return invalid("providerId", "providerId is not one of our providers");
  const provider = { id: parsed.data.providerId, nameForSL: (await loadProviderNames(database)).short(parsed.data.providerId) };

  const submission = await findSubmissionByUser(database, visitorId);
  // A matched firm, or one of the visitor's pool they once introduced themselves to and withdrew from.
  const withdrawn = (await listVisitorIntroductions(database, visitorId)).some((i) => i.providerId === provider.id && i.status === "withdrawn");
  const inPool = [...(submission?.match?.wealthManagers ?? []), ...(withdrawn ? (submission?.match?.otherWm ?? []) : [])];
  if (!inPool.includes(provider.id)) {
    return invalid("providerId", `${provider.nameForSL} is not one of your matches`);
  }
  const lead = await findLeadByUser(database, visitorId);
  if (!lead) return { status: "no-lead", message: `Send us your details first, so ${provider.nameForSL} knows how to reach you.` };

  return database.transaction(async (tx) => {
    const outcome = await requestCallback(tx, { userId: visitorId, providerId: provider.id, leadId: lead.id });
    const created = await introduceToFirms(tx, { userId: visitorId, leadId: lead.id, providerIds: [provider.id] });
    // Introduced through the profile form already: that is the first request. A withdrawn
    // introduction reopened is a new request.
    const status = created.length > 0 ? "created" : "already-requested";
    const [intro] = created;
    const delivery = !intro ? null : intro.status === "confirming" ? ("confirming" as const) : deliveryInWords(provider.nameForSL, intro.deliveredVia ?? "firm");
    const requestedAt = created.length > 0 && outcome.status === "already-requested" ? new Date() : outcome.requestedAt;
    return { status, requestedAt, providerId: provider.id, message: callbackMessage(status, provider.nameForSL, outcome.requestedAt, delivery) };
  });
}

export async function visitorCallbacks(database: Database, visitorId: string) {
  return listCallbacksByUser(database, visitorId);
}
