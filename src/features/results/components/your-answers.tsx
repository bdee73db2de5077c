import type { AnswerLine } from "@/features/questionnaire";

/** The visitor's answers, each with a "Change {short name}" link that returns to the results (docs/product.md, "Results"). */
export function YourAnswers({ answers }: { answers: readonly AnswerLine[] }) {
  if (answers.length === 0) return null;
  return (
    <section aria-labelledby="your-answers-heading">
      <h2 id="your-answers-heading" className="scroll-mt-24 font-serif text-2xl font-semibold">
        Your answers
      </h2>
      <p className="mt-2 text-muted">Change any answer and you will come back here with your matches worked out again.</p>
      {/* One grid for every row (each row a subgrid), so the answers and the links line up down the list. */}
      <dl className="mt-4 divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white sm:grid sm:grid-cols-[2fr_2fr_auto]">
        {answers.map((line) => (
          <div key={line.pageId} className="grid gap-1 px-4 py-3 sm:col-span-3 sm:grid-cols-subgrid sm:items-baseline sm:gap-4">
            <dt className="text-sm text-muted">{line.question}</dt>
            <dd className="font-medium">{line.answer}</dd>
            <dd>
              {/* A full page load, not a client navigation: the question runner reads ?return=results as it mounts. */}
              <a href={line.href} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
                Change {line.short}
              </a>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
