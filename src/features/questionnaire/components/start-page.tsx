import { routes } from "@/config/routes";
import { defaultFormData } from "@/lib/form-fields";
import { proformaFlow, walk } from "../flow";
import { StartActions } from "./start-actions";

/** The questions everyone is asked, as "Question 1 of about N" counts them before any answer. */
const BASE_QUESTIONS = walk(proformaFlow, { answers: defaultFormData, answered: new Set() }).length;

const steps = [
  { title: "What you would like help with", text: "Pensions, investments, cash, a business sale, property, tax or equity release: choose any." },
  { title: "Roughly what you hold", text: "Pick a range for each amount. If you hold more than one, we ask for one overall total: a round figure is fine, and we never need account details." },
  { title: "A little about you", text: "Your experience, attitude to risk, age and where you pay tax." },
];

/** The questionnaire's start page: what to expect, how long it takes, and what happens to the answers. */
export function StartPage() {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 pb-16 pt-10 sm:pt-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Free, no obligation</p>
      <h1 className="mt-3 font-serif text-4xl leading-tight text-ink sm:text-5xl">Find wealth managers that suit you</h1>
      <p className="mt-4 text-lg text-muted">
        Answer a few short questions and we will suggest about three wealth managers, private banks or financial advisers that
        take clients like you, with the reason for each.
      </p>
      <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-base font-medium text-brand-900">
        About 3 minutes · {BASE_QUESTIONS} questions or more, depending on your answers
      </p>

      <h2 className="mt-10 font-serif text-2xl text-ink">What we will ask</h2>
      <ol className="mt-4 space-y-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-ink">{step.title}</p>
              <p className="text-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>

      {/* Hidden with scripts off, when the questions cannot run: the notice above the page says so. */}
      <div data-needs-scripts className="mt-10">
        <StartActions firstQuestionUrl={routes.proformaStep("looking-for-advice")} />
      </div>

      <section aria-labelledby="privacy-note" className="mt-10 rounded-xl bg-sand p-5">
        <h2 id="privacy-note" className="font-semibold text-ink">
          Your privacy
        </h2>
        <p className="mt-2 text-muted">
          We do not ask for your name or contact details. Your answers are kept in this browser as you go, so you can stop and
          carry on later. When you finish, we store them with your matches so we can show you your results. See our{" "}
          <a href={routes.terms.privacyPolicy} className="font-medium text-brand-800 underline underline-offset-4">
            privacy policy
          </a>
          .
        </p>
      </section>
    </div>
  );
}
