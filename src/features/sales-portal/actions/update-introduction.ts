"use server";

import "@/lib/zod-config";
import { z } from "zod";
import { routes } from "@/config/routes";
import { updateByFirm } from "@/features/introductions/server";
import { isProviderId } from "@/features/providers";
import { redirectAction } from "@/server/action";
import { db } from "@/server/db/client";

/** Notices the workspace can show after an action, by code (never text from the URL). */
export type WorkspaceNotice = "updated" | "reason" | "not-allowed" | "forbidden" | "not-found" | "busy";

// The introduction's id goes into the redirect too: only when it is an id.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The workspace to go back to: a firm's id only when it is one (it goes into the redirect's
 * Location header, where a line break or any other stray text must never reach).
 */
function workspaceOf(firm: string | null, notice: WorkspaceNotice, introductionId?: string): string {
  const workspace = firm ? routes.salesPortalProvider(firm) : routes.salesPortal;
  return `${workspace}?notice=${notice}${introductionId && firm && UUID.test(introductionId) ? `&introduction=${introductionId}#introduction-${introductionId}` : ""}`;
}

const sentFirm = (values: { providerId: string }) => (isProviderId(values.providerId) ? values.providerId : null);

/**
 * Accept, Decline (with a reason), Contacted, Meeting arranged, Became a client, Not proceeding:
 * from the firm's workspace form. The member's right to the introduction's firm is checked by
 * `updateByFirm`; back to the workspace after.
 */
export const updateIntroduction = redirectAction(
  {
    log: "sales portal: updating an introduction",
    access: "member",
    limit: "introduction-update",
    fields: ["providerId", "introductionId", "status", "reason"],
    // Read as text here; `updateByFirm` parses the update itself (firmUpdateSchema).
    schema: z.object({ providerId: z.string(), introductionId: z.string(), status: z.string(), reason: z.string() }),
    notices: {
      signedOut: (values) => {
        const firm = sentFirm(values);
        return routes.signInThen(firm ? routes.salesPortalProvider(firm) : routes.salesPortal);
      },
      invalid: (values) => workspaceOf(sentFirm(values), "not-allowed"),
      limited: (values) => workspaceOf(sentFirm(values), "busy"),
    },
  },
  async ({ values, actor: member }) => {
    const ownFirm = member.roles.find((role) => role.role === "provider" && role.providerId)?.providerId;
    const firm = sentFirm(values) ?? (isProviderId(ownFirm) ? ownFirm : null);
    if (!firm) return workspaceOf(null, "not-found");
    const { introductionId } = values;
    const outcome = await updateByFirm(await db(), member, { introductionId, status: values.status, reason: values.reason });
    switch (outcome.status) {
      case "updated":
        return workspaceOf(firm, "updated", introductionId);
      case "invalid":
        return workspaceOf(firm, outcome.field === "reason" ? "reason" : "not-allowed", introductionId);
      default:
        return workspaceOf(firm, outcome.status, introductionId);
    }
  },
);
