/**
 * Where the slow phone's first paint goes: the renderer's main thread from navigation start until
 * the first contentful paint, traced in Chromium on the same throttled phone as
 * ./phone.mjs (4 × CPU, 150 ms round trips, 1.6 Mbps), for the bare Next.js page, home and a
 * question step, medians of `PAINT_RUNS` traced loads each (default 3), grouped by kind of work
 * (./trace-work.mjs). Tracing slows the page a little, so these times explain the untraced figures
 * of ./phone.mjs rather than repeat them.
 */
import { chromium } from "@playwright/test";
import { launchOptions } from "./home.mjs";
import { median } from "./load.mjs";
import { phonePage, phonePages } from "./phone.mjs";
import { GROUP_NAMES, IncompleteTrace, firstPaintWork } from "./trace-work.mjs";

const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink", "blink.user_timing", "loading", "fonts", "v8.execute"];

/** Times a load is traced again when its trace lacks an event it is read from. */
const TRACE_ATTEMPTS = 3;

async function traceOnce(browser, url) {
  for (let attempt = 1; ; attempt++) {
    const { page, close } = await phonePage(browser, { observed: false });
    try {
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(url, { waitUntil: "load", timeout: 60_000 });
      await page.waitForTimeout(500);
      const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
      return firstPaintWork(Array.isArray(trace) ? trace : trace.traceEvents, url);
    } catch (error) {
      if (!(error instanceof IncompleteTrace) || attempt === TRACE_ATTEMPTS) throw error;
      console.warn(`  ${error.message}; tracing that load again`);
    } finally {
      await close();
    }
  }
}

const round = (value) => `${Math.round(value)} ms`;

export async function benchFirstPaint({ server, bare }) {
  const runs = Number(process.env.PAINT_RUNS ?? 3);
  const pages = phonePages({ server, bare });
  // Each server has answered each page once before the first traced load, as after ./phone.mjs.
  for (const p of pages) await (await fetch(p.url)).arrayBuffer();
  const browser = await chromium.launch(launchOptions);
  const traced = new Map(pages.map((p) => [p.label, []]));
  try {
    for (let run = 0; run < runs; run++) for (const p of pages) traced.get(p.label).push(await traceOnce(browser, p.url));
  } finally {
    await browser.close();
  }
  const rows = [...traced].map(([label, list]) => {
    const mid = (pick) => median(list.map(pick));
    const work = GROUP_NAMES.map((group) => round(mid((r) => r.groups[group])));
    const all = mid((r) => Object.values(r.groups).reduce((sum, value) => sum + value, 0));
    return [label, round(mid((r) => r.firstPaint)), `${mid((r) => r.documentBytes)} B, in by ${round(mid((r) => r.documentDone))}`, round(all), ...work, String(mid((r) => r.fontLookups))];
  });
  return {
    table: { headers: ["page", "first paint (traced)", "document: compressed, fully received", "main thread busy", ...GROUP_NAMES, "font lookups"], rows },
    rows: [],
    notes: [
      `From navigation start until the first contentful paint, on the throttled phone of the section above, traced (which slows a page a little); medians of ${runs} traced loads per page, each column on its own, so a row's groups need not add up to its busy time. Busy is the time the renderer's main thread spent in tasks; the rest it waited, for the network first of all.`,
      "Each traced event's own time counts under the nearest enclosing event of a named kind: reading the page is scanning and parsing its HTML and CSS (the inline scripts it runs count as scripts); fonts are the lookups of a font for each family, weight and size the text uses (font lookups counts them), made during layout; other is committing the navigation and the tasks' own time.",
    ],
  };
}
