"use client";

import { useActionState } from "react";
import { submitTo } from "@/lib/submit-action";
import { useFormAnswer } from "@/lib/use-form-answer";
import { initialFormState, type FormState } from "@/lib/validated-action";
import { recordFirmOutcome } from "../actions/record-firm-outcome";
import { removeReviewAction } from "../actions/remove-review";
import { replyToReviewAction } from "../actions/reply-to-review";
import { RESULT_WORDS, type OutcomeAnswer } from "../eligibility";
import { REMOVAL_WORDS } from "../summary";
import { FIRM_OUTCOME_FIELDS, OUTCOME_RESULTS, REMOVAL_FIELDS, REPLY_FIELDS, REPLY_MAX, REVIEW_REMOVAL_REASONS } from "../values";

/*
 * The forms of the firm's workspace after its first meetings. Each answers beside itself: a
 * refusal names the field and keeps what was chosen or typed, and once saved the page's data is
 * read again (the row's answer, the published reply, the "removed" mark). Sent through `submitTo`,
 * so React does not reset the form after an answer (a reset would put each select back to the
 * option it was first drawn with); `action` stays for a press made before the scripts run.
 */

const select = "min-h-11 rounded-lg border border-brand-200 px-3 aria-invalid:border-red-700";
const button = "min-h-11 rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60";

function Message({ state, id, at }: { state: FormState; id: string; at: React.RefObject<HTMLParagraphElement | null> }) {
  if (state.status === "idle" || !state.message) return null;
  const sent = state.status === "sent";
  return (
    <p ref={at} id={id} tabIndex={-1} role={sent ? "status" : "alert"} className={sent ? "font-semibold text-brand-900" : "text-red-800"}>
      {state.message}
    </p>
  );
}

/** The firm's answer for one meeting: did it take place, and what came of it. */
export function FirmOutcomeForm({
  providerId,
  introductionId,
  answer,
  markedResult = null,
  meetingLabelId,
  permalink,
}: {
  providerId: string;
  introductionId: string;
  answer: OutcomeAnswer | null;
  /** Before the firm has answered, the outcome its introduction is already marked with ("Became a client", "Not proceeding"). */
  markedResult?: OutcomeAnswer["result"] | null;
  /** The row's heading (the meeting's time and the investor), read with each question. */
  meetingLabelId: string;
  /** Where a press made before the page's scripts run lands, answered there: this page of the list. */
  permalink: string;
}) {
  const saved = { meetingHeld: answer ? (answer.meetingHeld ? "yes" : "no") : "", result: answer ? (answer.meetingHeld ? answer.result : "") : (markedResult ?? "") };
  const [state, action, pending] = useActionState(recordFirmOutcome, initialFormState(FIRM_OUTCOME_FIELDS, { introductionId, providerId, ...saved }), permalink);
  const { form, message } = useFormAnswer(state);
  const id = `outcome-${introductionId}`;
  const error = (field: "meetingHeld" | "result") => state.errors[field];
  return (
    <form ref={form} action={action} onSubmit={submitTo(action)} className="mt-3 space-y-2 text-sm" aria-labelledby={meetingLabelId}>
      <input type="hidden" name="introductionId" value={introductionId} />
      <input type="hidden" name="providerId" value={providerId} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-held`} className="font-medium">Did it take place?</label>
          <select
            id={`${id}-held`}
            name="meetingHeld"
            defaultValue={state.values.meetingHeld}
            aria-invalid={error("meetingHeld") ? true : undefined}
            aria-describedby={[meetingLabelId, error("meetingHeld") ? `${id}-held-error` : ""].join(" ").trim()}
            className={select}
            required
          >
            <option value="" disabled>Choose</option>
            <option value="yes">Yes</option>
            <option value="no">No</option>
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-result`} className="font-medium">Outcome</label>
          <select
            id={`${id}-result`}
            name="result"
            defaultValue={state.values.result}
            aria-invalid={error("result") ? true : undefined}
            aria-describedby={[meetingLabelId, error("result") ? `${id}-result-error` : ""].join(" ").trim()}
            className={select}
          >
            <option value="">Choose (if it took place)</option>
            {OUTCOME_RESULTS.map((result) => (
              <option key={result} value={result}>{RESULT_WORDS[result]}</option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={pending} className={button}>{pending ? "Saving…" : "Save the outcome"}</button>
      </div>
      {(["meetingHeld", "result"] as const).map((field) =>
        error(field) ? (
          <p key={field} id={`${id}-${field === "meetingHeld" ? "held" : "result"}-error`} className="text-red-800">
            {error(field)}
          </p>
        ) : null,
      )}
      {state.status !== "invalid" && <Message state={state} id={`${id}-message`} at={message} />}
    </form>
  );
}

/** A review's reply: the one published, or the firm's box to write it (members of the firm only). */
export function FirmReply({ providerId, reviewId, replyBody, canReply, removed, permalink }: { providerId: string; reviewId: string; replyBody: string | null; canReply: boolean; removed: boolean; permalink: string }) {
  const [state, action, pending] = useActionState(replyToReviewAction, initialFormState(REPLY_FIELDS, { reviewId, providerId }), permalink);
  const { form, message } = useFormAnswer(state);
  const id = `reply-${reviewId}`;
  const published = replyBody ?? (state.status === "sent" ? state.values.reply.trim() : null);
  if (published !== null) {
    return (
      <>
        <p className="mt-2 rounded-lg bg-sand p-3 text-sm">
          <span className="font-semibold">{canReply ? "Your reply: " : "The firm's reply: "}</span>
          {published}
        </p>
        {state.status === "sent" && <Message state={state} id={`${id}-message`} at={message} />}
      </>
    );
  }
  if (!canReply || removed) return null;
  const error = state.errors.reply;
  return (
    <form ref={form} action={action} onSubmit={submitTo(action)} className="mt-3 space-y-2 text-sm">
      <input type="hidden" name="reviewId" value={reviewId} />
      <input type="hidden" name="providerId" value={providerId} />
      <label htmlFor={id} className="block font-medium">Your public reply (one only)</label>
      <p id={`${id}-hint`} className="text-muted">Anyone can read it: leave out e-mail addresses, phone numbers and web addresses.</p>
      <textarea
        id={id}
        name="reply"
        rows={3}
        maxLength={REPLY_MAX}
        required
        defaultValue={state.values.reply}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className="block w-full rounded-lg border border-brand-200 p-2 aria-invalid:border-red-700"
      />
      {error && <p id={`${id}-error`} className="text-red-800">{error}</p>}
      {state.status === "failed" && <Message state={state} id={`${id}-message`} at={message} />}
      <button type="submit" disabled={pending} className={button}>{pending ? "Publishing…" : "Publish the reply"}</button>
    </form>
  );
}

/** An admin's removal of a review, for one of the stated reasons. */
export function RemoveReviewForm({ providerId, reviewId, removed, permalink }: { providerId: string; reviewId: string; removed: boolean; permalink: string }) {
  const [state, action, pending] = useActionState(removeReviewAction, initialFormState(REMOVAL_FIELDS, { reviewId, providerId }), permalink);
  const { form, message } = useFormAnswer(state);
  const id = `removal-${reviewId}`;
  if (state.status === "sent") return <Message state={state} id={`${id}-message`} at={message} />;
  if (removed) return null;
  const error = state.errors.reason ?? state.errors.note;
  return (
    <form ref={form} action={action} onSubmit={submitTo(action)} className="mt-3 space-y-2 border-t border-brand-100 pt-3 text-sm">
      <input type="hidden" name="reviewId" value={reviewId} />
      <input type="hidden" name="providerId" value={providerId} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-reason`} className="font-medium">Remove for</label>
          <select id={`${id}-reason`} name="reason" required defaultValue={state.values.reason} aria-invalid={state.errors.reason ? true : undefined} className={select}>
            <option value="" disabled>Choose a reason</option>
            {REVIEW_REMOVAL_REASONS.map((reason) => (
              <option key={reason} value={reason}>{REMOVAL_WORDS[reason]}</option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-note`} className="font-medium">Note for the log (no personal data)</label>
          <input id={`${id}-note`} name="note" maxLength={500} defaultValue={state.values.note} aria-invalid={state.errors.note ? true : undefined} className="min-h-11 rounded-lg border border-brand-200 px-3 aria-invalid:border-red-700" />
        </div>
        <button type="submit" disabled={pending} className="min-h-11 rounded-full border border-red-800 px-5 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60">
          {pending ? "Removing…" : "Remove the review"}
        </button>
      </div>
      {error && <p className="text-red-800">{error}</p>}
      {state.status === "failed" && <Message state={state} id={`${id}-message`} at={message} />}
    </form>
  );
}
