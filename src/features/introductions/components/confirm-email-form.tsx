"use client";

import { useActionState, useEffect, useRef } from "react";
import { RETENTION } from "@/config/retention";
import { routes } from "@/config/routes";
import { listInWords } from "@/lib/words";
import { plannedDeliveriesInWords } from "../delivery-route";
import { confirmEmail, type ConfirmEmailState } from "../actions/confirm-email";

const VALID_DAYS = RETENTION.introductionUnconfirmedDays;

/**
 * Why a confirmation link opened no button, and the way on: the link was cut short, or it was used,
 * replaced or too old.
 */
export function LinkNoLongerWorks({ incomplete = false }: { incomplete?: boolean }) {
  return (
    <div role="status" className="mt-4 space-y-3 text-ink">
      {incomplete ? (
        <p>Part of the link is missing. Please open the link in the latest e-mail we sent you.</p>
      ) : (
        <>
          <p>
            Confirmation links work once, within {VALID_DAYS} days, and each new e-mail&rsquo;s link replaces the one before. If you have
            pressed the button already, your address is confirmed and there is nothing more to do.
          </p>
          <p>
            If you have not, open the link in the latest e-mail we sent you. Introductions not confirmed within {VALID_DAYS} days lapse;
            you can ask for them again from your results.
          </p>
        </>
      )}
      <p>
        <a href={routes.yourIntroductions} className="font-semibold text-brand-700 underline underline-offset-2">
          See your introductions
        </a>
      </p>
    </div>
  );
}

/** What pressing the button will do, in words: the introductions it sends, the firms that will see the address. */
function whatConfirmingDoes({ waiting, newAddressFor }: PendingInWords): string {
  // Each route said once, as the mail that brought the link says it (plannedDeliveriesInWords).
  const send = waiting.length === 0 ? "" : plannedDeliveriesInWords(waiting);
  const show = newAddressFor.length === 0 ? "" : `${listInWords(newAddressFor)} ${newAddressFor.length === 1 ? "sees" : "see"} this address instead of your previous one`;
  if (send && show) return `Once you do, ${send}, and ${show}. Until then, nothing is sent.`;
  if (send) return `Once you do, ${send}. Until then, nothing is sent.`;
  if (show) return `Once you do, ${show}. Until then, ${newAddressFor.length === 1 ? "it keeps" : "they keep"} your previous address.`;
  return "No introduction is waiting for it now.";
}

const HEADING = "font-serif text-4xl text-ink focus:outline-none";

/**
 * The confirmation page's heading and button, with what it will do (`pending`, read as the page was
 * drawn); then, under a heading that says so and takes focus, what happened to each introduction.
 */
type PendingInWords = { waiting: { firmName: string; via: "firm" | "desk" }[]; newAddressFor: string[] };

export function ConfirmEmailForm({ token, pending: waitingOn }: { token: string; pending: PendingInWords }) {
  const [state, action, pending] = useActionState<ConfirmEmailState, FormData>(confirmEmail, { status: "idle" });
  const heading = useRef<HTMLHeadingElement>(null);
  const answered = state.status === "confirmed" || state.status === "invalid";
  useEffect(() => {
    // The press replaced the page's content: its new heading says what happened.
    if (answered) heading.current?.focus();
  }, [answered]);
  if (state.status === "confirmed") {
    return (
      <>
        <h1 ref={heading} tabIndex={-1} className={HEADING}>
          Your e-mail address is confirmed
        </h1>
        <div role="status" className="mt-4 space-y-3 text-ink">
          <p className="font-semibold">Thank you: your e-mail address is confirmed.</p>
          {state.sent.length > 0 ? (
            <ul className="list-disc space-y-1 pl-5">
              {state.sentWords.map((words) => (
                <li key={words}>{words}</li>
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
      </>
    );
  }
  if (state.status === "invalid") {
    return (
      <>
        <h1 ref={heading} tabIndex={-1} className={HEADING}>
          This link no longer works
        </h1>
        <LinkNoLongerWorks />
      </>
    );
  }
  return (
    <>
      <h1 className={HEADING}>Confirm your e-mail address</h1>
      <form action={action} className="mt-4 space-y-4">
        <p className="text-ink">
          Press the button to confirm that this is your e-mail address. {whatConfirmingDoes(waitingOn)}
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
    </>
  );
}
