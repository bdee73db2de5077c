"use server";

import { routes } from "@/config/routes";
import { formAction } from "@/server/action";
import { db } from "@/server/db/client";
import { REPLY_FIELDS, replySchema } from "../schemas";
import { replyToReview } from "../server";

const REFUSED = {
  "already-replied": "This review already has your firm's reply: a review has one reply.",
  forbidden: "Only the firm's own members can reply to its reviews.",
  "not-found": "This review no longer exists: its author may have withdrawn it.",
} as const;

/** The firm's one public reply to a review of it; a refused reply stays in its box. */
export const replyToReviewAction = formAction(
  {
    log: "reviews: reply",
    access: { roles: ["provider"], provider: "providerId" },
    limit: "introduction-update",
    fields: REPLY_FIELDS,
    schema: replySchema,
    failureMessage: "We could not publish your reply just now. It is still here: please press the button again in a moment.",
    forbiddenMessage: REFUSED.forbidden,
    signIn: routes.signInThen(routes.salesPortal),
  },
  async ({ data, actor, reply }) => {
    const outcome = await replyToReview(await db(), actor, { reviewId: data.reviewId, reply: data.reply });
    return outcome === "replied" ? reply.sent("Your reply is published under the review.") : reply.failed(REFUSED[outcome]);
  },
);
