"use client";

import { useActionState } from "react";
import { listInWords } from "@/lib/words";
import { confirmEmail, type ConfirmEmailState } from "../actions/confirm-email";

/** The confirmation page's button, then what happened to each introduction, in words. */
export function ConfirmEmailForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState<ConfirmEmailState, FormData>(confirmEmail, { status: "idle" });
  if (state.status === "confirmed") {
    return (
      <div role="status" className="mt-4 space-y-3 text-ink">
        <p className="font-semibold">Thank you: your e-mail address is confirmed.</p>
        {state.sent.length > 0 ? (
          <ul className="list-disc space-y-1 pl-5">
            {state.sent.map((s) => (
              <li key={s.firmName}>Your introduction to {s.firmName} was {s.words}.</li>
            ))}
          </ul>
        ) : state.addressNowSeenBy.length === 0 && state.notSent.length === 0 ? (
          <p>There was no introduction waiting to be sent.</p>
        ) : null}
        {state.addressNowSeenBy.length > 0 && (
          <p>
            {state.sent.length > 0 ? "The firms you were introduced to before" : "The firms you were introduced to"} ({listInWords(state.addressNowSeenBy)}) now
            see this address instead of your previous one.
          </p>
        )}
        {state.notSent.map((name) => (
          <p key={name}>{name} is no longer taking introductions, so we did not send your details to it.</p>
        ))}
        <p>
          <a href={state.introductionsUrl} className="font-semibold text-brand-700 underline underline-offset-2">
            See your introductions
          </a>
        </p>
      </div>
    );
  }
  return (
    <form action={action} className="mt-4 space-y-4">
      <p className="text-ink">
        Press the button to confirm that this is your e-mail address. Until you do, we send no waiting introduction, and any firm you were
        introduced to before keeps the address it has now; then we send your waiting introductions, and those firms see this address instead.
      </p>
      {state.status !== "idle" && (
        <p role="alert" className="text-red-800">
          {state.message}
        </p>
      )}
      <input type="hidden" name="token" value={token} />
      <button type="submit" disabled={pending} className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {pending ? "Confirming…" : "Confirm my e-mail address"}
      </button>
    </form>
  );
}
