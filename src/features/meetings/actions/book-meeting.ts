"use server";

import "@/lib/zod-config";
import { formAction } from "@/server/action";
import { db } from "@/server/db/client";
import { BOOK_FIELDS, bookMeetingSchema } from "../schema";
import { bookMeeting } from "../server";
import { noVisitorMessage, replyToOutcome } from "../server/action-parts";

/** The investor books one of the times on offer on their introduction. */
export const bookMeetingTime = formAction(
  {
    log: "meetings: booking",
    access: "visitor",
    limit: "meetings",
    fields: BOOK_FIELDS,
    schema: bookMeetingSchema,
    failureMessage: "We could not book this meeting just now. Please try again.",
  },
  async ({ data, actor, reply }) => {
    if (!actor) return reply.failed(noVisitorMessage("book a meeting"));
    const outcome = await bookMeeting(await db(), actor.id, data);
    return replyToOutcome(reply, outcome);
  },
);
