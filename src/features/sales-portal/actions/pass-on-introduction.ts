"use server";

import "@/lib/zod-config";
import { z } from "zod";
import { markPassedOn } from "@/features/introductions/server";
import { redirectAction } from "@/server/action";
import { db } from "@/server/db/client";
import { introductionFormNotices, workspaceFirm, workspaceOf } from "../workspace-address";

/**
 * "Mark as passed on to {firm}": our staff record that an introduction which came through the desk
 * has reached its firm (`markPassedOn` checks they are staff and that it waits at the desk); back
 * to the workspace after.
 */
export const passOnIntroduction = redirectAction(
  {
    log: "sales portal: marking an introduction passed on",
    // Our own team only; `markPassedOn` checks again.
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
    const outcome = await markPassedOn(await db(), member, { id: introductionId, providerId: firm });
    return workspaceOf(firm, outcome.status === "forbidden" ? "staff-only" : outcome.status, introductionId, list);
  },
);
