"use server";

import { site } from "@/config/site";
import { initialFormState, validatedAction } from "@/lib/validated-action";
import { currentVisitor } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { addPartnerEnquiry } from "@/server/db/queries/messages";
import { partnerEnquiryFields, partnerEnquirySchema } from "../schemas";
import { limitAction } from "@/server/limits";

export const sendPartnerEnquiry = validatedAction(
  {
    fields: partnerEnquiryFields,
    schema: partnerEnquirySchema,
    context: "partner-enquiry",
    failureMessage: `We could not send your enquiry just now. Everything you typed is still here: please try again in a moment, or write to ${site.email}.`,
  },
  async (data, values) => {
    const visitor = await currentVisitor().catch(() => null);
    const refused = await limitAction("partner-enquiry", visitor?.id);
    if (refused) return { status: "failed", message: refused, errors: {}, values };
    await addPartnerEnquiry(await db(), { userId: visitor?.id ?? null, ...data });
    return {
      ...initialFormState(partnerEnquiryFields),
      status: "sent",
      message: `Thank you, ${data.name}. Our partnerships team will reply to ${data.email} within five working days.`,
    };
  },
);
