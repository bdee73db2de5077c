import { routes } from "@/config/routes";
import { slugify } from "@/lib/slug";
import { questionGuide } from "../question-guide";

/** Links to the glossary for the terms a question uses; nothing when it uses none. */
export function QuestionTerms({ slug }: { slug: string }) {
  const terms = questionGuide[slug]?.terms ?? [];
  if (terms.length === 0) return null;
  return (
    <p className="mt-3 text-sm text-muted">
      <span>Terms explained in our glossary: </span>
      {terms.map((term, index) => (
        <span key={term}>
          {index > 0 && ", "}
          <a href={routes.glossaryTerm(slugify(term))} target="_blank" rel="noopener" className="text-brand-800 underline underline-offset-2">
            {term}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </span>
      ))}
    </p>
  );
}
