"use server";

import { redirect } from "next/navigation";
import { routes } from "@/config/routes";
import { formAction } from "@/server/action";
import { db } from "@/server/db/client";
import { OUTCOME_FIELDS, outcomeSchema } from "../schemas";
import { recordOutcome } from "../server";

/** The investor's two answers after a first meeting (docs/reviews.md), answered beside the form. */
export const recordInvestorOutcome = formAction(
  {
    log: "reviews: investor outcome",
    access: "visitor",
    limit: "outcomes",
    fields: OUTCOME_FIELDS,
    schema: outcomeSchema,
    failureMessage: "We could not save your answers just now. They are still chosen here: please press the button again in a moment.",
  },
  async ({ data, actor, reply }) => {
    if (!actor) redirect(routes.signInThen(routes.introductionOutcome(data.introductionId)));
    const saved = await recordOutcome(await db(), { id: actor.id }, { introductionId: data.introductionId, side: "investor", meetingHeld: data.meetingHeld, result: data.result || "not-proceeding" });
    return saved.status === "saved" ? reply.sent("Thank you: your answers are saved.") : reply.failed(saved.message);
  },
);
