import "server-only";
import fs from "node:fs";
import path from "node:path";
import { countWords, readingMinutes, slugify, splitFrontmatter } from "./frontmatter";
import {
  articleFrontmatterSchema,
  authorFrontmatterSchema,
  ContentError,
  glossaryFileSchema,
  landingPageFrontmatterSchema,
  parseContent,
  type ArticleFrontmatter,
  type AuthorFrontmatter,
  type LandingPageFrontmatter,
} from "./schema";
import { parse } from "yaml";

/**
 * Reads and checks every file under content/. Pages call this during `next build`, so a file
 * that does not fit its schema, or names an author, article or term that does not exist, stops
 * the build with a message naming the file and the field.
 */
export interface Article extends ArticleFrontmatter {
  slug: string;
  file: string;
  body: string;
  words: number;
  readingMinutes: number;
}
export interface Author extends AuthorFrontmatter {
  slug: string;
  file: string;
  bio: string;
}
export interface GlossaryTerm {
  term: string;
  slug: string;
  definition: string;
  article?: string;
}
export interface LandingPage extends LandingPageFrontmatter {
  slug: string;
  file: string;
  body: string;
}
export interface Content {
  articles: Article[];
  authors: Author[];
  glossary: GlossaryTerm[];
  landingPages: LandingPage[];
}

export const defaultContentRoot = path.join(process.cwd(), "content");

function filesIn(root: string, folder: string, extension: string): { file: string; slug: string; text: string }[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => ({
      file: path.posix.join("content", folder, name),
      slug: name.slice(0, -extension.length),
      text: fs.readFileSync(path.join(dir, name), "utf8"),
    }));
}

function checkSlug(file: string, slug: string) {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) throw new ContentError(file, "", "must be named with a lower-case slug such as my-article.mdx");
}

export function loadContent(root: string = defaultContentRoot): Content {
  const authors = filesIn(root, "authors", ".md").map(({ file, slug, text }): Author => {
    checkSlug(file, slug);
    const { data, body } = splitFrontmatter(file, text);
    return { ...parseContent(file, authorFrontmatterSchema, data), slug, file, bio: body.trim() };
  });
  const authorSlugs = new Set(authors.map((a) => a.slug));

  const articles = filesIn(root, "articles", ".mdx").map(({ file, slug, text }): Article => {
    checkSlug(file, slug);
    const { data, body } = splitFrontmatter(file, text);
    const frontmatter = parseContent(file, articleFrontmatterSchema, data);
    if (!authorSlugs.has(frontmatter.author)) {
      throw new ContentError(file, "author", `names "${frontmatter.author}", which is not an author in content/authors`);
    }
    const words = countWords(body);
    return { ...frontmatter, slug, file, body, words, readingMinutes: readingMinutes(words) };
  });
  articles.sort((a, b) => (b.published === a.published ? a.title.localeCompare(b.title) : b.published.localeCompare(a.published)));
  const articleSlugs = new Set(articles.map((a) => a.slug));
  for (const article of articles) {
    article.related.forEach((related, index) => {
      if (related === article.slug) throw new ContentError(article.file, `related.${index}`, "names the article itself");
      if (!articleSlugs.has(related)) throw new ContentError(article.file, `related.${index}`, `names "${related}", which is not an article`);
    });
  }

  const glossaryFile = "content/glossary/terms.yaml";
  const glossaryPath = path.join(root, "glossary", "terms.yaml");
  let glossary: GlossaryTerm[] = [];
  if (fs.existsSync(glossaryPath)) {
    let data: unknown;
    try {
      data = parse(fs.readFileSync(glossaryPath, "utf8"));
    } catch (error) {
      throw new ContentError(glossaryFile, "", `is not valid YAML: ${(error as Error).message}`);
    }
    const seen = new Set<string>();
    glossary = parseContent(glossaryFile, glossaryFileSchema, data).terms.map((entry, index) => {
      const slug = slugify(entry.term);
      if (seen.has(slug)) throw new ContentError(glossaryFile, `terms.${index}.term`, `"${entry.term}" is listed twice`);
      seen.add(slug);
      if (entry.article && !articleSlugs.has(entry.article)) {
        throw new ContentError(glossaryFile, `terms.${index}.article`, `names "${entry.article}", which is not an article`);
      }
      return { ...entry, slug };
    });
    glossary.sort((a, b) => a.term.localeCompare(b.term, "en-GB", { sensitivity: "base" }));
  }

  const landingPages = filesIn(root, "landing-pages", ".mdx").map(({ file, slug, text }): LandingPage => {
    checkSlug(file, slug);
    const { data, body } = splitFrontmatter(file, text);
    const frontmatter = parseContent(file, landingPageFrontmatterSchema, data);
    frontmatter.articles.forEach((article, index) => {
      if (!articleSlugs.has(article)) throw new ContentError(file, `articles.${index}`, `names "${article}", which is not an article`);
    });
    return { ...frontmatter, slug, file, body };
  });
  landingPages.sort((a, b) => a.order - b.order);

  return { articles, authors, glossary, landingPages };
}

let cached: Content | undefined;

/** The site's content, read once per process (re-read on every call in development). */
export function siteContent(): Content {
  if (process.env.NODE_ENV === "development") return loadContent();
  cached ??= loadContent();
  return cached;
}
