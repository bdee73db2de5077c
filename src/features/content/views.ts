import "server-only";
import type { ArticleSummary } from "./article-card";
import { siteContent, type Article, type Author } from "./content";

/** Lookups the routes use; each returns view data, never a raw file. */
export function articleSummary(article: Article, authors: Author[]): ArticleSummary {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    category: article.category,
    published: article.published,
    readingMinutes: article.readingMinutes,
    authorName: authors.find((a) => a.slug === article.author)?.name ?? article.author,
  };
}

export const articleSlugs = () => siteContent().articles.map((a) => ({ slug: a.slug }));
export const authorSlugs = () => siteContent().authors.map((a) => ({ slug: a.slug }));
export const landingPageSlugs = () => siteContent().landingPages.map((p) => ({ slug: p.slug }));
export const findArticle = (slug: string) => siteContent().articles.find((a) => a.slug === slug);
export const findAuthor = (slug: string) => siteContent().authors.find((a) => a.slug === slug);
export const findLandingPage = (slug: string) => siteContent().landingPages.find((p) => p.slug === slug);
