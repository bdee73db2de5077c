"use server";

import "@/lib/zod-config";
import { z } from "zod";
import { undoPassedOn } from "@/features/introductions/server";
import { redirectAction } from "@/server/action";
import { db } from "@/server/db/client";
import { introductionFormNotices, workspaceFirm, workspaceOf } from "../workspace-address";

/**
 * "Not passed on yet: undo": our staff take back a mark made in error (`undoPassedOn` checks they
 * are staff and that nothing has followed from it); back to the workspace after.
 */
export const undoPassOnIntroduction = redirectAction(
  {
    log: "sales portal: undoing a passed-on mark",
    access: { roles: ["admin", "sales"] },
    limit: "introduction-update",
    fields: ["providerId", "introductionId", "list"],
    schema: z.object({ providerId: z.string(), introductionId: z.string(), list: z.string() }),
    notices: introductionFormNotices("staff-only"),
  },
  async ({ values, actor: member }) => {
    const firm = workspaceFirm(values.providerId, member);
    if (!firm) return workspaceOf(null, "not-found");
    const { introductionId, list } = values;
    const outcome = await undoPassedOn(await db(), member, { id: introductionId, providerId: firm });
    return workspaceOf(firm, outcome.status === "forbidden" ? "staff-only" : outcome.status, introductionId, list);
  },
);
