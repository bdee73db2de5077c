import type { Article } from "./content";

/** The three articles an article names as related (`related` in its frontmatter), in its order. */
export function relatedArticles(articles: Article[], article: Article): Article[] {
  return article.related.map((slug) => articles.find((a) => a.slug === slug)).filter((a): a is Article => a !== undefined);
}
