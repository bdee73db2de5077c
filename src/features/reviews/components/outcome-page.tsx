import Link from "next/link";
import { routes } from "@/config/routes";
import { withdrawReviewAction } from "../actions/withdraw-review";
import type { OutcomeAnswer } from "../eligibility";
import { InvestorOutcomeForm } from "./investor-outcome-form";
import { ReviewForm } from "./review-form";
import { Stars } from "./stars";
import { possessive } from "@/lib/words";
import { noticeFor } from "@/lib/notice-codes";

const NOTICES: Record<string, { text: string; alert?: true }> = {
  published: { text: "Thank you: your review is published on the firm's profile." },
  withdrawn: { text: "Your review is withdrawn: it is off the firm's profile and deleted from our records." },
  busy: { text: "You have sent this form many times in a short while. Please wait a few minutes and try again.", alert: true },
  failed: { text: "We could not withdraw your review just now. Please try again in a moment.", alert: true },
  "not-found": { text: "We could not find that introduction.", alert: true },
};

export interface OutcomePageView {
  introductionId: string;
  firmName: string;
  providerId: string;
  /** The meeting that has started (the one asked about), in words. */
  meetingWords: string | null;
  /** Else the booked meeting still to come, in words. */
  upcomingWords: string | null;
  own: OutcomeAnswer | null;
  review: { rating: number; body: string; authorName: string; removedAt: Date | null; replyBody: string | null } | null;
  publishedAs: string;
}

/** The investor's page after a first meeting: two questions, then the review. */
export function OutcomePage({ view, notice }: { view: OutcomePageView; notice: string | null }) {
  const shown = noticeFor(NOTICES, notice);
  const { own, review } = view;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-12">
      <h1 className="font-serif text-3xl text-ink sm:text-4xl">How did your meeting with {view.firmName} go?</h1>
      {view.meetingWords ? (
        <p className="mt-3 text-ink">Your first meeting was booked for {view.meetingWords}.</p>
      ) : view.upcomingWords ? (
        <p className="mt-3 text-ink">Your first meeting is booked for {view.upcomingWords}. Once it has taken place, you can tell us here how it went.</p>
      ) : (
        <p className="mt-3 text-ink">We have no meeting with {view.firmName} on our records that has started yet. Once it has, you can answer here.</p>
      )}
      {shown && (
        <p role={shown.alert ? "alert" : "status"} className={`mt-4 rounded-lg p-3 ${shown.alert ? "bg-red-50 text-red-800" : "bg-brand-50 text-ink"}`}>
          {shown.text}
        </p>
      )}

      {view.meetingWords && (
        <section id="outcome" aria-labelledby="outcome-heading" className="mt-8 rounded-2xl border border-brand-100 p-5 sm:p-6">
          <h2 id="outcome-heading" className="font-serif text-2xl text-ink">
            Two questions
          </h2>
          <p className="mt-1 text-sm text-muted">We ask {view.firmName} the same. Your answers are not published; they help us check that the firms we introduce follow through.</p>
          <InvestorOutcomeForm introductionId={view.introductionId} firmName={view.firmName} own={own} permalink={`${routes.introductionOutcome(view.introductionId)}#outcome`} />
        </section>
      )}

      <section id="your-review" aria-labelledby="review-heading" className="mt-8 rounded-2xl bg-sand p-5 sm:p-6">
        <h2 id="review-heading" className="font-serif text-2xl text-ink">
          Review {view.firmName}
        </h2>
        {review ? (
          <div className="mt-3 space-y-2">
            <p>{review.removedAt ? "Your review was removed by our staff under our review rules." : `Your review is published on ${possessive(view.firmName)} profile as a verified introduction.`}</p>
            <blockquote className="rounded-lg bg-white p-4">
              <Stars rating={review.rating} />
              <p className="mt-2 whitespace-pre-line">{review.body}</p>
              <footer className="mt-2 text-sm text-muted">{review.authorName}</footer>
            </blockquote>
            {review.replyBody && (
              <p className="text-sm">
                <span className="font-semibold">{view.firmName} replied: </span>
                {review.replyBody}
              </p>
            )}
            {!review.removedAt && (
              <p className="text-sm">
                <Link href={`${routes.wealthManager(view.providerId)}#reviews`} className="text-brand-700 underline underline-offset-2">
                  See it on the profile
                </Link>
              </p>
            )}
            <p className="pt-2 text-sm text-muted">
              {review.removedAt
                ? "You can still withdraw it: your review is then deleted, with any reply, and we keep only our record of the removal (the firm, our reason, the date and which of our staff removed it), with nothing you wrote and no note of ours about it. You may then write a new one."
                : "You can take your review down at any time: it is then deleted, with any reply, and you may write a new one."}
            </p>
            {/* Deleting cannot be undone, so the button that does it is one step away, as a meeting's cancelling is. */}
            <details className="rounded-lg bg-white p-3">
              <summary className="cursor-pointer font-semibold text-brand-800">Withdraw my review</summary>
              <form action={withdrawReviewAction} className="mt-2" aria-label="Withdraw my review">
                <input type="hidden" name="introductionId" value={view.introductionId} />
                <p className="text-sm">Your review{review.replyBody ? ` and ${possessive(view.firmName)} reply` : ""} will be deleted for good: we cannot bring {review.replyBody ? "them" : "it"} back.</p>
                <button type="submit" className="mt-2 min-h-11 rounded-full border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50">
                  Delete my review
                </button>
              </form>
            </details>
          </div>
        ) : own?.meetingHeld && view.meetingWords ? (
          <ReviewForm introductionId={view.introductionId} firmName={view.firmName} publishedAs={view.publishedAs} />
        ) : (
          <p className="mt-3">Reviews open once you have told us above that the meeting took place: only people we introduced who met the firm can review it.</p>
        )}
        <p className="mt-4 text-sm">
          <Link href={routes.howReviewsWork} className="text-brand-700 underline underline-offset-2">
            How we collect and check reviews
          </Link>
        </p>
      </section>
      <p className="mt-8 text-sm">
        <Link href={routes.yourIntroductions} className="text-brand-700 underline underline-offset-2">
          Back to your introductions
        </Link>
      </p>
    </div>
  );
}
