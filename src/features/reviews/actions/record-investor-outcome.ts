"use server";

import { routes } from "@/config/routes";
import { redirectAction } from "@/server/action";
import { db } from "@/server/db/client";
import { OUTCOME_FIELDS, outcomeSchema } from "../schemas";
import { recordOutcome } from "../server";
import { outcomePageUrl } from "../outcome-page-url";

const back = (id: string, notice: string) => outcomePageUrl(id, notice, "outcome");

/** The investor's two answers after a first meeting (docs/reviews.md). */
export const recordInvestorOutcome = redirectAction(
  {
    log: "reviews: investor outcome",
    access: "visitor",
    limit: "outcomes",
    fields: OUTCOME_FIELDS,
    schema: outcomeSchema,
    notices: { invalid: (v) => back(v.introductionId, "invalid"), limited: (v) => back(v.introductionId, "busy"), failed: (v) => back(v.introductionId, "failed") },
  },
  async ({ data, actor }) => {
    if (!actor) return routes.signInThen(routes.introductionOutcome(data.introductionId));
    const saved = await recordOutcome(await db(), { id: actor.id }, { introductionId: data.introductionId, side: "investor", meetingHeld: data.meetingHeld, result: data.result || "not-proceeding" });
    return back(data.introductionId, saved.status === "saved" ? "saved" : saved.status);
  },
);
