"use server";

import { site } from "@/config/site";
import { initialFormState, validatedAction } from "@/lib/validated-action";
import { currentVisitor } from "@/server/auth/session";
import { visitorForAction } from "@/server/auth/start-visitor";
import { db } from "@/server/db/client";
import { addContactMessage } from "@/server/db/queries/messages";
import { contactFields, contactSchema } from "../schemas";
import { limitAction } from "@/server/limits";

export const sendContactMessage = validatedAction(
  {
    fields: contactFields,
    schema: contactSchema,
    context: "contact-us",
    failureMessage: `We could not send your message just now. It is still here and saved on this device: please try again in a moment, or call us on ${site.phone.display}.`,
  },
  async (data, values) => {
    const refused = await limitAction("contact-us", (await currentVisitor().catch(() => null))?.id);
    if (refused) return { status: "failed", message: refused, errors: {}, values };
    // A contact message is one of the first things that need the visitor (docs/product.md, "Privacy, consent and retention").
    const visitor = await visitorForAction();
    await addContactMessage(await db(), { userId: visitor.id, ...data });
    return {
      ...initialFormState(contactFields),
      status: "sent",
      message: `Thank you, ${data.firstName}. We have your message and will reply to ${data.email} within two working days.`,
    };
  },
);
