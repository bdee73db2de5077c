"use server";

import { routes } from "@/config/routes";
import { redirectAction } from "@/server/action";
import { db } from "@/server/db/client";
import { WITHDRAWAL_FIELDS, withdrawalSchema } from "../schemas";
import { withdrawReview } from "../server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Back to the outcome page of the introduction sent (only when it is an id), with a notice code. */
const back = (id: string, notice: string) => (UUID.test(id) ? `${routes.introductionOutcome(id)}?notice=${notice}#your-review` : routes.yourIntroductions);

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
