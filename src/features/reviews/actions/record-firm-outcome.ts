"use server";

import { routes } from "@/config/routes";
import { staffStatusInWords } from "@/features/introductions";
import { FIRM_WORKSPACE, formAction } from "@/server/action";
import { db } from "@/server/db/client";
import { FIRM_OUTCOME_FIELDS, firmOutcomeSchema } from "../schemas";
import { recordOutcome } from "../server";

/** The firm's side of the outcome after a first meeting, from its workspace: answered beside the meeting's row. */
export const recordFirmOutcome = formAction(
  {
    log: "reviews: firm outcome",
    access: FIRM_WORKSPACE,
    limit: "introduction-update",
    fields: FIRM_OUTCOME_FIELDS,
    schema: firmOutcomeSchema,
    failureMessage: "We could not save this just now. Your answers are still here: please press the button again in a moment.",
    forbiddenMessage: "This meeting belongs to another firm.",
    signIn: routes.signInThen(routes.salesPortal),
  },
  async ({ data, actor, reply }) => {
    const saved = await recordOutcome(await db(), actor, { introductionId: data.introductionId, side: "firm", meetingHeld: data.meetingHeld, result: data.result || "not-proceeding" });
    if (saved.status !== "saved") return reply.failed(saved.message);
    if (saved.marked) return reply.sent(`Saved: thank you. The introduction is now marked "${staffStatusInWords[saved.marked]}".`);
    return reply.sent(saved.stays ? `Saved: thank you. The introduction stays marked "${staffStatusInWords[saved.stays]}".` : "Saved: thank you.");
  },
);
