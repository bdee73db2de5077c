"use server";

import { routes } from "@/config/routes";
import { site } from "@/config/site";
import { formAction } from "@/server/action";
import { db } from "@/server/db/client";
import { addPartnerEnquiry } from "@/server/db/queries/messages";
import { REPLY_WITHIN } from "../reply-times";
import { partnerEnquiryFields, partnerEnquirySchema } from "../schemas";
import { tellTeam } from "../server/tell-team";

/** The affiliate page's enquiry form, for the partnerships team. */
export const sendPartnerEnquiry = formAction(
  {
    log: "partner-enquiry",
    access: "visitor",
    limit: "partner-enquiry",
    fields: partnerEnquiryFields,
    schema: partnerEnquirySchema,
    failureMessage: `We could not send your enquiry just now. Everything you typed is still here: please try again in a moment, or write to ${site.email}.`,
    sentWithoutScripts: routes.affiliatePartnershipsSent,
  },
  async ({ data, actor, reply }) => {
    await (await db()).transaction(async (tx) => {
      await addPartnerEnquiry(tx, { userId: actor?.id ?? null, ...data });
      await tellTeam(tx, "partner-enquiry");
    });
    return reply.sent(`Thank you, ${data.name}. Our partnerships team will reply to ${data.email} within ${REPLY_WITHIN["partner-enquiry"]}.`, { clear: true });
  },
);
