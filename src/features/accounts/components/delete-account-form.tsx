"use client";

import { useActionState } from "react";
import { submitTo } from "@/lib/submit-action";
import { useAnswerFocus } from "@/lib/use-form-answer";
import { initialFormState } from "@/lib/validated-action";
import { deleteAccount } from "../actions/delete-account";
import { DELETE_FIELDS } from "../schemas";
import { FormStatus } from "./form-status";

export function DeleteAccountForm() {
  const [state, action, pending] = useActionState(deleteAccount, initialFormState(DELETE_FIELDS));
  const { message } = useAnswerFocus(state, null);
  return (
    <form method="post" onSubmit={submitTo(action)} noValidate className="space-y-4">
      <FormStatus ref={message} state={state} />
      <div className="flex items-start gap-3">
        <input
          id="confirm"
          name="confirm"
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-red-700"
          aria-invalid={state.errors.confirm ? true : undefined}
          aria-describedby={state.errors.confirm ? "confirm-error" : undefined}
        />
        <label htmlFor="confirm" className="text-sm text-ink">
          I understand this deletes my account, my answers, my matches, my requests and everything else you hold about me. It cannot be undone.
        </label>
      </div>
      {state.errors.confirm && (
        <p id="confirm-error" className="text-sm font-semibold text-red-800">
          {state.errors.confirm}
        </p>
      )}
      <button type="submit" disabled={pending} className="rounded-full border-2 border-red-700 px-6 py-2.5 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-70">
        {pending ? "Deleting…" : "Delete my account and data"}
      </button>
    </form>
  );
}
