"use client";

import { useActionState } from "react";
import { submitTo } from "@/lib/submit-action";
import { useAnswerFocus } from "@/lib/use-form-answer";
import { initialFormState } from "@/lib/validated-action";
import { resetPassword } from "../actions/reset-password";
import { RESET_FIELDS } from "../schemas";
import { FormStatus, SubmitButton } from "./form-status";
import { PasswordField } from "./password-field";

export function ResetPasswordForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(resetPassword, initialFormState(RESET_FIELDS, { token }));
  const { message } = useAnswerFocus(state, null);
  return (
    <form method="post" onSubmit={submitTo(action)} noValidate className="space-y-5">
      <FormStatus ref={message} state={state} />
      <input type="hidden" name="token" value={state.values.token} />
      <PasswordField
        id="password"
        name="password"
        label="New password"
        autoComplete="new-password"
        hint="8 to 24 characters with an upper-case letter, a lower-case letter, a number and one of # ? ! @ $ % ^ & * -"
        error={state.errors.password ?? state.errors.token}
      />
      <SubmitButton pending={pending} busy="Saving…">
        Save my new password
      </SubmitButton>
    </form>
  );
}
