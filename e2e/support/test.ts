import { test as base, type Page } from "@playwright/test";

// Everything else as Playwright has it; `test` (below) takes the place of Playwright's.
export * from "@playwright/test";

/**
 * The journeys' `test`: Playwright's, with every page waiting for React after a navigation.
 *
 * The site asks for its scripts only after a page's first paint (server/documents.mjs), so the
 * load event, which Playwright's navigations wait for, now comes before React has taken over the
 * page, and a click made at once would find no handler. A navigation therefore also waits until
 * React has hydrated the document (hydrateRoot marks it; React then replays a click made while it
 * finishes). Pages that have no page loader (files, JSON, pages sent unchanged) are ready at load.
 * A test that keeps the scripts from loading says `test.use({ waitForReact: false })`.
 */
export const test = base.extend<{ waitForReact: boolean; hydratedNavigations: void }>({
  waitForReact: [true, { option: true }],
  hydratedNavigations: [
    async ({ page, waitForReact }, use) => {
      waitForReactAfterNavigations(Object.getPrototypeOf(page) as Page);
      if (!waitForReact) unhydrated.add(page);
      await use();
      unhydrated.delete(page);
    },
    { auto: true },
  ],
});

/** Pages whose tests keep React away. */
const unhydrated = new WeakSet<Page>();

const PATCHED = Symbol("hydrated navigations");

function waitForReactAfterNavigations(proto: Page & { [PATCHED]?: true }) {
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  for (const name of ["goto", "reload", "goBack", "goForward", "waitForURL"] as const) {
    const navigate = proto[name] as (this: Page, ...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(proto, name, {
      configurable: true,
      writable: true,
      value: async function (this: Page, ...args: unknown[]) {
        const result = await navigate.apply(this, args);
        if (!unhydrated.has(this)) await waitForHydration(this);
        return result;
      },
    });
  }
}

/** Resolves once React has hydrated the document, or at once when the page has no page loader. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById("page-loader") || Object.keys(document).some((key) => key.startsWith("__reactContainer$")),
    null,
    { timeout: 20_000 },
  );
}
