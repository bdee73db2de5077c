import { routes } from "@/config/routes";
import { slugify } from "@/lib/slug";
import { questionGuide } from "../question-guide";

const linkClass = "text-brand-800 underline underline-offset-2";

/**
 * Under a question: links to the glossary for the terms it uses and to the guide that explains it;
 * nothing when it has neither. Plain links, opened in a new tab so the answers stay where they are.
 */
export function QuestionTerms({ slug }: { slug: string }) {
  const { terms = [], guide } = questionGuide[slug] ?? {};
  if (terms.length === 0 && !guide) return null;
  return (
    <>
      {terms.length > 0 && (
        <p className="mt-3 text-sm text-muted">
          <span>Terms explained in our glossary: </span>
          {terms.map((term, index) => (
            <span key={term}>
              {index > 0 && ", "}
              <a href={routes.glossaryTerm(slugify(term))} target="_blank" rel="noopener" className={linkClass}>
                {term}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </span>
          ))}
        </p>
      )}
      {guide && (
        <p className="mt-1 text-sm text-muted">
          Explained in our guide to{" "}
          <a href={routes.article(guide.slug)} target="_blank" rel="noopener" className={linkClass}>
            {guide.name}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
    </>
  );
}
