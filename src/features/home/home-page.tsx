import Link from "next/link";
import { routes } from "@/config/routes";
import { site } from "@/config/site";
import { CompareNowCta } from "./compare-now-cta";
import { ProvidersSection, type ProviderSummary } from "./providers-section";

const steps = [
  {
    title: "Tell us about your money",
    text: "Answer short questions about what you want help with, what you hold, your goals and your country of tax residence.",
  },
  {
    title: "See your matches",
    text: "We suggest about three firms that take on people in your position, and say in plain words why each one was chosen.",
  },
  {
    title: "Choose who to speak to",
    text: "Compare their profiles, then choose which of them may contact you (we say so if a firm is not taking introductions at the moment). You decide whether to go ahead with any of them.",
  },
];

/** The home page: what the service does, how it works, who the providers are, and why it can be trusted. */
export function HomePage({ providers, primaryCta }: { providers: readonly ProviderSummary[]; primaryCta?: React.ReactNode }) {
  return (
    <>
      <section className="bg-brand-950 text-white">
        <div className="mx-auto max-w-6xl px-4 pb-16 pt-10 md:pb-24 md:pt-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-200">For investors in the UK and abroad</p>
          <h1 className="mt-3 max-w-3xl font-serif text-4xl font-semibold leading-tight md:text-6xl">{site.tagline}</h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100 md:text-xl">
            Answer a few questions and we match you with about three wealth managers, private banks or financial advisers suited to your
            money, your goals and where you live.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
            {primaryCta ?? <CompareNowCta />}
            <p className="text-sm text-brand-100">Free for investors. No account needed.</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="how-heading" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="how-heading" className="font-serif text-3xl font-semibold text-brand-900">
          How it works
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl p-6 ring-1 ring-brand-100">
              <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <ProvidersSection providers={providers} />

      <section aria-labelledby="trust-heading" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="trust-heading" className="font-serif text-3xl font-semibold text-brand-900">
          Why you can rely on us
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          <div>
            <h3 className="text-lg font-semibold">Regulated</h3>
            <p className="mt-2 text-muted">{site.regulator.status}</p>
          </div>
          <div>
            <h3 className="text-lg font-semibold">Free for you, open about fees</h3>
            <p className="mt-2 text-muted">
              Firms pay us an introduction fee when we introduce a client to them; you pay us nothing. Neither that fee nor what a firm charges you decides who you are matched with or in what order.{" "}
              <Link href={`${routes.aboutUs}#how-we-are-paid`} className="font-medium text-brand-700 underline underline-offset-4">
                How we are paid
              </Link>
            </p>
          </div>
          <div>
            <h3 className="text-lg font-semibold">Your answers stay yours</h3>
            <p className="mt-2 text-muted">
              We share your details with a firm only when you ask that firm to contact you.{" "}
              <Link href={routes.terms.privacyPolicy} className="font-medium text-brand-700 underline underline-offset-4">
                Privacy policy
              </Link>
            </p>
          </div>
        </div>
        <p className="mt-8 rounded-xl bg-sand p-4 text-sm text-muted">
          The value of investments can go down as well as up, and you may get back less than you put in. We introduce you to firms; we do not
          give financial advice.
        </p>
      </section>

      <section aria-labelledby="start-heading" className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-14 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="start-heading" className="font-serif text-3xl font-semibold">
              Ready to see your matches?
            </h2>
            <p className="mt-2 text-brand-100">It takes a few minutes, and you can stop at any time.</p>
          </div>
          <CompareNowCta />
        </div>
      </section>
    </>
  );
}
