import { ArticleCard } from "./article-card";
import type { Article, Author } from "./content";
import { articleSummary } from "./views";

/** A headed row of article cards ("Related articles", "Further reading"); nothing when there are none. */
export function ArticleListSection({ id, title, articles, authors }: { id: string; title: string; articles: Article[]; authors: Author[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2 id={id} className="font-serif text-2xl font-semibold text-ink">
        {title}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {articles.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={articleSummary(article, authors)} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
