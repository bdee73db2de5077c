/**
 * The browser side of visit tracking (docs/product.md, "Visit tracking"), loaded with a dynamic import
 * only after the visitor consents to analytics and their anonymous session exists. It queues
 * visits and scroll stops and sends them in batches when the browser is idle, or at once with
 * `navigator.sendBeacon` when the tab is left. Listeners are passive; nothing here blocks input.
 */
import { readJson, storageKeys } from "@/lib/browser-storage";
import { listenForQuestionEvents } from "@/lib/question-events";
import type { PageVisitEntry, QuestionEventEntry, ScrollStopEntry, TrackingBatch } from "./batch-schema";
import { deviceClass } from "./device-class";
import { createPageTimer } from "./page-timer";
import { createScrollActivity } from "./scroll-activity";

export const TRACKING_ENDPOINT = "/api/tracking";
const VISITS_PER_REQUEST = 20;
const STOPS_PER_REQUEST = 50;
const QUESTION_EVENTS_PER_REQUEST = 50;

export interface VisitTracker {
  /** Call after the path changed: the previous page's visit is recorded and the timer restarts. */
  routeChanged(): void;
  /** Stops at once (consent withdrawn): nothing queued or later is sent. */
  stop(): void;
}

type View = Pick<PageVisitEntry, "scrollYTop" | "scrollYBottom" | "viewPortHeight" | "viewPortWidth">;

const pageUrl = () => location.host + location.pathname;
const currentView = (): View => ({
  scrollYTop: Math.max(0, Math.round(scrollY)),
  scrollYBottom: Math.max(0, Math.round(scrollY + innerHeight)),
  viewPortHeight: Math.max(1, innerHeight),
  viewPortWidth: Math.max(1, innerWidth),
});

function wmLogs(): PageVisitEntry["wmLogs"] {
  const logs = readJson(storageKeys.wmLogs);
  return Array.isArray(logs) ? (logs.slice(-100) as PageVisitEntry["wmLogs"]) : [];
}

function send(batch: TrackingBatch): void {
  const body = JSON.stringify(batch);
  const queued = typeof navigator.sendBeacon === "function" && navigator.sendBeacon(TRACKING_ENDPOINT, new Blob([body], { type: "application/json" }));
  if (!queued) {
    void fetch(TRACKING_ENDPOINT, { method: "POST", body, keepalive: true, credentials: "same-origin", headers: { "content-type": "application/json" } }).catch(() => {
      // Tracking is best effort: a lost batch is not worth bothering the visitor about.
    });
  }
}

const whenIdle = (callback: () => void): (() => void) => {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
};

export function startVisitTracker(): VisitTracker {
  let url = pageUrl();
  let view = currentView();
  let visits: PageVisitEntry[] = [];
  let stops: ScrollStopEntry[] = [];
  let questionEvents: QuestionEventEntry[] = [];
  let cancelFlush: (() => void) | null = null;
  const timer = createPageTimer({ visible: document.visibilityState === "visible" });

  const flush = () => {
    cancelFlush?.();
    cancelFlush = null;
    const device = deviceClass(innerWidth);
    while (visits.length > 0 || stops.length > 0 || questionEvents.length > 0) {
      const events = questionEvents.slice(0, QUESTION_EVENTS_PER_REQUEST);
      send({ device, visits: visits.slice(0, VISITS_PER_REQUEST), scrollStops: stops.slice(0, STOPS_PER_REQUEST), ...(events.length > 0 ? { questionEvents: events } : {}) });
      visits = visits.slice(VISITS_PER_REQUEST);
      stops = stops.slice(STOPS_PER_REQUEST);
      questionEvents = questionEvents.slice(QUESTION_EVENTS_PER_REQUEST);
    }
  };
  const flushSoon = () => {
    cancelFlush ??= whenIdle(flush);
  };

  const recordVisit = (endedBy: PageVisitEntry["endedBy"], extra: Partial<PageVisitEntry> = {}) => {
    const endTime = Date.now();
    visits.push({
      url,
      elapsedTime: timer.elapsedSeconds,
      startTime: new Date(timer.startedAt).toISOString(),
      endTime: new Date(endTime).toISOString(),
      ...view,
      wmLogs: wmLogs(),
      endedBy,
      ...extra,
    });
    timer.restart();
  };

  const activity = createScrollActivity({
    onScrollStop: () => {
      stops.push({ url, ...view });
      flushSoon();
    },
    onIdle: () => {
      // An idle entry: the visitor stopped without leaving (manuallyClosedSession false).
      recordVisit("idle", { manuallyClosedSession: false, scrollX: Math.max(0, Math.round(scrollX)) });
      flushSoon();
    },
  });

  const onScroll = () => {
    view = currentView();
    activity.scrolled();
  };
  const onVisibility = () => {
    if (document.visibilityState === "hidden") {
      recordVisit("tab-hidden");
      timer.setVisible(false);
      flush();
    } else {
      timer.restart();
      timer.setVisible(true);
    }
  };

  const stopListening = listenForQuestionEvents((event) => {
    questionEvents.push(event);
    // Leaving the questionnaire may be the last thing the page does: send at once.
    if (event.kind === "left" && event.leftBy === "exit") flush();
    else flushSoon();
  });

  addEventListener("scroll", onScroll, { passive: true });
  addEventListener("pagehide", flush);
  document.addEventListener("visibilitychange", onVisibility);
  // The first (empty) batch creates the tracking record with the device and IP address.
  send({ device: deviceClass(innerWidth), visits: [], scrollStops: [] });

  return {
    routeChanged() {
      const next = pageUrl();
      if (next === url) return;
      recordVisit("route-change");
      url = next;
      view = currentView();
      flushSoon();
    },
    stop() {
      stopListening();
      removeEventListener("scroll", onScroll);
      removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
      cancelFlush?.();
      timer.dispose();
      activity.dispose();
      visits = [];
      stops = [];
      questionEvents = [];
    },
  };
}
