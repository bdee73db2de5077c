"use server";

import { routes } from "@/config/routes";
import { site } from "@/config/site";
import { signUpForNewsletter } from "@/features/newsletter/server";
import { formAction } from "@/server/action";
import { authSecret } from "@/server/auth/secret";
import { db } from "@/server/db/client";
import { newsletterFields, newsletterSchema } from "../newsletter-schema";

/** Newsletter sign-up, double opt-in: the address counts only after the e-mailed link is opened. */
export const subscribeToNewsletter = formAction(
  {
    log: "newsletter",
    access: "visitor",
    limit: "newsletter",
    fields: newsletterFields,
    schema: newsletterSchema,
    failureMessage: `We could not sign you up just now. What you typed is still here: please try again in a moment, or write to ${site.email}.`,
    // With its own fragment: the browser would otherwise keep the form's (#newsletter-heading, in the
    // footer) across the redirect, and open the page at its foot instead of at what it says.
    sentWithoutScripts: `${routes.newsletterSent}#main`,
  },
  async ({ data, actor, reply }) => {
    const result = await signUpForNewsletter(await db(), { userId: actor?.id ?? null, ...data }, authSecret());
    // The same answer whether or not the address is already signed up: it tells a stranger nothing.
    const message =
      result.status === "held"
        ? `Thank you, ${data.firstName}: we have already e-mailed ${data.email} several links in the last hour, so we have not sent another. Open the latest one; nothing changes until it is opened.`
        : `Thank you, ${data.firstName}: please open the link we have e-mailed to ${data.email} to confirm. Nothing changes until you do.`;
    return reply.sent(message, { clear: true });
  },
);
