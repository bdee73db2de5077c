import type { Route } from "next";
import Link from "next/link";
import { formatOrdinalDate } from "@/lib/dates";
import { recordFirmOutcome } from "../actions/record-firm-outcome";
import { removeReviewAction } from "../actions/remove-review";
import { replyToReviewAction } from "../actions/reply-to-review";
import { RESULT_WORDS } from "../eligibility";
import type { FirmMeetingRow, FirmPage, FirmReviewRow } from "../server";
import { REMOVAL_WORDS } from "../summary";
import { OUTCOME_RESULTS, REPLY_MAX, REVIEW_REMOVAL_REASONS } from "../values";
import { Stars } from "./stars";

const meetingWhen = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Europe/London" });

const NOTICES: Record<string, string> = {
  saved: "Saved: thank you.",
  replied: "Your reply is published under the review.",
  removed: "The review is removed and the removal logged.",
  invalid: "Please complete the form: nothing was saved.",
  busy: "Too many changes in a short while. Please wait a few minutes.",
  failed: "That did not work just now. Please try again.",
  forbidden: "You are not allowed to do that.",
  "already-replied": "This review already has the firm's reply: a review has one reply.",
  "not-found": "We could not find that.",
  "no-meeting": "There is no meeting on our records for this introduction that has started yet.",
};

/**
 * The firm's workspace after its first meetings: its own answer for each (the investor is asked
 * the same), and the reviews of the firm, each with the firm's one reply. Admins can remove a
 * review for a stated reason.
 */
export function FirmAfterMeeting({
  providerId,
  meetings,
  reviews,
  pageHref,
  canReply,
  canRemove,
  outcomeNotice,
  reviewNotice,
}: {
  providerId: string;
  meetings: FirmPage<FirmMeetingRow>;
  reviews: FirmPage<FirmReviewRow>;
  /** The address of a page of one of the two lists, the rest of the workspace as it is. */
  pageHref: (list: "meetings" | "reviews", page: number) => Route;
  canReply: boolean;
  canRemove: boolean;
  outcomeNotice: string | null;
  reviewNotice: string | null;
}) {
  return (
    <>
      <section id="after-the-meeting" aria-labelledby="after-heading" className="scroll-mt-24">
        <h2 id="after-heading" className="font-serif text-2xl text-ink">After the first meeting</h2>
        <p className="mt-1 text-sm text-muted">For each meeting that has started: did it take place, and did the investor become a client? We ask the investor too; where you differ, our team looks into it.</p>
        {outcomeNotice && NOTICES[outcomeNotice] && (
          <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3">{NOTICES[outcomeNotice]}</p>
        )}
        {meetings.total === 0 ? (
          <p className="mt-4 text-muted">No first meeting has started yet. Each one appears here once it has, for you to record how it went.</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {meetings.rows.map((row) => (
              <li key={row.introductionId} id={`meeting-${row.introductionId}`} className="scroll-mt-24 rounded-xl border border-brand-100 bg-white p-4">
                <p className="font-semibold">Meeting of {meetingWhen.format(row.meetingStartsAt)}</p>
                <p className="text-sm text-muted">
                  Your answer: {row.firm ? (row.firm.meetingHeld ? `took place; ${RESULT_WORDS[row.firm.result].toLowerCase()}` : "did not take place") : "not given yet"}
                </p>
                <form action={recordFirmOutcome} className="mt-3 flex flex-wrap items-end gap-3 text-sm">
                  <input type="hidden" name="introductionId" value={row.introductionId} />
                  <input type="hidden" name="providerId" value={providerId} />
                  <input type="hidden" name="page" value={meetings.page} />
                  <label className="flex flex-col gap-1">
                    <span className="font-medium">Did it take place?</span>
                    <select name="meetingHeld" defaultValue={row.firm ? (row.firm.meetingHeld ? "yes" : "no") : ""} className="min-h-11 rounded-lg border border-brand-200 px-3" required>
                      <option value="" disabled>Choose</option>
                      <option value="yes">Yes</option>
                      <option value="no">No</option>
                    </select>
                  </label>
                  <label className="flex flex-col gap-1">
                    <span className="font-medium">Outcome</span>
                    <select name="result" defaultValue={row.firm?.meetingHeld ? row.firm.result : ""} className="min-h-11 rounded-lg border border-brand-200 px-3">
                      <option value="">Choose (if it took place)</option>
                      {OUTCOME_RESULTS.map((result) => (
                        <option key={result} value={result}>{RESULT_WORDS[result]}</option>
                      ))}
                    </select>
                  </label>
                  <button type="submit" className="min-h-11 rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">Save the outcome</button>
                </form>
              </li>
            ))}
          </ul>
        )}
        <ListPages list={meetings} noun="meetings" href={(page) => pageHref("meetings", page)} />
      </section>

      <section id="reviews" aria-labelledby="firm-reviews-heading" className="scroll-mt-24">
        <h2 id="firm-reviews-heading" className="font-serif text-2xl text-ink">Reviews</h2>
        <p className="mt-1 text-sm text-muted">Every review from a verified introduction is published on your profile. You may reply to each once, publicly; a reply cannot be changed.</p>
        {reviewNotice && NOTICES[reviewNotice] && (
          <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3">{NOTICES[reviewNotice]}</p>
        )}
        {reviews.total === 0 ? (
          <p className="mt-4 text-muted">No reviews yet.</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {reviews.rows.map((review) => (
              <li key={review.id} className="rounded-xl border border-brand-100 bg-white p-4">
                <Stars rating={review.rating} />
                <p className="mt-2 whitespace-pre-line break-words">{review.body}</p>
                <p className="mt-2 text-sm text-muted">
                  {review.authorName} · verified introduction, met on {formatOrdinalDate(review.meetingOn)}
                  {review.removedAt && <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-red-800">Removed by staff</span>}
                </p>
                {review.replyBody ? (
                  <p className="mt-2 rounded-lg bg-sand p-3 text-sm"><span className="font-semibold">Your reply: </span>{review.replyBody}</p>
                ) : (
                  canReply && !review.removedAt && (
                    <form action={replyToReviewAction} className="mt-3 space-y-2 text-sm">
                      <input type="hidden" name="reviewId" value={review.id} />
                      <input type="hidden" name="providerId" value={providerId} />
                      <input type="hidden" name="page" value={reviews.page} />
                      <label htmlFor={`reply-${review.id}`} className="block font-medium">Your public reply (one only)</label>
                      <textarea id={`reply-${review.id}`} name="reply" rows={3} maxLength={REPLY_MAX} required className="block w-full rounded-lg border border-brand-200 p-2" />
                      <button type="submit" className="min-h-11 rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">Publish the reply</button>
                    </form>
                  )
                )}
                {canRemove && !review.removedAt && (
                  <form action={removeReviewAction} className="mt-3 flex flex-wrap items-end gap-3 border-t border-brand-100 pt-3 text-sm">
                    <input type="hidden" name="reviewId" value={review.id} />
                    <input type="hidden" name="providerId" value={providerId} />
                    <input type="hidden" name="page" value={reviews.page} />
                    <label className="flex flex-col gap-1">
                      <span className="font-medium">Remove for</span>
                      <select name="reason" required defaultValue="" className="min-h-11 rounded-lg border border-brand-200 px-3">
                        <option value="" disabled>Choose a reason</option>
                        {REVIEW_REMOVAL_REASONS.map((reason) => (
                          <option key={reason} value={reason}>{REMOVAL_WORDS[reason]}</option>
                        ))}
                      </select>
                    </label>
                    <label className="flex flex-col gap-1">
                      <span className="font-medium">Note for the log (no personal data)</span>
                      <input name="note" maxLength={500} className="min-h-11 rounded-lg border border-brand-200 px-3" />
                    </label>
                    <button type="submit" className="min-h-11 rounded-full border border-red-800 px-5 font-semibold text-red-800 hover:bg-red-50">Remove the review</button>
                  </form>
                )}
              </li>
            ))}
          </ul>
        )}
        <ListPages list={reviews} noun="reviews" href={(page) => pageHref("reviews", page)} />
      </section>
    </>
  );
}

/** Newer and older pages of one of the two lists, when it has more than one (or the address is past its last). */
function ListPages({ list, noun, href }: { list: FirmPage<unknown>; noun: string; href: (page: number) => Route }) {
  if (list.pages === 1 && list.page === 1) return null;
  const link = "text-brand-700 underline";
  return (
    <nav aria-label={`Pages of ${noun}`} className="mt-4 flex flex-wrap items-center gap-4 text-sm">
      {list.page > list.pages ? (
        <span>
          There is no page {list.page}: {list.pages === 1 ? `all the ${noun} are on one page` : `the ${noun} fill ${list.pages} pages`}.{" "}
          <Link href={href(list.pages)} className={link}>
            Go to {list.pages === 1 ? "it" : `page ${list.pages}`}
          </Link>
        </span>
      ) : (
        <>
          {list.page > 1 && <Link href={href(list.page - 1)} className={link}>Newer {noun}</Link>}
          <span>
            Page {list.page} of {list.pages}
          </span>
          {list.page < list.pages && <Link href={href(list.page + 1)} className={link}>Older {noun}</Link>}
        </>
      )}
    </nav>
  );
}
