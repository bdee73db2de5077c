import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "./support/test";
import { slugify } from "../src/lib/slug";
import { structuredDataErrors } from "../src/testing/structured-data-validator";

/**
 * The knowledge centre, glossary, author and landing pages (docs/content.md): structured data, links,
 * citations, filters and accessibility, checked on the production build.
 */
const contentPrefixes = ["/knowledge-centre", "/glossary", "/author/", "/landing-pages"];
const isContentPage = (path: string) => contentPrefixes.some((prefix) => path.startsWith(prefix)) && !path.endsWith(".xml");

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

function hrefs(page: string): string[] {
  return [...page.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
}

function ids(page: string): Set<string> {
  return new Set([...page.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
}

type Node = { "@type": string; [key: string]: unknown };
function jsonLd(page: string): Node[] {
  const scripts = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(scripts).toHaveLength(1);
  const graph = JSON.parse(scripts[0]!) as { "@context": string; "@graph": Node[] };
  expect(graph["@context"]).toBe("https://schema.org");
  return graph["@graph"];
}

/** Every content page, found by crawling from the three index pages. */
async function crawlContentPages(request: APIRequestContext): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const queue = ["/knowledge-centre", "/glossary", "/landing-pages"];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const body = await html(request, path);
    pages.set(path, body);
    for (const href of hrefs(body)) {
      const target = href.split("#")[0]!;
      if (target.startsWith("/") && isContentPage(target) && !pages.has(target)) queue.push(target);
    }
  }
  return pages;
}

test("every internal link on the content pages leads to a page that exists, and every anchor to an element", async ({ request }) => {
  const pages = await crawlContentPages(request);
  expect([...pages.keys()].filter((p) => p.startsWith("/knowledge-centre/")).length).toBeGreaterThanOrEqual(10);
  expect([...pages.keys()].filter((p) => p.startsWith("/author/")).length).toBeGreaterThanOrEqual(3);
  expect([...pages.keys()].filter((p) => p.startsWith("/landing-pages/")).length).toBeGreaterThanOrEqual(4);

  const checked = new Map<string, number>();
  const idsOf = new Map<string, Set<string>>([...pages].map(([path, body]) => [path, ids(body)]));
  for (const [path, body] of pages) {
    for (const href of hrefs(body)) {
      if (href.startsWith("#")) {
        expect(idsOf.get(path)!.has(href.slice(1)), `${path} links to missing ${href}`).toBe(true);
        continue;
      }
      if (!href.startsWith("/")) continue;
      const [target, fragment] = href.split("#") as [string, string | undefined];
      if (!checked.has(target)) checked.set(target, (await request.get(target)).status());
      expect(checked.get(target), `${path} links to ${target}`).toBe(200);
      if (fragment && idsOf.has(target)) expect(idsOf.get(target)!.has(fragment), `${path} links to missing ${href}`).toBe(true);
    }
  }
  expect(checked.has("/proforma")).toBe(true);
});

test("an article's structured data is an Article by a Person, with its citations", async ({ request }) => {
  const nodes = jsonLd(await html(request, "/knowledge-centre/choosing-a-wealth-manager"));
  expect(nodes.map((n) => n["@type"])).toEqual(expect.arrayContaining(["FinancialService", "WebSite", "Service", "Article"]));
  const article = nodes.find((n) => n["@type"] === "Article")!;
  expect(article.headline).toBe("How to choose a wealth manager");
  expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(article.author).toMatchObject({ "@type": "Person", name: "Priya Raman", url: expect.stringMatching(/\/author\/priya-raman$/) });
  expect((article.citation as unknown[]).length).toBeGreaterThanOrEqual(3);
});

test("the glossary's structured data is a DefinedTermSet of at least 40 terms, each marked up where it is defined", async ({ page }) => {
  await page.goto("/glossary");
  const set = jsonLd(await page.content()).find((n) => n["@type"] === "DefinedTermSet")!;
  expect(set["@id"]).toMatch(/\/glossary#terms$/);
  // The terms are microdata under the same id, so that a reader of either merges them into one set.
  const terms = await page.locator(`[itemscope][itemtype="https://schema.org/DefinedTermSet"][itemid="${set["@id"]}"] [itemprop="hasDefinedTerm"]`).evaluateAll((elements) =>
    elements.map((element) => ({
      id: element.id,
      type: element.getAttribute("itemtype"),
      scoped: element.hasAttribute("itemscope"),
      name: element.querySelector("[itemprop=name]")?.textContent?.trim(),
      description: element.querySelector("[itemprop=description]")?.textContent?.trim(),
    })),
  );
  expect(terms.length).toBeGreaterThanOrEqual(40);
  for (const term of terms) {
    expect(term).toMatchObject({ type: "https://schema.org/DefinedTerm", scoped: true, name: expect.stringMatching(/\S/), description: expect.stringMatching(/\S{3}.*\.$/) });
    // Each term is an anchor named after it (/glossary#nil-rate-band), where articles and questions link.
    expect(term.id).toBe(slugify(term.name!));
    expect(term.description).not.toMatch(/Read more/);
  }
});

test("an author page's structured data is a ProfilePage about a Person", async ({ request }) => {
  const nodes = jsonLd(await html(request, "/author/harriet-okafor"));
  const person = nodes.find((n) => n["@type"] === "Person")!;
  expect(person).toMatchObject({ name: "Harriet Okafor", jobTitle: expect.any(String) });
  expect(nodes.find((n) => n["@type"] === "ProfilePage")).toMatchObject({ mainEntity: { "@id": person["@id"] } });
});

test("the knowledge centre filters by category and searches titles and descriptions", async ({ page }) => {
  await page.goto("/knowledge-centre");
  const cards = page.getByRole("main").getByRole("listitem").getByRole("article");
  const total = await cards.count();
  expect(total).toBeGreaterThanOrEqual(10);

  await page.getByRole("button", { name: "Pensions" }).click();
  await expect(page.getByRole("button", { name: "Pensions" })).toHaveAttribute("aria-pressed", "true");
  await expect(cards).toHaveCount(5);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("5 articles in Pensions");

  await page.getByRole("button", { name: "All articles" }).click();
  await page.getByLabel("Search articles").fill("drawdown");
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole("link")).toHaveText("Pension drawdown explained");

  await page.getByLabel("Search articles").fill("no article says this");
  await expect(cards).toHaveCount(0);
  await page.getByRole("button", { name: "show every article" }).click();
  await expect(cards).toHaveCount(total);
});

test("an article numbers its citations and links them to the references and back", async ({ page }) => {
  await page.goto("/knowledge-centre/pension-drawdown-explained");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pension drawdown explained");
  await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
  const contents = page.getByRole("navigation", { name: "Contents" });
  await contents.getByRole("link", { name: "How drawdown works" }).click();
  await expect(page).toHaveURL(/#how-drawdown-works$/);

  await page.getByRole("link", { name: "Reference 1", exact: true }).first().click();
  await expect(page).toHaveURL(/#ref-moneyhelper-pension-wise$/);
  const references = page.getByRole("region", { name: "References" }).getByRole("listitem");
  await expect(references.first()).toContainText("Pension Wise");
  await page.getByRole("link", { name: "Back to citation 1 in the text" }).click();
  await expect(page).toHaveURL(/#cite-moneyhelper-pension-wise-1$/);

  await expect(page.getByRole("region", { name: "About the author" })).toContainText("Harriet Okafor");
  await expect(page.getByRole("main").getByRole("link", { name: "Answer the questions about your pensions" })).toHaveAttribute("href", "/proforma/pensions/pensions-main");
  await expect(page.getByRole("heading", { name: "Related articles" })).toBeVisible();
});

test("every article validates as structured data and shows its dates with an ordinal day, its terms, three related articles and a way into the questionnaire", async ({ request }) => {
  const index = await html(request, "/knowledge-centre");
  const articles = [...new Set(hrefs(index).filter((href) => /^\/knowledge-centre\/[a-z0-9-]+$/.test(href)))];
  expect(articles).toHaveLength(25);
  for (const path of articles) {
    const page = await html(request, path);
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page)![1]!;
    expect([path, structuredDataErrors(JSON.parse(script))]).toEqual([path, []]);
    const article = jsonLd(page).find((n) => n["@type"] === "Article")!;
    expect(article.dateModified, path).toBe("2026-11-27");
    // Dates with an ordinal day, like every date on the site (docs/product.md, "Constants").
    expect(page, path).toContain('Last reviewed <time dateTime="2026-11-27">27th Nov 2026</time>');
    expect(page, path).toMatch(/Published <time dateTime="\d{4}-\d{2}-\d{2}">\d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}<\/time>/);
    expect(page, path).toContain("Terms in this guide");
    const related = /aria-labelledby="related-heading"[\s\S]*$/.exec(page)![0];
    expect(new Set(hrefs(related).filter((href) => href.startsWith("/knowledge-centre/"))).size, path).toBe(3);
    expect(hrefs(page).some((href) => /^\/proforma\/[a-z-]+(\/[a-z-]+)?$/.test(href)), path).toBe(true);
  }
});

test("an article's link starts the questionnaire at its advice area, with that area chosen", async ({ page }) => {
  await page.goto("/knowledge-centre/equity-release");
  await page.getByRole("main").getByRole("link", { name: "Answer the questions about releasing equity from your home" }).click();
  await expect(page).toHaveURL(/\/proforma\/equity-release$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Roughly how much is your home worth?");
  await expect(page.getByRole("link", { name: "equity release (opens in a new tab)", exact: true })).toHaveAttribute("href", "/knowledge-centre/equity-release");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/proforma\/looking-for-advice$/);
  await expect(page.getByRole("checkbox", { name: "Home Equity Release" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Pension" })).not.toBeChecked();
});

test("a question links to the guide that explains it", async ({ page }) => {
  await page.goto("/proforma/looking-for-advice");
  await page.getByRole("checkbox", { name: "Pension" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/proforma\/pensions\/pensions-main$/);
  await expect(page.getByRole("link", { name: /SIPPs and SSASs/ })).toHaveAttribute("href", "/knowledge-centre/sipp-vs-ssas");
});

test("an unknown article is not found", async ({ request }) => {
  expect((await request.get("/knowledge-centre/no-such-article")).status()).toBe(404);
  expect((await request.get("/author/no-such-author")).status()).toBe(404);
  expect((await request.get("/landing-pages/no-such-page")).status()).toBe(404);
});

test("the RSS feed lists every article, newest first", async ({ request }) => {
  const response = await request.get("/knowledge-centre/feed.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  const items = [...xml.matchAll(/<item>[\s\S]*?<pubDate>([^<]+)<\/pubDate>/g)].map((m) => Date.parse(m[1]!));
  expect(items.length).toBeGreaterThanOrEqual(10);
  expect(items).toEqual([...items].sort((a, b) => b - a));
});

test("a landing page leads into the questionnaire", async ({ page }) => {
  await page.goto("/landing-pages/us-connected-investors");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Compare Now" }).first().click();
  await expect(page).toHaveURL(/\/proforma$/);
});

for (const path of ["/knowledge-centre", "/knowledge-centre/inheritance-tax-planning", "/glossary", "/author/daniel-whitcombe", "/landing-pages", "/landing-pages/nearing-retirement"]) {
  test(`${path} has no WCAG A or AA violations`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("on a phone, a table wider than the screen shows a shadow at each edge that has more to scroll to", async ({ page, browser }) => {
  // A phone's width, tall enough that the whole table shows below the sticky header.
  await page.setViewportSize({ width: 390, height: 1600 });
  await page.goto("/knowledge-centre/targeted-support-advice-and-matching");
  await page.getByRole("button", { name: "Reject all" }).click();
  const table = page.getByRole("region", { name: "Table" }).first();
  await table.evaluate((box) => box.scrollIntoView({ block: "center" }));
  const widths = await table.evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
  expect(widths.scroll, "the table is wider than its box").toBeGreaterThan(widths.client + 40);

  // The box is photographed with its table hidden (still taking its room, so the box still
  // scrolls), leaving only what the box itself draws; a blank page of the same browser decodes the
  // picture and reads the darkest pixel in a column 3 px inside each edge.
  const decoder = await browser.newPage();
  const edges = async () => {
    await table.locator("table").evaluate((element) => (element.style.visibility = "hidden"));
    const png = (await table.screenshot({ animations: "disabled" })).toString("base64");
    await table.locator("table").evaluate((element) => (element.style.visibility = ""));
    return decoder.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      const darkest = (x: number) => {
        const { data: pixels } = context.getImageData(x, 0, 1, image.height);
        let min = 255;
        for (let i = 0; i < pixels.length; i += 4) min = Math.min(min, pixels[i]!, pixels[i + 1]!, pixels[i + 2]!);
        return min;
      };
      return { left: darkest(3), right: darkest(image.width - 4) };
    }, png);
  };

  // At the start a paper-coloured cover hides the left shadow; the right edge, with more beyond it, is shaded.
  const atStart = await edges();
  expect(atStart.right, "shadow on the right at the start").toBeLessThan(240);
  expect(atStart.left, "no shadow on the left at the start").toBeGreaterThan(248);

  await table.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  const atEnd = await edges();
  expect(atEnd.left, "shadow on the left at the end").toBeLessThan(240);
  expect(atEnd.right, "no shadow on the right at the end").toBeGreaterThan(248);
  await decoder.close();
});
