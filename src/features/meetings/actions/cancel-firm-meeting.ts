"use server";

import "@/lib/zod-config";
import { FIRM_WORKSPACE, formAction } from "@/server/action";
import { db } from "@/server/db/client";
import { firmCancelMeetingSchema } from "../schema";
import { cancelMeeting } from "../server";

import { FIRM_CANCEL_FIELDS as fields } from "../schema";

/** The firm cancels a meeting, with a reason for the investor. */
export const cancelFirmMeeting = formAction(
  {
    log: "meetings: firm cancelling",
    access: FIRM_WORKSPACE,
    limit: "meetings",
    fields,
    schema: firmCancelMeetingSchema,
    failureMessage: "We could not cancel this meeting just now. Please try again.",
    forbiddenMessage: "This meeting belongs to another firm.",
  },
  async ({ data, actor, reply }) => {
    const outcome = await cancelMeeting(await db(), { side: "firm", member: actor }, { meetingId: data.meetingId, reason: data.reason });
    return outcome.status === "done" ? reply.sent(outcome.message) : reply.failed(outcome.message);
  },
);
