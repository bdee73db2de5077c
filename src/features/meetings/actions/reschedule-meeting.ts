"use server";

import "@/lib/zod-config";
import { formAction } from "@/server/action";
import { db } from "@/server/db/client";
import { INVESTOR_RESCHEDULE_FIELDS, investorRescheduleSchema, type InvestorRescheduleField } from "../schema";
import { rescheduleMeeting } from "../server";

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
    if (!actor) return reply.failed("Please open this page from the link in our e-mail, or sign in, to change a meeting.");
    const outcome = await rescheduleMeeting(await db(), { side: "investor", userId: actor.id }, { meetingId: data.meetingId, startsAt: new Date(data.slot), reason: data.reason, timeZone: data.timeZone });
    if (outcome.status === "done") return reply.sent(outcome.message);
    if (outcome.status === "invalid") return reply.invalid(outcome.field as InvestorRescheduleField, outcome.message);
    return reply.failed(outcome.message);
  },
);
