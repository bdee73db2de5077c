import Link from "next/link";
import { routes } from "@/config/routes";
import { durationInWords, RESPONSE_WORKING_DAYS, shareInWords, type ResponseFigures } from "../response-figures";

/** How quickly a firm answers introductions, or why no figure is shown yet. */
export function ResponseFiguresPanel({ firmName, figures, headingLevel = "h2" }: { firmName: string; figures: ResponseFigures; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <section aria-labelledby="response-heading" className="rounded-2xl border border-brand-100 p-6 text-sm">
      <Heading id="response-heading" className="font-serif text-lg font-semibold">
        How quickly {firmName} answers
      </Heading>
      {figures.shown ? (
        <>
          <dl className="mt-3 space-y-3">
            <div>
              <dt className="font-semibold">Answered within {RESPONSE_WORKING_DAYS} working days</dt>
              <dd>{shareInWords(figures)}</dd>
            </div>
            <div>
              <dt className="font-semibold">Median time to answer</dt>
              <dd>{durationInWords(figures.medianHours)}</dd>
            </div>
            <div>
              <dt className="font-semibold">Expired without an answer</dt>
              <dd>{figures.expiredUnanswered}</dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-muted">
            From the {figures.counted} introductions we sent {firmName} in the last 12 months that it could be judged on. Unanswered ones count against the firm.
          </p>
        </>
      ) : (
        <p className="mt-2">
          Not shown yet: we show these figures once they rest on at least {figures.minimum} introductions from the last 12 months, and so far there {figures.counted === 1 ? "is" : "are"} {figures.counted}.
        </p>
      )}
      <p className="mt-2 text-xs">
        <Link href={routes.responseFiguresMethod} className="text-brand-700 underline underline-offset-2">
          How we work these out
        </Link>
      </p>
    </section>
  );
}
