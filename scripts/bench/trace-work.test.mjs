import { describe, expect, it } from "vitest";
import { IncompleteTrace, firstPaintWork } from "./trace-work.mjs";

const url = "http://127.0.0.1:3300/";
/** A complete event on the page's main thread (pid 1, tid 1), times in ms. */
const span = (name, startMs, durationMs, extra = {}) => ({ ph: "X", pid: 1, tid: 1, name, ts: startMs * 1000, dur: durationMs * 1000, ...extra });

/** A load: navigation at 0, the document in by 300 ms, the first paint at 400 ms. */
function trace() {
  return [
    { ph: "R", pid: 1, tid: 1, name: "navigationStart", ts: 0, args: { data: { documentLoaderURL: url, isLoadingMainFrame: true } } },
    { ph: "I", pid: 1, tid: 1, name: "ResourceSendRequest", ts: 1000, args: { data: { url, requestId: "r1" } } },
    { ph: "I", pid: 1, tid: 1, name: "ResourceFinish", ts: 300_000, args: { data: { requestId: "r1", encodedDataLength: 5000 } } },
    // Parsing (20 ms) runs an inline script (5 ms) that forces a style (2 ms).
    span("ParseHTML", 310, 20, { args: { beginData: { url } } }),
    span("EvaluateScript", 315, 5),
    span("UpdateLayoutTree", 316, 2),
    // A frame: layout (40 ms, of which two font lookups of 10 and 5 ms), then paint (5 ms).
    span("RunTask", 340, 70),
    span("Layout", 345, 40),
    span("FontCache::GetFontPlatformData", 350, 10),
    span("FontCache::GetFontPlatformData", 365, 5),
    span("Paint", 390, 5),
    { ph: "I", pid: 1, tid: 1, name: "firstContentfulPaint", ts: 400_000 },
    // Another thread's work and work after the paint are not counted.
    span("Layout", 345, 50, { tid: 2 }),
    span("Layout", 405, 3),
  ];
}

describe("the main thread's work before the first paint", () => {
  it("counts each event's own time under its nearest named kind, up to the first paint", () => {
    expect(firstPaintWork(trace(), url)).toEqual({
      firstPaint: 400,
      documentDone: 300,
      documentBytes: 5000,
      fontLookups: 2,
      groups: {
        fonts: 15,
        style: 2,
        layout: 25,
        paint: 5,
        scripts: 3,
        "reading the page": 15,
        // The frame's task up to the paint (60 ms) less its layout and paint.
        other: 15,
      },
    });
  });

  it("names the page, and what the trace lacks, when it holds no load of it", () => {
    expect(() => firstPaintWork(trace(), "http://127.0.0.1:3300/elsewhere")).toThrow(
      new IncompleteTrace("the trace holds no navigation start, document request, parse of http://127.0.0.1:3300/elsewhere"),
    );
    expect(() => firstPaintWork(trace().filter((e) => e.name !== "ParseHTML"), url)).toThrow(new IncompleteTrace(`the trace holds no parse of ${url}`));
    // Of its own kind, so that the suite can trace such a load again.
    expect(() => firstPaintWork(trace(), "http://127.0.0.1:3300/elsewhere")).toThrow(IncompleteTrace);
  });

  it("refuses a trace in which the page was never painted, or its document never finished", () => {
    expect(() => firstPaintWork(trace().filter((e) => e.name !== "firstContentfulPaint"), url)).toThrow(new IncompleteTrace(`the trace holds no first paint of ${url}`));
    expect(() => firstPaintWork(trace().filter((e) => e.name !== "ResourceFinish"), url)).toThrow(new IncompleteTrace(`the trace holds no end of the document of ${url}`));
  });
});
