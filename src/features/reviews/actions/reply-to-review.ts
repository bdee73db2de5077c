"use server";

import { redirectAction } from "@/server/action";
import { db } from "@/server/db/client";
import { REPLY_FIELDS, replySchema } from "../schemas";
import { replyToReview } from "../server";
import { workspaceListAddress } from "../workspace-address";

const back = (values: { providerId: string; page: string }, notice: string) => workspaceListAddress(values, "reviews", notice);

/** The firm's one public reply to a review of it. */
export const replyToReviewAction = redirectAction(
  {
    log: "reviews: reply",
    access: { roles: ["provider"], provider: "providerId" },
    limit: "introduction-update",
    fields: REPLY_FIELDS,
    schema: replySchema,
    notices: { invalid: (v) => back(v, "invalid"), limited: (v) => back(v, "busy"), failed: (v) => back(v, "failed") },
  },
  async ({ data, values, actor }) => back(values, await replyToReview(await db(), actor, { reviewId: data.reviewId, reply: data.reply })),
);
