"use server";

import { revalidatePath } from "next/cache";
import "@/lib/zod-config";
import { z } from "zod";
import { routes } from "@/config/routes";
import { canPublishProviderFacts } from "@/lib/permissions";
import { hasUnsafeText } from "@/lib/text-safety";
import { FIRM_WORKSPACE, stateAction } from "@/server/action";
import { db } from "@/server/db/client";
import type { EditorState } from "../editor-state";
import { changedFacts, factsFromForm, factsOf, minimumConflict } from "../facts";
import { FEE_FIELDS } from "../fees";
import { isProviderId } from "../index";
import { loadProvider, proposeFacts, publishFacts } from "../server/provider-store";
import { revalidateProviderPages } from "../server/revalidate-pages";
import { FACT_KEYS } from "../types";
import { possessive } from "@/lib/words";

const verifiedSchema = z.array(z.enum(FACT_KEYS)).max(FACT_KEYS.length);

const fieldsMessage = (count: number) => (count === 1 ? "Please correct the field marked below." : `Please correct the ${count} fields marked below.`);

/**
 * The editor's Save (docs/product.md, "Provider facts"): an admin's publishes at once; anyone else allowed on the
 * page (sales, or the provider's own staff) sends the changed facts as a proposal for an admin.
 */
export const saveProviderFacts = stateAction(
  {
    log: "providers: saving facts",
    access: FIRM_WORKSPACE,
    limit: "provider-facts",
    fields: ["providerId"],
    schema: z.object({ providerId: z.string().max(40).refine(isProviderId) }),
    refuse: (refusal): EditorState => {
      switch (refusal.reason) {
        case "signed-out":
        case "forbidden":
          return { status: "failed", message: "You are not allowed to change this provider.", errors: {} };
        case "invalid":
          return { status: "failed", message: "This provider does not exist.", errors: {} };
        case "limited":
          return { status: "failed", message: refusal.message, errors: {} };
        case "failed":
          return { status: "failed", message: "The facts could not be saved just now. What you typed is still here: please try again in a moment.", errors: {} };
      }
    },
  },
  async ({ data: { providerId: id }, form, actor: member }): Promise<EditorState> => {
    // The facts are many fields (lists and the fee schedule among them): read and checked here.
    const unsafe = [...FACT_KEYS, ...FEE_FIELDS].find((key) => form.getAll(key).some((value) => typeof value === "string" && hasUnsafeText(value)));
    if (unsafe) return { status: "invalid", message: fieldsMessage(1), errors: { [unsafe.startsWith("fee.") ? "feeSchedule" : unsafe]: "Remove the hidden or broken characters from this field" } };
    const parsed = factsFromForm(form);
    if (!parsed.ok) return { status: "invalid", message: fieldsMessage(Object.keys(parsed.errors).length), errors: parsed.errors };
    const database = await db();
    const provider = await loadProvider(database, id);
    if (!provider) return { status: "failed", message: "This provider does not exist.", errors: {} };
    const conflict = minimumConflict(provider, parsed.facts.firmMinimum);
    if (conflict) return { status: "invalid", message: fieldsMessage(1), errors: { firmMinimum: conflict } };

    if (canPublishProviderFacts(member.roles)) {
      const verified = verifiedSchema.safeParse(form.getAll("verified"));
      await publishFacts(database, provider, { facts: parsed.facts, verified: verified.success ? verified.data : [], by: member.id });
      revalidateProviderPages(id);
      return { status: "published", message: `Saved. ${possessive(parsed.facts.name)} profile now shows these facts.`, errors: {} };
    }
    const changes = changedFacts(factsOf(provider), parsed.facts);
    if (Object.keys(changes).length === 0) return { status: "invalid", message: "Nothing has changed, so there is nothing to send.", errors: {} };
    await proposeFacts(database, id, changes, member.id);
    revalidatePath(routes.providerEditor(id));
    return { status: "proposed", message: "Thank you. Your changes were sent for approval; they will show on the profile once an admin approves them.", errors: {} };
  },
);
