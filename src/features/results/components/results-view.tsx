import Link from "next/link";
import { routes } from "@/config/routes";
import { CapabilityList, FeeCost, ProviderLogo } from "@/features/providers/components";
import { feesText, firmMinimumText, isVerified, kindTitle } from "@/features/providers";
import type { ResultsView } from "../load-results";
import { ComparisonTable } from "./comparison-table";
import { HowChosenSection } from "./how-chosen-section";
import { YourAnswers } from "./your-answers";

/** The visitor's matches: why each fits, a side-by-side comparison, the other eligible firms and the exclusions. */
export function MatchResults({ view }: { view: ResultsView }) {
  const count = view.matched.length;
  return (
    <>
      <div className="bg-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
          <h1 className="font-serif text-4xl font-semibold">Your wealth manager matches</h1>
          {view.partnerName && <p className="mt-2 text-sm font-semibold uppercase tracking-wide text-brand-100">For {view.partnerName} customers</p>}
          <p className="mt-3 max-w-3xl text-lg text-brand-50">{view.summary}</p>
          {view.askedFor.length > 0 && (
            <ul className="mt-2 max-w-3xl space-y-1 text-sm text-brand-100">
              {view.askedFor.map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
          )}
          {view.totalCheck && (
            <p data-testid="total-check" className="mt-3 max-w-3xl rounded-lg border-l-4 border-gold bg-white/10 px-4 py-3 text-sm text-white">
              {view.totalCheck.words}{" "}
              {/* A full page load, as "Your answers" links are: the question runner reads ?return=results as it mounts. */}
              <a href={view.totalCheck.href} className="font-semibold underline underline-offset-2">
                Change your total
              </a>
            </p>
          )}
          <a href="#your-answers-heading" className="mt-4 inline-block text-sm font-semibold text-white underline underline-offset-2">
            Review or change your answers
          </a>
        </div>
      </div>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-10 sm:px-6">
        <section aria-labelledby="matches-heading">
          <h2 id="matches-heading" className="font-serif text-2xl font-semibold">
            {count === 1 ? "The firm that fits you" : `The ${count} firms that fit you`}
          </h2>
          {view.unmet.length > 0 && (
            <ul data-testid="unmet-services" className="mt-3 space-y-1 rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-sm">
              {view.unmet.map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
          )}
          <p className="mt-3 max-w-3xl text-sm text-muted">
            Where we hold a firm&apos;s published charges, we show what they come to in pounds for your amount; where we do not yet, we say
            so rather than guess. Costs never decide which firms you are matched with or in what order, just as the fee a firm pays us does not.
          </p>
          <ol className="mt-6 grid gap-6 md:grid-cols-3">
            {view.matched.map(({ provider, reasons }) => (
              <li key={provider.id} className="flex flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm" aria-labelledby={`match-${provider.id}`}>
                <ProviderLogo provider={provider} decorative inline className="h-12 w-auto self-start" />
                <h3 id={`match-${provider.id}`} className="mt-4 font-serif text-xl font-semibold">
                  {provider.name}
                </h3>
                <p className="text-sm text-muted">{kindTitle(provider)}</p>
                <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-700">Why it fits you</h4>
                <ul data-testid="fit-reasons" className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-relaxed">
                  {reasons.map((reason) =>
                    typeof reason === "string" ? (
                      <li key={reason}>{reason}</li>
                    ) : (
                      <li key={reason.heldAbout}>
                        {reason.heldAbout}
                        <ul className="mt-1 list-[circle] space-y-1 pl-5">
                          {reason.items.map((item) => (
                            <li key={item}>{item}</li>
                          ))}
                        </ul>
                      </li>
                    ),
                  )}
                </ul>
                <CapabilityList labels={provider.labels} verified={isVerified(provider, "labels")} className="mt-4" />
                <dl className="mt-4 space-y-1 text-sm">
                  <div>
                    <dt className="inline font-semibold">Fees: </dt>
                    <dd className="inline">{feesText(provider)}</dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold">Minimum investment (the firm&apos;s own): </dt>
                    <dd className="inline">{firmMinimumText(provider)}</dd>
                  </div>
                </dl>
                <div className="mt-4 rounded-lg bg-sand p-3">
                  <FeeCost provider={provider} amount={view.costAmount} headingLevel="h4" />
                </div>
                <Link href={routes.wealthManager(provider.id)} aria-label={`View profile: ${provider.name}`} className="mt-4 text-sm font-semibold text-brand-700 underline underline-offset-2">
                  View profile
                </Link>
              </li>
            ))}
          </ol>
        </section>

        {count > 1 && (
          <section aria-labelledby="compare-heading">
            <h2 id="compare-heading" className="font-serif text-2xl font-semibold">
              Compare your matches
            </h2>
            <div className="mt-6">
              <ComparisonTable providers={view.matched.map((m) => m.provider)} costAmount={view.costAmount} />
            </div>
          </section>
        )}

        <HowChosenSection howChosen={view.howChosen} />

        <YourAnswers answers={view.answers} />
      </div>
    </>
  );
}
