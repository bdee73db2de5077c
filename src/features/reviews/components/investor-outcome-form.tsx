"use client";

import { useActionState } from "react";
import { submitTo } from "@/lib/submit-action";
import { useFormAnswer } from "@/lib/use-form-answer";
import { initialFormState } from "@/lib/validated-action";
import { recordInvestorOutcome } from "../actions/record-investor-outcome";
import { RESULT_WORDS, type OutcomeAnswer } from "../eligibility";
import { OUTCOME_FIELDS, OUTCOME_RESULTS } from "../values";

const radio = "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-brand-200 px-4 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50";

/**
 * The investor's two questions after a first meeting, answered beside the form: a refusal names
 * the question (each of its choices is described by the message) and keeps what was chosen, focus
 * goes to its first choice, and once saved the page is read again
 * (so the review form opens when the meeting took place). Sent through `submitTo`, so React does
 * not reset the choices; `action` and the permalink take a press made before the scripts run.
 */
export function InvestorOutcomeForm({ introductionId, firmName, own, permalink }: { introductionId: string; firmName: string; own: OutcomeAnswer | null; permalink: string }) {
  const saved = { meetingHeld: own ? (own.meetingHeld ? "yes" : "no") : "", result: own?.meetingHeld ? own.result : "" };
  const [state, action, pending] = useActionState(recordInvestorOutcome, initialFormState(OUTCOME_FIELDS, { introductionId, ...saved }), permalink);
  const { form, message } = useFormAnswer(state, "fieldset[data-refused] input");

  const question = (field: "meetingHeld" | "result", legend: string, choices: readonly { value: string; words: string }[], columns: string) => {
    const error = state.errors[field];
    const errorId = `outcome-${field}-error`;
    return (
      <fieldset data-refused={error ? "" : undefined}>
        <legend className="font-semibold text-ink">{legend}</legend>
        <div className={`mt-2 grid gap-2 ${columns}`}>
          {choices.map((choice) => (
            <label key={choice.value} className={radio}>
              <input
                type="radio"
                name={field}
                value={choice.value}
                defaultChecked={state.values[field] === choice.value}
                required={field === "meetingHeld"}
                aria-describedby={error ? errorId : undefined}
                className="h-4 w-4"
              />
              {choice.words}
            </label>
          ))}
        </div>
        {error && (
          <p id={errorId} className="mt-1 text-sm text-red-800">
            {error}
          </p>
        )}
      </fieldset>
    );
  };

  const resultWords = (result: (typeof OUTCOME_RESULTS)[number]) =>
    result === "client" ? `I have become a client of ${firmName}` : result === "undecided" ? "I have not decided yet" : `I am not going ahead with ${firmName}`;
  return (
    <form ref={form} action={action} onSubmit={submitTo(action)} className="mt-4 space-y-6">
      <input type="hidden" name="introductionId" value={introductionId} />
      {question("meetingHeld", "Did the meeting take place?", [{ value: "yes", words: "Yes, we met" }, { value: "no", words: "No, it did not happen" }], "sm:grid-cols-2")}
      {question("result", "If you met: what have you decided?", OUTCOME_RESULTS.map((result) => ({ value: result, words: resultWords(result) })), "")}
      {state.message && !state.errors.meetingHeld && !state.errors.result && (
        <p ref={message} tabIndex={-1} role={state.status === "sent" ? "status" : "alert"} className={`rounded-lg p-3 ${state.status === "sent" ? "bg-brand-50 text-ink" : "bg-red-50 text-red-800"}`}>
          {/* The introduction's id is the one field not on show: a form sent without it is out of date. */}
          {state.errors.introductionId ? "We could not tell which introduction this is: please reload the page and answer again." : state.message}
        </p>
      )}
      <button type="submit" disabled={pending} className="min-h-11 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {pending ? "Saving…" : own ? "Update my answers" : "Save my answers"}
      </button>
      {own && (
        <p className="text-sm text-muted">
          You told us: {own.meetingHeld ? `the meeting took place; ${RESULT_WORDS[own.result].toLowerCase()}.` : "the meeting did not take place."}
        </p>
      )}
    </form>
  );
}
