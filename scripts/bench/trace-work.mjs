/**
 * The renderer's main-thread work before a page's first paint, read from a Chromium trace
 * (./first-paint.mjs records the traces). Each traced event's own time (its length less its
 * children's) counts under the nearest enclosing event this file names (GROUPS), so nothing is
 * counted twice: the styles a script forces count as style, the font lookups inside a layout as
 * fonts.
 */

/** [group, does this event name start the group]: the first that matches names an event's group. */
const GROUPS = [
  ["fonts", (name) => name === "FontCache::GetFontPlatformData"],
  ["style", (name) => name === "UpdateLayoutTree" || name === "Document::updateStyle"],
  ["layout", (name) => name === "Layout"],
  ["paint", (name) => ["Paint", "PrePaint", "Layerize", "Commit", "LocalFrameView::RunPaintLifecyclePhase", "LocalFrameView::RunPrePaintLifecyclePhase"].includes(name)],
  ["scripts", (name) => ["EvaluateScript", "v8.compile", "v8.run", "FunctionCall", "RunMicrotasks", "EventDispatch", "TimerFire", "FireAnimationFrame"].includes(name)],
  ["reading the page", (name) => name === "ParseHTML" || name.startsWith("HTMLDocumentParser::") || name === "CSSParserImpl::parseStyleSheet" || name === "TextResourceDecoder::Decode"],
];
export const GROUP_NAMES = [...GROUPS.map(([group]) => group), "other"];

const groupOf = (name) => GROUPS.find(([, matches]) => matches(name))?.[0] ?? null;

/**
 * A trace that lacks one of the events a load is read from. Chromium now and then leaves one out
 * of a trace (seen on the first load of a fresh browser), so ./first-paint.mjs traces that load
 * again.
 */
export class IncompleteTrace extends Error {}

/**
 * The main thread's work before the first paint, in ms per group, from a trace's events: the
 * document is the request for `url`, its renderer's main thread the one that parses it.
 */
export function firstPaintWork(events, url) {
  const start = events.find((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL === url && e.args.data.isLoadingMainFrame);
  const request = events.find((e) => e.name === "ResourceSendRequest" && e.args?.data?.url === url);
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === url);
  const missing = [!start && "navigation start", !request && "document request", !parse && "parse"].filter(Boolean);
  if (missing.length > 0) throw new IncompleteTrace(`the trace holds no ${missing.join(", ")} of ${url}`);
  const onMain = (e) => e.pid === parse.pid && e.tid === parse.tid;
  const paint = events.filter((e) => e.name === "firstContentfulPaint" && e.pid === parse.pid && e.ts >= start.ts).sort((a, b) => a.ts - b.ts)[0];
  const finish = events.find((e) => e.name === "ResourceFinish" && e.args?.data?.requestId === request.args.data.requestId);
  if (!paint || !finish) throw new IncompleteTrace(`the trace holds no ${!paint ? "first paint" : "end of the document"} of ${url}`);
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
