import "server-only";
import Link from "next/link";
import { StructuredData } from "@/components/structured-data";
import { siteUrl } from "@/config/env";
import { routes } from "@/config/routes";
import { CompareCta } from "./compare-cta";
import { siteContent, type GlossaryTerm } from "./content";
import { glossaryNodes, glossaryTermSetId } from "./structured-data";

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");

/** Terms grouped under their first letter (digits and symbols under "#"). */
export function groupByLetter(terms: GlossaryTerm[]): Map<string, GlossaryTerm[]> {
  const groups = new Map<string, GlossaryTerm[]>();
  for (const term of terms) {
    const first = term.term[0]!.toUpperCase();
    const letter = alphabet.includes(first) ? first : "#";
    groups.set(letter, [...(groups.get(letter) ?? []), term]);
  }
  return groups;
}

/**
 * /glossary: every term with its definition, A–Z navigation, each term an anchor (its id, the
 * slug of its name: /glossary#nil-rate-band). The terms are schema.org DefinedTerms in microdata,
 * inside the set the JSON-LD graph names (glossaryNodes). To keep the page within a phone
 * connection's first round trip (docs/architecture.md), the styles every term shares sit on its
 * list, not on each term, and a term's name is not a link to itself.
 */
export function GlossaryView() {
  const { glossary, articles } = siteContent();
  const groups = groupByLetter(glossary);
  const base = siteUrl();
  return (
    <>
      <StructuredData nodes={glossaryNodes(base)} />
      <div className="mx-auto max-w-4xl px-4 py-12 md:px-6 md:py-16">
        <h1 className="font-serif text-4xl font-semibold text-ink md:text-5xl">Glossary</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted">
          The words you meet when you talk to a wealth manager, a pension provider or HMRC, explained in a sentence or two.
          Figures are for the 2026/27 tax year unless we say otherwise, and they change.
        </p>
        <nav aria-label="Glossary letters" className="mt-8">
          <ul className="flex flex-wrap gap-1.5">
            {alphabet.map((letter) =>
              groups.has(letter) ? (
                <li key={letter}>
                  <a
                    href={`#letter-${letter.toLowerCase()}`}
                    className="flex size-10 items-center justify-center rounded-lg border border-brand-200 font-semibold text-brand-800 hover:bg-brand-50"
                  >
                    {letter}
                  </a>
                </li>
              ) : (
                <li key={letter} aria-hidden="true" className="flex size-10 items-center justify-center rounded-lg text-muted/60">
                  {letter}
                </li>
              ),
            )}
          </ul>
        </nav>
        <div itemScope itemType="https://schema.org/DefinedTermSet" itemID={glossaryTermSetId(base)}>
          {[...groups].map(([letter, terms]) => (
            <section key={letter} aria-labelledby={`letter-${letter.toLowerCase()}`} className="mt-12">
              <h2 id={`letter-${letter.toLowerCase()}`} className="scroll-mt-28 border-b border-brand-100 pb-2 font-serif text-3xl font-semibold text-brand-800">
                {letter}
              </h2>
              <dl className="mt-4 space-y-6 *:scroll-mt-28 *:rounded-xl *:target:bg-brand-50 *:target:p-4 [&_dd]:mt-1 [&_dd]:leading-relaxed [&_dt]:font-serif [&_dt]:text-xl [&_dt]:font-semibold">
                {terms.map((term) => {
                  const article = term.article ? articles.find((a) => a.slug === term.article) : undefined;
                  return (
                    <div key={term.slug} id={term.slug} itemProp="hasDefinedTerm" itemScope itemType="https://schema.org/DefinedTerm">
                      <dt itemProp="name">{term.term}</dt>
                      <dd>
                        <span itemProp="description">{term.definition}</span>
                        {article ? (
                          <>
                            {" "}
                            <Link href={routes.article(article.slug)} className="font-medium text-brand-700 underline underline-offset-2">
                              {`Read more: ${article.title}`}
                            </Link>
                          </>
                        ) : null}
                      </dd>
                    </div>
                  );
                })}
              </dl>
            </section>
          ))}
        </div>
        <div className="mt-16">
          <CompareCta />
        </div>
      </div>
    </>
  );
}
