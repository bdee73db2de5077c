import { expect, test } from "./support/test";

/**
 * Every page route of docs/product.md, "Pages", answers with its real page (the member and
 * back-office routes, which redirect or refuse by role, are covered in accounts.spec.ts and
 * sales-portal.spec.ts).
 */
const built = [
  "/",
  "/proforma",
  "/proforma/philosophy",
  "/proforma/pensions/pensions-main",
  "/proforma/investments/investment-main",
  "/proforma/selling-business/due-diligence",
  "/proforma/exact-value",
  "/lloyds/have-an-account",
  "/lloyds/amount-to-invest",
  "/knowledge-centre",
  "/knowledge-centre/choosing-a-wealth-manager",
  "/glossary",
  "/author/priya-raman",
  "/landing-pages",
  "/landing-pages/selling-your-business",
  "/wealth-managers",
  "/wealth-managers/saltus",
  "/account/sign-in",
  "/account/sign-up",
  "/contact-us",
  "/about-us",
  "/affiliate-partnerships",
  "/terms/terms-and-conditions",
  "/terms/privacy-policy",
  "/terms/cookie-policy",
  "/terms/acceptable-use-policy",
];

/**
 * How many times the page's inline stylesheet is written into its HTML: once in its <style> element
 * and once more in the page's data (docs/architecture.md, "Serving and speed"). Counted by a stretch
 * of the stylesheet with nothing the page's data would escape.
 */
function stylesheetCopies(html: string): { styles: number; copies: number } {
  const styles = [...html.matchAll(/<style data-precedence="next"[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  const stretch = styles[0]?.match(/[^"'\\<>&\n]{60}/)?.[0];
  return { styles: styles.length, copies: stretch ? html.split(stretch).length - 1 : 0 };
}

for (const path of built) {
  test(`${path} is built`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Coming soon", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    expect(stylesheetCopies(await response!.text())).toEqual({ styles: 1, copies: 2 });
  });
}

test("a firm's profile typed in other letter case leads to the profile; an unknown firm is not found", async ({ page, request }) => {
  const moved = await request.get("/wealth-managers/JHP", { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(new URL(moved.headers()["location"] ?? "", "http://site.test").pathname).toBe("/wealth-managers/jhp");
  await page.goto("/wealth-managers/JHP");
  expect(new URL(page.url()).pathname).toBe("/wealth-managers/jhp");
  expect((await page.goto("/wealth-managers/no-such-firm"))?.status()).toBe(404);
});

test("an unknown insurer-flow step is not found", async ({ page }) => {
  const response = await page.goto("/lloyds/not-a-step");
  expect(response?.status()).toBe(404);
});

test("every public page names its canonical address", async ({ page }) => {
  const indexable = built.filter((path) => !/^\/(proforma\/|lloyds\/|account\/)/.test(path));
  for (const path of indexable) {
    await page.goto(path);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical, path).not.toBeNull();
    expect(new URL(canonical!).pathname, path).toBe(path);
  }
});

test("the icons answer at the addresses asked for by name", async ({ request }) => {
  // Pages name a data: URL icon; /favicon.ico is for what asks by that name, /apple-icon for home screens.
  for (const [path, size] of [["/favicon.ico", 48], ["/apple-icon", 180]] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toBe("image/png");
    const body = await response.body();
    expect(body.subarray(1, 4).toString("latin1"), `${path} is a PNG`).toBe("PNG");
    // The PNG's header gives its width and height.
    expect([body.readUInt32BE(16), body.readUInt32BE(20)], `${path} size`).toEqual([size, size]);
  }
});
