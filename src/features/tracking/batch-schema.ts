import "@/lib/zod-config";
import { z } from "zod";
import { deviceClass, questionEventKind } from "@/server/db/schema";

/**
 * What the browser may send to POST /api/tracking (docs/product.md, "Visit tracking").
 * Every field is bounded; the visitor id is never part of it (it comes from the session).
 */
export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_VISITS_PER_BATCH = 50;
export const MAX_SCROLL_STOPS_PER_BATCH = 100;
export const MAX_QUESTION_EVENTS_PER_BATCH = 100;

const MAX_SPAN_MS = 24 * 60 * 60 * 1000;
const pixels = z.number().int().min(0).max(1_000_000);
const viewport = z.number().int().min(1).max(100_000);

/** The longest path kept as sent: the site's own paths are far shorter. */
export const MAX_KEPT_PATH_LENGTH = 200;
/** What a path no page of the site could have is kept as. */
export const OTHER_PATH = "/(other)";

const isSlugCode = (code: number) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 45 || code === 46 || code === 95 || code === 126 || code === 47 || code === 37;

/**
 * A page's address as the tracker sends it (`location.host + location.pathname`), with a path no
 * page of this site could have (over 200 characters, or with characters other than letters,
 * digits, `- . _ ~ /` and `%`) kept as "/(other)". What a client makes up then adds at most a short
 * path to the visits and the daily summaries (keyed by path), never long free text; the
 * per-address limit bounds how many. One pass, no regular expression.
 */
export function keptPageUrl(sent: string): string {
  const slash = sent.indexOf("/");
  if (slash < 0) return sent;
  const path = sent.slice(slash);
  if (path.length > MAX_KEPT_PATH_LENGTH) return sent.slice(0, slash) + OTHER_PATH;
  for (let i = 0; i < path.length; i += 1) if (!isSlugCode(path.charCodeAt(i))) return sent.slice(0, slash) + OTHER_PATH;
  return sent;
}

// A host name (at most 253 characters) with its port, then the path as kept.
const MAX_HOST_LENGTH = 253 + ":65535".length;
const url = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .transform(keptPageUrl)
  .pipe(z.string().max(MAX_HOST_LENGTH + MAX_KEPT_PATH_LENGTH, "must be a page's host name and path, as the tracker sends them"));
// A date and time in ISO 8601 form, of this era: PostgreSQL has no year 0, and no visit began before 2020.
const EARLIEST_INSTANT = Date.UTC(2020, 0, 1);
const instant = z.iso
  .datetime({ offset: true, message: "must be a date and time in ISO 8601 form, such as 2026-11-27T10:00:00Z" })
  .transform((value) => new Date(value))
  .refine((date) => date.getTime() >= EARLIEST_INSTANT, "must be a date and time from 2020 on");

// wmLogs is whatever the site keeps under localStorage `wmLogs`: small JSON values only.
const logValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);
const wmLog = z.union([logValue, z.record(z.string().max(100), logValue)]);

const isDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

const pageVisit = z
  .object({
    url,
    elapsedTime: z.number().int().min(0).max(MAX_SPAN_MS / 1000),
    startTime: instant,
    endTime: instant,
    scrollYTop: pixels,
    scrollYBottom: pixels,
    viewPortHeight: viewport,
    viewPortWidth: viewport,
    wmLogs: z.array(wmLog).max(100),
    endedBy: z.enum(["route-change", "tab-hidden", "idle"]),
    manuallyClosedSession: z.boolean().optional(),
    scrollX: pixels.optional(),
  })
  .strict()
  .superRefine((visit, ctx) => {
    // zod runs this even when a field failed its own check (then it holds the string sent, or an
    // invalid date): the checks across fields need both times.
    if (!isDate(visit.startTime) || !isDate(visit.endTime)) return;
    const span = visit.endTime.getTime() - visit.startTime.getTime();
    if (span < 0) ctx.addIssue({ code: "custom", path: ["endTime"], message: "must not be before startTime" });
    if (span > MAX_SPAN_MS) ctx.addIssue({ code: "custom", path: ["endTime"], message: "must be within a day of startTime" });
    if (visit.endTime.getTime() > Date.now() + 5 * 60_000) {
      ctx.addIssue({ code: "custom", path: ["endTime"], message: "must not be in the future" });
    }
    if (visit.elapsedTime * 1000 > span + 1000) {
      ctx.addIssue({ code: "custom", path: ["elapsedTime"], message: "must not exceed the time between startTime and endTime" });
    }
    if (visit.scrollYBottom < visit.scrollYTop) {
      ctx.addIssue({ code: "custom", path: ["scrollYBottom"], message: "must not be above scrollYTop" });
    }
    // docs/product.md, "Visit tracking": idle entries also hold manuallyClosedSession and scrollX.
    if (visit.endedBy === "idle") {
      if (visit.manuallyClosedSession === undefined) ctx.addIssue({ code: "custom", path: ["manuallyClosedSession"], message: "is required for idle entries" });
      if (visit.scrollX === undefined) ctx.addIssue({ code: "custom", path: ["scrollX"], message: "is required for idle entries" });
    }
  });

const scrollStop = z
  .object({ url, scrollYTop: pixels, scrollYBottom: pixels, viewPortHeight: viewport, viewPortWidth: viewport })
  .strict();

// A question's page id: lower-case words joined by hyphens, in one or more segments ("pensions/sipp").
const questionPage = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;

/** The questionnaire's events (docs/product.md, "Operator analytics"): shown, answered (Continue) and left (Back or exit). */
const questionEvent = z
  .object({
    flow: z.enum(["proforma", "partner"]),
    question: z.string().max(120).regex(questionPage, "must be a question's page id"),
    step: z.number().int().min(1).max(200),
    kind: z.enum(questionEventKind.enumValues),
    leftBy: z.enum(["back", "exit"]).optional(),
    timeSpentMs: z.number().int().min(0).max(MAX_SPAN_MS).optional(),
  })
  .strict()
  .superRefine((event, ctx) => {
    if (event.kind === "shown") {
      if (event.timeSpentMs !== undefined) ctx.addIssue({ code: "custom", path: ["timeSpentMs"], message: "is only for answered and left events" });
    } else if (event.timeSpentMs === undefined) {
      ctx.addIssue({ code: "custom", path: ["timeSpentMs"], message: "is required for answered and left events" });
    }
    if ((event.kind === "left") !== (event.leftBy !== undefined)) {
      ctx.addIssue({ code: "custom", path: ["leftBy"], message: "is required for left events, and only for them" });
    }
  });

export const trackingBatchSchema = z
  .object({
    device: z.enum(deviceClass.enumValues),
    visits: z.array(pageVisit).max(MAX_VISITS_PER_BATCH),
    scrollStops: z.array(scrollStop).max(MAX_SCROLL_STOPS_PER_BATCH),
    // Optional, so batches from a tracker without questionnaire events stay valid.
    questionEvents: z.array(questionEvent).max(MAX_QUESTION_EVENTS_PER_BATCH).optional(),
  })
  .strict();

/** The shape the browser builds (dates as ISO strings). */
export type TrackingBatch = z.input<typeof trackingBatchSchema>;
export type PageVisitEntry = TrackingBatch["visits"][number];
export type ScrollStopEntry = TrackingBatch["scrollStops"][number];
export type QuestionEventEntry = NonNullable<TrackingBatch["questionEvents"]>[number];
