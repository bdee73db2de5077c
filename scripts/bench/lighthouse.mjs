/**
 * Lighthouse scores (mobile, Lighthouse's default form factor and simulated throttling) for one
 * URL, in Debian's Chromium with the flags the browser journeys use.
 * Minimal version written for the content bench; another branch may bring a fuller one.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { launchOptions } from "./home.mjs";

export async function lighthouseScores(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: launchOptions.executablePath,
    chromeFlags: [...launchOptions.args, "--headless"],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    const categories = result?.lhr.categories ?? {};
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
    };
  } finally {
    await chrome.kill();
  }
}
