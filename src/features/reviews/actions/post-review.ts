"use server";

import type { Route } from "next";
import { redirect } from "next/navigation";
import { routes } from "@/config/routes";
import { formAction } from "@/server/action";
import { db } from "@/server/db/client";
import { REVIEW_FIELDS, reviewSchema } from "../schemas";
import { postReview } from "../server";

/**
 * The investor's review of the firm of one of their introductions. The rules (their own
 * introduction, a meeting they said took place, once) are checked in `postReview`.
 */
export const postReviewAction = formAction(
  {
    log: "reviews: post",
    access: "visitor",
    limit: "reviews",
    fields: REVIEW_FIELDS,
    schema: reviewSchema,
    failureMessage: "We could not publish your review just now. Nothing you wrote is lost: please press the button again in a moment.",
  },
  async ({ data, actor, reply }) => {
    if (!actor) return reply.failed("Please sign in first: your session has ended. The e-mail we sent you has a link that signs you in.");
    const outcome = await postReview(await db(), actor.id, { introductionId: data.introductionId, rating: data.rating, body: data.body });
    if (outcome.status === "refused") return reply.failed(outcome.message);
    redirect(`${routes.introductionOutcome(data.introductionId)}?notice=published#your-review` as Route);
  },
);
