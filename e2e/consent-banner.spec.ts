import { expect, holdScripts, openPage, reactHasTakenOver, test, withoutScripts, type Page } from "./support/test";

/**
 * The consent banner is in the server's HTML, so a new visitor sees it with the first paint; a
 * head script hides it before paint once a choice is stored. Blocking the site's JavaScript
 * chunks leaves only that server HTML and the inline head script to judge.
 */
test.describe("the consent banner before the page comes alive", () => {
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

test("with scripts off there is nothing to consent to: no banner and no Cookie settings button", async ({ browser, baseURL }) => {
  await withoutScripts(browser, baseURL, async (page, context) => {
    await page.goto("/about-us");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[data-consent-banner]")).toHaveCount(1);
    await expect(page.locator("[data-consent-banner]")).toBeHidden();
    await expect(page.locator("[data-cookie-settings]")).toHaveCount(1);
    await expect(page.locator("[data-cookie-settings]")).toBeHidden();
    expect(await context.cookies()).toEqual([]);
  });
});

test("a visitor who has chosen sees no banner in any frame, before or after the page comes alive", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "wm_consent", value: `1.10.${Date.now()}`, url: baseURL! }]);
  // Every frame from the first, the banner's state as drawn (React renders as for no choice while it hydrates).
  await context.addInitScript(() => {
    const seen: boolean[] = ((window as unknown as { bannerSeen: boolean[] }).bannerSeen = []);
    const look = () => {
      const banner = document.querySelector("[data-consent-banner]");
      seen.push(banner !== null && banner.checkVisibility());
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto("/about-us");
  const framesSeen = () => page.evaluate(() => (window as unknown as { bannerSeen: boolean[] }).bannerSeen.length);
  // Frames drawn before React took the page over, and ten more after it did.
  await expect.poll(() => reactHasTakenOver(page)).toBe(true);
  const atTakeOver = await framesSeen();
  await expect.poll(framesSeen).toBeGreaterThan(atTakeOver + 10);
  await expect(page.getByRole("region", { name: "Your cookie choices" })).toBeHidden();
  const seen = await page.evaluate(() => (window as unknown as { bannerSeen: boolean[] }).bannerSeen);
  expect(seen.filter(Boolean)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-consent-chosen"))).toBe(true);
});

test("a stored choice this version cannot read brings the banner back", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "wm_consent", value: "0.11.123", url: baseURL! }]);
  await page.goto("/about-us");
  await expect(page.getByRole("region", { name: "Your cookie choices" })).toBeVisible();
});

/** A press on a banner button before React runs is marked by the head script and acted on once it does (src/lib/early-press.ts). */
test.describe("a click on the banner before the page comes alive", () => {
  for (const [button, stored] of [["Accept all", /^1\.11\.\d+$/], ["Reject all", /^1\.00\.\d+$/]] as const) {
    test(`${button} is acted on once the page comes alive`, async ({ page, context }) => {
      const release = await holdScripts(context);
      await page.goto("/about-us", { waitUntil: "domcontentloaded" });
      await page.getByRole("button", { name: button }).click();
      const consentCookie = async () => (await context.cookies()).find((cookie) => cookie.name === "wm_consent")?.value;
      expect(await consentCookie()).toBeUndefined();
      await expect(page.getByRole("region", { name: "Your cookie choices" })).toBeVisible();

      await release();
      await expect(page.getByRole("region", { name: "Your cookie choices" })).toBeHidden({ timeout: 15_000 });
      expect(await consentCookie()).toMatch(stored);
    });
  }

  test("Manage cookies opens the settings once the page comes alive", async ({ page, context }) => {
    const release = await holdScripts(context);
    await page.goto("/about-us", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Manage cookies" }).click();
    await expect(page.getByRole("dialog", { name: "Cookie settings" })).toBeHidden();

    await release();
    await expect(page.getByRole("dialog", { name: "Cookie settings" })).toBeVisible({ timeout: 15_000 });
  });
});

/** Keyboard use of the banner and the settings dialog (docs/shell.md, "Keyboard"). */
test.describe("the banner from the keyboard", () => {
  const focused = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent?.trim() || document.activeElement?.tagName);

  test("the skip link is the first Tab stop while the banner shows, and the banner follows it", async ({ page }) => {
    await openPage(page, "/about-us");
    await expect(page.getByRole("region", { name: "Your cookie choices" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("region", { name: "Your cookie choices" }).getByRole("link", { name: "Our cookie policy" })).toBeFocused();
  });

  test("the dialog opened from Manage cookies hands focus back to it when closed with Escape", async ({ page }) => {
    await openPage(page, "/about-us");
    await page.getByRole("button", { name: "Manage cookies" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Cookie settings" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Manage cookies" })).toBeFocused();
  });

  test("a choice made in the dialog opened from the banner moves focus to the main content", async ({ page }) => {
    await openPage(page, "/about-us");
    await page.getByRole("button", { name: "Manage cookies" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Cookie settings" });
    await dialog.getByRole("button", { name: "Reject all" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("region", { name: "Your cookie choices" })).toBeHidden();
    await expect.poll(() => focused(page)).toBe("main");
  });

  for (const button of ["Accept all", "Reject all"]) {
    test(`${button} on the banner moves focus to the main content, not the page itself`, async ({ page }) => {
      await openPage(page, "/about-us");
      await page.getByRole("button", { name: button }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("region", { name: "Your cookie choices" })).toBeHidden();
      await expect.poll(() => focused(page)).toBe("main");
    });
  }

  test("the dialog opened from the footer's Cookie settings hands focus back to that button", async ({ page }) => {
    await openPage(page, "/about-us");
    const footerButton = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
    await footerButton.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Cookie settings" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(footerButton).toBeFocused();
  });
});
