"use client";

import { useActionState } from "react";
import { FormField } from "@/components/ui/form-field";
import { submitTo } from "@/lib/submit-action";
import { initialFormState } from "@/lib/validated-action";
import { requestPasswordReset } from "../actions/request-password-reset";
import { FORGOT_FIELDS } from "../schemas";
import { FormStatus } from "./form-status";

export function ForgotPasswordForm() {
  const [state, action, pending] = useActionState(requestPasswordReset, initialFormState(FORGOT_FIELDS));
  if (state.status === "sent") {
    return (
      <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-800">
        {state.message}
      </p>
    );
  }
  return (
    <form method="post" onSubmit={submitTo(action)} noValidate className="space-y-5">
      <FormStatus state={state} />
      <FormField id="email" name="email" type="email" label="E-mail address" autoComplete="email" defaultValue={state.values.email} error={state.errors.email} required />
      <button type="submit" disabled={pending} className="w-full rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70">
        {pending ? "Sending…" : "E-mail me a link"}
      </button>
    </form>
  );
}
