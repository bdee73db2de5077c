"use client";

import { useActionState } from "react";
import { submitTo } from "@/lib/submit-action";
import { initialFormState } from "@/lib/validated-action";
import { resetPassword } from "../actions/reset-password";
import { RESET_FIELDS } from "../schemas";
import { FormStatus } from "./form-status";
import { PasswordField } from "./password-field";

export function ResetPasswordForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(resetPassword, initialFormState(RESET_FIELDS, { token }));
  return (
    <form method="post" onSubmit={submitTo(action)} noValidate className="space-y-5">
      <FormStatus state={state} />
      <input type="hidden" name="token" value={state.values.token} />
      <PasswordField
        id="password"
        name="password"
        label="New password"
        autoComplete="new-password"
        hint="8 to 24 characters with an upper-case letter, a lower-case letter, a number and one of # ? ! @ $ % ^ & * -"
        error={state.errors.password ?? state.errors.token}
      />
      <button type="submit" disabled={pending} className="w-full rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70">
        {pending ? "Saving…" : "Save my new password"}
      </button>
    </form>
  );
}
