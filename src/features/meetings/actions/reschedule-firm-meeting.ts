"use server";

import "@/lib/zod-config";
import { formAction } from "@/server/action";
import { db } from "@/server/db/client";
import { FIRM_RESCHEDULE_FIELDS, firmRescheduleSchema, type FirmRescheduleField } from "../schema";
import { rescheduleMeeting } from "../server";

/** The firm moves a meeting to a time it names (UK time), with a reason for the investor. */
export const rescheduleFirmMeeting = formAction(
  {
    log: "meetings: firm rescheduling",
    access: { roles: ["admin", "sales", "provider"], provider: "providerId" },
    limit: "meetings",
    fields: FIRM_RESCHEDULE_FIELDS,
    schema: firmRescheduleSchema,
    failureMessage: "We could not move this meeting just now. Please try again.",
    forbiddenMessage: "This meeting belongs to another firm.",
  },
  async ({ data, actor, reply }) => {
    const outcome = await rescheduleMeeting(await db(), { side: "firm", member: actor }, { meetingId: data.meetingId, startsAt: data.newTime, reason: data.reason });
    if (outcome.status === "done") return reply.sent(outcome.message);
    if (outcome.status === "invalid") return reply.invalid(outcome.field as FirmRescheduleField, outcome.message);
    return reply.failed(outcome.message);
  },
);
