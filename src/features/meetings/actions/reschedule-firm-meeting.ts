"use server";

import "@/lib/zod-config";
import { FIRM_WORKSPACE, formAction } from "@/server/action";
import { db } from "@/server/db/client";
import { FIRM_RESCHEDULE_FIELDS, firmRescheduleSchema } from "../schema";
import { rescheduleMeeting } from "../server";
import { replyToOutcome } from "../server/action-parts";

/** The firm moves a meeting to a time it names (UK time), with a reason for the investor. */
export const rescheduleFirmMeeting = formAction(
  {
    log: "meetings: firm rescheduling",
    access: FIRM_WORKSPACE,
    limit: "meetings",
    fields: FIRM_RESCHEDULE_FIELDS,
    schema: firmRescheduleSchema,
    failureMessage: "We could not move this meeting just now. Please try again.",
    forbiddenMessage: "This meeting belongs to another firm.",
  },
  async ({ data, actor, reply }) => {
    const outcome = await rescheduleMeeting(await db(), { side: "firm", member: actor }, { meetingId: data.meetingId, startsAt: data.newTime, reason: data.reason });
    return replyToOutcome(reply, outcome);
  },
);
