"use server";

import { redirect } from "next/navigation";
import type { Route } from "next";
import { routes, withQuery } from "@/config/routes";
import { formAction } from "@/server/action";
import { getAuth } from "@/server/auth/auth";
import { authRequestHeaders } from "@/server/auth/request-headers";
import { LINK_TOKEN_FIELDS, linkTokenSchema, safeNextPath } from "../schemas";

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
export const continueWithLink = formAction(
  {
    log: "sign-in link",
    access: "anyone",
    limit: "sign-in-link",
    fields: LINK_TOKEN_FIELDS,
    schema: linkTokenSchema,
    failureMessage: "We could not sign you in just now. Please try again.",
  },
  async ({ data }) => {
    const auth = await getAuth();
    const outcome = await auth.api.useSignInLink({ body: { token: data.token }, headers: await authRequestHeaders() });
    if (!outcome.ok) redirect(linkPage(data.token));
    redirect(outcome.isAnonymous ? withWelcome(outcome.callbackPath) : safeNextPath(outcome.callbackPath));
  },
);
