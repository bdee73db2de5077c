"use server";

import { db } from "@/server/db/client";
import { authSecret } from "@/server/auth/secret";
import { currentVisitor } from "@/server/auth/session";
import { signUpForNewsletter } from "@/features/newsletter/server";
import { site } from "@/config/site";
import { initialFormState, validatedAction } from "@/lib/validated-action";
import { newsletterFields, newsletterSchema } from "../newsletter-schema";
import { limitAction } from "@/server/limits";

/** Newsletter sign-up, double opt-in: the address counts only after the e-mailed link is opened. */
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
    const result = await signUpForNewsletter(await db(), { userId: visitor?.id ?? null, ...data }, authSecret());
    // The same answer whether or not the address is already signed up: it tells a stranger nothing.
    const message =
      result.status === "held"
        ? `Thank you, ${data.firstName}: we have already e-mailed ${data.email} several links in the last hour, so we have not sent another. Open the latest one; nothing changes until it is opened.`
        : `Thank you, ${data.firstName}: please open the link we have e-mailed to ${data.email} to confirm. Nothing changes until you do.`;
    return { ...initialFormState(newsletterFields), status: "sent", message };
  },
);
