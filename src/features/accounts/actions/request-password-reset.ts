"use server";

import { headers } from "next/headers";
import { routes } from "@/config/routes";
import { validatedAction } from "@/lib/validated-action";
import { getAuth } from "@/server/auth/auth";
import { limitAction } from "@/server/limits";
import { FORGOT_FIELDS, forgotPasswordSchema } from "../schemas";

/**
 * "Forgot your password?": e-mails a one-time link valid for an hour (through the outbox). The
 * answer is the same whether or not an account uses the address, so it reveals nothing.
 */
export const requestPasswordReset = validatedAction(
  { fields: FORGOT_FIELDS, schema: forgotPasswordSchema, context: "password-reset request", failureMessage: "We could not send the link just now. Please try again." },
  async (data, values) => {
    const refused = await limitAction("password-reset");
    if (refused) return { status: "failed", message: refused, errors: {}, values };
    const auth = await getAuth();
    await auth.api.requestPasswordReset({ body: { email: data.email.toLowerCase(), redirectTo: routes.resetPassword }, headers: await headers() });
    return {
      status: "sent",
      message: "If an account uses that address, we have e-mailed it a link to choose a new password, unless it has had three in the last hour (then use the latest). The link works once, for one hour.",
      errors: {},
      values,
    };
  },
);
