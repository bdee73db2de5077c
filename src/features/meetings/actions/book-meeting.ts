"use server";

import "@/lib/zod-config";
import { formAction } from "@/server/action";
import { db } from "@/server/db/client";
import { BOOK_FIELDS, bookMeetingSchema, type BookField } from "../schema";
import { bookMeeting } from "../server";

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
    if (!actor) return reply.failed("Please open this page from the link in our e-mail, or sign in, to book a meeting.");
    const outcome = await bookMeeting(await db(), actor.id, data);
    if (outcome.status === "done") return reply.sent(outcome.message);
    if (outcome.status === "invalid") return reply.invalid(outcome.field as BookField, outcome.message);
    return reply.failed(outcome.message);
  },
);
