"use server";

import { routes } from "@/config/routes";
import { redirectAction } from "@/server/action";
import { db } from "@/server/db/client";
import { WITHDRAWAL_FIELDS, withdrawalSchema } from "../schemas";
import { withdrawReview } from "../server";
import { outcomePageUrl } from "../outcome-page-url";

const back = (id: string, notice: string) => outcomePageUrl(id, notice);

/** The investor takes their review down (docs/reviews.md). */
export const withdrawReviewAction = redirectAction(
  {
    log: "reviews: withdraw",
    access: "visitor",
    limit: "reviews",
    fields: WITHDRAWAL_FIELDS,
    schema: withdrawalSchema,
    notices: { invalid: (v) => back(v.introductionId, "failed"), limited: (v) => back(v.introductionId, "busy"), failed: (v) => back(v.introductionId, "failed") },
  },
  async ({ data, actor }) => {
    if (!actor) return routes.signInThen(routes.introductionOutcome(data.introductionId));
    const outcome = await withdrawReview(await db(), actor.id, data.introductionId);
    return back(data.introductionId, outcome === "withdrawn" ? "withdrawn" : "not-found");
  },
);
