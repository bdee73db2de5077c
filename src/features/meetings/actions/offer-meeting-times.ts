"use server";

import "@/lib/zod-config";
import { FIRM_WORKSPACE, formAction } from "@/server/action";
import { db } from "@/server/db/client";
import { OFFER_FIELDS, offerTimesSchema } from "../schema";
import { offerTimes } from "../server";
import { replyToOutcome } from "../server/action-parts";

/** Up to three times the firm proposes for one introduction (UK time). */
export const offerMeetingTimes = formAction(
  {
    log: "meetings: proposing times",
    access: FIRM_WORKSPACE,
    limit: "meetings",
    fields: OFFER_FIELDS,
    schema: offerTimesSchema,
    failureMessage: "We could not save these times just now. Please try again.",
    forbiddenMessage: "This introduction belongs to another firm.",
  },
  async ({ data, actor, reply }) => {
    const outcome = await offerTimes(await db(), actor, data);
    return replyToOutcome(reply, outcome);
  },
);
