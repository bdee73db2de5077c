"use server";

import { redirect } from "next/navigation";
import { routes } from "@/config/routes";
import { updateByFirm } from "@/features/introductions/server";
import { currentMember } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { limitAction } from "@/server/limits";

/** Notices the workspace can show after an action, by code (never text from the URL). */
export type WorkspaceNotice = "updated" | "reason" | "not-allowed" | "forbidden" | "not-found" | "busy";

/**
 * Accept, Decline (with a reason), Contacted, Meeting arranged, Became a client, Not proceeding:
 * from the firm's workspace form. The member is checked again here; back to the workspace after.
 */
export async function updateIntroduction(formData: FormData): Promise<void> {
  const member = await currentMember();
  const firm = String(formData.get("providerId") ?? "");
  if (!member) redirect(`${routes.signIn}?next=${encodeURIComponent(routes.salesPortalProvider(firm))}`);
  const back = (notice: WorkspaceNotice, id?: string) =>
    redirect(`${routes.salesPortalProvider(firm)}?notice=${notice}${id ? `&introduction=${id}#introduction-${id}` : ""}`);
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
