"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { Route } from "next";
import { routes, withQuery } from "@/config/routes";
import { validatedAction } from "@/lib/validated-action";
import { getAuth } from "@/server/auth/auth";
import { currentVisitor } from "@/server/auth/session";
import { inspectSignInLink, SIGN_IN_LINK_DAYS } from "@/server/auth/sign-in-links";
import { db } from "@/server/db/client";
import { findSubmissionByUser } from "@/server/db/queries/submissions";
import { isThrowawayAddress, THROWAWAY_MESSAGE } from "@/server/email/throwaway";
import { limitAction } from "@/server/limits";
import { tooManyRequestsMessage } from "@/server/rate-limit";
import { INTRODUCTIONS_PATH, limitLinkRecipient, linkLandingFor, sendSignInLink, userForAddress } from "../server/sign-in-links";
import { LINK_REQUEST_FIELDS, LINK_TOKEN_FIELDS, linkRequestSchema, linkTokenSchema, safeNextPath } from "../schemas";

const linkPage = (token: string) => withQuery(routes.signInLink, { token });

/** Adds `signed-in=link` to a path on this site, before its fragment, so the page can welcome the visitor. */
function withWelcome(path: string): Route {
  const url = new URL(path, "https://site.invalid");
  url.searchParams.set("signed-in", "link");
  return safeNextPath(`${url.pathname}${url.search}${url.hash}`);
}

/**
 * "Continue" on a sign-in link's page: uses the link (once) and signs in to the record it was made
 * for, with a Better Auth session (its one-time-link endpoint). An anonymous visitor goes to their
 * introductions, welcomed with the offer of a password; a member where the link said. A link that
 * cannot be used goes back to its page, which says why.
 */
export const continueWithLink = validatedAction(
  { fields: LINK_TOKEN_FIELDS, schema: linkTokenSchema, context: "sign-in link", failureMessage: "We could not sign you in just now. Please try again." },
  async (data, values) => {
    const refused = await limitAction("sign-in-link");
    if (refused) return { status: "failed", message: refused, errors: {}, values };
    const auth = await getAuth();
    const outcome = await auth.api.useSignInLink({ body: { token: data.token }, headers: await headers() });
    if (!outcome.ok) redirect(linkPage(data.token));
    redirect(outcome.isAnonymous ? withWelcome(outcome.callbackPath) : safeNextPath(outcome.callbackPath));
  },
);

const SENT_SAME_ADDRESS = `We have e-mailed a new sign-in link to the address the first one went to. It works once, within ${SIGN_IN_LINK_DAYS} days.`;

/** On an expired or used link's page: a fresh link to the address the old one went to. */
export const resendSignInLink = validatedAction(
  { fields: LINK_TOKEN_FIELDS, schema: linkTokenSchema, context: "fresh sign-in link", failureMessage: "We could not send a new link just now. Please try again." },
  async (data, values) => {
    const refused = await limitAction("sign-in-link");
    if (refused) return { status: "failed", message: refused, errors: {}, values };
    const database = await db();
    const link = await inspectSignInLink(database, data.token);
    if (link.state === "unknown" || !link.email) return { status: "failed", message: "We do not know where this link was sent. Enter your e-mail address below instead.", errors: {}, values };
    if (link.state === "valid") return { status: "failed", message: "This link still works: press Continue to use it.", errors: {}, values };
    const recipient = await limitLinkRecipient(database, link.email);
    if (!recipient.allowed) return { status: "failed", message: tooManyRequestsMessage(recipient.retryAfter), errors: {}, values };
    const landing = await linkLandingFor(database, link.userId);
    if (!landing) return { status: "failed", message: "The account this link was for no longer exists.", errors: {}, values };
    await sendSignInLink(database, { userId: link.userId, email: link.email, callbackPath: landing, reason: "fresh" });
    return { status: "sent", message: SENT_SAME_ADDRESS, errors: {}, values };
  },
);

/**
 * "E-mail me a sign-in link": for a member's address, or the address an investor gave with their
 * details. The answer is the same whether or not we know the address.
 */
export const requestSignInLink = validatedAction(
  { fields: LINK_REQUEST_FIELDS, schema: linkRequestSchema, context: "sign-in link request", failureMessage: "We could not send the link just now. Please try again." },
  async (data, values) => {
    const refused = await limitAction("sign-in-link");
    if (refused) return { status: "failed", message: refused, errors: {}, values };
    const database = await db();
    const email = data.email.toLowerCase();
    const recipient = await limitLinkRecipient(database, email);
    if (!recipient.allowed) return { status: "failed", message: tooManyRequestsMessage(recipient.retryAfter), errors: {}, values };
    const userId = await userForAddress(database, email);
    const landing = userId ? await linkLandingFor(database, userId) : null;
    if (userId && landing) await sendSignInLink(database, { userId, email, callbackPath: landing, reason: "asked" });
    return {
      status: "sent",
      message: `If that address belongs to an account, or was given with an introduction, we have e-mailed a sign-in link to it. The link works once, within ${SIGN_IN_LINK_DAYS} days.`,
      errors: {},
      values,
    };
  },
);

/**
 * "Save your results": an anonymous visitor with finished answers is e-mailed a link that signs in
 * to this visitor record, to open their results and introductions on any device.
 */
export const saveResults = validatedAction(
  { fields: LINK_REQUEST_FIELDS, schema: linkRequestSchema, context: "save results", failureMessage: "We could not send the link just now. Please try again." },
  async (data, values) => {
    const visitor = await currentVisitor().catch(() => null);
    const refused = await limitAction("sign-in-link", visitor?.id ?? null);
    if (refused) return { status: "failed", message: refused, errors: {}, values };
    const database = await db();
    if (!visitor || !(await findSubmissionByUser(database, visitor.id))?.match) {
      return { status: "failed", message: "We have no results for you in this browser yet: answer the questions first.", errors: {}, values };
    }
    if (!visitor.isAnonymous) return { status: "failed", message: "Your results are already saved in your account.", errors: {}, values };
    const email = data.email.toLowerCase();
    if (isThrowawayAddress(email)) return { status: "invalid", message: "Please correct the field marked below.", errors: { email: THROWAWAY_MESSAGE }, values };
    const recipient = await limitLinkRecipient(database, email);
    if (!recipient.allowed) return { status: "failed", message: tooManyRequestsMessage(recipient.retryAfter), errors: {}, values };
    await sendSignInLink(database, { userId: visitor.id, email, callbackPath: INTRODUCTIONS_PATH, reason: "save-results" });
    return {
      status: "sent",
      message: `We have e-mailed a link to ${email}. Open it on any device within ${SIGN_IN_LINK_DAYS} days to see your results and introductions; it works once, and the page it opens can send you a new one.`,
      errors: {},
      values,
    };
  },
);
