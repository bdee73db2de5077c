/**
 * Where the slow phone's first paint goes: the renderer's main thread from navigation start until
 * the first contentful paint, traced in Chromium on the same throttled phone as
 * ./phone.mjs (4 × CPU, 150 ms round trips, 1.6 Mbps), for the bare Next.js page, home and a
 * question step, medians of `PAINT_RUNS` traced loads each (default 3).
 *
 * Each traced event's own time (its length less its children's) is counted under the nearest
 * enclosing event this file names (GROUPS), so nothing is counted twice: the styles a script
 * forces count as style, the font lookups inside a layout as fonts. Tracing slows the page a
 * little, so these times explain the untraced figures of ./phone.mjs rather than repeat them.
 */
import { chromium } from "@playwright/test";
import { launchOptions } from "./home.mjs";
import { median } from "./load.mjs";
import { phonePage } from "./phone.mjs";

const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink", "blink.user_timing", "loading", "fonts", "v8.execute"];

/** [group, does this event name start the group]: the first that matches names an event's group. */
const GROUPS = [
  ["fonts", (name) => name === "FontCache::GetFontPlatformData"],
  ["style", (name) => name === "UpdateLayoutTree" || name === "Document::updateStyle"],
  ["layout", (name) => name === "Layout"],
  ["paint", (name) => ["Paint", "PrePaint", "Layerize", "Commit", "LocalFrameView::RunPaintLifecyclePhase", "LocalFrameView::RunPrePaintLifecyclePhase"].includes(name)],
  ["scripts", (name) => ["EvaluateScript", "v8.compile", "v8.run", "FunctionCall", "RunMicrotasks", "EventDispatch", "TimerFire", "FireAnimationFrame"].includes(name)],
  ["reading the page", (name) => name === "ParseHTML" || name.startsWith("HTMLDocumentParser::") || name === "CSSParserImpl::parseStyleSheet" || name === "TextResourceDecoder::Decode"],
];
const GROUP_NAMES = [...GROUPS.map(([group]) => group), "other"];

const groupOf = (name) => GROUPS.find(([, matches]) => matches(name))?.[0] ?? null;

/**
 * The main thread's work before the first paint, in ms per group, from a trace's events: the
 * document is the request for `url`, its renderer's main thread the one that parses it.
 */
export function firstPaintWork(events, url) {
  const start = events.find((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL === url && e.args.data.isLoadingMainFrame);
  const request = events.find((e) => e.name === "ResourceSendRequest" && e.args?.data?.url === url);
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === url);
  if (!start || !request || !parse) throw new Error(`no navigation, request or parse of ${url} in the trace`);
  const onMain = (e) => e.pid === parse.pid && e.tid === parse.tid;
  const paint = events.filter((e) => e.name === "firstContentfulPaint" && e.pid === parse.pid && e.ts >= start.ts).sort((a, b) => a.ts - b.ts)[0];
  const finish = events.find((e) => e.name === "ResourceFinish" && e.args?.data?.requestId === request.args.data.requestId);
  if (!paint || !finish) throw new Error(`no first paint of ${url}, or its document never finished, in the trace`);
  const from = start.ts;
  const until = paint.ts;

  // Complete events on the main thread in the window, parents before their children.
  const spans = events
    .filter((e) => e.ph === "X" && onMain(e) && e.dur > 0 && e.ts + e.dur > from && e.ts < until)
    .map((e) => ({ name: e.name, start: Math.max(e.ts, from), end: Math.min(e.ts + e.dur, until) }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const totals = Object.fromEntries(GROUP_NAMES.map((group) => [group, 0]));
  let fontLookups = 0;
  const stack = [];
  for (const span of spans) {
    while (stack.length > 0 && stack.at(-1).end <= span.start) stack.pop();
    const parent = stack.at(-1);
    if (parent) parent.self -= span.end - span.start;
    span.self = span.end - span.start;
    span.group = groupOf(span.name) ?? parent?.group ?? "other";
    if (span.name === "FontCache::GetFontPlatformData") fontLookups += 1;
    stack.push(span);
  }
  for (const span of spans) totals[span.group] += span.self;
  const ms = (us) => us / 1000;
  return {
    firstPaint: ms(until - from),
    documentDone: ms(finish.ts - from),
    documentBytes: finish.args.data.encodedDataLength,
    fontLookups,
    groups: Object.fromEntries(GROUP_NAMES.map((group) => [group, ms(totals[group])])),
  };
}

async function traceOnce(browser, url) {
  const { page, close } = await phonePage(browser);
  try {
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForTimeout(500);
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
    return firstPaintWork(Array.isArray(trace) ? trace : trace.traceEvents, url);
  } finally {
    await close();
  }
}

const round = (value) => `${Math.round(value)} ms`;

export async function benchFirstPaint({ server, bare }) {
  const runs = Number(process.env.PAINT_RUNS ?? 3);
  const pages = [
    { label: "bare Next.js page", url: `${bare.url}/` },
    { label: "home", url: `${server.url}/` },
    { label: "question step", url: `${server.url}/proforma/looking-for-advice` },
  ];
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
