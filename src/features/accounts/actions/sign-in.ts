"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { validatedAction } from "@/lib/validated-action";
import { getAuth } from "@/server/auth/auth";
import { authErrorCode } from "@/server/auth/errors";
import { SIGN_IN_FIELDS, signInSchema } from "../schemas";

/** Signs a member in; anything entered anonymously in this browser moves to their account. */
export const signIn = validatedAction(
  { fields: SIGN_IN_FIELDS, schema: signInSchema, context: "sign-in", failureMessage: "We could not sign you in just now. Please try again." },
  async (data, values) => {
    const auth = await getAuth();
    try {
      await auth.api.signInEmail({ body: { email: data.email.toLowerCase(), password: data.password }, headers: await headers() });
    } catch (error) {
      if (authErrorCode(error) === "INVALID_EMAIL_OR_PASSWORD") {
        return {
          status: "invalid",
          message: "That e-mail address and password do not match an account.",
          errors: { password: "Check your e-mail address and password" },
          values: { ...values, password: "" },
        };
      }
      throw error;
    }
    redirect(data.next);
  },
);
