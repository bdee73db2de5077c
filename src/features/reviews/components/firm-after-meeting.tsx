import type { Route } from "next";
import Link from "next/link";
import { formatOrdinalDate, formatOrdinalDateTime } from "@/lib/dates";
import { staffStatusInWords, type IntroductionStatus } from "@/features/introductions";
import { RESULT_WORDS, type OutcomeResult } from "../eligibility";
import type { FirmMeetingRow, FirmPage, FirmReviewRow } from "../server";
import { FirmOutcomeForm, FirmReply, RemoveReviewForm } from "./firm-review-forms";
import { Stars } from "./stars";

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
}: {
  providerId: string;
  meetings: FirmPage<FirmMeetingRow>;
  reviews: FirmPage<FirmReviewRow>;
  /** The address of a page of one of the two lists, the rest of the workspace as it is, at `anchor` (else the list). */
  pageHref: (list: "meetings" | "reviews", page: number, anchor?: string) => Route;
  canReply: boolean;
  canRemove: boolean;
}) {
  return (
    <>
      <section id="after-the-meeting" aria-labelledby="after-heading" className="scroll-mt-24">
        <h2 id="after-heading" className="font-serif text-2xl text-ink">After the first meeting</h2>
        <p className="mt-1 text-sm text-muted">For each meeting that has started: did it take place, and did the investor become a client? We ask the investor too; where you differ, our team looks into it.</p>
        {meetings.total === 0 ? (
          <p className="mt-4 text-muted">No first meeting has started yet. Each one appears here once it has, for you to record how it went.</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {meetings.rows.map((row) => (
              <li key={row.introductionId} id={`meeting-${row.introductionId}`} className="scroll-mt-24 rounded-xl border border-brand-100 bg-white p-4">
                <p id={`meeting-${row.introductionId}-label`} className="font-semibold">
                  Meeting of {formatOrdinalDateTime(row.meetingStartsAt)} UK time
                  {row.investorName ? ` with ${row.investorName}` : ""}
                </p>
                <p className="text-sm text-muted">
                  Your answer: {row.firm ? (row.firm.meetingHeld ? `took place; ${RESULT_WORDS[row.firm.result].toLowerCase()}` : "did not take place") : "not given yet"}. The
                  introduction is marked &quot;{staffStatusInWords[row.status]}&quot;.
                </p>
                <FirmOutcomeForm
                  providerId={providerId}
                  introductionId={row.introductionId}
                  answer={row.firm}
                  markedResult={markedResult(row.status)}
                  meetingLabelId={`meeting-${row.introductionId}-label`}
                  permalink={pageHref("meetings", meetings.page, `meeting-${row.introductionId}`)}
                />
              </li>
            ))}
          </ul>
        )}
        <ListPages list={meetings} noun="meetings" href={(page) => pageHref("meetings", page)} />
      </section>

      <section id="reviews" aria-labelledby="firm-reviews-heading" className="scroll-mt-24">
        <h2 id="firm-reviews-heading" className="font-serif text-2xl text-ink">Reviews</h2>
        <p className="mt-1 text-sm text-muted">
          {canReply
            ? "Every review from a verified introduction is published on your profile. You may reply to each once, publicly; a reply cannot be changed."
            : "Every review from a verified introduction is published on the firm's profile. The firm may reply to each once, publicly; a reply cannot be changed."}
        </p>
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
                <FirmReply providerId={providerId} reviewId={review.id} replyBody={review.replyBody} canReply={canReply} removed={review.removedAt !== null} permalink={pageHref("reviews", reviews.page)} />
                {canRemove && <RemoveReviewForm providerId={providerId} reviewId={review.id} removed={review.removedAt !== null} permalink={pageHref("reviews", reviews.page)} />}
              </li>
            ))}
          </ul>
        )}
        <ListPages list={reviews} noun="reviews" href={(page) => pageHref("reviews", page)} />
      </section>
    </>
  );
}

/** The outcome an introduction's status already records, offered as the answer until the firm gives its own. */
function markedResult(status: IntroductionStatus): OutcomeResult | null {
  return status === "client" || status === "not-proceeding" ? status : null;
}

/** Newer and older pages of one of the two lists, when it has more than one (or the address is past its last). */
function ListPages({ list, noun, href }: { list: FirmPage<unknown>; noun: string; href: (page: number) => Route }) {
  // An empty list says so above; one page needs no links.
  if (list.total === 0 || (list.pages === 1 && list.page === 1)) return null;
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
