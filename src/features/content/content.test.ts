import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { routes } from "@/config/routes";
import { citationProblems, referencesInCitationOrder } from "./citations";
import { loadContent } from "./content";
import { compileMdx } from "./mdx";

const content = loadContent();

/** Primary public sources an article may cite. */
const primarySources = [
  "www.gov.uk",
  "www.legislation.gov.uk",
  "www.fca.org.uk",
  "register.fca.org.uk",
  "www.handbook.fca.org.uk",
  "www.moneyhelper.org.uk",
  "www.fscs.org.uk",
  "www.financial-ombudsman.org.uk",
  "www.irs.gov",
];

describe("the site's content", () => {
  it("has at least 10 articles of 700 words or more, 40 glossary terms, 3 authors and 4 landing pages", () => {
    expect(content.articles.length).toBeGreaterThanOrEqual(10);
    for (const article of content.articles) expect(article.words, article.file).toBeGreaterThanOrEqual(700);
    expect(content.glossary.length).toBeGreaterThanOrEqual(40);
    expect(content.authors.length).toBeGreaterThanOrEqual(3);
    expect(content.landingPages.length).toBeGreaterThanOrEqual(4);
  });

  it("lists articles newest first", () => {
    const dates = content.articles.map((a) => a.published);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("cites at least three primary public sources in every article", () => {
    for (const article of content.articles) {
      const primary = article.references.filter((r) => primarySources.includes(new URL(r.url).hostname));
      expect(primary.length, article.file).toBeGreaterThanOrEqual(3);
    }
  });

  it("resolves every citation mark to a reference, and cites every reference", async () => {
    for (const article of content.articles) {
      const { outline } = await compileMdx(article.body);
      expect(citationProblems(article.references, outline.citations), article.file).toEqual([]);
      expect(outline.citations.length, article.file).toBe(article.references.length);
    }
  });

  it("states the risk warning in every article that discusses investments", () => {
    const warning = "The value of investments can go down as well as up, and you may get back less than you invest.";
    for (const article of content.articles.filter((a) => /\binvest/i.test(a.body))) {
      expect(article.body, article.file).toContain(warning);
    }
  });
});

describe("citations", () => {
  it("reports a mark with no reference and a reference never cited", () => {
    const problems = citationProblems([{ id: "hmrc" }, { id: "fca" }], ["hmrc", "missing"]);
    expect(problems).toEqual([
      { field: "references", problem: 'has no entry for the citation <Cite id="missing" />' },
      { field: "references.1", problem: '"fca" is never cited in the text' },
    ]);
  });

  it("numbers references by first citation and gives each mark a unique anchor", async () => {
    const { outline } = await compileMdx('One.<Cite id="b" /> Two.<Cite id="a" /> Three.<Cite id="b" />\n\n## A heading\n');
    expect(outline.citations).toEqual(["b", "a"]);
    expect(referencesInCitationOrder([{ id: "a" }, { id: "b" }], outline.citations)).toEqual([{ id: "b" }, { id: "a" }]);
    expect(outline.headings).toEqual([{ depth: 2, id: "a-heading", text: "A heading" }]);
  });
});

describe("the content schema", () => {
  const goodArticle = (overrides: string) => `---
title: A perfectly ordinary title
description: A description long enough to pass the schema's minimum length for descriptions.
author: test-author
published: 2025-06-01
category: Pensions
${overrides}references:
  - { id: a, title: Source A, publisher: HMRC, url: "https://www.gov.uk/a", accessed: 2025-06-01 }
  - { id: b, title: Source B, publisher: HMRC, url: "https://www.gov.uk/b", accessed: 2025-06-01 }
  - { id: c, title: Source C, publisher: HMRC, url: "https://www.gov.uk/c", accessed: 2025-06-01 }
---
Body.<Cite id="a" /><Cite id="b" /><Cite id="c" />
`;
  const author = `---
name: Test Author
role: Writer
summary: A summary that is long enough to satisfy the schema for authors.
credentials: [Chartered Financial Planner]
initials: TA
colour: brand
expertise: [Pensions]
---
Bio.
`;

  function tree(files: Record<string, string>): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "wm-content-"));
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      fs.writeFileSync(path.join(root, name), text);
    }
    return root;
  }

  it("accepts a good file", () => {
    const root = tree({ "authors/test-author.md": author, "articles/good.mdx": goodArticle("") });
    expect(loadContent(root).articles.map((a) => a.slug)).toEqual(["good"]);
  });

  it.each([
    ["an unknown post colour", goodArticle("postColour: purple\n"), 'content/articles/bad.mdx: field "postColour"'],
    ["a missing title", goodArticle("").replace(/^title:.*\n/m, ""), 'content/articles/bad.mdx: field "title" is required'],
    ["a malformed date", goodArticle("updated: 1 June 2025\n"), 'content/articles/bad.mdx: field "updated" must be a date'],
    ["an author who does not exist", goodArticle("").replace("author: test-author", "author: nobody"), 'content/articles/bad.mdx: field "author" names "nobody"'],
    ["an unknown field", goodArticle("colour: dark\n"), "content/articles/bad.mdx"],
  ])("rejects an article with %s, naming the file and field", (_, text, message) => {
    const root = tree({ "authors/test-author.md": author, "articles/bad.mdx": text });
    expect(() => loadContent(root)).toThrow(message);
  });

  it("rejects an author without credentials and a glossary entry without a definition", () => {
    expect(() => loadContent(tree({ "authors/x-y.md": author.replace(/^credentials:.*\n/m, "") }))).toThrow('content/authors/x-y.md: field "credentials" is required');
    expect(() => loadContent(tree({ "glossary/terms.yaml": "terms:\n  - term: Yield\n" }))).toThrow('content/glossary/terms.yaml: field "terms.0.definition" is required');
  });
});

describe("internal links in the content", () => {
  const providerIds = ["jhp", "saltus", "canaccord", "qc", "evelyn", "lgt", "rothschild", "brewin", "blu", "quilterfa", "fintuity", "brooks", "capital", "investec", "wealthify"];
  const staticRoutes = Object.values(routes).flatMap((r) => (typeof r === "string" ? [r] : typeof r === "object" ? Object.values(r) : []));
  const pages = new Set<string>([
    ...staticRoutes,
    ...content.articles.map((a) => routes.article(a.slug)),
    ...content.authors.map((a) => routes.author(a.slug)),
    ...content.landingPages.map((p) => routes.landingPage(p.slug)),
    ...providerIds.map(routes.wealthManager),
    `${routes.knowledgeCentre}/feed.xml`,
  ]);
  const anchors = new Map<string, Set<string>>([[routes.glossary, new Set(content.glossary.map((t) => t.slug))]]);

  function problem(href: string, ownHeadings: string[]): string | null {
    if (/^https:\/\//.test(href)) return null;
    if (href.startsWith("#")) return ownHeadings.includes(href.slice(1)) ? null : `${href}: no such heading`;
    if (!href.startsWith("/")) return `${href}: not an internal path or https address`;
    const [pathname, fragment] = href.split("#") as [string, string | undefined];
    if (!pages.has(pathname)) return `${href}: no such page`;
    if (fragment && anchors.has(pathname) && !anchors.get(pathname)!.has(fragment)) return `${href}: no such anchor`;
    return null;
  }

  it("resolves every link in articles, landing pages and author biographies", async () => {
    const bodies = [...content.articles, ...content.landingPages].map((c) => ({ file: c.file, body: c.body }));
    bodies.push(...content.authors.map((a) => ({ file: a.file, body: a.bio })));
    let count = 0;
    for (const { file, body } of bodies) {
      const { outline } = await compileMdx(body);
      const own = outline.headings.map((h) => h.id);
      for (const href of outline.links) {
        count++;
        expect(problem(href, own), file).toBeNull();
      }
    }
    expect(count).toBeGreaterThan(30);
  });

  it("finds a link to a page that does not exist", () => {
    expect(problem("/knowledge-centre/no-such-article", [])).toMatch(/no such page/);
    expect(problem("/glossary#no-such-term", [])).toMatch(/no such anchor/);
    expect(problem("/glossary#isa", [])).toBeNull();
  });
});
