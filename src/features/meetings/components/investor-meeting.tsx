"use client";

import { useRouter } from "next/navigation";
import { useActionState, useCallback, useEffect, useId, useState } from "react";
import { useFocusOnAnswer } from "@/lib/use-form-answer";
import { initialFormState, type FormState } from "@/lib/validated-action";
import { bookMeetingTime } from "../actions/book-meeting";
import { cancelMyMeeting } from "../actions/cancel-meeting";
import { rescheduleMyMeeting } from "../actions/reschedule-meeting";
import { meetingKindLabel } from "../kinds";
import { BOOK_FIELDS, INVESTOR_RESCHEDULE_FIELDS } from "../schema-fields";
import type { InvestorMeetingView } from "../server/views";
import { investorTimeInWords, UK_ZONE, zoneName } from "../times";
import { useBrowserZone } from "./browser-zone";
import { SlotPicker } from "./slot-picker";
import { possessive } from "@/lib/words";
import { refusalMessage, useFocusRefused } from "./refused-field";
import { closedInWords } from "../closed";

const button = "rounded-full bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
const quiet = "rounded-full border border-brand-700 px-4 py-2 font-semibold text-brand-800 disabled:opacity-60";

/** A refusal or failure beside the form; success is said once, above the panel (InvestorMeeting's status). */
function Message({ state }: { state: FormState }) {
  const at = useFocusRefused(state);
  if (!state.message || state.status === "idle" || state.status === "sent") return null;
  return (
    <p ref={at} tabIndex={-1} role="alert" className="text-red-800">
      {refusalMessage(state)}
    </p>
  );
}

/** Refreshes the page's data once an action has succeeded, and hands its message up. */
function useDone(state: FormState, onDone: (message: string) => void) {
  const router = useRouter();
  useEffect(() => {
    if (state.status === "sent") {
      onDone(state.message);
      router.refresh();
    }
  }, [state, onDone, router]);
}

/**
 * The first meeting on one introduction, for the investor (docs/product.md, "Meetings"): the times
 * the firm offers, in the investor's own zone, to book one; or the booked meeting, to move or cancel
 * with a reason. Rendered inside "Your introductions" on the results page and /account.
 */
export function InvestorMeeting({ view }: { view: InvestorMeetingView }) {
  const zone = useBrowserZone();
  // One object per success (the same words twice are two answers): focus goes to it each time,
  // since the form that was sent gives way to another once the page is read again.
  const [done, setDone] = useState<{ message: string } | null>(null);
  const onDone = useCallback((message: string) => setDone({ message }), []);
  const doneRef = useFocusOnAnswer(done);
  return (
    <section aria-label={`First meeting with ${view.firmName}`} className="mt-3 w-full space-y-3 rounded-xl bg-sand p-4 text-sm">
      {done && (
        <p ref={doneRef} tabIndex={-1} role="status" className="font-semibold text-brand-900 outline-none">
          {done.message}
        </p>
      )}
      {view.meeting ? <Booked view={view} zone={zone} onDone={onDone} /> : <Book view={view} zone={zone} onDone={onDone} />}
    </section>
  );
}

/** Names the zone the times are in: the browser's, with its own name at the first time shown. */
function ZoneNote({ zone, at }: { zone: string; at: string | undefined }) {
  return (
    <p className="text-muted">
      Times are in your time zone, {zone}
      {at ? ` (${zoneName(new Date(at), zone)})` : ""}
      {zone === UK_ZONE ? "." : ", with UK time beside each."}
    </p>
  );
}

function Book({ view, zone, onDone }: { view: InvestorMeetingView; zone: string; onDone: (message: string) => void }) {
  const [state, action, pending] = useActionState(bookMeetingTime, initialFormState(BOOK_FIELDS));
  useDone(state, onDone);
  const id = useId();
  const times = view.times;
  const last = view.lastCancelled;
  const lastTime = last && investorTimeInWords(new Date(last.startsAt), new Date(last.endsAt), zone);
  const cancelled =
    last &&
    (last.calledOff ? (
      // Called off when the introduction closed: what closed it, not a cancellation with a reason.
      <p className="wrap-anywhere">
        The meeting on {lastTime} was called off: {closedInWords({ firmName: view.firmName }, "investor", last.closed, "within")}.
      </p>
    ) : (
      <p className="wrap-anywhere">
        {last.by === "firm" ? view.firmName : "You"} cancelled the meeting on {lastTime}. The reason given: {last.reason}
      </p>
    ));
  if (!times || times.slots.length === 0) {
    return (
      <>
        <h3 className="font-semibold">First meeting</h3>
        {cancelled}
        <p>
          {times
            ? `${view.firmName} has no free meeting times in the coming weeks. They will contact you the way you asked.`
            : `${view.firmName} has not offered meeting times here yet. They will contact you the way you asked.`}
        </p>
      </>
    );
  }
  // The kind chosen before a refusal, else the one the investor asked for with the introduction, else the firm's first.
  const offered = (kind: string | null | undefined) => times.kinds.find((k) => k === kind);
  const firstKind = offered(state.values.kind) ?? offered(view.preferredKind) ?? times.kinds[0];
  return (
    <form action={action} className="space-y-3" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="font-semibold">
        Book a first meeting with {view.firmName}
      </h3>
      {cancelled}
      <p>
        {times.proposed ? `${view.firmName} has proposed these times.` : `Choose a time that suits you from ${possessive(view.firmName)} free times.`} Each meeting lasts{" "}
        {times.durationMinutes} minutes.
      </p>
      <ZoneNote zone={zone} at={times.slots[0]?.startsAt} />
      <input type="hidden" name="introductionId" value={view.introductionId} />
      <input type="hidden" name="timeZone" value={zone} />
      <SlotPicker slots={times.slots} zone={zone} dayLabel="Day" timeLegend="Time" error={state.errors.slot} />
      <fieldset>
        <legend className="font-semibold">How to meet</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {times.kinds.map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="kind" value={kind} defaultChecked={kind === firstKind} className="accent-brand-700" />
              {kind === "in-person" && times.address ? `In person, at ${times.address}` : meetingKindLabel[kind]}
            </label>
          ))}
        </div>
        {state.errors.kind && (
          <p role="alert" className="text-red-800">
            {state.errors.kind}
          </p>
        )}
      </fieldset>
      <Message state={state} />
      <button type="submit" disabled={pending} className={button}>
        {pending ? "Booking…" : "Book this meeting"}
      </button>
    </form>
  );
}

function Booked({ view, zone, onDone }: { view: InvestorMeetingView; zone: string; onDone: (message: string) => void }) {
  const meeting = view.meeting!;
  const [moveState, move, moving] = useActionState(rescheduleMyMeeting, initialFormState(INVESTOR_RESCHEDULE_FIELDS));
  const [cancelState, cancel, cancelling] = useActionState(cancelMyMeeting, initialFormState(["meetingId", "reason"]));
  useDone(moveState, onDone);
  useDone(cancelState, onDone);
  const id = useId();
  const slots = view.times?.slots ?? [];
  return (
    <>
      <h3 className="font-semibold">Your first meeting with {view.firmName}</h3>
      <p className="text-base">
        <strong>{investorTimeInWords(new Date(meeting.startsAt), new Date(meeting.endsAt), zone)}</strong>
      </p>
      <p>{meeting.kind === "in-person" ? `In person, at ${meeting.address ?? "the firm's office"}.` : meeting.kind === "video" ? `A video call: ${view.firmName} will e-mail you the link.` : `A phone call: ${view.firmName} will ring you.`}</p>
      {meeting.started ? (
        <p>This meeting has started, so it can no longer be moved or cancelled. Afterwards we will ask you how it went.</p>
      ) : (
        <details className="rounded-lg bg-white p-3">
          <summary className="cursor-pointer font-semibold text-brand-800">Change or cancel this meeting</summary>
          <div className="mt-3 space-y-6">
            {slots.length > 0 ? (
              <form action={move} className="space-y-3" aria-label="Move my meeting">
                <ZoneNote zone={zone} at={slots[0]?.startsAt} />
                <input type="hidden" name="meetingId" value={meeting.id} />
                <input type="hidden" name="timeZone" value={zone} />
                <SlotPicker slots={slots} zone={zone} dayLabel="New day" timeLegend="New time" error={moveState.errors.slot} />
                <ReasonField id={`${id}-move`} label="Reason for moving the meeting" toldWho={view.firmName} error={moveState.errors.reason} value={moveState.values.reason} />
                <Message state={moveState} />
                <button type="submit" disabled={moving} className={button}>
                  {moving ? "Moving…" : "Move my meeting"}
                </button>
              </form>
            ) : (
              <p>{view.firmName} has no other free times at the moment. You can cancel and book again later.</p>
            )}
            <form action={cancel} className="space-y-3" aria-label="Cancel my meeting">
              <input type="hidden" name="meetingId" value={meeting.id} />
              <ReasonField id={`${id}-cancel`} label="Reason for cancelling" toldWho={view.firmName} error={cancelState.errors.reason} value={cancelState.values.reason} />
              <Message state={cancelState} />
              <button type="submit" disabled={cancelling} className={quiet}>
                {cancelling ? "Cancelling…" : "Cancel my meeting"}
              </button>
            </form>
          </div>
        </details>
      )}
    </>
  );
}

/** A reason told to `toldWho` (the firm, or the investor); `value` is what was sent last, kept when the form comes back with an error. */
export function ReasonField({ id, label, toldWho, error, value }: { id: string; label: string; toldWho: string; error?: string; value?: string }) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-muted">
        {toldWho} is told this.
      </p>
      <textarea
        id={id}
        name="reason"
        maxLength={500}
        rows={2}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className="mt-1 w-full max-w-lg rounded-lg border border-muted/50 bg-white px-3 py-2 aria-invalid:border-red-700"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
