"use client";

import Link from "next/link";
import { useActionState } from "react";
import { FormField } from "@/components/ui/form-field";
import { routes } from "@/config/routes";
import { submitTo } from "@/lib/submit-action";
import { useAnswerFocus } from "@/lib/use-form-answer";
import { initialFormState } from "@/lib/validated-action";
import { signIn } from "../actions/sign-in";
import { SIGN_IN_FIELDS } from "../schemas";
import { FormStatus, SubmitButton } from "./form-status";
import { PasswordField } from "./password-field";

export function SignInForm({ next }: { next: string }) {
  const [state, action, pending] = useActionState(signIn, initialFormState(SIGN_IN_FIELDS, { next }));
  const { message } = useAnswerFocus(state, null);
  return (
    <form method="post" onSubmit={submitTo(action)} noValidate className="space-y-5">
      <FormStatus ref={message} state={state} />
      <input type="hidden" name="next" value={state.values.next} />
      <FormField id="email" name="email" type="email" label="E-mail address" autoComplete="email" defaultValue={state.values.email} error={state.errors.email} required />
      <PasswordField id="password" name="password" label="Password" autoComplete="current-password" error={state.errors.password} />
      <p className="text-sm">
        <Link className="font-semibold text-brand-700 underline" href={routes.forgotPassword}>
          Forgot your password?
        </Link>
      </p>
      <SubmitButton pending={pending} busy="Signing in…">
        Sign in
      </SubmitButton>
      <p className="text-sm text-muted">
        New here?{" "}
        <Link className="font-semibold text-brand-700 underline" href={routes.signUpThen(next)}>
          Create an account
        </Link>
      </p>
    </form>
  );
}
