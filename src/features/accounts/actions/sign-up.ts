"use server";

import { routes } from "@/config/routes";
import { formAction } from "@/server/action";
import { getAuth } from "@/server/auth/auth";
import { authRequestHeaders } from "@/server/auth/request-headers";
import { SIGN_UP_FIELDS, signUpSchema } from "../schemas";

/**
 * Creates a member account, usable once its address is confirmed through the e-mailed link; the
 * link signs the member in, and an anonymous visitor's answers and matches opened in the same
 * browser then move to it. It lands on /account/confirmed, which says what happened. The answer is the same whether or not the address already has an
 * account (its owner is e-mailed instead), so it tells a stranger nothing.
 */
export const signUp = formAction(
  {
    log: "sign-up",
    access: "anyone",
    limit: "sign-up",
    fields: SIGN_UP_FIELDS,
    schema: signUpSchema,
    secret: ["password", "confirmPassword"],
    failureMessage: "We could not create your account just now. Please try again.",
  },
  async ({ data, reply }) => {
    const auth = await getAuth();
    const email = data.email.toLowerCase();
    await auth.api.signUpEmail({
      body: { email, password: data.password, name: email.split("@")[0] ?? "Member", callbackURL: `${routes.accountConfirmed}?${new URLSearchParams({ next: data.next })}` },
      headers: await authRequestHeaders(),
    });
    return reply.sent(
      `Nearly done: we have e-mailed a link to ${email}, unless it has had three from us in the last hour. Open it within 24 hours to confirm the address is yours; until then the account cannot be used.`,
    );
  },
);
