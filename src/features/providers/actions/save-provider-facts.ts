"use server";

import { revalidatePath } from "next/cache";
import { unstable_rethrow } from "next/navigation";
import "@/lib/zod-config";
import { z } from "zod";
import { routes } from "@/config/routes";
import { canEditProviderFacts, canPublishProviderFacts } from "@/lib/permissions";
import { hasUnsafeText } from "@/lib/text-safety";
import { currentMember } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { limitAction } from "@/server/limits";
import { asFormData } from "@/lib/validated-action";
import { logFailure } from "@/server/log";
import { changedFacts, factsFromForm, factsOf, minimumConflict } from "../facts";
import { FEE_FIELDS } from "../fees";
import { isProviderId } from "../index";
import { decideOnProposal, loadProvider, proposeFacts, publishFacts } from "../server/provider-store";
import { FACT_KEYS } from "../types";
import type { EditorState } from "../editor-state";

/** Every public page that shows provider facts: re-rendered on the next request after a change. */
function revalidateProviderPages(id: string) {
  revalidatePath(routes.wealthManager(id));
  revalidatePath(routes.wealthManagers);
  revalidatePath("/api/providers");
  revalidatePath(routes.providerEditor(id));
}

const verifiedSchema = z.array(z.enum(FACT_KEYS)).max(FACT_KEYS.length);

/**
 * The editor's Save (docs/product.md, "Provider facts"): an admin's publishes at once; anyone else allowed on the
 * page (sales, or the provider's own staff) sends the changed facts as a proposal for an admin.
 */
export async function saveProviderFacts(_previous: EditorState, sent: FormData): Promise<EditorState> {
  const form = asFormData(sent);
  const id = form.get("providerId");
  if (typeof id !== "string" || !isProviderId(id)) return { status: "failed", message: "This provider does not exist.", errors: {} };
  try {
    const member = await currentMember();
    if (!member || !canEditProviderFacts(member.roles, id)) return { status: "failed", message: "You are not allowed to change this provider.", errors: {} };
    const refused = await limitAction("provider-facts", member.id);
    if (refused) return { status: "failed", message: refused, errors: {} };
    const unsafe = [...FACT_KEYS, ...FEE_FIELDS].find((key) => form.getAll(key).some((value) => typeof value === "string" && hasUnsafeText(value)));
    if (unsafe) return { status: "invalid", message: "Please correct the field marked below.", errors: { [unsafe.startsWith("fee.") ? "feeSchedule" : unsafe]: "Remove the hidden or broken characters from this field" } };
    const parsed = factsFromForm(form);
    if (!parsed.ok) {
      const count = Object.keys(parsed.errors).length;
      return { status: "invalid", message: count === 1 ? "Please correct the field marked below." : `Please correct the ${count} fields marked below.`, errors: parsed.errors };
    }
    const database = await db();
    const provider = await loadProvider(database, id);
    if (!provider) return { status: "failed", message: "This provider does not exist.", errors: {} };
    const conflict = minimumConflict(provider, parsed.facts.firmMinimum);
    if (conflict) return { status: "invalid", message: "Please correct the field marked below.", errors: { firmMinimum: conflict } };

    if (canPublishProviderFacts(member.roles)) {
      const verified = verifiedSchema.safeParse(form.getAll("verified"));
      await publishFacts(database, provider, { facts: parsed.facts, verified: verified.success ? verified.data : [], by: member.id });
      revalidateProviderPages(id);
      return { status: "published", message: `Saved. ${provider.name}'s profile now shows these facts.`, errors: {} };
    }
    const changes = changedFacts(factsOf(provider), parsed.facts);
    if (Object.keys(changes).length === 0) return { status: "invalid", message: "Nothing has changed, so there is nothing to send.", errors: {} };
    await proposeFacts(database, id, changes, member.id);
    revalidatePath(routes.providerEditor(id));
    return { status: "proposed", message: "Thank you. Your changes were sent for approval; they will show on the profile once an admin approves them.", errors: {} };
  } catch (error) {
    unstable_rethrow(error);
    logFailure(`providers: saving facts for ${id}`, error);
    return { status: "failed", message: "The facts could not be saved just now. What you typed is still here: please try again in a moment.", errors: {} };
  }
}

const decisionSchema = z.object({ providerId: z.string().max(40), proposalId: z.uuid(), decision: z.enum(["approve", "reject"]) });

/** An admin approves or rejects a pending proposal. */
export async function decideProposal(_previous: EditorState, sent: FormData): Promise<EditorState> {
  const form = asFormData(sent);
  const parsed = decisionSchema.safeParse({ providerId: form.get("providerId"), proposalId: form.get("proposalId"), decision: form.get("decision") });
  if (!parsed.success || !isProviderId(parsed.data.providerId)) return { status: "failed", message: "That proposal could not be found.", errors: {} };
  const { providerId, proposalId, decision } = parsed.data;
  try {
    const member = await currentMember();
    if (!member || !canPublishProviderFacts(member.roles)) return { status: "failed", message: "Only an admin can approve or reject proposals.", errors: {} };
    const refused = await limitAction("provider-facts", member.id);
    if (refused) return { status: "failed", message: refused, errors: {} };
    const database = await db();
    const provider = await loadProvider(database, providerId);
    if (!provider) return { status: "failed", message: "This provider does not exist.", errors: {} };
    const outcome = await decideOnProposal(database, provider, { proposalId, approve: decision === "approve", by: member.id });
    if (outcome === "not-pending") return { status: "failed", message: "That proposal has already been decided.", errors: {} };
    revalidateProviderPages(providerId);
    return { status: outcome === "approved" ? "published" : "rejected", message: outcome === "approved" ? "Approved and published." : "Rejected; nothing was changed.", errors: {} };
  } catch (error) {
    unstable_rethrow(error);
    logFailure(`providers: deciding proposal for ${providerId}`, error);
    return { status: "failed", message: "The decision could not be saved just now. Please try again in a moment.", errors: {} };
  }
}

