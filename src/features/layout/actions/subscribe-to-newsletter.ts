"use server";

import { db } from "@/server/db/client";
import { subscribeToNewsletter as saveSignUp } from "@/server/db/queries/messages";
import { currentVisitor } from "@/server/auth/session";
import { site } from "@/config/site";
import { initialFormState, validatedAction } from "@/lib/validated-action";
import { newsletterFields, newsletterSchema } from "../newsletter-schema";
import { limitAction } from "@/server/limits";

export const subscribeToNewsletter = validatedAction(
  {
    fields: newsletterFields,
    schema: newsletterSchema,
    context: "newsletter",
    failureMessage: `We could not sign you up just now. What you typed is still here: please try again in a moment, or write to ${site.email}.`,
  },
  async (data, values) => {
    const visitor = await currentVisitor().catch(() => null);
    const refused = await limitAction("newsletter", visitor?.id);
    if (refused) return { status: "failed", message: refused, errors: {}, values };
    const result = await saveSignUp(await db(), { userId: visitor?.id ?? null, ...data });
    const message =
      result.status === "updated"
        ? `Thank you, ${data.firstName}: ${data.email} was already signed up, and we have updated your name.`
        : `Thank you, ${data.firstName}: we will send our newsletter to ${data.email}.`;
    return { ...initialFormState(newsletterFields), status: "sent", message };
  },
);
