import Link from "next/link";
import { routes } from "@/config/routes";
import { formatOrdinalDate } from "@/lib/dates";
import type { PublishedReview } from "../server";
import type { RatingSummary } from "../summary";
import { Stars } from "./stars";

/**
 * A profile's reviews: how many, the average and the spread of ratings over all of them, and the
 * newest. Every review from a verified introduction is here, whatever its rating, unless staff removed it.
 */
export function ProfileReviews({ firmName, summary, newest }: { firmName: string; summary: RatingSummary; newest: PublishedReview[] }) {
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-12 scroll-mt-24">
      <h2 id="reviews-heading" className="font-serif text-2xl font-semibold text-ink">
        Reviews from verified introductions
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-muted">
        Only investors we introduced to {firmName}, who told us their meeting took place, can review it. We publish every review, whatever its rating, unless it breaks our review rules.{" "}
        <Link href={routes.howReviewsWork} className="text-brand-700 underline underline-offset-2">
          How we collect and check reviews
        </Link>
      </p>
      {summary.count === 0 || summary.average === null ? (
        <p className="mt-4 rounded-2xl bg-sand p-6">No reviews yet. The first will appear here once an investor we introduced has met {firmName} and reviewed it.</p>
      ) : (
        <div className="mt-6 grid gap-8 md:grid-cols-[1fr_2fr]">
          <div className="self-start rounded-2xl bg-sand p-6">
            <p className="font-serif text-4xl text-ink">
              {summary.average.toFixed(1)}
              <span className="text-lg text-muted"> out of 5</span>
            </p>
            <p className="mt-1 text-sm">
              from {summary.count} {summary.count === 1 ? "review" : "reviews"}
            </p>
            <table className="mt-4 w-full text-sm">
              <caption className="sr-only">How many reviews gave each rating</caption>
              <tbody>
                {summary.distribution.map((row) => (
                  <tr key={row.stars}>
                    <th scope="row" className="w-16 py-1 text-left font-normal whitespace-nowrap">
                      {row.stars} {row.stars === 1 ? "star" : "stars"}
                    </th>
                    <td className="px-2 py-1">
                      <span className="block h-2 rounded-full bg-white" aria-hidden="true">
                        <span className="block h-2 rounded-full bg-brand-700" style={{ width: `${Math.round((row.count / summary.count) * 100)}%` }} />
                      </span>
                    </td>
                    <td className="w-8 py-1 text-right tabular-nums">{row.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ol className="space-y-6" aria-label="Newest reviews">
            {newest.map((review) => (
              <li key={review.id} className="rounded-2xl border border-brand-100 p-5">
                <article aria-label={`Review by ${review.authorName}`}>
                  <Stars rating={review.rating} className="text-lg" />
                  <p className="mt-2 whitespace-pre-line break-words">{review.body}</p>
                  <p className="mt-3 text-sm text-muted">
                    <span className="font-semibold text-ink">{review.authorName}</span> · <span className="text-brand-800">Verified introduction</span>, met {firmName} on{" "}
                    {formatOrdinalDate(review.meetingOn)}
                  </p>
                  {review.replyBody && (
                    <div className="mt-3 rounded-lg bg-sand p-3 text-sm">
                      <p className="font-semibold">Reply from {firmName}</p>
                      <p className="mt-1 whitespace-pre-line break-words">{review.replyBody}</p>
                    </div>
                  )}
                </article>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
