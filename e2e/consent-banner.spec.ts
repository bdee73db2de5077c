import { expect, test } from "./support/test";

/**
 * The consent banner is in the server's HTML, so a new visitor sees it with the first paint; a
 * head script hides it before paint once a choice is stored. Blocking the site's JavaScript
 * chunks leaves only that server HTML and the inline head script to judge.
 */
test.describe("the consent banner before the page comes alive", () => {
  test.use({ waitForReact: false });
  test.beforeEach(async ({ context }) => {
    await context.route("**/_next/static/chunks/**/*.js", (route) => route.abort());
  });

  test("shows for a visitor who has not chosen", async ({ page }) => {
    await page.goto("/about-us");
    await expect(page.getByRole("region", { name: "Your cookie choices" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reject all" })).toBeVisible();
  });

  test("stays hidden for a visitor who has chosen", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "wm_consent", value: `1.00.${Date.now()}`, url: baseURL! }]);
    await page.goto("/about-us");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Your cookie choices" })).toBeHidden();
  });
});

test("a stored choice this version cannot read brings the banner back", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "wm_consent", value: "0.11.123", url: baseURL! }]);
  await page.goto("/about-us");
  await expect(page.getByRole("region", { name: "Your cookie choices" })).toBeVisible();
});
