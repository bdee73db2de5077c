"use server";

import "@/lib/zod-config";
import { z } from "zod";
import { updateByFirm } from "@/features/introductions/server";
import { redirectAction } from "@/server/action";
import { db } from "@/server/db/client";
import { introductionFormNotices, workspaceFirm, workspaceOf } from "../workspace-address";

/**
 * Accept, Contacted, Meeting arranged, Became a client, Not proceeding: the buttons of the firm's
 * workspace (declining, with its reason, is `declineIntroduction`). The member's right to the
 * introduction's firm is checked by `updateByFirm`; back to the workspace after.
 */
export const updateIntroduction = redirectAction(
  {
    log: "sales portal: updating an introduction",
    access: "member",
    limit: "introduction-update",
    fields: ["providerId", "introductionId", "status", "list"],
    // Read as text here; `updateByFirm` parses the update itself (firmUpdateSchema).
    schema: z.object({ providerId: z.string(), introductionId: z.string(), status: z.string(), list: z.string() }),
    notices: introductionFormNotices(),
  },
  async ({ values, actor: member }) => {
    const firm = workspaceFirm(values.providerId, member);
    if (!firm) return workspaceOf(null, "not-found");
    const { introductionId, list } = values;
    // Declining needs its reason, which only the decline form asks for.
    if (values.status === "declined") return workspaceOf(firm, "decline-form", introductionId, list);
    const outcome = await updateByFirm(await db(), member, { introductionId, status: values.status });
    switch (outcome.status) {
      case "updated":
        return workspaceOf(firm, "updated", introductionId, list);
      case "invalid":
        return workspaceOf(firm, "not-allowed", introductionId, list);
      default:
        return workspaceOf(firm, outcome.status, introductionId, list);
    }
  },
);
