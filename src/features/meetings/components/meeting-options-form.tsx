"use client";

import { useActionState, useState } from "react";
import { useFormAnswer } from "@/lib/use-form-answer";
import { initialFormState } from "@/lib/validated-action";
import { saveMeetingOptions } from "../actions/save-meeting-options";
import { HORIZON_DAYS, MEETING_LENGTHS, NOTICE_HOURS, WEEKDAYS } from "../kinds";
import { dayFields, SETTINGS_FIELDS, type SettingsField } from "../schema-fields";

const input = "mt-1 rounded-lg border border-muted/50 bg-white px-3 py-2 aria-invalid:border-red-700";

/**
 * A firm's first-meeting options in its workspace (docs/product.md, "Meetings"): the kinds of
 * meeting, their length, weekly hours in UK time, dates off, notice and how far ahead. A refused
 * field is named beside it.
 */
export function MeetingOptionsForm({ initial }: { initial: Partial<Record<SettingsField, string>> & { providerId: string } }) {
  const [state, action, pending] = useActionState(saveMeetingOptions, initialFormState(SETTINGS_FIELDS, initial));
  // The introductions' meeting panels on the page read these options: the page is read again once
  // saved. Focus goes to the answer: the refusal's summary above the fields, or "Saved" beside the button.
  const { message } = useFormAnswer(state, null);
  // "Saved" stands until the options are changed again: then it would speak of values no longer shown.
  const [changedAfter, setChangedAfter] = useState<typeof state | null>(null);
  const saved = state.status === "sent" && changedAfter !== state;
  const v = state.values;
  const error = (field: SettingsField) =>
    state.errors[field] ? (
      <p id={`${field}-error`} role="alert" className="mt-1 text-sm text-red-800">
        {state.errors[field]}
      </p>
    ) : null;
  const aria = (field: SettingsField) => ({ "aria-invalid": state.errors[field] ? true : undefined, "aria-describedby": state.errors[field] ? `${field}-error` : undefined });
  // Keyed on the saved values: after a save the fields show what the server kept.
  return (
    <form action={action} aria-label="Meeting options" className="space-y-6 rounded-2xl border border-brand-100 bg-white p-5" key={JSON.stringify(state.status === "sent" ? v : initial)} onChange={() => setChangedAfter(state)}>
      <input type="hidden" name="providerId" value={initial.providerId} />
      {/* A refusal is said above the fields it marks, as its words say; success is said beside Save. */}
      {state.message && (state.status === "invalid" || state.status === "failed") && (
        <p ref={message} tabIndex={-1} role="alert" className="rounded-xl bg-red-50 p-3 text-red-800 outline-none">
          {state.message}
        </p>
      )}
      <fieldset {...aria("phone")}>
        <legend className="font-semibold">Kinds of meeting</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(
            [
              ["phone", "Phone"],
              ["video", "Video call"],
              ["inPerson", "In person"],
            ] as const
          ).map(([field, label]) => (
            <label key={field} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" name={field} defaultChecked={v[field] === "on"} className="accent-brand-700" />
              {label}
            </label>
          ))}
        </div>
        {error("phone")}
      </fieldset>
      <div>
        <label htmlFor="meeting-address" className="block font-semibold">
          Address for meetings in person
        </label>
        <textarea id="meeting-address" name="address" rows={2} maxLength={300} defaultValue={v.address} {...aria("address")} className={`${input} w-full max-w-lg`} />
        {error("address")}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {(
          [
            ["durationMinutes", "Length of a meeting", MEETING_LENGTHS, (n: number) => `${n} minutes`],
            ["noticeHours", "Notice you need", NOTICE_HOURS, (n: number) => `${n} hours`],
            ["horizonDays", "How far ahead investors may book", HORIZON_DAYS, (n: number) => (n === 7 ? "1 week" : `${n / 7} weeks`)],
          ] as const
        ).map(([field, label, options, words]) => (
          <div key={field}>
            <label htmlFor={`meeting-${field}`} className="block font-semibold">
              {label}
            </label>
            <select id={`meeting-${field}`} name={field} defaultValue={v[field]} {...aria(field)} className={`${input} w-full`}>
              {options.map((n) => (
                <option key={n} value={String(n)}>
                  {words(n)}
                </option>
              ))}
            </select>
            {error(field)}
          </div>
        ))}
      </div>
      <fieldset>
        <legend className="font-semibold">Weekly hours (UK time)</legend>
        <p className="text-sm text-muted">Leave a day empty when you take no meetings then. Meetings are laid back to back from the start time.</p>
        <div className="mt-2 space-y-2">
          {dayFields.map((day, index) => (
            <div key={day} className="flex flex-wrap items-end gap-3">
              <span className="w-28 pb-2 text-sm font-semibold">{WEEKDAYS[index]}</span>
              <label className="text-sm">
                <span className="sr-only">{WEEKDAYS[index]} </span>From
                <input type="time" name={`${day}From`} aria-label={`${WEEKDAYS[index]} from`} defaultValue={v[`${day}From`]} {...aria(`${day}From`)} className={`${input} ml-2`} />
              </label>
              <label className="text-sm">
                <span className="sr-only">{WEEKDAYS[index]} </span>To
                <input type="time" name={`${day}To`} aria-label={`${WEEKDAYS[index]} to`} defaultValue={v[`${day}To`]} {...aria(`${day}To`)} className={`${input} ml-2`} />
              </label>
              <div className="basis-full">
                {error(`${day}From`)}
                {error(`${day}To`)}
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="meeting-dates-off" className="block font-semibold">
          Dates off
        </label>
        <p id="meeting-dates-off-hint" className="text-sm text-muted">
          One date a line, like 24/12/2026. Bank holidays in England and Wales are left out already.
        </p>
        <textarea
          id="meeting-dates-off"
          name="datesOff"
          rows={3}
          defaultValue={v.datesOff}
          aria-invalid={state.errors.datesOff ? true : undefined}
          aria-describedby={`meeting-dates-off-hint${state.errors.datesOff ? " datesOff-error" : ""}`}
          className={`${input} w-full max-w-xs`}
        />
        {error("datesOff")}
      </div>
      {state.message && saved && (
        <p ref={message} tabIndex={-1} role="status" className="rounded-xl bg-brand-50 p-3 text-brand-900 outline-none">
          {state.message}
        </p>
      )}
      <button type="submit" disabled={pending} className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {pending ? "Saving…" : "Save meeting options"}
      </button>
    </form>
  );
}
