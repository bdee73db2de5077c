"use client";

import { useActionState, useId } from "react";
import { FormField } from "@/components/ui/form-field";
import { submitTo } from "@/lib/submit-action";
import { useAnswerFocus } from "@/lib/use-form-answer";
import { initialFormState } from "@/lib/validated-action";
import { continueWithLink } from "../actions/continue-with-link";
import { requestSignInLink } from "../actions/request-sign-in-link";
import { resendSignInLink } from "../actions/resend-sign-in-link";
import { saveResults } from "../actions/save-results";
import { LINK_REQUEST_FIELDS, LINK_TOKEN_FIELDS } from "../link-fields";
import { FormStatus, SentMessage, SubmitButton } from "./form-status";

/** A sign-in link's page: the link is used only when this is pressed (a mail scanner fetching the page uses nothing). */
export function ContinueWithLinkForm({ token, label }: { token: string; label: string }) {
  const [state, action, pending] = useActionState(continueWithLink, initialFormState(LINK_TOKEN_FIELDS, { token }));
  const { message } = useAnswerFocus(state, null);
  return (
    <form method="post" onSubmit={submitTo(action)} className="space-y-4">
      <FormStatus ref={message} state={state} />
      <input type="hidden" name="token" value={token} />
      <SubmitButton pending={pending} busy="Signing in…">
        {label}
      </SubmitButton>
    </form>
  );
}

/** An expired or used link's page: a new link to the address the old one went to. */
export function FreshLinkForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(resendSignInLink, initialFormState(LINK_TOKEN_FIELDS, { token }));
  const { message } = useAnswerFocus(state, null);
  if (state.status === "sent") return <SentMessage ref={message} message={state.message} />;
  return (
    <form method="post" onSubmit={submitTo(action)} className="space-y-4">
      <FormStatus ref={message} state={state} />
      <input type="hidden" name="token" value={token} />
      <SubmitButton pending={pending} busy="Sending…">
        E-mail me a new link
      </SubmitButton>
    </form>
  );
}

/** "E-mail me a sign-in link": for members, and for investors at the address they gave. */
export function RequestLinkForm({ label = "E-mail me a sign-in link" }: { label?: string }) {
  const [state, action, pending] = useActionState(requestSignInLink, initialFormState(LINK_REQUEST_FIELDS));
  const { message } = useAnswerFocus(state, null);
  const id = useId();
  if (state.status === "sent") return <SentMessage ref={message} message={state.message} />;
  return (
    <form method="post" onSubmit={submitTo(action)} noValidate className="space-y-4" aria-label={label}>
      <FormStatus ref={message} state={state} />
      <FormField id={`${id}-link-email`} name="email" type="email" label="Your e-mail" autoComplete="email" defaultValue={state.values.email} error={state.errors.email} required />
      <SubmitButton pending={pending} busy="Sending…">
        {label}
      </SubmitButton>
    </form>
  );
}

/** "Save your results" for an anonymous visitor: e-mail only, a link that opens them on any device. */
export function SaveResultsForm() {
  const [state, action, pending] = useActionState(saveResults, initialFormState(LINK_REQUEST_FIELDS));
  const { message } = useAnswerFocus(state, null);
  const id = useId();
  if (state.status === "sent") return <SentMessage ref={message} message={state.message} />;
  return (
    <form method="post" onSubmit={submitTo(action)} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-end" aria-label="Save your results">
      <div className="grow">
        <FormStatus ref={message} state={state} />
        <FormField id={`${id}-save-email`} name="email" type="email" label="Your e-mail" autoComplete="email" defaultValue={state.values.email} error={state.errors.email} required />
      </div>
      <SubmitButton pending={pending} busy="Sending…" fullWidth={false}>
        E-mail me a link
      </SubmitButton>
    </form>
  );
}
