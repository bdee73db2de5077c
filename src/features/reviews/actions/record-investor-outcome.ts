"use server";

import { redirect } from "next/navigation";
import { routes } from "@/config/routes";
import { formAction } from "@/server/action";
import { db } from "@/server/db/client";
import { OUTCOME_FIELDS, outcomeSchema } from "../schemas";
import { recordOutcome } from "../server";

const NOT_YOURS = "This introduction is not one of yours, or it no longer exists. If you were introduced, sign in with the link in our e-mail and answer again.";

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
    if (saved.status === "saved") return reply.sent("Thank you: your answers are saved.");
    // Whether someone else's introduction exists is not said: both are answered alike.
    if (saved.status === "not-found" || saved.status === "forbidden") return reply.failed(NOT_YOURS);
    return reply.failed(saved.message);
  },
);
