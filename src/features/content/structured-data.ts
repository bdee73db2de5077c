import type { Article as ArticleNode, DefinedTermSet, Person, ProfilePage, Thing } from "schema-dts";
import { routes } from "@/config/routes";
import { siteIds } from "@/lib/structured-data";
import type { Article, Author } from "./content";

/** Per-page JSON-LD nodes for the content pages; they point at the site's nodes by @id. */
export function personId(baseUrl: string, author: Author): string {
  return `${baseUrl}${routes.author(author.slug)}#person`;
}

export function personNode(baseUrl: string, author: Author): Person {
  return {
    "@type": "Person",
    "@id": personId(baseUrl, author),
    name: author.name,
    jobTitle: author.role,
    description: author.summary,
    url: `${baseUrl}${routes.author(author.slug)}`,
    knowsAbout: author.expertise,
    hasCredential: author.credentials.map((name) => ({ "@type": "EducationalOccupationalCredential", name })),
    worksFor: { "@id": siteIds(baseUrl).organisation },
  };
}

export function articleNodes(baseUrl: string, article: Article, author: Author): Thing[] {
  const url = `${baseUrl}${routes.article(article.slug)}`;
  const node: ArticleNode = {
    "@type": "Article",
    "@id": `${url}#article`,
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: url,
    inLanguage: "en-GB",
    datePublished: article.published,
    dateModified: article.reviewed,
    articleSection: article.category,
    wordCount: article.words,
    author: personNode(baseUrl, author),
    publisher: { "@id": siteIds(baseUrl).organisation },
    isPartOf: { "@id": siteIds(baseUrl).website },
    citation: article.references.map((reference) => ({
      "@type": "CreativeWork",
      name: reference.title,
      url: reference.url,
      publisher: { "@type": "Organization", name: reference.publisher },
    })),
  };
  return [node];
}

/**
 * The glossary's DefinedTermSet. Its terms are marked up as microdata on the page itself, under the
 * same id (glossaryTermSetId), rather than repeated here, where every definition would cross the wire
 * a second time (about 1.2 KB more of the compressed page, docs/architecture.md, "Serving and speed").
 */
export function glossaryNodes(baseUrl: string): Thing[] {
  const url = `${baseUrl}${routes.glossary}`;
  const set: DefinedTermSet = {
    "@type": "DefinedTermSet",
    "@id": glossaryTermSetId(baseUrl),
    name: "Glossary of wealth management terms",
    url,
    inLanguage: "en-GB",
  };
  return [set];
}

export function glossaryTermSetId(baseUrl: string) {
  return `${baseUrl}${routes.glossary}#terms`;
}

export function authorNodes(baseUrl: string, author: Author): Thing[] {
  const page: ProfilePage = {
    "@type": "ProfilePage",
    "@id": `${baseUrl}${routes.author(author.slug)}`,
    url: `${baseUrl}${routes.author(author.slug)}`,
    inLanguage: "en-GB",
    mainEntity: { "@id": personId(baseUrl, author) },
    isPartOf: { "@id": siteIds(baseUrl).website },
  };
  return [page, personNode(baseUrl, author)];
}
