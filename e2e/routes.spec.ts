import { expect, test } from "@playwright/test";

/**
 * Every route of SPEC §2 and DECISIONS §2 answers. Routes whose feature has not landed yet show
 * an honest "Coming soon" notice inside the site's header and footer; each issue that builds one
 * moves it from `provisional` to `built`.
 */
const built = ["/", "/proforma", "/proforma/philosophy", "/proforma/pensions/pensions-main", "/proforma/investments/investment-main", "/proforma/selling-business/due-diligence", "/proforma/exact-value", "/lloyds/have-an-account", "/lloyds/amount-to-invest"];

const provisional = [
  "/proforma/results",
  "/contact-us",
  "/about-us",
  "/affiliate-partnerships",
  "/knowledge-centre",
  "/knowledge-centre/choosing-a-wealth-manager",
  "/glossary",
  "/author/editorial-team",
  "/landing-pages",
  "/landing-pages/selling-your-business",
  "/terms/terms-and-conditions",
  "/terms/privacy-policy",
  "/terms/cookie-policy",
  "/terms/acceptable-use-policy",
  "/wealth-managers",
  "/wealth-managers/saltus",
  "/account",
  "/account/sign-in",
  "/account/sign-up",
  "/sales-portal",
  "/sales-portal/saltus",
];

for (const path of built) {
  test(`${path} is built`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Coming soon", { exact: true })).toHaveCount(0);
  });
}

for (const path of provisional) {
  test(`${path} answers with an honest notice until its feature lands`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Coming soon", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the home page" })).toBeVisible();
  });
}

test("an unknown insurer-flow step is not found", async ({ page }) => {
  const response = await page.goto("/lloyds/not-a-step");
  expect(response?.status()).toBe(404);
});

test("the provisional API routes say plainly they are not available yet", async ({ request }) => {
  for (const path of ["/api/providers"]) {
    const response = await request.get(path);
    expect(response.status()).toBe(501);
  }
});
