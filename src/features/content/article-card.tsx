import Link from "next/link";
import { routes } from "@/config/routes";
import { formatOrdinalDate } from "@/lib/dates";

/** What a list of articles needs to know about each one (kept small: it may reach the browser). */
export interface ArticleSummary {
  slug: string;
  title: string;
  description: string;
  category: string;
  published: string;
  readingMinutes: number;
  authorName: string;
}

export function ArticleCard({ article, headingLevel = 2 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm transition hover:border-brand-300 hover:shadow-md">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{article.category}</p>
      <Heading className="mt-2 font-serif text-xl font-semibold leading-snug text-ink">
        <Link href={routes.article(article.slug)} className="after:absolute after:inset-0 after:content-[''] hover:underline">
          {article.title}
        </Link>
      </Heading>
      <p className="mt-3 flex-1 text-sm leading-relaxed text-muted">{article.description}</p>
      <p className="mt-4 text-xs text-muted">
        {article.authorName} · <time dateTime={article.published}>{formatOrdinalDate(article.published)}</time> · {article.readingMinutes} min read
      </p>
    </article>
  );
}
