"use client";

import { useRouter } from "next/navigation";
import { useActionState, useEffect, useId } from "react";
import { useFocusOnAnswer } from "@/lib/use-form-answer";
import { initialFormState, type FormState } from "@/lib/validated-action";
import { cancelFirmMeeting } from "../actions/cancel-firm-meeting";
import { offerMeetingTimes } from "../actions/offer-meeting-times";
import { rescheduleFirmMeeting } from "../actions/reschedule-firm-meeting";
import { meetingKindLabel } from "../kinds";
import { FIRM_CANCEL_FIELDS, FIRM_RESCHEDULE_FIELDS, OFFER_FIELDS } from "../schema-fields";
import type { FirmMeetingView } from "../server/views";
import { ReasonField } from "./investor-meeting";
import { refusalMessage, useFocusRefused } from "./refused-field";
import { closedInWords } from "../closed";

const button = "rounded-full bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
const quiet = "rounded-full border border-brand-700 px-4 py-2 font-semibold text-brand-800 disabled:opacity-60";
const input = "mt-1 rounded-lg border border-muted/50 bg-white px-3 py-2 aria-invalid:border-red-700";

function Message({ state }: { state: FormState }) {
  const at = useFocusRefused(state);
  if (!state.message || state.status === "idle") return null;
  return (
    <p ref={at} tabIndex={-1} role={state.status === "sent" ? "status" : "alert"} className={state.status === "sent" ? "text-brand-900" : "text-red-800"}>
      {refusalMessage(state)}
    </p>
  );
}

function useRefreshOnDone(state: FormState) {
  const router = useRouter();
  useEffect(() => {
    if (state.status === "sent") router.refresh();
  }, [state, router]);
}

/**
 * One introduction's first meeting in the firm's workspace: propose times, or move or cancel the
 * booked meeting. `names`: the firm's short name, and the investor's while the firm may see it.
 */
export function FirmMeeting({ providerId, names, view }: { providerId: string; names: { firmName: string; investorName?: string }; view: FirmMeetingView }) {
  if (!view.canArrange && !view.meeting) return null;
  return (
    <section aria-label="First meeting" className="mt-4 space-y-3 rounded-xl bg-sand p-4 text-sm">
      <h4 className="font-semibold">First meeting</h4>
      {view.lastCancelled && !view.meeting && (
        <p className="wrap-anywhere">
          {view.lastCancelled.calledOff
            ? `The meeting on ${view.lastCancelled.inWords} was called off: ${closedInWords(names, "firm", view.lastCancelled.closed, "within")}.`
            : `The meeting on ${view.lastCancelled.inWords} was cancelled by ${view.lastCancelled.by === "firm" ? "your firm" : "the investor"}. The reason given: ${view.lastCancelled.reason}`}
        </p>
      )}
      {view.meeting ? <Booked providerId={providerId} view={view} /> : <Propose providerId={providerId} view={view} />}
    </section>
  );
}

function Propose({ providerId, view }: { providerId: string; view: FirmMeetingView }) {
  const [state, action, pending] = useActionState(offerMeetingTimes, initialFormState(OFFER_FIELDS));
  useRefreshOnDone(state);
  const id = useId();
  return (
    <>
      <p>
        {view.hasSettings
          ? "Not booked yet. The investor can book from your weekly hours, or from times you propose here."
          : (
            <>
              Not booked yet. The investor can book once you set your{" "}
              <a href="#first-meetings" className="text-brand-700 underline">
                meeting options
              </a>{" "}
              (kinds of meeting, length and hours); after that you can also propose times here.
            </>
          )}
      </p>
      {view.proposed.length > 0 && (
        <div>
          <p className="font-semibold">Times you proposed</p>
          <ul className="list-disc pl-5">
            {view.proposed.map((words) => (
              <li key={words}>{words}</li>
            ))}
          </ul>
        </div>
      )}
      {view.hasSettings && (
        <form action={action} className="space-y-3" aria-label="Propose times">
          <input type="hidden" name="providerId" value={providerId} />
          <input type="hidden" name="introductionId" value={view.introductionId} />
          <p className="text-muted">Up to three times, in UK time. The investor can then book one of them instead of your weekly hours.</p>
          <div className="flex flex-wrap gap-3">
            {(["time1", "time2", "time3"] as const).map((field, index) => (
              <div key={field}>
                <label htmlFor={`${id}-${field}`} className="block font-semibold">
                  {["First time", "Second time", "Third time"][index]}
                </label>
                <input
                  id={`${id}-${field}`}
                  type="datetime-local"
                  name={field}
                  defaultValue={state.values[field]}
                  aria-invalid={state.errors[field] ? true : undefined}
                  aria-describedby={state.errors[field] ? `${id}-${field}-error` : undefined}
                  className={input}
                />
                {state.errors[field] && (
                  <p id={`${id}-${field}-error`} role="alert" className="mt-1 text-red-800">
                    {state.errors[field]}
                  </p>
                )}
              </div>
            ))}
          </div>
          <Message state={state} />
          <button type="submit" disabled={pending} className={button}>
            {pending ? "Saving…" : "Propose these times"}
          </button>
        </form>
      )}
    </>
  );
}

function Booked({ providerId, view }: { providerId: string; view: FirmMeetingView }) {
  const meeting = view.meeting!;
  const [moveState, move, moving] = useActionState(rescheduleFirmMeeting, initialFormState(FIRM_RESCHEDULE_FIELDS));
  const [cancelState, cancel, cancelling] = useActionState(cancelFirmMeeting, initialFormState(FIRM_CANCEL_FIELDS));
  useRefreshOnDone(moveState);
  useRefreshOnDone(cancelState);
  const id = useId();
  const done = moveState.status === "sent" ? moveState : cancelState.status === "sent" ? cancelState : null;
  // Said above the panel, away from the button pressed: focus goes to it.
  const doneRef = useFocusOnAnswer(done);
  return (
    <>
      {done && (
        <p ref={doneRef} tabIndex={-1} role="status" className="font-semibold text-brand-900 outline-none">
          {done.message}
        </p>
      )}
      <p className="text-base">
        <strong>{meeting.inWords}</strong>
      </p>
      <p>
        {meetingKindLabel[meeting.kind]}
        {meeting.kind === "in-person" && meeting.address ? `, at ${meeting.address}` : ""}
        {meeting.kind === "video" ? ": please e-mail the investor the link to join." : meeting.kind === "phone" ? ": please ring the investor on the number above." : "."}
      </p>
      {meeting.started ? (
        <p>This meeting has started, so it can no longer be rescheduled or cancelled. Once it is over, record in this workspace whether it took place.</p>
      ) : (
        <details className="rounded-lg bg-white p-3">
          <summary className="cursor-pointer font-semibold text-brand-800">Reschedule or cancel</summary>
          <div className="mt-3 space-y-6">
            <form action={move} className="space-y-3" aria-label="Reschedule the meeting">
              <input type="hidden" name="providerId" value={providerId} />
              <input type="hidden" name="meetingId" value={meeting.id} />
              <div>
                <label htmlFor={`${id}-new-time`} className="block font-semibold">
                  New date and time (UK time)
                </label>
                <input
                  id={`${id}-new-time`}
                  type="datetime-local"
                  name="newTime"
                  required
                  defaultValue={moveState.values.newTime}
                  aria-invalid={moveState.errors.newTime ? true : undefined}
                  aria-describedby={moveState.errors.newTime ? `${id}-new-time-error` : undefined}
                  className={input}
                />
                {moveState.errors.newTime && (
                  <p id={`${id}-new-time-error`} role="alert" className="mt-1 text-red-800">
                    {moveState.errors.newTime}
                  </p>
                )}
              </div>
              <ReasonField id={`${id}-move`} label="Reason for moving the meeting" toldWho="The investor" error={moveState.errors.reason} value={moveState.values.reason} />
              {moveState.status !== "sent" && <Message state={moveState} />}
              <button type="submit" disabled={moving} className={button}>
                {moving ? "Moving…" : "Move the meeting"}
              </button>
            </form>
            <form action={cancel} className="space-y-3" aria-label="Cancel the meeting">
              <input type="hidden" name="providerId" value={providerId} />
              <input type="hidden" name="meetingId" value={meeting.id} />
              <ReasonField id={`${id}-cancel`} label="Reason for cancelling" toldWho="The investor" error={cancelState.errors.reason} value={cancelState.values.reason} />
              {cancelState.status !== "sent" && <Message state={cancelState} />}
              <button type="submit" disabled={cancelling} className={quiet}>
                {cancelling ? "Cancelling…" : "Cancel the meeting"}
              </button>
            </form>
          </div>
        </details>
      )}
    </>
  );
}
