"use server";

import { FIRM_WORKSPACE, redirectAction } from "@/server/action";
import { db } from "@/server/db/client";
import { FIRM_OUTCOME_FIELDS, firmOutcomeSchema } from "../schemas";
import { recordOutcome } from "../server";
import { workspaceListAddress } from "../workspace-address";

const back = (values: { providerId: string; introductionId: string; page: string }, notice: string) => workspaceListAddress(values, "meetings", notice, values.introductionId);

/** The firm's side of the outcome after a first meeting, from its workspace. */
export const recordFirmOutcome = redirectAction(
  {
    log: "reviews: firm outcome",
    access: FIRM_WORKSPACE,
    limit: "introduction-update",
    fields: FIRM_OUTCOME_FIELDS,
    schema: firmOutcomeSchema,
    notices: { invalid: (v) => back(v, "invalid"), limited: (v) => back(v, "busy"), failed: (v) => back(v, "failed") },
  },
  async ({ data, values, actor }) => {
    const saved = await recordOutcome(await db(), actor, { introductionId: data.introductionId, side: "firm", meetingHeld: data.meetingHeld, result: data.result || "not-proceeding" });
    return back(values, saved.status);
  },
);
