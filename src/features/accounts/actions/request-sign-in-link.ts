"use server";

import { formAction } from "@/server/action";
import { SIGN_IN_LINK_DAYS } from "@/server/auth/sign-in-links";
import { db } from "@/server/db/client";
import { tooManyRequestsMessage } from "@/server/rate-limit";
import { limitLinkRecipient, linkLandingFor, sendSignInLink, userForAddress } from "../server/sign-in-links";
import { LINK_REQUEST_FIELDS, linkRequestSchema } from "../schemas";

/**
 * "E-mail me a sign-in link": for a member's address, or the address an investor gave with their
 * details. The answer is the same whether or not we know the address.
 */
export const requestSignInLink = formAction(
  {
    log: "sign-in link request",
    access: "anyone",
    limit: "sign-in-link",
    fields: LINK_REQUEST_FIELDS,
    schema: linkRequestSchema,
    failureMessage: "We could not send the link just now. Please try again.",
  },
  async ({ data, reply }) => {
    const database = await db();
    const email = data.email.toLowerCase();
    const recipient = await limitLinkRecipient(database, email);
    if (!recipient.allowed) return reply.failed(tooManyRequestsMessage(recipient.retryAfter));
    const userId = await userForAddress(database, email);
    const landing = userId ? await linkLandingFor(database, userId) : null;
    if (userId && landing) await sendSignInLink(database, { userId, email, callbackPath: landing, reason: "asked" });
    return reply.sent(
      `If that address belongs to an account, or was given with an introduction, we have e-mailed a sign-in link to it. The link works once, within ${SIGN_IN_LINK_DAYS} days.`,
    );
  },
);
