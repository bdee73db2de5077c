"use client";

import { useActionState, useEffect, useRef } from "react";
import { submitTo } from "@/lib/submit-action";
import { initialFormState } from "@/lib/validated-action";
import { declineIntroduction } from "../actions/decline-introduction";
import { DECLINE_FIELDS } from "../decline-fields";

/**
 * Decline, with the reason the investor is e-mailed. A refused reason is named beside the field and
 * the text typed stays in it; once declined, the action goes back to the workspace's list.
 */
export function DeclineForm({ providerId, introductionId, list, permalink }: { providerId: string; introductionId: string; list: string; permalink: string }) {
  // `permalink`: where a press made before the page's scripts run lands (this introduction), answered there.
  const [state, action, pending] = useActionState(declineIntroduction, initialFormState(DECLINE_FIELDS), permalink);
  const id = `reason-${introductionId}`;
  const error = state.errors.reason ?? (state.status === "failed" ? state.message : undefined);
  const field = useRef<HTMLInputElement>(null);
  // The button is disabled while sending, which drops keyboard focus: a refusal puts it on the field
  // it names, whose message is read with it.
  useEffect(() => {
    if (state.status === "invalid" || state.status === "failed") field.current?.focus();
  }, [state]);
  return (
    <form action={action} onSubmit={submitTo(action)} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="providerId" value={providerId} />
      <input type="hidden" name="introductionId" value={introductionId} />
      <input type="hidden" name="list" value={list} />
      <div className="max-w-sm">
        <label htmlFor={id} className="block text-sm font-semibold">
          Reason for declining
        </label>
        <input
          ref={field}
          id={id}
          name="reason"
          maxLength={500}
          defaultValue={state.values.reason}
          aria-invalid={state.errors.reason ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 rounded-lg border border-muted/50 px-3 py-2 text-sm aria-invalid:border-red-700"
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-800">
            {error}
          </p>
        )}
      </div>
      <button type="submit" disabled={pending} className="rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 disabled:opacity-60">
        {pending ? "Declining…" : "Decline"}
      </button>
    </form>
  );
}
