"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { serverEnv } from "@/config/env";
import { routes } from "@/config/routes";
import { landingPath } from "@/lib/permissions";
import { formAction } from "@/server/action";
import { getAuth } from "@/server/auth/auth";
import { authErrorCode } from "@/server/auth/errors";
import { beginSignIn, SIGN_IN_THROTTLED, signInSucceeded } from "@/server/auth/sign-in-throttle";
import { clientLimitAddress, withClientAddressHeader } from "@/server/client-address";
import { db } from "@/server/db/client";
import { rolesForUser } from "@/server/db/queries/roles";
import { waitText } from "@/server/rate-limit";
import { SIGN_IN_FIELDS, signInSchema } from "../schemas";

/**
 * Signs a member in; anything entered anonymously in this browser moves to their account. Without a
 * page to return to, a firm's member lands in its workspace, sales and admin in the sales portal.
 */
export const signIn = formAction(
  {
    log: "sign-in",
    access: "anyone",
    // Sign-in has its own throttle, per address and per e-mail address (beginSignIn below).
    limit: false,
    fields: SIGN_IN_FIELDS,
    schema: signInSchema,
    secret: ["password"],
    failureMessage: "We could not sign you in just now. Please try again.",
  },
  async ({ data, reply }) => {
    const requestHeaders = await headers();
    const trustProxy = serverEnv().TRUST_PROXY;
    const address = clientLimitAddress(trustProxy);
    const database = await db();
    const email = data.email.toLowerCase();
    const attempt = await beginSignIn(database, email, address);
    if (!attempt.allowed) return reply.failed(SIGN_IN_THROTTLED(waitText(attempt.retryAfter)));
    const auth = await getAuth();
    let userId: string;
    try {
      ({ user: { id: userId } } = await auth.api.signInEmail({ body: { email, password: data.password }, headers: withClientAddressHeader(requestHeaders, trustProxy) }));
    } catch (error) {
      // The right password for an account whose address is not yet confirmed: Better Auth has
      // e-mailed a fresh link (sendOnSignIn). Only the password's holder learns this.
      if (authErrorCode(error) === "EMAIL_NOT_VERIFIED") {
        return {
          ...reply.failed("Please confirm your e-mail address first: open the link we have e-mailed to it (we have just sent a fresh one, unless it has had three in the last hour)."),
          status: "invalid",
        };
      }
      if (authErrorCode(error) === "INVALID_EMAIL_OR_PASSWORD") {
        return { ...reply.invalid("password", "Check your e-mail address and password"), message: "That e-mail address and password do not match an account." };
      }
      throw error;
    }
    await signInSucceeded(database, email, address);
    // Staff land where they work unless they were on their way somewhere else.
    redirect(data.next === routes.account ? landingPath(await rolesForUser(database, userId)) : data.next);
  },
);
