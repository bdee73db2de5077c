"use server";

import { redirectAction } from "@/server/action";
import { db } from "@/server/db/client";
import { REMOVAL_FIELDS, removalSchema } from "../schemas";
import { removeReview } from "../server";
import { workspaceListAddress } from "../workspace-address";

const back = (values: { providerId: string; page: string }, notice: string) => workspaceListAddress(values, "reviews", notice);

/** An admin removes a review, for one of the stated reasons only; the removal is logged. */
export const removeReviewAction = redirectAction(
  {
    log: "reviews: remove",
    access: { roles: ["admin"] },
    limit: "introduction-update",
    fields: REMOVAL_FIELDS,
    schema: removalSchema,
    notices: { invalid: (v) => back(v, "invalid"), limited: (v) => back(v, "busy"), failed: (v) => back(v, "failed") },
  },
  async ({ data, values, actor }) => back(values, await removeReview(await db(), actor, { reviewId: data.reviewId, reason: data.reason, note: data.note })),
);
