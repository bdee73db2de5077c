"use server";

import "@/lib/zod-config";
import { formAction } from "@/server/action";
import { db } from "@/server/db/client";
import { OFFER_FIELDS, offerTimesSchema } from "../schema";
import { offerTimes } from "../server";
import { FIRM_SIDE, replyToOutcome } from "../server/action-parts";

/** Up to three times the firm proposes for one introduction (UK time). */
export const offerMeetingTimes = formAction(
  {
    ...FIRM_SIDE,
    log: "meetings: proposing times",
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
