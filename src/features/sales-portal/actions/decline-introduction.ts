"use server";

import "@/lib/zod-config";
import { redirect } from "next/navigation";
import type { Route } from "next";
import { z } from "zod";
import { routes } from "@/config/routes";
import { declineReasonSchema } from "@/features/introductions";
import { updateByFirm } from "@/features/introductions/server";
import { formAction } from "@/server/action";
import { db } from "@/server/db/client";
import { DECLINE_FIELDS } from "../decline-fields";
import { workspaceFirm, workspaceOf } from "../workspace-address";

/**
 * The firm declines an introduction, with the reason the investor is e-mailed. A reason refused
 * (none, too long, a web address in it) is answered in the form with the text kept; once declined,
 * back to the workspace's list the form was sent from, as the other actions go.
 */
export const declineIntroduction = formAction(
  {
    log: "sales portal: declining an introduction",
    access: "member",
    limit: "introduction-update",
    fields: DECLINE_FIELDS,
    // The reason is checked here, so a refused one does not count against the limit; the rest is
    // read as text, and `updateByFirm` parses the whole update again (firmUpdateSchema).
    schema: z.object({ providerId: z.string(), introductionId: z.string(), reason: declineReasonSchema, list: z.string() }),
    failureMessage: "We could not record the decline just now. Please try again.",
    signIn: routes.signInThen(routes.salesPortal),
  },
  async ({ values, actor: member, reply }) => {
    const firm = workspaceFirm(values.providerId, member);
    const outcome = await updateByFirm(await db(), member, { introductionId: values.introductionId, status: "declined", reason: values.reason });
    if (outcome.status === "invalid" && outcome.field === "reason") return reply.invalid("reason", outcome.message);
    const notice = outcome.status === "invalid" ? "not-allowed" : outcome.status;
    redirect(workspaceOf(firm, notice, values.introductionId, values.list) as Route);
  },
);
