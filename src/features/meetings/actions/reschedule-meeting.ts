"use server";

import "@/lib/zod-config";
import { formAction } from "@/server/action";
import { db } from "@/server/db/client";
import { INVESTOR_RESCHEDULE_FIELDS, investorRescheduleSchema } from "../schema";
import { rescheduleMeeting } from "../server";
import { noVisitorMessage, replyToOutcome } from "../server/action-parts";

/** The investor moves their meeting to another time on offer, with a reason for the firm. */
export const rescheduleMyMeeting = formAction(
  {
    log: "meetings: investor rescheduling",
    access: "visitor",
    limit: "meetings",
    fields: INVESTOR_RESCHEDULE_FIELDS,
    schema: investorRescheduleSchema,
    failureMessage: "We could not move this meeting just now. Please try again.",
  },
  async ({ data, actor, reply }) => {
    if (!actor) return reply.failed(noVisitorMessage("change a meeting"));
    const outcome = await rescheduleMeeting(await db(), { side: "investor", userId: actor.id }, { meetingId: data.meetingId, startsAt: new Date(data.slot), reason: data.reason, timeZone: data.timeZone });
    return replyToOutcome(reply, outcome);
  },
);
