"use server";

import { routes } from "@/config/routes";
import { formAction } from "@/server/action";
import { db } from "@/server/db/client";
import { REMOVAL_FIELDS, removalSchema } from "../schemas";
import { removeReview } from "../server";

/** An admin removes a review, for one of the stated reasons only; the removal is logged. */
export const removeReviewAction = formAction(
  {
    log: "reviews: remove",
    access: { roles: ["admin"] },
    limit: "introduction-update",
    fields: REMOVAL_FIELDS,
    schema: removalSchema,
    failureMessage: "We could not remove the review just now. Please press the button again in a moment.",
    forbiddenMessage: "Only admins can remove a review.",
    signIn: routes.signInThen(routes.salesPortal),
  },
  async ({ data, actor, reply }) => {
    const outcome = await removeReview(await db(), actor, { reviewId: data.reviewId, reason: data.reason, note: data.note });
    if (outcome === "removed") return reply.sent("The review is removed and the removal logged.");
    return reply.failed(outcome === "forbidden" ? "Only admins can remove a review." : "This review no longer exists: its author may have withdrawn it.");
  },
);
