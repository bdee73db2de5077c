import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { routes } from "@/config/routes";
import { adviceAreaEntries } from "@/features/questionnaire/advice-areas";
import { allowedPage, allPages, partnerFlow, preChooseArea, proformaFlow, type FlowState } from "@/features/questionnaire/flow";
import { defaultFormData } from "@/lib/form-fields";
import { structuredDataGraph } from "@/lib/structured-data";
import { structuredDataErrors } from "@/testing/structured-data-validator";
import { articleQuestion, firstQuestionPage } from "./article-links";
import { citationProblems, referencesInCitationOrder } from "./citations";
import { loadContent, type Article } from "./content";
import { termsIn, undefinedTerms } from "./glossary-coverage";
import { compileMdx } from "./mdx";
import { riskWarningText } from "./risk-warning";
import { articleNodes } from "./structured-data";

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
    const warning = riskWarningText;
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
  const others = ["r-one", "r-two", "r-three"];
  const goodArticle = (overrides: string, slug = "good", main = "good") => `---
title: A perfectly ordinary title
description: A description long enough to pass the schema's minimum length for descriptions.
author: test-author
published: 2025-06-01
reviewed: 2026-11-27
category: Pensions
question: pension
related: [${[main, ...others].filter((s) => s !== slug).join(", ")}]
${overrides}references:
  - { id: a, title: Source A, publisher: HMRC, url: "https://www.gov.uk/a", accessed: 2025-06-01 }
  - { id: b, title: Source B, publisher: HMRC, url: "https://www.gov.uk/b", accessed: 2025-06-01 }
  - { id: c, title: Source C, publisher: HMRC, url: "https://www.gov.uk/c", accessed: 2025-06-01 }
---
Body.<Cite id="a" /><Cite id="b" /><Cite id="c" />
`;
  /** The three articles an article names as related, each naming it and the other two. */
  const siblings = (main = "good") => Object.fromEntries(others.map((slug) => [`articles/${slug}.mdx`, goodArticle("", slug, main)]));
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
    const root = tree({ "authors/test-author.md": author, ...siblings(), "articles/good.mdx": goodArticle("") });
    const articles = loadContent(root).articles;
    expect(articles.map((a) => a.slug).sort()).toEqual(["good", "r-one", "r-three", "r-two"]);
    expect(articles.find((a) => a.slug === "good")).toMatchObject({ reviewed: "2026-11-27", question: "pension", related: ["r-one", "r-two", "r-three"], upcoming: [] });
  });

  it.each([
    ["an unknown post colour", goodArticle("postColour: purple\n"), 'content/articles/bad.mdx: field "postColour"'],
    ["a missing title", goodArticle("").replace(/^title:.*\n/m, ""), 'content/articles/bad.mdx: field "title" is required'],
    ["a malformed date", goodArticle("updated: 1 June 2025\n"), 'content/articles/bad.mdx: field "updated" must be a date'],
    ["an author who does not exist", goodArticle("").replace("author: test-author", "author: nobody"), 'content/articles/bad.mdx: field "author" names "nobody"'],
    ["an unknown field", goodArticle("colour: dark\n"), "content/articles/bad.mdx"],
    ["no last-reviewed date", goodArticle("").replace(/^reviewed:.*\n/m, ""), 'content/articles/bad.mdx: field "reviewed" is required'],
    ["a review before publication", goodArticle("").replace("reviewed: 2026-11-27", "reviewed: 2025-01-01"), 'content/articles/bad.mdx: field "reviewed" must not be before'],
    ["an announced change dated before the review", goodArticle('upcoming: [{ date: 2026-04-06, change: "Something that has already happened" }]\n'), 'content/articles/bad.mdx: field "upcoming.0.date"'],
    ["an advice area the questionnaire does not have", goodArticle("").replace("question: pension", "question: lottery"), 'content/articles/bad.mdx: field "question"'],
    ["two related articles", goodArticle("").replace("related: [r-one, r-two, r-three]", "related: [r-one, r-two]"), 'content/articles/bad.mdx: field "related" must name exactly three'],
    ["a related article that does not exist", goodArticle("").replace("r-three]", "nowhere]"), 'content/articles/bad.mdx: field "related.2" names "nowhere"'],
  ])("rejects an article with %s, naming the file and field", (_, text, message) => {
    const root = tree({ "authors/test-author.md": author, ...siblings("bad"), "articles/bad.mdx": text });
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
    ...allPages(proformaFlow).map(routes.proformaStep),
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

/** The primary sources the knowledge centre's rules are cited to. */
const ruleSources = [
  "www.gov.uk",
  "www.legislation.gov.uk",
  "www.fca.org.uk",
  "register.fca.org.uk",
  "www.handbook.fca.org.uk",
  "www.fscs.org.uk",
  "www.financial-ombudsman.org.uk",
];

/**
 * The paragraphs of a body as a reader sees them: blocks between blank lines that are not headings
 * or tables, with markup, link targets and citation marks removed and the standard risk warning
 * (which every article about investing must carry) taken out. Short lines are not compared.
 */
function paragraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .filter((block) => !/^\s*(#|\|)/.test(block))
    .map((block) =>
      block
        .replace(/<[^<>]+>/g, "")
        .replace(/\]\([^()]*\)/g, "]")
        .replace(/[[\]*_`]/g, "")
        .replace(riskWarningText, "")
        .replace(/\s+/g, " ")
        .trim()
        .toLowerCase(),
    )
    .filter((text) => text.split(" ").length >= 8);
}

/** Each paragraph that appears in more than one article, with the articles. */
export function sharedParagraphs(articles: Pick<Article, "file" | "body">[]): { paragraph: string; files: string[] }[] {
  const seen = new Map<string, Set<string>>();
  for (const article of articles) {
    for (const paragraph of paragraphs(article.body)) seen.set(paragraph, (seen.get(paragraph) ?? new Set()).add(article.file));
  }
  return [...seen].filter(([, files]) => files.size > 1).map(([paragraph, files]) => ({ paragraph, files: [...files] }));
}

describe("the knowledge centre", () => {
  it("holds 25 articles, each of 800 words or more", () => {
    expect(content.articles).toHaveLength(25);
    for (const article of content.articles) expect([article.file, article.words >= 800]).toEqual([article.file, true]);
  });

  it("cites at least three rules to GOV.UK, HMRC, legislation.gov.uk, the FCA, the Ombudsman or the FSCS in every article", async () => {
    for (const article of content.articles) {
      const { outline } = await compileMdx(article.body);
      const cited = article.references.filter((r) => outline.citations.includes(r.id) && ruleSources.includes(new URL(r.url).hostname));
      expect([article.file, cited.length >= 3]).toEqual([article.file, true]);
    }
  });

  it("dates every article's last review in the 2026/27 tax year, and every announced change after it", () => {
    for (const article of content.articles) {
      expect([article.file, article.reviewed >= "2026-04-06", article.reviewed >= article.published]).toEqual([article.file, true, true]);
      for (const change of article.upcoming) expect([article.file, change.date > article.reviewed]).toEqual([article.file, true]);
    }
  });

  it("states the date an announced rule takes effect: every article about unused pensions and inheritance tax gives 6 April 2027", () => {
    const about = content.articles.filter((a) => /unused pension/i.test(a.body) && /inheritance tax/i.test(a.body));
    expect(about.length).toBeGreaterThanOrEqual(3);
    for (const article of about) expect([article.file, article.body.includes("6 April 2027")]).toEqual([article.file, true]);
  });

  it("leads every article into the questionnaire at the advice area it concerns", () => {
    const fresh: FlowState = { answers: defaultFormData, answered: new Set() };
    for (const article of content.articles) {
      const { href } = articleQuestion(article);
      const pageId = href.slice(`${routes.proforma}/`.length);
      expect([article.file, allPages(proformaFlow).includes(pageId)]).toEqual([article.file, true]);
      const expected = article.question === "start" ? firstQuestionPage : adviceAreaEntries[article.question].page;
      expect([article.file, pageId]).toEqual([article.file, expected]);
      // A first-time visitor who follows the link starts there, with the area already chosen.
      const state = preChooseArea(proformaFlow, fresh, pageId);
      expect([article.file, allowedPage(proformaFlow, state, pageId)]).toEqual([article.file, pageId]);
      if (article.question !== "start") expect(state.answers[article.question]).toBe(true);
    }
  });

  it("links three related articles from every article, none of them itself", () => {
    const slugs = new Set(content.articles.map((a) => a.slug));
    for (const article of content.articles) {
      expect([article.file, article.related.length, new Set(article.related).size]).toEqual([article.file, 3, 3]);
      for (const related of article.related) expect([article.file, related, slugs.has(related) && related !== article.slug]).toEqual([article.file, related, true]);
    }
  });

  it("links every article to the glossary terms it uses", async () => {
    for (const article of content.articles) {
      const { outline } = await compileMdx(article.body);
      expect([article.file, outline.links.some((href) => href.startsWith(`${routes.glossary}#`))]).toEqual([article.file, true]);
    }
  });

  it("has no paragraph in two articles", () => {
    expect(sharedParagraphs(content.articles)).toEqual([]);
  });

  it("finds a paragraph copied from one article into another", () => {
    const copied = "Each person can put up to £20,000 a year into ISAs in 2026/27, and that is worth knowing.";
    const shared = sharedParagraphs([
      { file: "a.mdx", body: `Intro here.\n\n${copied}\n\n## Heading` },
      { file: "b.mdx", body: `Something else entirely, long enough to count as a paragraph.\n\n${copied.replace("ISAs", "[ISAs](/glossary#isa)")}` },
    ]);
    expect(shared.map((s) => s.files)).toEqual([["a.mdx", "b.mdx"]]);
  });

  it("gives every article Article structured data that validates with no errors", () => {
    const base = "https://wealthmatch.example";
    for (const article of content.articles) {
      const author = content.authors.find((a) => a.slug === article.author)!;
      const graph = structuredDataGraph(base, articleNodes(base, article, author));
      expect([article.file, structuredDataErrors(JSON.parse(JSON.stringify(graph)))]).toEqual([article.file, []]);
      const node = articleNodes(base, article, author)[0] as unknown as Record<string, unknown>;
      expect(node).toMatchObject({ datePublished: article.published, dateModified: article.reviewed, author: { "@type": "Person", name: author.name } });
      expect(node.citation).toHaveLength(article.references.length);
    }
  });
});

describe("the glossary's coverage", () => {
  const glossary = new Set(content.glossary.map((t) => t.slug));
  const questionTexts = [proformaFlow, partnerFlow].flatMap((flow) =>
    Object.values(flow.pages).flatMap((question) => {
      const texts = [question.text, question.hint ?? "", ...question.answers.map((answer) => answer.text)];
      if (question.type === "single-choice" && question.followUp) texts.push(question.followUp.question.text, question.followUp.question.hint ?? "");
      return texts.filter(Boolean).map((text) => ({ where: `question ${question.slug}`, text }));
    }),
  );

  it("defines every term used in a question or an answer", () => {
    expect(questionTexts.length).toBeGreaterThan(100);
    expect(undefinedTerms(questionTexts, glossary)).toEqual([]);
  });

  it("defines every term used in an article's title or headings", async () => {
    const texts: { where: string; text: string }[] = [];
    for (const article of content.articles) {
      texts.push({ where: `${article.file} title`, text: article.title });
      const { outline } = await compileMdx(article.body);
      for (const heading of outline.headings) texts.push({ where: `${article.file} heading`, text: heading.text });
    }
    expect(texts.length).toBeGreaterThan(150);
    expect(undefinedTerms(texts, glossary)).toEqual([]);
  });

  it("finds terms and acronyms, and reports one the glossary lacks", () => {
    expect(termsIn("Which kinds of pension do you have? SIPPs, Offshore Bonds and the UK")).toEqual(expect.arrayContaining(["SIPP", "Offshore bond"]));
    expect(termsIn("Living in the UK or the US")).toEqual([]);
    expect(undefinedTerms([{ where: "heading", text: "How QROPS transfers work" }], glossary)).toEqual([{ where: "heading", term: "QROPS" }]);
    expect(undefinedTerms([{ where: "heading", text: "Top-slicing relief" }], new Set(["isa"]))).toEqual([{ where: "heading", term: "Top-slicing relief" }]);
    expect(undefinedTerms([{ where: "heading", text: "Checking the FCA register" }], glossary)).toEqual([]);
  });
});
