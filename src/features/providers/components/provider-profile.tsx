import Link from "next/link";
import { CompareNowLink } from "@/components/compare-now-link";
import { routes } from "@/config/routes";
import { residenceMatchingInWords, ukMatchingInWords } from "@/features/matching";
import { feesText, fcaRegisterUrl, firmMinimumText, isVerified, kindTitle, matchingText, NOT_VERIFIED } from "../index";
import { SERVICE_TITLES, type FactKey, type Provider } from "../types";
import { formatOrdinalDate } from "@/lib/dates";
import { CapabilityList } from "./capability-list";
import { costHeadline, FeeCost } from "./fee-cost";
import { drawingSource } from "./drawing-source";
import { VisitorFeeCost } from "./visitor-fee-cost";
import { ProviderLogo } from "./provider-logo";

/** When a fact was last verified, or that it has not been. */
function Verified({ provider, fact, what }: { provider: Provider; fact: FactKey; what?: string }) {
  const at = provider.verifiedAt[fact];
  return <span className="mt-0.5 block text-xs text-muted">{at ? `Verified ${formatOrdinalDate(at)}` : what ? `${what} ${NOT_VERIFIED.toLowerCase()}` : NOT_VERIFIED}</span>;
}

/**
 * One fact and when it was verified. `known` is false when we hold no value: the value's own
 * words then say it is not verified, so the note is not repeated.
 */
function Fact({ title, provider, fact, known = true, what, children }: { title: string; provider: Provider; fact: FactKey; known?: boolean; what?: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-semibold">{title}</dt>
      <dd>
        <span>{children}</span>
        {(known || what) && <Verified provider={provider} fact={fact} what={what} />}
      </dd>
    </div>
  );
}

/** The worked examples a static profile shows; the visitor's own amount replaces them in the browser (VisitorFeeCost). */
const EXAMPLE_AMOUNT = 1_000_000;
const OTHER_EXAMPLES = [500_000, 2_000_000];

/**
 * A provider's profile: cover, wordmark, three paragraphs and the facts a visitor compares.
 * `aside` joins the column of facts (response figures); `children` follows the main text (reviews).
 */
export function ProviderProfile({ provider, aside, children }: { provider: Provider; aside?: React.ReactNode; children?: React.ReactNode }) {
  const { coverImage } = provider;
  return (
    <article>
      {/* Written into the page (drawingSource): drawn in the first frame, with nothing to preload. A
          plain image, as ProviderLogo explains. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={drawingSource(coverImage.src)}
        width={coverImage.width}
        height={coverImage.height}
        alt={coverImage.alt}
        loading="eager"
        decoding="sync"
        className="h-40 w-full object-cover sm:h-56"
      />
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <div className="-mt-10 inline-block rounded-xl bg-white p-2 shadow-md">
          <ProviderLogo provider={provider} decorative inline className="h-14 w-auto" />
        </div>
        <p className="mt-4 text-sm">
          <Link href={routes.wealthManagers} className="text-brand-700 underline underline-offset-2">
            All wealth managers
          </Link>
        </p>
        <h1 className="mt-2 font-serif text-4xl font-semibold text-ink">{provider.name}</h1>
        <p className="mt-1 text-muted">{kindTitle(provider)}</p>
        <CapabilityList labels={provider.labels} verified={isVerified(provider, "labels")} className="mt-4" />
        {provider.updatedAt && <p className="mt-2 text-xs text-muted">Profile last updated {formatOrdinalDate(provider.updatedAt)}</p>}

        <div className="mt-8 grid gap-10 md:grid-cols-[2fr_1fr]">
          <div className="space-y-4 text-lg leading-relaxed">
            <p>{provider.blurb1}</p>
            <p>{provider.blurb2}</p>
            <p>{provider.blurb3}</p>
          </div>
          <div className="space-y-6 self-start">
            <section aria-labelledby="facts-heading" className="rounded-2xl bg-sand p-6 text-sm">
              <h2 id="facts-heading" className="font-serif text-lg font-semibold">
                The firm&apos;s own terms
              </h2>
              <dl className="mt-3 space-y-4">
                <Fact title="Fees" provider={provider} fact="fees" known={provider.fees !== null}>
                  {feesText(provider)}
                </Fact>
                <Fact title="Minimum investment (the firm's own)" provider={provider} fact="firmMinimum" known={provider.firmMinimum !== null && isVerified(provider, "firmMinimum")}>
                  {firmMinimumText(provider)}
                </Fact>
                <Fact title="Who they won't take" provider={provider} fact="wontTake">
                  {provider.wontTake ?? "No restriction known to us"}
                </Fact>
                <Fact title="Services" provider={provider} fact="services">
                  {provider.services.length > 0 ? provider.services.map((service) => SERVICE_TITLES[service]).join(", ") : "Ask the firm"}
                </Fact>
                <Fact title="Offices" provider={provider} fact="offices" known={provider.offices !== null}>
                  {provider.offices ?? NOT_VERIFIED}
                </Fact>
                <Fact title="Founded" provider={provider} fact="founded" known={provider.founded !== null}>
                  {provider.founded ?? NOT_VERIFIED}
                </Fact>
                <Fact title="FCA register" provider={provider} fact="fcaFrn" known={provider.fcaFrn !== null} what={provider.fcaFrn ? undefined : "Firm reference number"}>
                  <a href={fcaRegisterUrl(provider)} className="text-brand-700 underline underline-offset-2" rel="noopener noreferrer" target="_blank">
                    {provider.fcaFrn ? `Firm reference number ${provider.fcaFrn}` : `Search the register for ${provider.name}`}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </Fact>
                <Fact title="Website" provider={provider} fact="webAddress" known={provider.webAddress !== null}>
                  {provider.webAddress ? (
                    <a href={provider.webAddress} className="break-all text-brand-700 underline underline-offset-2" rel="noopener noreferrer" target="_blank">
                      {provider.webAddress.replace(/^https:\/\//, "")}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    NOT_VERIFIED
                  )}
                </Fact>
              </dl>
            </section>
            <section aria-labelledby="cost-heading" className="rounded-2xl border border-brand-100 p-6 text-sm">
              <h2 id="cost-heading" className="font-serif text-lg font-semibold">
                What it would cost
              </h2>
              {provider.feeSchedule ? (
                <div className="mt-2">
                  <VisitorFeeCost name={provider.name} feeSchedule={provider.feeSchedule} verifiedOn={provider.verifiedAt.feeSchedule}>
                    <FeeCost provider={provider} amount={{ min: EXAMPLE_AMOUNT, max: EXAMPLE_AMOUNT }} whose="example" headingLevel="h3" />
                    <ul className="mt-3 list-disc space-y-1 pl-5" aria-label="Other amounts">
                      {OTHER_EXAMPLES.map((amount) => (
                        <li key={amount}>{costHeadline(provider.feeSchedule!, { min: amount, max: amount }, "example")}</li>
                      ))}
                    </ul>
                  </VisitorFeeCost>
                </div>
              ) : (
                <div className="mt-2">
                  <FeeCost provider={provider} amount={null} headingLevel="h3" />
                </div>
              )}
              <p className="mt-3 text-xs text-muted">Costs are shown to help you compare; they never decide which firms we match you with or in what order.</p>
            </section>
            <section aria-labelledby="matching-heading" className="rounded-2xl border border-brand-100 p-6 text-sm">
              <h2 id="matching-heading" className="font-serif text-lg font-semibold">
                How we match it
              </h2>
              <p className="mt-2">
                <span className="font-semibold">Our matching threshold: </span>
                {matchingText(provider, residenceMatchingInWords(provider.id), ukMatchingInWords(provider.id))}.
              </p>
              <p className="mt-2 text-muted">This is our own matching rule, not the firm&apos;s minimum or fees.</p>
            </section>
            {aside}
          </div>
        </div>

        {children}

        {provider.matchable ? (
        <section aria-labelledby="get-matched" className="my-12 rounded-2xl bg-brand-800 p-8 text-white">
          <h2 id="get-matched" className="font-serif text-2xl font-semibold">
            Is {provider.nameForSL} right for you?
          </h2>
          <p className="mt-2 text-brand-100">Answer a few questions and we&apos;ll suggest about three firms that fit your money and where you live.</p>
          <CompareNowLink className="mt-6 inline-block rounded-full bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50" />
        </section>
        ) : (
          <p className="my-12 rounded-2xl bg-sand p-6 text-sm">
            {provider.name} is in our directory but not part of our matching, so our questionnaire will not suggest it.{" "}
            {provider.webAddress
              ? "If it interests you, contact the firm directly through its website."
              : "We do not yet hold its website or contact details; if it interests you, the FCA register above may list them."}
          </p>
        )}
      </div>
    </article>
  );
}
