import { describe, expect, it } from "vitest";
import { matchesSearch } from "./article-browser";
import { loadContent } from "./content";
import { countWords, readingMinutes, slugify } from "./frontmatter";
import { groupByLetter } from "./glossary-view";
import { relatedArticles } from "./related";
import { articlesFeed } from "./rss";
import { articleNodes, authorNodes, glossaryNodes } from "./structured-data";

const content = loadContent();
const base = "https://wealthmatch.example";
const article = content.articles.find((a) => a.slug === "choosing-a-wealth-manager")!;
const author = content.authors.find((a) => a.slug === article.author)!;

describe("structured data of the content pages", () => {
  it("describes an article with its author as a Person and its citations", () => {
    const [node] = articleNodes(base, article, author) as unknown as [Record<string, unknown>];
    expect(node).toMatchObject({
      "@type": "Article",
      headline: article.title,
      url: `${base}/knowledge-centre/choosing-a-wealth-manager`,
      author: { "@type": "Person", name: author.name, url: `${base}/author/${author.slug}` },
      publisher: { "@id": `${base}/#organisation` },
    });
    expect(node.citation).toHaveLength(article.references.length);
    // The last review is the date the article was last known to be right.
    expect(node).toMatchObject({ datePublished: article.published, dateModified: article.reviewed });
  });

  it("names the glossary's DefinedTermSet under the id its microdata terms use", () => {
    const [set] = glossaryNodes(base) as unknown as [Record<string, unknown>];
    expect(set).toMatchObject({ "@type": "DefinedTermSet", "@id": `${base}/glossary#terms`, url: `${base}/glossary` });
    expect(set).not.toHaveProperty("hasDefinedTerm");
  });

  it("describes an author page as a ProfilePage about a Person", () => {
    const [page, person] = authorNodes(base, author) as unknown as [Record<string, unknown>, Record<string, unknown>];
    expect(page).toMatchObject({ "@type": "ProfilePage", mainEntity: { "@id": person["@id"] } });
    expect(person).toMatchObject({ "@type": "Person", name: author.name, jobTitle: author.role });
  });
});

describe("content helpers", () => {
  it("searches title and description word by word, ignoring case", () => {
    const a = { title: "Pension drawdown explained", description: "How flexible access works" };
    expect(matchesSearch(a, "DRAWDOWN flexible")).toBe(true);
    expect(matchesSearch(a, "drawdown annuity")).toBe(false);
    expect(matchesSearch(a, "  ")).toBe(true);
  });

  it("makes slugs, counts words and reading time", () => {
    expect(slugify("Nil-rate band (NRB) & more")).toBe("nil-rate-band-nrb-and-more");
    expect(countWords('A [link](/glossary#isa) and <Cite id="x" /> **bold** £20,000.')).toBe(5);
    expect(readingMinutes(10)).toBe(1);
    expect(readingMinutes(880)).toBe(4);
  });

  it("offers the three related articles an article names, in its order, never the article itself", () => {
    const related = relatedArticles(content.articles, article);
    expect(related.map((a) => a.slug)).toEqual(article.related);
    expect(related).toHaveLength(3);
    expect(related.map((a) => a.slug)).not.toContain(article.slug);
  });

  it("groups glossary terms by first letter", () => {
    const groups = groupByLetter([
      { term: "Annuity", slug: "annuity", definition: "" },
      { term: "ISA", slug: "isa", definition: "" },
      { term: "Asset allocation", slug: "asset-allocation", definition: "" },
    ]);
    expect([...groups.keys()]).toEqual(["A", "I"]);
    expect(groups.get("A")!.map((t) => t.slug)).toEqual(["annuity", "asset-allocation"]);
  });

  it("writes an RSS item per article with escaped text", () => {
    const xml = articlesFeed(base, content.articles, () => "Writer & Co");
    expect(xml.match(/<item>/g)).toHaveLength(content.articles.length);
    expect(xml).toContain("<dc:creator>Writer &amp; Co</dc:creator>");
    expect(xml).toContain(`<link>${base}/knowledge-centre/choosing-a-wealth-manager</link>`);
  });
});
