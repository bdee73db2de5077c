"use server";

import "@/lib/zod-config";
import { formAction } from "@/server/action";
import { db } from "@/server/db/client";
import { cancelMeetingSchema } from "../schema";
import { cancelMeeting } from "../server";
import { noVisitorMessage } from "../server/action-parts";

import { CANCEL_FIELDS as fields } from "../schema";

/** The investor cancels their meeting, with a reason for the firm. */
export const cancelMyMeeting = formAction(
  {
    log: "meetings: investor cancelling",
    access: "visitor",
    limit: "meetings",
    fields,
    schema: cancelMeetingSchema,
    failureMessage: "We could not cancel this meeting just now. Please try again.",
  },
  async ({ data, actor, reply }) => {
    if (!actor) return reply.failed(noVisitorMessage("change a meeting"));
    const outcome = await cancelMeeting(await db(), { side: "investor", userId: actor.id }, data);
    return outcome.status === "done" ? reply.sent(outcome.message) : reply.failed(outcome.message);
  },
);
