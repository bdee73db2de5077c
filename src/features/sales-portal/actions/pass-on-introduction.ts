"use server";

import "@/lib/zod-config";
import { z } from "zod";
import { routes } from "@/config/routes";
import { markPassedOn } from "@/features/introductions/server";
import { isProviderId } from "@/features/providers";
import { redirectAction } from "@/server/action";
import { db } from "@/server/db/client";
import { workspaceFirm, workspaceOf } from "../workspace-address";

const sentFirm = (values: { providerId: string }) => (isProviderId(values.providerId) ? values.providerId : null);

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
    notices: {
      signedOut: (values) => {
        const firm = sentFirm(values);
        return routes.signInThen(firm ? routes.salesPortalProvider(firm) : routes.salesPortal);
      },
      forbidden: (values) => workspaceOf(sentFirm(values), "staff-only", undefined, values.list),
      invalid: (values) => workspaceOf(sentFirm(values), "not-allowed", undefined, values.list),
      limited: (values) => workspaceOf(sentFirm(values), "busy", undefined, values.list),
    },
  },
  async ({ values, actor: member }) => {
    const firm = workspaceFirm(values.providerId, member);
    if (!firm) return workspaceOf(null, "not-found");
    const { introductionId, list } = values;
    const outcome = await markPassedOn(await db(), member, { id: introductionId, providerId: firm });
    return workspaceOf(firm, outcome.status === "forbidden" ? "staff-only" : outcome.status, introductionId, list);
  },
);
