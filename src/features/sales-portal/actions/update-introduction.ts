"use server";

import "@/lib/zod-config";
import { z } from "zod";
import { routes } from "@/config/routes";
import { updateByFirm } from "@/features/introductions/server";
import { isProviderId } from "@/features/providers";
import { redirectAction } from "@/server/action";
import { db } from "@/server/db/client";
import { readPaging } from "../paging";
import { readStatusFilter } from "../server/introductions";
import { hasWebAddress } from "@/lib/text-safety";

/** Notices the workspace can show after an action, by code (never text from the URL). */
export type WorkspaceNotice = "updated" | "reason" | "reason-web-address" | "not-allowed" | "forbidden" | "not-found" | "busy";

// The introduction's id goes into the redirect too: only when it is an id.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The list the form was sent from (its status filter and page), rebuilt from what it reads as, so
 * the member goes back to the list they were working through. Sent as a query string; only a known
 * status and a valid page and size come through.
 */
function listQuery(sent: string): string {
  const params = Object.fromEntries(new URLSearchParams(sent.slice(0, 200)));
  const query = new URLSearchParams();
  const status = readStatusFilter(params.status);
  if (status) query.set("status", status);
  if (params.size !== undefined || params.page !== undefined) {
    const paging = readPaging(params);
    query.set("size", String(paging.size));
    query.set("page", String(paging.page));
  }
  return query.size > 0 ? `${query}&` : "";
}

/**
 * The workspace to go back to: a firm's id only when it is one (it goes into the redirect's
 * Location header, where a line break or any other stray text must never reach).
 */
function workspaceOf(firm: string | null, notice: WorkspaceNotice, introductionId?: string, list = ""): string {
  const workspace = firm ? routes.salesPortalProvider(firm) : routes.salesPortal;
  const listed = firm ? listQuery(list) : "";
  return `${workspace}?${listed}notice=${notice}${introductionId && firm && UUID.test(introductionId) ? `&introduction=${introductionId}#introduction-${introductionId}` : ""}`;
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
    fields: ["providerId", "introductionId", "status", "reason", "list"],
    // Read as text here; `updateByFirm` parses the update itself (firmUpdateSchema).
    schema: z.object({ providerId: z.string(), introductionId: z.string(), status: z.string(), reason: z.string(), list: z.string() }),
    notices: {
      signedOut: (values) => {
        const firm = sentFirm(values);
        return routes.signInThen(firm ? routes.salesPortalProvider(firm) : routes.salesPortal);
      },
      invalid: (values) => workspaceOf(sentFirm(values), "not-allowed", undefined, values.list),
      limited: (values) => workspaceOf(sentFirm(values), "busy", undefined, values.list),
    },
  },
  async ({ values, actor: member }) => {
    const ownFirm = member.roles.find((role) => role.role === "provider" && role.providerId)?.providerId;
    const firm = sentFirm(values) ?? (isProviderId(ownFirm) ? ownFirm : null);
    if (!firm) return workspaceOf(null, "not-found");
    const { introductionId, list } = values;
    const outcome = await updateByFirm(await db(), member, { introductionId, status: values.status, reason: values.reason });
    switch (outcome.status) {
      case "updated":
        return workspaceOf(firm, "updated", introductionId, list);
      case "invalid":
        return workspaceOf(firm, outcome.field !== "reason" ? "not-allowed" : hasWebAddress(values.reason) ? "reason-web-address" : "reason", introductionId, list);
      default:
        return workspaceOf(firm, outcome.status, introductionId, list);
    }
  },
);
