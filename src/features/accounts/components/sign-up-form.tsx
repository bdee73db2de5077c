"use client";

import Link from "next/link";
import { useActionState } from "react";
import { FormField } from "@/components/ui/form-field";
import { submitTo } from "@/lib/submit-action";
import { useAnswerFocus } from "@/lib/use-form-answer";
import { initialFormState } from "@/lib/validated-action";
import { signUp } from "../actions/sign-up";
import { SIGN_UP_FIELDS } from "../schemas";
import { FormStatus, SentMessage, SubmitButton } from "./form-status";
import { routes } from "@/config/routes";

export function SignUpForm({ next }: { next: string }) {
  const [state, action, pending] = useActionState(signUp, initialFormState(SIGN_UP_FIELDS, { next }));
  const { message } = useAnswerFocus(state, null);
  if (state.status === "sent") return <SentMessage ref={message} message={state.message} />;
  return (
    <form method="post" onSubmit={submitTo(action)} noValidate className="space-y-5">
      <FormStatus ref={message} state={state} />
      <input type="hidden" name="next" value={state.values.next} />
      <FormField id="email" name="email" type="email" label="E-mail address" autoComplete="email" defaultValue={state.values.email} error={state.errors.email} required />
      <FormField
        id="password"
        name="password"
        type="password"
        label="Password"
        hint="8 to 24 characters, with an upper-case letter, a lower-case letter, a number and one of # ? ! @ $ % ^ & * -"
        autoComplete="new-password"
        error={state.errors.password}
        required
      />
      <FormField id="confirmPassword" name="confirmPassword" type="password" label="Confirm your password" autoComplete="new-password" error={state.errors.confirmPassword} required />
      <SubmitButton pending={pending} busy="Creating your account…">
        Create account
      </SubmitButton>
      <p className="text-sm text-muted">
        Already have an account?{" "}
        <Link className="font-semibold text-brand-700 underline" href={routes.signInThen(next)}>
          Sign in
        </Link>
      </p>
    </form>
  );
}
