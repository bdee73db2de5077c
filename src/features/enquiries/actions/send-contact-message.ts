"use server";

import { routes } from "@/config/routes";
import { site } from "@/config/site";
import { formAction } from "@/server/action";
import { visitorForAction } from "@/server/auth/start-visitor";
import { db } from "@/server/db/client";
import { addContactMessage } from "@/server/db/queries/messages";
import { REPLY_WITHIN } from "../reply-times";
import { contactFields, contactSchema } from "../schemas";
import { tellTeam } from "../server/tell-team";

/** The contact form: the message is stored for the team, who are told of it and reply by e-mail. */
export const sendContactMessage = formAction(
  {
    log: "contact-us",
    access: "visitor",
    limit: "contact-us",
    fields: contactFields,
    schema: contactSchema,
    failureMessage: `We could not send your message just now. It is still here: please try again in a moment, or call us on ${site.phone.display}.`,
    sentWithoutScripts: routes.contactUsSent,
  },
  async ({ data, reply }) => {
    // A contact message is one of the first things that need the visitor (docs/product.md, "Privacy, consent and retention").
    const visitor = await visitorForAction();
    await (await db()).transaction(async (tx) => {
      await addContactMessage(tx, { userId: visitor.id, ...data });
      await tellTeam(tx, "contact-message");
    });
    return reply.sent(`Thank you, ${data.firstName}. We have your message and will reply to ${data.email} within ${REPLY_WITHIN["contact-message"]}.`, { clear: true });
  },
);
