import type { HowChosen } from "../how-chosen";

/** "How your matches were chosen": the eligible firms, the random choice, and who was not eligible and why. */
export function HowChosenSection({ howChosen }: { howChosen: HowChosen }) {
  return (
    <section aria-labelledby="how-chosen-heading">
      <h2 id="how-chosen-heading" className="font-serif text-2xl font-semibold">
        How your matches were chosen
      </h2>
      <div className="mt-4 max-w-3xl space-y-3 leading-relaxed">
        {howChosen.steps.map((step) => (
          <p key={step}>{step}</p>
        ))}
        {howChosen.alsoEligible && <p>{howChosen.alsoEligible}</p>}
        {howChosen.usPersons && <p>{howChosen.usPersons}</p>}
      </div>
      {howChosen.ineligible.length > 0 && (
        <>
          <h3 className="mt-6 font-semibold">Firms that were not eligible, and why</h3>
          <ul className="mt-2 max-w-3xl list-disc space-y-1.5 pl-5">
            {howChosen.ineligible.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
