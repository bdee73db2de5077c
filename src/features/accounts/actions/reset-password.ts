"use server";

import { redirect } from "next/navigation";
import { routes } from "@/config/routes";
import { formAction } from "@/server/action";
import { getAuth } from "@/server/auth/auth";
import { authRequestHeaders } from "@/server/auth/request-headers";
import { authErrorCode } from "@/server/auth/errors";
import { RESET_FIELDS, resetPasswordSchema } from "../schemas";

/** Sets the new password from the e-mailed link's token; the link then stops working. */
export const resetPassword = formAction(
  {
    log: "password reset",
    access: "anyone",
    limit: "password-reset",
    fields: RESET_FIELDS,
    schema: resetPasswordSchema,
    secret: ["password"],
    failureMessage: "We could not change your password just now. Please try again.",
  },
  async ({ data, reply }) => {
    const auth = await getAuth();
    try {
      await auth.api.resetPassword({ body: { newPassword: data.password, token: data.token }, headers: await authRequestHeaders() });
    } catch (error) {
      if (authErrorCode(error) === "INVALID_TOKEN") return { ...reply.failed("This link has expired or has already been used. Ask for a new one."), status: "invalid" };
      throw error;
    }
    redirect(`${routes.signIn}?reset=1`);
  },
);
