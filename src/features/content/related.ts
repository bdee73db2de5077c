import type { Article } from "./content";

/** Up to `count` other articles: the same category first, then the newest of the rest. */
export function relatedArticles(articles: Article[], article: Article, count = 3): Article[] {
  const others = articles.filter((a) => a.slug !== article.slug);
  const sameCategory = others.filter((a) => a.category === article.category);
  const rest = others.filter((a) => a.category !== article.category);
  return [...sameCategory, ...rest].slice(0, count);
}
