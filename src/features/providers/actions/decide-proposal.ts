"use server";

import "@/lib/zod-config";
import { z } from "zod";
import { stateAction } from "@/server/action";
import { db } from "@/server/db/client";
import type { EditorState } from "../editor-state";
import { isProviderId } from "../index";
import { decideOnProposal, loadProvider } from "../server/provider-store";
import { revalidateProviderPages } from "../server/revalidate-pages";

/** An admin approves or rejects a pending proposal. */
export const decideProposal = stateAction(
  {
    log: "providers: deciding a proposal",
    access: { roles: ["admin"] },
    limit: "provider-facts",
    fields: ["providerId", "proposalId", "decision"],
    schema: z.object({ providerId: z.string().max(40).refine(isProviderId), proposalId: z.uuid(), decision: z.enum(["approve", "reject"]) }),
    refuse: (refusal): EditorState => {
      switch (refusal.reason) {
        case "signed-out":
        case "forbidden":
          return { status: "failed", message: "Only an admin can approve or reject proposals.", errors: {} };
        case "invalid":
          return { status: "failed", message: "That proposal could not be found.", errors: {} };
        case "limited":
          return { status: "failed", message: refusal.message, errors: {} };
        case "failed":
          return { status: "failed", message: "The decision could not be saved just now. Please try again in a moment.", errors: {} };
      }
    },
  },
  async ({ data: { providerId, proposalId, decision }, actor: member }): Promise<EditorState> => {
    const database = await db();
    const provider = await loadProvider(database, providerId);
    if (!provider) return { status: "failed", message: "This provider does not exist.", errors: {} };
    const outcome = await decideOnProposal(database, provider, { proposalId, approve: decision === "approve", by: member.id });
    if (outcome === "not-pending") return { status: "failed", message: "That proposal has already been decided.", errors: {} };
    revalidateProviderPages(providerId);
    return { status: outcome === "approved" ? "published" : "rejected", message: outcome === "approved" ? "Approved and published." : "Rejected; nothing was changed.", errors: {} };
  },
);
