import "server-only";

import { getProvider } from "@/features/providers";
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
 * Asks one of the visitor's matched providers to call them (DECISIONS §6): once per visitor and
 * provider; asking again answers when it was first asked. Needs the visitor's lead, so the firm
 * has their details.
 */
export async function askForCallback(database: Database, visitorId: string, body: unknown): Promise<CallbackRequestOutcome> {
  const parsed = callbackRequestSchema.safeParse(body);
  if (!parsed.success) {
    const [field, message] = Object.entries(fieldMessages(parsed.error.issues))[0] ?? ["providerId", "providerId is required"];
    return invalid(field, message ?? "");
  }
  const provider = getProvider(parsed.data.providerId);
  if (!provider) return invalid("providerId", "providerId is not one of our providers");

  const submission = await findSubmissionByUser(database, visitorId);
  if (!submission?.match?.wealthManagers.includes(provider.id)) {
    return invalid("providerId", `${provider.nameForSL} is not one of your matches`);
  }
  const lead = await findLeadByUser(database, visitorId);
  if (!lead) return { status: "no-lead", message: `Send us your details first, so ${provider.nameForSL} knows who to call.` };

  const outcome = await requestCallback(database, { userId: visitorId, providerId: provider.id, leadId: lead.id });
  return { ...outcome, providerId: provider.id, message: callbackMessage(outcome.status, provider.nameForSL, outcome.requestedAt) };
}

export async function visitorCallbacks(database: Database, visitorId: string) {
  return listCallbacksByUser(database, visitorId);
}
