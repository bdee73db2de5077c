"use client";

import { useActionState, useEffect, useRef } from "react";
import { FormField } from "@/components/ui/form-field";
import { replayEarlyPress } from "@/lib/early-press";
import { submitTo } from "@/lib/submit-action";
import { initialFormState } from "@/lib/validated-action";
import { subscribeToNewsletter } from "./actions/subscribe-to-newsletter";

const fields = ["firstName", "lastName", "email"] as const;

/**
 * The footer's newsletter sign-up. The server checks the fields; what was typed comes back on error.
 * A press before React has taken the page over is held and sent once it has (src/lib/early-press.ts).
 * With scripts off the form posts to `permalink`, the newsletter's page, whose footer answers (given
 * by the server footer, which keeps its words out of every page's scripts).
 */
export function NewsletterForm({ permalink }: { permalink: string }) {
  const [state, formAction, pending] = useActionState(subscribeToNewsletter, initialFormState(fields), permalink);
  const form = useRef<HTMLFormElement>(null);
  const refusal = useRef<HTMLParagraphElement>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);
  // Sign up is disabled while sending, which takes focus from it: focus goes to what the answer says.
  useEffect(() => {
    if (state.status === "sent") {
      form.current?.reset();
      confirmation.current?.focus();
    } else if (state.status === "invalid" || state.status === "failed") {
      refusal.current?.focus();
    }
  }, [state]);
  // A press of "Sign up" made before React took the page over (src/lib/early-press.ts) is sent now.
  useEffect(() => replayEarlyPress(form.current), []);
  return (
    <form ref={form} action={formAction} data-early-press onSubmit={submitTo(formAction)} noValidate aria-labelledby="newsletter-heading" className="grid gap-3 sm:grid-cols-2">
      {/* A refusal is said above the fields it marks, as its words say; success is said under Sign up. */}
      {state.status === "invalid" || state.status === "failed" ? (
        <p ref={refusal} tabIndex={-1} role="alert" className="text-sm font-semibold text-amber-200 outline-none sm:col-span-2">
          {state.message}
        </p>
      ) : null}
      <FormField tone="dark" id="newsletter-first-name" name="firstName" label="First name" autoComplete="given-name" defaultValue={state.values.firstName} error={state.errors.firstName} />
      <FormField tone="dark" id="newsletter-last-name" name="lastName" label="Last name" autoComplete="family-name" defaultValue={state.values.lastName} error={state.errors.lastName} />
      <FormField tone="dark" id="newsletter-email" name="email" type="email" label="E-mail address" autoComplete="email" className="sm:col-span-2" defaultValue={state.values.email} error={state.errors.email} />
      <div className="sm:col-span-2">
        <button type="submit" disabled={pending} className="inline-flex h-11 items-center rounded-full bg-white px-5 text-sm font-semibold text-brand-900 hover:bg-brand-100 disabled:opacity-70">
          {pending ? "Signing you up…" : "Sign up"}
        </button>
        <p ref={confirmation} tabIndex={-1} role="status" className="mt-2 text-sm text-brand-100 outline-none">
          {state.status === "sent" ? state.message : ""}
        </p>
      </div>
    </form>
  );
}
