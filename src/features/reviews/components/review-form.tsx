"use client";

import { useActionState } from "react";
import { useAnswerFocus } from "@/lib/use-form-answer";
import { initialFormState } from "@/lib/validated-action";
import { postReviewAction } from "../actions/post-review";
import { REVIEW_FIELDS, REVIEW_MAX } from "../values";
import { possessive } from "@/lib/words";

const RATING_WORDS = ["", "Very poor", "Poor", "Fair", "Good", "Excellent"];

/** The investor's review: a star rating and a few words, published as a verified introduction. */
export function ReviewForm({ introductionId, firmName, publishedAs }: { introductionId: string; firmName: string; publishedAs: string }) {
  const [state, action, pending] = useActionState(postReviewAction, initialFormState(REVIEW_FIELDS, { introductionId }));
  // The refusal is a summary above the fields: focus goes to it (published, the action goes on to the page's notice).
  const { message } = useAnswerFocus(state, null);
  const error = (field: (typeof REVIEW_FIELDS)[number]) => state.errors[field];
  return (
    <form action={action} className="mt-4 space-y-5" noValidate>
      <input type="hidden" name="introductionId" value={introductionId} />
      {state.message && state.status !== "sent" && (
        <p ref={message} tabIndex={-1} role="alert" className="rounded-lg bg-red-50 p-3 text-red-800 outline-none">
          {state.message}
        </p>
      )}
      <fieldset aria-describedby={error("rating") ? "rating-error" : undefined}>
        <legend className="font-semibold text-ink">Your rating of {firmName}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-brand-200 px-4 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
              <input type="radio" name="rating" value={n} defaultChecked={state.values.rating === String(n)} className="h-4 w-4" />
              <span>
                {n} {n === 1 ? "star" : "stars"}
                <span className="text-muted"> – {RATING_WORDS[n]}</span>
              </span>
            </label>
          ))}
        </div>
        {error("rating") && (
          <p id="rating-error" className="mt-1 text-sm text-red-800">
            {error("rating")}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor="review-body" className="font-semibold text-ink">
          Your review
        </label>
        <p id="review-body-hint" className="text-sm text-muted">
          What was the meeting like, and would you recommend {firmName}? Please leave out names and personal details, such as e-mail addresses, phone numbers and web addresses. Between 20 and {REVIEW_MAX.toLocaleString("en-GB")} characters.
        </p>
        <textarea
          id="review-body"
          name="body"
          rows={6}
          maxLength={REVIEW_MAX}
          defaultValue={state.values.body}
          aria-invalid={error("body") ? true : undefined}
          aria-describedby={`review-body-hint${error("body") ? " review-body-error" : ""}`}
          className="mt-2 block w-full rounded-lg border border-brand-200 p-3 text-base"
        />
        {error("body") && (
          <p id="review-body-error" className="mt-1 text-sm text-red-800">
            {error("body")}
          </p>
        )}
      </div>
      <p className="text-sm text-muted">
        We publish it on {possessive(firmName)} profile as written, under the name <strong>{publishedAs}</strong>, with the date of your meeting. {firmName} may reply once, publicly.
      </p>
      <button type="submit" disabled={pending} className="min-h-11 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {pending ? "Publishing…" : "Publish my review"}
      </button>
    </form>
  );
}
