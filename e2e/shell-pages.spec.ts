import AxeBuilder from "@axe-core/playwright";
import { expect, openPage, test } from "./support/test";
import { vnuErrors } from "./support/vnu";

/** The shell's pages (docs/shell.md): accessibility, valid HTML, metadata and structured data on each. */
const pages = [
  { path: "/", h1: "Find the wealth manager that fits you" },
  { path: "/about-us", h1: "A simpler way to find the right wealth manager" },
  { path: "/contact-us", h1: "Talk to us" },
  { path: "/affiliate-partnerships", h1: "Help your audience find the right wealth manager" },
  { path: "/terms/terms-and-conditions", h1: "Terms and conditions" },
  { path: "/terms/privacy-policy", h1: "Privacy policy" },
  { path: "/terms/cookie-policy", h1: "Cookie policy" },
  { path: "/terms/acceptable-use-policy", h1: "Acceptable use policy" },
];

const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the footer, laid out only when near, stands in at about its real height", async ({ page }) => {
      await page.goto("/");
      const footer = page.locator("#site-footer");
      // Far from the viewport it is not laid out: its height is the stand-in (--drawn-height).
      const standIn = await footer.evaluate((el) => el.getBoundingClientRect().height);
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByRole("button", { name: "Sign up" })).toBeVisible();
      // The browser finds the footer near at its next frame after the scroll, and only then lays it out.
      await expect.poll(() => footer.evaluate((el) => el.getBoundingClientRect().height)).not.toBe(standIn);
      const drawn = await footer.evaluate((el) => el.getBoundingClientRect().height);
      // Close enough that a jump to the foot of the page lands at the foot.
      expect(Math.abs(standIn - drawn) / drawn).toBeLessThan(0.15);
    });

    for (const { path, h1 } of pages) {
      test(`${path} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
        const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
        // axe leaves some contrast checks "incomplete"; a filled button whose text is the colour of its fill is caught here.
        const invisible = await page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLElement>("a, button"))
            .filter((el) => {
              const style = getComputedStyle(el);
              return style.backgroundColor !== "rgba(0, 0, 0, 0)" && style.color === style.backgroundColor && el.offsetParent !== null;
            })
            .map((el) => el.textContent),
        );
        expect(invisible).toEqual([]);
      });
    }
  });
}

test("the open mobile menu, the sticky header and the 404 page have no WCAG 2.2 A/AA violations", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The header's banner shows where the footer banner does not (docs/product.md, "Pages": one at a time).
  await page.goto("/about-us");
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(page.getByTestId("sticky-matches-banner")).toBeVisible();
  let results = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  results = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await page.goto("/no-such-page");
  results = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test("the Nu HTML Checker finds no error on any page", async ({ request }) => {
  test.setTimeout(120_000);
  const documents: Record<string, string> = {};
  for (const { path } of pages) documents[path] = await (await request.get(path)).text();
  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  documents["/not-found"] = await missing.text();
  const errors = await vnuErrors(documents);
  expect(errors.map((e) => `${e.url.split("/").pop()}: ${e.message} ${e.extract ?? ""}`)).toEqual([]);
});

test("each page has its own title, description, canonical URL, Open Graph and one structured-data graph", async ({ page }) => {
  const titles = new Set<string>();
  for (const { path } of pages) {
    await page.goto(path);
    const title = await page.title();
    expect(title, path).toMatch(/Wealth Match/);
    titles.add(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname, path).toBe(path);
    expect(new URL((await page.locator('meta[property="og:url"]').getAttribute("content"))!).pathname).toBe(path);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /\S/);
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "Wealth Match");
    const graphs = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(graphs, path).toHaveLength(1);
    const graph = JSON.parse(graphs[0]!)["@graph"] as { "@type": string; name?: string; url?: string; areaServed?: unknown[]; founder?: unknown[] }[];
    const types = graph.map((node) => node["@type"]);
    expect(types.slice(0, 3)).toEqual(["FinancialService", "WebSite", "Service"]);
    expect(graph[2]).toMatchObject({ name: "Wealth Manager Matching Service", serviceType: "Advisory referral" });
    expect(graph[0]!.founder?.length).toBeGreaterThan(0);
    expect(graph.at(-1)!.url!.endsWith(path)).toBe(true);
  }
  expect(titles.size).toBe(pages.length);
});

test("sitemap.xml, robots.txt and the icons are served", async ({ request, page }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const { path } of pages) expect(sitemap).toContain(`${path === "/" ? "/" : path}</loc>`);
  for (const path of ["/knowledge-centre/choosing-a-wealth-manager", "/author/priya-raman", "/landing-pages/selling-your-business", "/wealth-managers/saltus"]) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
  expect(sitemap).not.toContain("/sales-portal");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Disallow: \/sales-portal/);
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  await page.goto("/");
  // The tab's icon is in the page itself (no request while the page is first drawn); the manifest's is a file.
  const icon = await page.locator('link[rel="icon"]').first().getAttribute("href");
  expect(icon).toMatch(/^data:image\/svg\+xml,%3Csvg/);
  expect(await page.evaluate((href) => new Promise((resolve) => Object.assign(new Image(), { onload: () => resolve(true), onerror: () => resolve(false), src: href })), icon)).toBe(true);
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  for (const { src, type } of manifest.icons as { src: string; type: string }[]) expect((await request.get(src)).headers()["content-type"]).toContain(type);
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect((await request.get(apple!)).headers()["content-type"]).toBe("image/png");
  // The footer's social marks are image files, fetched only as the footer comes into view.
  const marks = page.getByRole("list", { name: "Follow us" }).locator("img");
  await expect(marks).toHaveCount(2);
  expect(await marks.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(false);
  await marks.first().scrollIntoViewIfNeeded();
  for (const mark of await marks.all()) await expect.poll(() => mark.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
});

test("an unknown page is a helpful 404 inside the site's header and footer", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We cannot find that page");
  // The not-found page's own title, not the home page's.
  await expect(page).toHaveTitle("Page not found | Wealth Match");
  await expect(page.getByRole("link", { name: /The home page/ })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: /Contact us/ }).last()).toBeVisible();
  await expect(page.locator("#site-footer")).toBeVisible();
  // Drawn with the site's stylesheet, though no page of the site answered the address.
  await expect(page.locator("#site-footer")).toHaveCSS("background-color", "rgb(8, 26, 18)");
});

test("the privacy policy lists each kind of data with its retention, tracking for the configured months", async ({ page }) => {
  await page.goto("/terms/privacy-policy");
  const table = page.getByRole("table", { name: "The personal data we collect" });
  await expect(table.getByRole("rowheader")).toHaveCount(17);
  for (const row of [/Your first meetings/, /What came of your first meeting/, /Your reviews/]) await expect(table.getByRole("row", { name: row })).toBeVisible();
  await expect(table.getByRole("row", { name: /Sign-in links/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /Protection against abuse/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /Your introductions/ })).toContainText("closes after 6 months");
  await expect(table.getByRole("row", { name: /Copies of the e-mails/ })).toContainText("90 days after the e-mail was written");
  await expect(table.getByRole("row", { name: /Visit tracking/ })).toContainText("13 months, then deleted.");
  await expect(table.getByRole("row", { name: /Visit tracking/ })).toContainText("Consent");
});

test("the cookie policy lists every stored item, grouped by consent category", async ({ page }) => {
  await page.goto("/terms/cookie-policy");
  const necessary = page.getByRole("table", { name: "Strictly necessary cookies and storage" });
  for (const name of ["better-auth.session_token", "userData", "profileData", "contactUsData", "searchTerm"])
    await expect(necessary.getByRole("rowheader", { name, exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Analytics" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Marketing" })).toBeVisible();
});

test("on a phone the policies' tables are cards, each item read whole without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/terms/cookie-policy");
  const necessary = page.getByRole("list", { name: "Strictly necessary cookies and storage" });
  const session = necessary.getByRole("listitem").filter({ hasText: "better-auth.session_token" });
  await expect(session).toBeVisible();
  // Every column's heading and text are there, the duration included, inside the screen's width.
  for (const label of ["Name", "Type", "Purpose", "How long it lasts", "Set by"]) await expect(session.getByRole("term").filter({ hasText: label })).toBeVisible();
  const box = await session.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole("table", { name: "Strictly necessary cookies and storage" })).toBeHidden();
});

test("the newsletter's refusal is said above the fields it marks, as its words say", async ({ page }) => {
  await openPage(page, "/about-us");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("First name").fill("Ann");
  await footer.getByLabel("Last name").fill("Smith");
  await footer.getByLabel("E-mail address").fill("not an address");
  await footer.getByRole("button", { name: "Sign up" }).click();
  const summary = footer.getByRole("alert").filter({ hasText: "Please correct the field marked below." });
  await expect(summary).toBeVisible();
  // Every field and the button come after the summary, in the page and on the screen (the hidden
  // inputs React writes for a server action's form are neither).
  const after = await summary.evaluate((element) =>
    [...element.closest("form")!.querySelectorAll("input:not([type=hidden]), button")].every(
      (field) => element.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING && field.getBoundingClientRect().top >= element.getBoundingClientRect().bottom,
    ),
  );
  expect(after).toBe(true);
});
