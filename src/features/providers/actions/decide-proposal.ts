"use server";

import "@/lib/zod-config";
import { z } from "zod";
import { stateAction } from "@/server/action";
import { db } from "@/server/db/client";
import type { EditorState } from "../editor-state";
import { isProviderId } from "../index";
import { decideOnProposal, loadProvider } from "../server/provider-store";
import { revalidateProviderPages } from "../server/revalidate-pages";

const REASON_NEEDED = "Reason for rejecting: say why, so whoever proposed the changes can be told";

const decisionSchema = z
  .object({
    providerId: z.string().max(40).refine(isProviderId),
    proposalId: z.uuid(),
    decision: z.enum(["approve", "reject"]),
    reason: z.string().trim().max(500, "Reason for rejecting: keep it to 500 characters or fewer"),
  })
  .refine((v) => v.decision !== "reject" || v.reason.length > 0, { path: ["reason"], message: REASON_NEEDED });

/** An admin approves or rejects (with a reason) a pending proposal; the member who proposed it is e-mailed. */
export const decideProposal = stateAction(
  {
    log: "providers: deciding a proposal",
    access: { roles: ["admin"] },
    limit: "provider-facts",
    fields: ["providerId", "proposalId", "decision", "reason"],
    schema: decisionSchema,
    refuse: (refusal, values): EditorState => {
      switch (refusal.reason) {
        case "signed-out":
        case "forbidden":
          return { status: "failed", message: "Only an admin can approve or reject proposals.", errors: {} };
        case "invalid":
          // The reason is the one field an admin types: named beside the proposal it belongs to.
          return refusal.errors.reason
            ? { status: "invalid", message: refusal.errors.reason, errors: {}, proposal: { id: values.proposalId, reasonError: refusal.errors.reason } }
            : { status: "failed", message: "That proposal could not be found.", errors: {} };
        case "limited":
          return { status: "failed", message: refusal.message, errors: {} };
        case "failed":
          return { status: "failed", message: "The decision could not be saved just now. Please try again in a moment.", errors: {} };
      }
    },
  },
  async ({ data: { providerId, proposalId, decision, reason }, actor: member }): Promise<EditorState> => {
    const database = await db();
    const provider = await loadProvider(database, providerId);
    if (!provider) return { status: "failed", message: "This provider does not exist.", errors: {} };
    const outcome = await decideOnProposal(database, provider, { proposalId, approve: decision === "approve", by: member.id, reason: decision === "reject" ? reason : null });
    if (outcome.status === "not-pending") return { status: "failed", message: "That proposal has already been decided.", errors: {} };
    revalidateProviderPages(providerId);
    const told = {
      mailed: "An e-mail telling the member who proposed it is on its way.",
      held: "The e-mail to the member who proposed it was held back: they have had as many decisions e-mailed as they may in an hour. Tell them yourself.",
      gone: "The member who proposed it can no longer edit this firm's facts, so nobody was e-mailed.",
    }[outcome.proposer];
    return {
      status: outcome.status === "approved" ? "published" : "rejected",
      message: `${outcome.status === "approved" ? "Approved and published." : "Rejected; nothing was changed."} ${told}`,
      errors: {},
    };
  },
);
