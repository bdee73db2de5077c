"use server";

import "@/lib/zod-config";
import { formAction } from "@/server/action";
import { db } from "@/server/db/client";
import { OFFER_FIELDS, offerTimesSchema } from "../schema";
import { offerTimes } from "../server";

/** Up to three times the firm proposes for one introduction (UK time). */
export const offerMeetingTimes = formAction(
  {
    log: "meetings: proposing times",
    access: { roles: ["admin", "sales", "provider"], provider: "providerId" },
    limit: "meetings",
    fields: OFFER_FIELDS,
    schema: offerTimesSchema,
    failureMessage: "We could not save these times just now. Please try again.",
    forbiddenMessage: "This introduction belongs to another firm.",
  },
  async ({ data, actor, reply }) => {
    const outcome = await offerTimes(await db(), actor, data);
    if (outcome.status === "done") return reply.sent(outcome.message);
    if (outcome.status === "invalid") return reply.invalid(outcome.field as (typeof OFFER_FIELDS)[number], outcome.message);
    return reply.failed(outcome.message);
  },
);
