"use server";

import { routes } from "@/config/routes";
import { formAction } from "@/server/action";
import { getAuth } from "@/server/auth/auth";
import { authRequestHeaders } from "@/server/auth/request-headers";
import { FORGOT_FIELDS, forgotPasswordSchema } from "../schemas";

/**
 * "Forgot your password?": e-mails a one-time link valid for an hour (through the outbox). The
 * answer is the same whether or not an account uses the address, so it reveals nothing.
 */
export const requestPasswordReset = formAction(
  {
    log: "password-reset request",
    access: "anyone",
    limit: "password-reset",
    fields: FORGOT_FIELDS,
    schema: forgotPasswordSchema,
    failureMessage: "We could not send the link just now. Please try again.",
  },
  async ({ data, reply }) => {
    const auth = await getAuth();
    await auth.api.requestPasswordReset({ body: { email: data.email.toLowerCase(), redirectTo: routes.resetPassword }, headers: await authRequestHeaders() });
    return reply.sent(
      "If an account uses that address, we have e-mailed it a link to choose a new password, unless it has had three in the last hour (then use the latest). The link works once, for one hour.",
    );
  },
);
