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

for (const path of built) {
  test(`${path} is built`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Coming soon", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  });
}

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
