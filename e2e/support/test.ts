import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";

// The journeys use Playwright's own `test` and `expect`: the site is served by Next.js's own
// server, and a page's load event comes after its scripts, as in any Next.js app.
export * from "@playwright/test";

/**
 * A browser with scripts turned off, as some visitors have it: `run` is given a page in a fresh
 * context of its own (and the context, for its cookies), closed afterwards whatever happens.
 */
export async function withoutScripts(browser: Browser, baseURL: string | undefined, run: (page: Page, context: BrowserContext) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

/**
 * Holds back every script Next.js serves (not the stylesheets, which the page waits for) until `release` is called, so that React cannot
 * take the page over before then: what a visitor does on a slow phone before the scripts have run.
 */
export async function holdScripts(target: Page | BrowserContext): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await target.route("**/_next/static/chunks/**/*.js", async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return async () => {
    release();
    await target.unroute("**/_next/static/chunks/**/*.js");
  };
}

/** Whether React has taken the page over (hydrateRoot marks the document). */
export async function reactHasTakenOver(page: Page): Promise<boolean> {
  return page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
}

/**
 * Opens `path` and waits for the app's visitor look-up (GET /api/visitor, which creates no visitor:
 * docs/architecture.md, "Visitors and sessions"), the sign that the page's scripts have started.
 */
export async function openPage(page: Page, path: string) {
  const lookUp = page.waitForResponse((r) => r.url().endsWith("/api/visitor") && r.request().method() === "GET", { timeout: 45_000 });
  const response = await page.goto(path);
  return { response, lookUp: await lookUp };
}

/** Waits for the browser to draw two more frames: whatever a scroll or a style change sets off has been laid out and handled. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** An address no other run has used. */
export const uniqueEmail = (label: string, domain = "example.co.uk") => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@${domain}`;

/**
 * The head script held a press made before React took the page over (src/lib/early-press.ts marks
 * the form or button `data-pressed`): no plain form post, no lost press.
 */
export async function expectPressHeld(page: Page): Promise<void> {
  await expect(page.locator("[data-pressed]")).toHaveCount(1);
}
