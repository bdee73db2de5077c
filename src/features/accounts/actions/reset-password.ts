"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { routes } from "@/config/routes";
import { validatedAction } from "@/lib/validated-action";
import { getAuth } from "@/server/auth/auth";
import { limitAction } from "@/server/limits";
import { authErrorCode } from "@/server/auth/errors";
import { RESET_FIELDS, resetPasswordSchema } from "../schemas";

/** Sets the new password from the e-mailed link's token; the link then stops working. */
export const resetPassword = validatedAction(
  { fields: RESET_FIELDS, schema: resetPasswordSchema, context: "password reset", failureMessage: "We could not change your password just now. Please try again." },
  async (data, values) => {
    const refused = await limitAction("password-reset");
    if (refused) return { status: "failed", message: refused, errors: {}, values: { ...values, password: "" } };
    const auth = await getAuth();
    try {
      await auth.api.resetPassword({ body: { newPassword: data.password, token: data.token }, headers: await headers() });
    } catch (error) {
      if (authErrorCode(error) === "INVALID_TOKEN") {
        return { status: "invalid", message: "This link has expired or has already been used. Ask for a new one.", errors: {}, values: { ...values, password: "" } };
      }
      throw error;
    }
    redirect(`${routes.signIn}?reset=1`);
  },
);
