"use server";

import { formAction } from "@/server/action";
import { inspectSignInLink, SIGN_IN_LINK_DAYS } from "@/server/auth/sign-in-links";
import { db } from "@/server/db/client";
import { tooManyRequestsMessage } from "@/server/rate-limit";
import { limitLinkRecipient, linkLandingFor, sendSignInLink } from "../server/sign-in-links";
import { LINK_TOKEN_FIELDS, linkTokenSchema } from "../schemas";

/** On an expired or used link's page: a fresh link to the address the old one went to. */
export const resendSignInLink = formAction(
  {
    log: "fresh sign-in link",
    access: "anyone",
    limit: "sign-in-link",
    fields: LINK_TOKEN_FIELDS,
    schema: linkTokenSchema,
    failureMessage: "We could not send a new link just now. Please try again.",
  },
  async ({ data, reply }) => {
    const database = await db();
    const link = await inspectSignInLink(database, data.token);
    if (link.state === "unknown" || !link.email) return reply.failed("We do not know where this link was sent. Enter your e-mail address below instead.");
    if (link.state === "valid") return reply.failed("This link still works: press Continue to use it.");
    const recipient = await limitLinkRecipient(database, link.email);
    if (!recipient.allowed) return reply.failed(tooManyRequestsMessage(recipient.retryAfter));
    const landing = await linkLandingFor(database, link.userId);
    if (!landing) return reply.failed("The account this link was for no longer exists.");
    await sendSignInLink(database, { userId: link.userId, email: link.email, callbackPath: landing, reason: "fresh" });
    return reply.sent(`We have e-mailed a new sign-in link to the address the first one went to. It works once, within ${SIGN_IN_LINK_DAYS} days.`);
  },
);
