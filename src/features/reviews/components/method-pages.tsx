import Link from "next/link";
import { PageHero } from "@/components/ui/page-hero";
import { Prose } from "@/components/ui/prose";
import { routes } from "@/config/routes";
import { RESPONSE_MINIMUM, RESPONSE_WINDOW_MONTHS, RESPONSE_WORKING_DAYS } from "../response-figures";
import { REMOVAL_WORDS } from "../summary";
import { REVIEW_REMOVAL_REASONS } from "../values";

/** How reviews are collected and checked (docs/product.md, "Outcomes and reviews"). */
export function HowReviewsWork({ followUpDays }: { followUpDays: number }) {
  return (
    <>
      <PageHero eyebrow="Reviews" title="How we collect and check reviews">
        <p>Every review on a firm&apos;s profile comes from someone we introduced to that firm who told us they met it. We publish all of them, unless one breaks the rules below.</p>
      </PageHero>
      <Prose>
        <h2>Who can review a firm</h2>
        <p>
          Only an investor we introduced to the firm, whose first meeting with it was booked through us, and who told us afterwards that
          the meeting took place. Each introduction can give one review, and each person one review of a firm, whichever of their
          introductions it comes through. We do not take reviews from anyone else: not from people who
          found the firm another way, not from the firm&apos;s existing clients, and not from the firm itself.
        </p>
        <h2>How we ask</h2>
        <p>
          About {followUpDays} {followUpDays === 1 ? "day" : "days"} after the meeting, we e-mail the investor once: did the meeting take
          place, did they become a client, and would they like to review the firm. We ask the firm the same two questions. Where the
          two answers differ, our team looks into it. The e-mail goes to everyone who had a meeting, whatever we expect them to say.
        </p>
        <h2>What we publish</h2>
        <p>
          Every review is published as written, good or bad, unless it breaks the rules below: we never choose reviews by their rating,
          and firms cannot pay to have a review removed, hidden or moved. Each shows the star rating, the text, the reviewer&apos;s first name and the initial of their
          last name, and the date of the meeting, marked &ldquo;Verified introduction&rdquo;. The average and the spread of ratings on a
          profile are worked out over all of its published reviews.
        </p>
        <p>The firm may reply to each review once, publicly, under the review.</p>
        <h2>When we remove a review</h2>
        <p>Our staff remove a review only for one of these reasons, and keep a record of each removal and its reason:</p>
        <ul>
          {REVIEW_REMOVAL_REASONS.map((reason) => (
            <li key={reason}>{REMOVAL_WORDS[reason]}.</li>
          ))}
        </ul>
        <p>
          A reviewer can withdraw their review at any time on the page where they wrote it, which deletes it, even after we removed
          it: we then keep only our record of the removal (the firm, our reason and the date), with nothing they wrote. A reviewer who deletes
          their account deletes their reviews with it; we do not keep them in anonymous form. See our{" "}
          <Link href={routes.terms.privacyPolicy}>privacy policy</Link>.
        </p>
        <h2>How we are paid</h2>
        <p>
          Firms pay us for introductions (<Link href={`${routes.aboutUs}#how-we-are-paid`}>how we are paid</Link>). That never changes
          which reviews we publish. How quickly each firm answers introductions is shown beside its reviews:{" "}
          <Link href={routes.responseFiguresMethod}>how we work those figures out</Link>.
        </p>
      </Prose>
    </>
  );
}

/** How the response figures are worked out (docs/product.md, "Response figures"). */
export function ResponseFiguresMethod() {
  return (
    <>
      <PageHero eyebrow="Response figures" title="How quickly firms answer: our method">
        <p>Each firm&apos;s profile shows how quickly it answered the introductions we sent it, worked out the same way for every firm.</p>
      </PageHero>
      <Prose>
        <h2>What we count</h2>
        <p>
          Every introduction we sent the firm in the last {RESPONSE_WINDOW_MONTHS} months, from the moment the investor confirmed their
          e-mail address and the firm was told. A firm answers by accepting or declining; either counts as an answer.
        </p>
        <p>Two kinds are left out, because they say nothing about the firm:</p>
        <ul>
          <li>one the investor withdrew before the firm&apos;s answer was due;</li>
          <li>one sent so recently that the firm&apos;s {RESPONSE_WORKING_DAYS} working days are not over yet.</li>
        </ul>
        <p>
          Everything else counts, including introductions the firm never answered. An introduction still unanswered after{" "}
          {RESPONSE_WORKING_DAYS} working days, or closed unanswered, counts against the firm.
        </p>
        <h2>The three figures</h2>
        <ul>
          <li>
            <strong>Answered within {RESPONSE_WORKING_DAYS} working days</strong>: how many were accepted or declined by the end of the
            second working day after the day they were sent. Working days are Monday to Friday, bank holidays in England and Wales
            aside, by the date in London.
          </li>
          <li>
            <strong>Median time to answer</strong>: the middle value of the times from sending to the first answer, in hours on the
            clock (nights and weekends included). Unanswered introductions count as longer than any answer, so a firm that leaves many
            unanswered cannot look quick; when half or more were never answered, we say so instead of giving a time.
          </li>
          <li>
            <strong>Expired without an answer</strong>: introductions closed after 6 months that the firm never accepted or declined.
          </li>
        </ul>
        <p>Each figure says how many introductions it rests on.</p>
        <h2>When we show nothing</h2>
        <p>
          Below {RESPONSE_MINIMUM} counted introductions the figures would say more about chance than about the firm, so the profile
          says the figures are not shown yet and how many there are so far.
        </p>
        <h2>Where the numbers come from</h2>
        <p>
          From our own records of each introduction: when we sent it and when the firm first answered in its workspace (or told our
          introductions team, who record it). Firms cannot edit these times. The figures are worked out afresh each time the profile is
          opened. See also <Link href={routes.howReviewsWork}>how we collect and check reviews</Link>.
        </p>
      </Prose>
    </>
  );
}
