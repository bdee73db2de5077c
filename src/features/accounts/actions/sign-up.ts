"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { serverEnv } from "@/config/env";
import { validatedAction } from "@/lib/validated-action";
import { withClientAddressHeader } from "@/server/client-address";
import { getAuth } from "@/server/auth/auth";
import { authErrorCode } from "@/server/auth/errors";
import { SIGN_UP_FIELDS, signUpSchema } from "../schemas";
import { limitAction } from "@/server/limits";

/** Creates a member account; an anonymous visitor's answers and matches move to it. */
export const signUp = validatedAction(
  { fields: SIGN_UP_FIELDS, schema: signUpSchema, context: "sign-up", failureMessage: "We could not create your account just now. Please try again." },
  async (data, values) => {
    const refused = await limitAction("sign-up", null);
    if (refused) return { status: "failed", message: refused, errors: {}, values: { ...values, password: "", confirmPassword: "" } };
    const auth = await getAuth();
    try {
      await auth.api.signUpEmail({
        body: { email: data.email.toLowerCase(), password: data.password, name: data.email.split("@")[0] ?? "Member" },
        headers: withClientAddressHeader(await headers(), serverEnv().TRUST_PROXY),
      });
    } catch (error) {
      if (authErrorCode(error)?.startsWith("USER_ALREADY_EXISTS")) {
        return {
          status: "invalid",
          message: "Please correct the field marked below.",
          errors: { email: "An account with this e-mail address already exists: sign in instead" },
          values: { ...values, password: "", confirmPassword: "" },
        };
      }
      throw error;
    }
    redirect(data.next);
  },
);
