/**
 * Every public page against a bare Next.js page, side by side in one run (docs/performance.md):
 *
 * - Lighthouse (mobile, its default simulated throttling) on the bare page and on home, a question
 *   step, an article, a provider profile, the glossary and the results page, alternating pages so
 *   that a busy moment of the shared machine falls on all of them alike, `LIGHTHOUSE_RUNS` rounds
 *   (default 3); each figure is the median of its page's runs.
 * - First-load JavaScript of each page in Chromium (the compressed bytes of the scripts requested
 *   before the load event) and its ratio to the bare page's.
 * - Layout shift on a phone (390 × 844): at load, and while a visitor scrolls to the foot of the
 *   page and back.
 *
 * Each row says whether the page's medians meet its targets. Lighthouse's LCP is listed with its ratio
 * to the bare page's but is not one of them: the largest paint is held against the bare page's on the
 * throttled phone (phone.mjs), where a real Chromium draws it, since Lighthouse's estimate of it turns
 * on a race between the paint and the scripts on an unthrottled load (see scriptBytesBeforePaint).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium, devices } from "@playwright/test";
import { javascriptBytes, launchOptions } from "./home.mjs";
import { median } from "./load.mjs";

export const PAGES = [
  { id: "bare", label: "bare Next.js page", path: "/" },
  { id: "home", label: "home", path: "/" },
  { id: "question", label: "question step", path: "/proforma/looking-for-advice" },
  { id: "article", label: "article", path: "/knowledge-centre/choosing-a-wealth-manager" },
  { id: "provider", label: "provider profile", path: "/wealth-managers/rothschild" },
  { id: "glossary", label: "glossary", path: "/glossary" },
  { id: "results", label: "results page", path: "/proforma/results" },
];

/** Pages a phone visitor scrolls through (the results page too, with its matches and forms). */
const SCROLLED = ["home", "question", "article", "provider", "glossary", "results"];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * A visitor with a finished questionnaire, as the questionnaire makes one (anonymous visit, then
 * the answers stored), so that the results page shows matches: answers the session cookie.
 */
export async function visitorWithMatches(siteUrl) {
  const started = await fetch(`${siteUrl}/api/visitor`, { method: "POST", headers: { origin: siteUrl } });
  if (!started.ok) throw new Error(`starting a visit failed: ${started.status}`);
  const cookie = started.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  const answers = { investPortfolio: true, gia: true, isa: true, giaValue: 750_000, isaValue: 125_000, taxResidence: "GB", age: 52 };
  const stored = await fetch(`${siteUrl}/api/submissions`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, origin: siteUrl },
    body: JSON.stringify({ answers }),
  });
  if (!stored.ok) throw new Error(`storing the answers failed: ${stored.status} ${await stored.text()}`);
  // No cookie choice: like a visitor who answered every question without answering the banner.
  return cookie;
}

/** One Lighthouse run, tried again (up to three times in all) when Lighthouse itself fails to record. */
async function lighthouseRun(url, cookie) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, cookie);
    } catch (error) {
      if (attempt >= 3 || !/could not load|NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/.test(String(error))) throw error;
      console.log(`  Lighthouse failed on ${url} (${error.message}); trying again`);
    }
  }
}

/**
 * The compressed bytes of the scripts that had finished downloading before the page's observed
 * largest paint. Lighthouse's simulated LCP keeps such scripts in its estimate (docs/architecture.md,
 * "Serving and speed"), so this says which way the race between the paint and the scripts went in a run.
 */
function scriptBytesBeforePaint(lhr) {
  const paintTs = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaintTs;
  const requests = lhr.audits["network-requests"]?.details;
  const startTs = requests?.debugData?.networkStartTimeTs;
  if (!Number.isFinite(paintTs) || !Number.isFinite(startTs)) return NaN;
  return requests.items
    .filter((request) => request.resourceType === "Script" && Number.isFinite(request.networkEndTime) && startTs + request.networkEndTime * 1000 <= paintTs)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

/**
 * The page's document as received, headers included: what Lighthouse's simulated connection
 * delivers, 14,600 bytes in its first round trip (docs/architecture.md).
 */
function documentBytes(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  return requests.find((request) => request.resourceType === "Document")?.transferSize ?? NaN;
}

/** What a new connection delivers in its first round trip in Lighthouse's model (10 segments of 1,460 bytes). */
export const FIRST_ROUND_TRIP_BYTES = 14_600;

async function lighthouseOnce(url, cookie) {
  const chrome = await chromeLauncher.launch({ chromePath: launchOptions.executablePath, chromeFlags: [...launchOptions.args, "--headless"] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`Lighthouse was sent from ${url} to ${lhr.finalDisplayedUrl}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
      lcpMs: audit("largest-contentful-paint"),
      fcpMs: audit("first-contentful-paint"),
      tbtMs: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      scriptsBeforePaint: scriptBytesBeforePaint(lhr),
      documentBytes: documentBytes(lhr),
      // Audits that cost points, so a run that misses a target says why.
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && !["informative", "manual", "notApplicable"].includes(a.scoreDisplayMode))
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Layout shift on a phone: the largest session window of shifts (as Core Web Vitals count CLS)
 * during load, then during a scroll to the foot of the page and back up, in 120 px steps.
 */
export async function phoneLayoutShift(url, cookie) {
  const browser = await chromium.launch(launchOptions);
  try {
    const context = await browser.newContext({ ...devices["iPhone 13"], viewport: { width: 390, height: 844 } });
    if (cookie) {
      const { hostname } = new URL(url);
      await context.addCookies(cookie.split("; ").map((pair) => ({ name: pair.split("=")[0], value: pair.slice(pair.indexOf("=") + 1), domain: hostname, path: "/" })));
    }
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts = [];
      window.__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) shifts.push({ value: entry.value, time: entry.startTime });
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(1500);
    const loadShifts = await page.evaluate(() => window.__shifts.length);
    await page.evaluate(async () => {
      const pause = () => new Promise((resolve) => setTimeout(resolve, 60));
      const bottom = () => document.documentElement.scrollHeight - window.innerHeight;
      while (window.scrollY < bottom() - 1) {
        window.scrollBy(0, 120);
        await pause();
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      while (window.scrollY > 0) {
        window.scrollBy(0, -120);
        await pause();
      }
    });
    await page.waitForTimeout(1000);
    const shifts = await page.evaluate(() => window.__shifts);
    return { load: sessionWindowMax(shifts.slice(0, loadShifts)), scrolling: sessionWindowMax(shifts.slice(loadShifts)) };
  } finally {
    await browser.close();
  }
}

/** CLS as Core Web Vitals define it: the largest sum of shifts less than 1 s apart, within 5 s. */
export function sessionWindowMax(shifts) {
  let max = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const { value, time } of shifts) {
    if (time - last > 1000 || time - first > 5000) {
      sum = 0;
      first = time;
    }
    sum += value;
    last = time;
    max = Math.max(max, sum);
  }
  return max;
}

const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : "–");
const kilobytes = (bytes) => (Number.isFinite(bytes) ? `${Math.round(bytes / 1024)} KB` : "–");

/** The bench suite: one table, a page a row, and the machine-readable medians. */
export async function benchPages({ server, bare }) {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const cookie = await visitorWithMatches(server.url);
  const urlOf = (page) => `${page.id === "bare" ? bare.url : server.url}${page.path}`;
  const cookieOf = (page) => (page.id === "results" ? cookie : undefined);

  // Every page is asked for twice first, as a browser asks for a page, as on a site in use: the
  // first request of a page rendered per request compiles and caches its code paths.
  for (const page of PAGES) {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(urlOf(page), { headers: { accept: "text/html", "accept-encoding": "br, gzip", "sec-fetch-dest": "document", ...(cookieOf(page) ? { cookie: cookieOf(page) } : {}) } });
      await response.arrayBuffer();
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));

  const results = Object.fromEntries(PAGES.map((page) => [page.id, []]));
  for (let round = 0; round < runs; round++) {
    for (const page of PAGES) {
      const run = await lighthouseRun(urlOf(page), cookieOf(page));
      results[page.id].push(run);
      console.log(`  round ${round + 1}, ${page.label}: performance ${run.scores.performance}, LCP ${Math.round(run.lcpMs)} ms, CLS ${run.cls.toFixed(3)}, scripts done before the paint ${kilobytes(run.scriptsBeforePaint)}`);
    }
  }

  const javascript = {};
  const shifts = {};
  for (const page of PAGES) {
    javascript[page.id] = await javascriptBytes(urlOf(page), cookieOf(page));
    if (SCROLLED.includes(page.id)) shifts[page.id] = await phoneLayoutShift(urlOf(page), cookieOf(page));
  }

  const medianOf = (id) => {
    const list = results[id];
    return {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(list.map((r) => r.scores[c]))])),
      lcpMs: median(list.map((r) => r.lcpMs)),
      documentBytes: median(list.map((r) => r.documentBytes)),
      tbtMs: median(list.map((r) => r.tbtMs)),
      cls: median(list.map((r) => r.cls)),
      failing: [...new Set(list.flatMap((r) => r.failing))],
    };
  };
  const base = medianOf("bare");
  const baseJs = javascript.bare.gzipBytes;

  const headers = ["page", "performance", "vs bare", "LCP", "LCP ÷ bare (listed; the phone's largest paint is the target)", `document with headers (first round trip: ${FIRST_ROUND_TRIP_BYTES} B)`, "scripts done before the paint, each run", "CLS at load", "CLS scrolling", "a11y", "best practices", "SEO", "JS (compressed)", "JS ÷ bare", "targets met"];
  const rows = [];
  const figures = {};
  for (const page of PAGES) {
    const m = medianOf(page.id);
    const js = javascript[page.id].gzipBytes;
    const jsRatio = js / baseJs;
    const lcpRatio = m.lcpMs / base.lcpMs;
    const shift = shifts[page.id];
    const jsLimit = page.id === "home" ? 1.1 : page.id === "question" ? 1.25 : null;
    const checks = {
      performance: m.scores.performance >= 95 && m.scores.performance >= base.scores.performance - 3,
      "CLS at load": m.cls <= 0.01 && (!shift || shift.load <= 0.01),
      "CLS scrolling": !shift || shift.scrolling <= 0.05,
      "a11y, best practices, SEO": m.scores.accessibility === 100 && m.scores["best-practices"] === 100 && m.scores.seo === 100,
      JS: jsLimit === null || jsRatio <= jsLimit,
    };
    const missed = Object.entries(checks)
      .filter(([, ok]) => !ok)
      .map(([name]) => name);
    figures[page.id] = { ...m, jsBytes: js, jsRatio, lcpRatio, shift, missed };
    rows.push([
      page.label,
      m.scores.performance,
      page.id === "bare" ? "" : `${m.scores.performance - base.scores.performance >= 0 ? "+" : ""}${m.scores.performance - base.scores.performance}`,
      `${Math.round(m.lcpMs)} ms`,
      page.id === "bare" ? "" : `${lcpRatio.toFixed(2)} ×`,
      Number.isFinite(m.documentBytes) ? `${m.documentBytes} B${m.documentBytes > FIRST_ROUND_TRIP_BYTES ? " (over)" : ""}` : "–",
      results[page.id].map((run) => kilobytes(run.scriptsBeforePaint)).join(", "),
      fixed(Math.max(m.cls, shift?.load ?? 0), 3),
      shift ? fixed(shift.scrolling, 3) : "",
      m.scores.accessibility,
      m.scores["best-practices"],
      m.scores.seo,
      `${js} B`,
      page.id === "bare" ? "" : `${jsRatio.toFixed(3)} ×${jsLimit ? ` (≤ ${jsLimit})` : ""}`,
      page.id === "bare" ? "" : missed.length === 0 ? "all" : `missed: ${missed.join(", ")}`,
    ]);
  }
  const notes = PAGES.filter((page) => page.id !== "bare" && medianOf(page.id).failing.length > 0).map(
    (page) => `${page.label}: audits under 0.9 in some run: ${medianOf(page.id).failing.join(", ")}`,
  );
  return { table: { headers, rows }, notes, figures, rows: [] };
}
