import Link from "next/link";
import { routes } from "@/config/routes";
import { CapabilityList, ProviderLogo } from "@/features/providers/components";
import { kindTitle, minimumText } from "@/features/providers";
import { answersSummary, listInWords } from "../fit-reasons";
import type { ResultsView } from "../load-results";
import { ComparisonTable } from "./comparison-table";

/** The visitor's matches: why each fits, a side-by-side comparison, the other eligible firms and the exclusions. */
export function MatchResults({ view }: { view: ResultsView }) {
  const count = view.matched.length;
  return (
    <>
      <div className="bg-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
          <h1 className="font-serif text-4xl font-semibold">Your wealth manager matches</h1>
          <p className="mt-3 max-w-3xl text-lg text-brand-50">{view.summary}</p>
          <p className="mt-2 text-sm text-brand-100">{answersSummary(view.total, view.countryName)}</p>
          <Link href={routes.proforma} className="mt-4 inline-block text-sm font-semibold text-white underline underline-offset-2">
            Change my answers
          </Link>
        </div>
      </div>

      <div className="mx-auto max-w-6xl space-y-14 px-4 py-10 sm:px-6">
        <section aria-labelledby="matches-heading">
          <h2 id="matches-heading" className="font-serif text-2xl font-semibold">
            {count === 1 ? "The firm that fits you" : `The ${count} firms that fit you`}
          </h2>
          <ol className="mt-6 grid gap-6 md:grid-cols-3">
            {view.matched.map(({ provider, reasons }) => (
              <li key={provider.id} className="flex flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm" aria-labelledby={`match-${provider.id}`}>
                <ProviderLogo provider={provider} decorative className="h-12 w-auto self-start" />
                <h3 id={`match-${provider.id}`} className="mt-4 font-serif text-xl font-semibold">
                  {provider.name}
                </h3>
                <p className="text-sm text-muted">{kindTitle(provider)}</p>
                <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-700">Why it fits you</h4>
                <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-relaxed">
                  {reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
                <CapabilityList labels={provider.labels} className="mt-4" />
                <p className="mt-4 text-sm">
                  <span className="font-semibold">Minimum: </span>
                  {minimumText(provider)}
                </p>
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
              <ComparisonTable providers={view.matched.map((m) => m.provider)} />
            </div>
          </section>
        )}

        {view.others.length > 0 && (
          <section aria-labelledby="others-heading">
            <h2 id="others-heading" className="font-serif text-2xl font-semibold">
              Other firms that fit
            </h2>
            <p className="mt-2 text-muted">These firms also fit your answers. Your matches were picked at random from every firm that fits, so each has a fair chance.</p>
            <ul className="mt-4 flex flex-wrap gap-3">
              {view.others.map((p) => (
                <li key={p.id}>
                  <Link href={routes.wealthManager(p.id)} className="inline-block rounded-full border border-brand-200 px-4 py-2 text-sm font-medium text-brand-800 hover:border-brand-500">
                    {p.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        {(view.exclusions.length > 0 || view.outsidePool.length > 0) && (
          <section aria-labelledby="excluded-heading">
            <h2 id="excluded-heading" className="font-serif text-2xl font-semibold">
              Firms we left out, and why
            </h2>
            {view.exclusions.length > 0 && (
              <ul className="mt-4 list-disc space-y-1.5 pl-5">
                {view.exclusions.map((e) => (
                  <li key={e.provider.id}>{e.explanation}</li>
                ))}
              </ul>
            )}
            {view.outsidePool.length > 0 && (
              <p className="mt-4 text-muted">
                {listInWords(view.outsidePool.map((p) => p.nameForSL))} {view.outsidePool.length === 1 ? "is" : "are"} not in the group of firms we
                match for answers like yours.
              </p>
            )}
          </section>
        )}
      </div>
    </>
  );
}
