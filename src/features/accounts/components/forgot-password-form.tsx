"use client";

import { useActionState } from "react";
import { FormField } from "@/components/ui/form-field";
import { submitTo } from "@/lib/submit-action";
import { useAnswerFocus } from "@/lib/use-form-answer";
import { initialFormState } from "@/lib/validated-action";
import { requestPasswordReset } from "../actions/request-password-reset";
import { FORGOT_FIELDS } from "../schemas";
import { FormStatus, SentMessage, SubmitButton } from "./form-status";

export function ForgotPasswordForm() {
  const [state, action, pending] = useActionState(requestPasswordReset, initialFormState(FORGOT_FIELDS));
  const { message } = useAnswerFocus(state, null);
  if (state.status === "sent") return <SentMessage ref={message} message={state.message} />;
  return (
    <form method="post" onSubmit={submitTo(action)} noValidate className="space-y-5">
      <FormStatus ref={message} state={state} />
      <FormField id="email" name="email" type="email" label="E-mail address" autoComplete="email" defaultValue={state.values.email} error={state.errors.email} required />
      <SubmitButton pending={pending} busy="Sending…">
        E-mail me a link
      </SubmitButton>
    </form>
  );
}
