/**
 * Compressed JavaScript the home page loads before any choice, and what accepting all adds.
 * Usage: node scripts/bench/measure-consent-js.mjs http://127.0.0.1:3850 (against a running build);
 * used to check that error reporting costs nothing when NEXT_PUBLIC_SENTRY_DSN is unset.
 */
import { chromium } from "@playwright/test";
import { launchOptions } from "./home.mjs";

/**
 * Waits until the page has asked for no script in 2 s. Next.js fetches the code of the pages a page
 * links to once it is idle, later on a slow machine than "networkidle" may say: without this, those
 * would be counted as what accepting adds.
 */
export async function scriptsSettled(page) {
  let asked = 0;
  const count = (request) => {
    if (request.resourceType() === "script") asked += 1;
  };
  page.on("request", count);
  try {
    for (let seen = -1; seen !== asked; ) {
      seen = asked;
      await page.waitForTimeout(2000);
      await page.waitForLoadState("networkidle");
    }
  } finally {
    page.off("request", count);
  }
}

export async function consentJavascript(url) {
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "script") scripts.push(request);
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await scriptsSettled(page);
    const sum = async (list) => {
      let bytes = 0;
      for (const request of list) bytes += (await request.sizes()).responseBodySize;
      return bytes;
    };
    const before = { bytes: await sum(scripts), files: scripts.length };
    await page.getByRole("button", { name: "Accept all" }).click();
    await page.waitForTimeout(1000);
    await page.waitForLoadState("networkidle");
    const added = scripts.slice(before.files);
    return { before, afterAccept: { bytes: await sum(added), files: added.length, urls: added.map((r) => new URL(r.url()).pathname) } };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await consentJavascript(process.argv[2] ?? "http://127.0.0.1:3850"), null, 2));
}
