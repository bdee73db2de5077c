"use server";

import { formAction } from "@/server/action";
import { SIGN_IN_LINK_DAYS } from "@/server/auth/sign-in-links";
import { db } from "@/server/db/client";
import { findSubmissionByUser } from "@/server/db/queries/submissions";
import { isThrowawayAddress, THROWAWAY_MESSAGE } from "@/server/email/throwaway";
import { tooManyRequestsMessage } from "@/server/rate-limit";
import { INTRODUCTIONS_PATH, limitLinkRecipient, sendSignInLink } from "../server/sign-in-links";
import { LINK_REQUEST_FIELDS, linkRequestSchema } from "../schemas";

/**
 * "Save your results": an anonymous visitor with finished answers is e-mailed a link that signs in
 * to this visitor record, to open their results and introductions on any device.
 */
export const saveResults = formAction(
  {
    log: "save results",
    access: "visitor",
    limit: "sign-in-link",
    fields: LINK_REQUEST_FIELDS,
    schema: linkRequestSchema,
    failureMessage: "We could not send the link just now. Please try again.",
  },
  async ({ data, actor: visitor, reply }) => {
    const database = await db();
    if (!visitor || !(await findSubmissionByUser(database, visitor.id))?.match) {
      return reply.failed("We have no results for you in this browser yet: answer the questions first.");
    }
    if (!visitor.isAnonymous) return reply.failed("Your results are already saved in your account.");
    const email = data.email.toLowerCase();
    if (isThrowawayAddress(email)) return reply.invalid("email", THROWAWAY_MESSAGE);
    const recipient = await limitLinkRecipient(database, email);
    if (!recipient.allowed) return reply.failed(tooManyRequestsMessage(recipient.retryAfter));
    await sendSignInLink(database, { userId: visitor.id, email, callbackPath: INTRODUCTIONS_PATH, reason: "save-results" });
    return reply.sent(
      `We have e-mailed a link to ${email}. Open it on any device within ${SIGN_IN_LINK_DAYS} days to see your results and introductions; it works once, and the page it opens can send you a new one.`,
    );
  },
);
