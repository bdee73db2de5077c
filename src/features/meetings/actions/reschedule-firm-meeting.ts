"use server";

import "@/lib/zod-config";
import { formAction } from "@/server/action";
import { db } from "@/server/db/client";
import { FIRM_RESCHEDULE_FIELDS, firmRescheduleSchema } from "../schema";
import { rescheduleMeeting } from "../server";
import { FIRM_SIDE, replyToOutcome } from "../server/action-parts";

/** The firm moves a meeting to a time it names (UK time), with a reason for the investor. */
export const rescheduleFirmMeeting = formAction(
  {
    ...FIRM_SIDE,
    log: "meetings: firm rescheduling",
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
