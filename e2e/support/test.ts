import type { BrowserContext, Page } from "@playwright/test";

// The journeys use Playwright's own `test` and `expect`: the site is served by Next.js's own
// server, and a page's load event comes after its scripts, as in any Next.js app.
export * from "@playwright/test";

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
