"use server";

import { redirect } from "next/navigation";
import { routes, withQuery } from "@/config/routes";
import { updateByFirm } from "@/features/introductions/server";
import { isProviderId } from "@/features/providers";
import { currentMember } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { limitAction } from "@/server/limits";
import { asFormData } from "@/lib/validated-action";

// The introduction's id goes into the redirect too: only when it is an id.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Notices the workspace can show after an action, by code (never text from the URL). */
export type WorkspaceNotice = "updated" | "reason" | "not-allowed" | "forbidden" | "not-found" | "busy";

/**
 * Accept, Decline (with a reason), Contacted, Meeting arranged, Became a client, Not proceeding:
 * from the firm's workspace form. The member is checked again here; back to the workspace after.
 */
export async function updateIntroduction(sent: FormData): Promise<void> {
  const formData = asFormData(sent);
  const member = await currentMember();
  // The workspace to go back to: a firm's id from the form only when it is one (it goes into the
  // redirect's Location header, where a line break or any other stray text must never reach).
  const firmSent = formData.get("providerId");
  const ownFirm = member?.roles.find((role) => role.role === "provider" && role.providerId)?.providerId;
  const firm = isProviderId(firmSent) ? firmSent : isProviderId(ownFirm) ? ownFirm : null;
  const workspace = firm ? routes.salesPortalProvider(firm) : routes.salesPortal;
  if (!member) redirect(routes.signInThen(workspace));
  const back = (notice: WorkspaceNotice, id?: string) =>
    redirect(id && firm && UUID.test(id) ? routes.salesPortalIntroduction(firm, id, notice) : withQuery(workspace, { notice }));
  if (!firm) back("not-found");
  if (await limitAction("introduction-update", member.id)) back("busy");
  const introductionId = String(formData.get("introductionId") ?? "");
  const outcome = await updateByFirm(await db(), member, {
    introductionId,
    status: formData.get("status"),
    reason: typeof formData.get("reason") === "string" ? formData.get("reason") : undefined,
  });
  switch (outcome.status) {
    case "updated":
      return back("updated", introductionId);
    case "invalid":
      return back(outcome.field === "reason" ? "reason" : "not-allowed", introductionId);
    default:
      return back(outcome.status, introductionId);
  }
}
