/**
 * The site on a slow phone in a real Chromium, side by side with the bare Next.js page in one run:
 * the processor slowed four times, 150 ms round trips and 1.6 Mbps down (750 kbps up), a fresh
 * browser context (nothing cached) for every load, pages in turn round after round
 * (`PHONE_RUNS`, default 5), medians.
 *
 * - "React has taken over": from navigation start until the last element the server drew in the
 *   page's body has been hydrated (React has attached its fibre to it), read in the page on every
 *   animation frame. From then on every part of the page answers a press with its handler.
 * - Largest paint: the page's largest-contentful-paint entry.
 * - Next question: on the questionnaire's first step, a visitor who chooses the first answer and
 *   presses Continue as soon as they can see them; from navigation start until the next
 *   question's heading is shown.
 */
import { chromium } from "@playwright/test";
import { launchOptions } from "./home.mjs";
import { median } from "./load.mjs";

/** The front's figure on this project's machine, which the next question must beat by 15 %. */
export const FRONT_NEXT_QUESTION_MS = 3580;

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/** Runs in every page before its own scripts: notes when the page is taken over and its largest paint. */
function observe() {
  const seen = (window.__phone = { takenOver: null, lcp: null, headingChanged: null });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  let last = null;
  let firstHeading = null;
  const look = () => {
    if (!last && document.readyState !== "loading") {
      const drawn = [...document.body.querySelectorAll("*")].filter((element) => !["SCRIPT", "TEMPLATE", "STYLE", "LINK"].includes(element.tagName) && !element.closest("script, template"));
      last = drawn.at(-1) ?? document.body;
      firstHeading = document.querySelector("h1")?.textContent ?? "";
    }
    if (last && seen.takenOver === null && Object.keys(last).some((key) => key.startsWith("__reactFiber$"))) seen.takenOver = performance.now();
    const heading = document.querySelector("h1")?.textContent;
    if (firstHeading !== null && seen.headingChanged === null && heading && heading !== firstHeading) seen.headingChanged = performance.now();
    if (seen.takenOver === null || seen.headingChanged === null) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/**
 * A fresh phone-sized context with the throttling above: { page, close }. `observed` adds the
 * script that notes the taking over and the largest paint; a traced load leaves it out, so that its
 * work is not counted as the page's.
 */
export async function phonePage(browser, { observed = true } = {}) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  if (observed) await page.addInitScript(observe);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { page, close: () => context.close() };
}

/** One load: { takenOver, lcp } in ms from navigation start. */
export async function loadOnce(browser, url) {
  const { page, close } = await phonePage(browser);
  try {
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForFunction(() => window.__phone.takenOver !== null, null, { timeout: 60_000 });
    await page.waitForTimeout(500);
    return page.evaluate(() => ({ takenOver: window.__phone.takenOver, lcp: window.__phone.lcp }));
  } finally {
    await close();
  }
}

/** One visitor answering the first question as soon as it shows: ms from navigation start to the next question. */
export async function nextQuestionOnce(browser, url) {
  const { page, close } = await phonePage(browser);
  try {
    await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
    const option = page.locator("main form").locator("input[type=radio], input[type=checkbox]").first();
    await option.check({ timeout: 60_000 });
    await page.getByRole("button", { name: "Continue" }).click({ timeout: 60_000 });
    await page.waitForFunction(() => window.__phone.headingChanged !== null, null, { timeout: 60_000 });
    return page.evaluate(() => window.__phone.headingChanged);
  } finally {
    await close();
  }
}

const seconds = (ms) => (ms / 1000).toFixed(2);

/** The pages the phone loads side by side: the bare page, home and the first question step. */
export function phonePages({ server, bare }) {
  return [
    { label: "bare Next.js page", url: `${bare.url}/` },
    { label: "home", url: `${server.url}/` },
    { label: "question step", url: `${server.url}/proforma/looking-for-advice` },
  ];
}

export async function benchPhone({ server, bare }) {
  const runs = Number(process.env.PHONE_RUNS ?? 5);
  const pages = phonePages({ server, bare });
  const browser = await chromium.launch(launchOptions);
  const loads = new Map(pages.map((p) => [p.label, []]));
  const next = [];
  try {
    for (let round = 0; round < runs; round++) {
      for (const p of pages) loads.get(p.label).push(await loadOnce(browser, p.url));
      next.push(await nextQuestionOnce(browser, `${server.url}/proforma/looking-for-advice`));
    }
  } finally {
    await browser.close();
  }
  const medians = new Map([...loads].map(([label, list]) => [label, { takenOver: median(list.map((r) => r.takenOver)), lcp: median(list.map((r) => r.lcp ?? NaN)) }]));
  const bareFigures = medians.get("bare Next.js page");
  const rows = [];
  for (const [label, figures] of medians) {
    const takeoverRatio = figures.takenOver / bareFigures.takenOver;
    const lcpRatio = figures.lcp / bareFigures.lcp;
    const isBare = label === "bare Next.js page";
    rows.push([
      label,
      `${seconds(figures.takenOver)} s`,
      isBare ? "–" : `${takeoverRatio.toFixed(2)} × ${takeoverRatio <= 1.2 ? "pass" : "FAIL"}`,
      `${seconds(figures.lcp)} s`,
      isBare ? "–" : `${lcpRatio.toFixed(2)} × ${lcpRatio <= 1.3 ? "pass" : "FAIL"}`,
    ]);
  }
  const nextMedian = median(next);
  const target = FRONT_NEXT_QUESTION_MS * 0.85;
  return {
    table: { headers: ["page", "React has taken over", "against bare (≤ 1.2 ×)", "largest paint", "against bare (≤ 1.3 ×)"], rows },
    rows: [
      {
        name: `next question shown, answering the first step at once (median of ${runs}; target ≤ ${seconds(target)} s, 15 % sooner than the front's ${seconds(FRONT_NEXT_QUESTION_MS)} s)`,
        value: `${seconds(nextMedian)} s ${nextMedian <= target ? "pass" : "FAIL"}`,
        unit: "",
      },
    ],
    notes: [`Throttled phone in Chromium: 4 × CPU, 150 ms RTT, 1.6 Mbps down; medians of ${runs} loads per page, a fresh context each time.`],
  };
}
