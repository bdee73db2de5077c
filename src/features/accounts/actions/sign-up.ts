"use server";

import { headers } from "next/headers";
import { serverEnv } from "@/config/env";
import { validatedAction } from "@/lib/validated-action";
import { withClientAddressHeader } from "@/server/client-address";
import { getAuth } from "@/server/auth/auth";
import { SIGN_UP_FIELDS, signUpSchema } from "../schemas";
import { limitAction } from "@/server/limits";

/**
 * Creates a member account, usable once its address is confirmed through the e-mailed link; the
 * link signs the member in, and an anonymous visitor's answers and matches opened in the same
 * browser then move to it. The answer is the same whether or not the address already has an
 * account (its owner is e-mailed instead), so it tells a stranger nothing.
 */
export const signUp = validatedAction(
  { fields: SIGN_UP_FIELDS, schema: signUpSchema, context: "sign-up", failureMessage: "We could not create your account just now. Please try again." },
  async (data, values) => {
    const refused = await limitAction("sign-up", null);
    if (refused) return { status: "failed", message: refused, errors: {}, values: { ...values, password: "", confirmPassword: "" } };
    const auth = await getAuth();
    const email = data.email.toLowerCase();
    await auth.api.signUpEmail({
      body: { email, password: data.password, name: email.split("@")[0] ?? "Member", callbackURL: data.next },
      headers: withClientAddressHeader(await headers(), serverEnv().TRUST_PROXY),
    });
    return {
      status: "sent",
      message: `Nearly done: we have e-mailed a link to ${email}, unless it has had three from us in the last hour. Open it within 24 hours to confirm the address is yours; until then the account cannot be used.`,
      errors: {},
      values: { ...values, password: "", confirmPassword: "" },
    };
  },
);
