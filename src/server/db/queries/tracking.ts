import "server-only";

import { asc, eq } from "drizzle-orm";
import type { QuestionEvent } from "@/lib/question-events";
import type { Database } from "../client";
import { pageVisits, questionEvents, scrollStops, visitTrackers, type DeviceClass } from "../schema";
import { addPageVisitSummaries, pageVisitSummaries, type PageVisitSummary } from "./analytics";

export interface PageVisitInput {
  url: string;
  elapsedTime: number;
  startTime: Date;
  endTime: Date;
  scrollYTop: number;
  scrollYBottom: number;
  viewPortHeight: number;
  viewPortWidth: number;
  wmLogs: unknown[];
  endedBy: "route-change" | "tab-hidden" | "idle";
  manuallyClosedSession?: boolean | null;
  scrollX?: number | null;
}

export interface ScrollStopInput {
  url: string;
  scrollYTop: number;
  scrollYBottom: number;
  viewPortHeight: number;
  viewPortWidth: number;
}

/** A questionnaire event as the browser reports it (src/lib/question-events.ts). */
export type QuestionEventInput = QuestionEvent;

/**
 * The ingest path: keeps the tracking record current and appends the batch in one transaction,
 * so the record and its rows are written together (and the embedded database syncs once),
 * with the analytics summaries they add to.
 */
export async function storeTrackingBatch(
  db: Database,
  tracker: { userId: string; device: DeviceClass; ipAddress: string | null },
  batch: { visits: PageVisitInput[]; scrollStops: ScrollStopInput[]; questionEvents?: QuestionEventInput[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(visitTrackers)
      .values({ userId: tracker.userId, device: tracker.device, ipAddress: tracker.ipAddress })
      .onConflictDoUpdate({ target: visitTrackers.userId, set: { device: tracker.device, ipAddress: tracker.ipAddress, updatedAt: new Date() } });
    let summaries: PageVisitSummary[] = [];
    if (batch.visits.length > 0) {
      const stored = await tx
        .insert(pageVisits)
        .values(batch.visits.map((visit) => ({ ...visit, userId: tracker.userId })))
        .returning({ url: pageVisits.url, elapsedTime: pageVisits.elapsedTime, scrollYBottom: pageVisits.scrollYBottom, endedBy: pageVisits.endedBy, createdAt: pageVisits.createdAt });
      summaries = pageVisitSummaries(stored, tracker.device);
    }
    if (batch.scrollStops.length > 0) {
      await tx.insert(scrollStops).values(batch.scrollStops.map((stop) => ({ ...stop, userId: tracker.userId })));
    }
    if (batch.questionEvents && batch.questionEvents.length > 0) {
      await tx.insert(questionEvents).values(batch.questionEvents.map((event) => ({ ...event, userId: tracker.userId, device: tracker.device })));
    }
    // The analytics Pages table's daily summaries, kept in step with the visits. Last, so that the
    // summary rows every batch adds to (one per page and day) stay locked only until the commit.
    await addPageVisitSummaries(tx, summaries);
  });
}

export async function findTracker(db: Database, userId: string) {
  const [tracker] = await db
    .select({ device: visitTrackers.device, wm: visitTrackers.wm, ipAddress: visitTrackers.ipAddress, createdAt: visitTrackers.createdAt })
    .from(visitTrackers)
    .where(eq(visitTrackers.userId, userId));
  if (!tracker) return null;
  const visits = await db
    .select({
      url: pageVisits.url,
      elapsedTime: pageVisits.elapsedTime,
      startTime: pageVisits.startTime,
      endTime: pageVisits.endTime,
      scrollYTop: pageVisits.scrollYTop,
      scrollYBottom: pageVisits.scrollYBottom,
      viewPortHeight: pageVisits.viewPortHeight,
      viewPortWidth: pageVisits.viewPortWidth,
      wmLogs: pageVisits.wmLogs,
      endedBy: pageVisits.endedBy,
      manuallyClosedSession: pageVisits.manuallyClosedSession,
      scrollX: pageVisits.scrollX,
    })
    .from(pageVisits)
    .where(eq(pageVisits.userId, userId))
    .orderBy(asc(pageVisits.startTime), asc(pageVisits.id));
  const stops = await db
    .select({
      url: scrollStops.url,
      scrollYTop: scrollStops.scrollYTop,
      scrollYBottom: scrollStops.scrollYBottom,
      viewPortHeight: scrollStops.viewPortHeight,
      viewPortWidth: scrollStops.viewPortWidth,
      createdAt: scrollStops.createdAt,
    })
    .from(scrollStops)
    .where(eq(scrollStops.userId, userId))
    .orderBy(asc(scrollStops.id));
  return { ...tracker, timeTracked: visits, scrollTracked: stops };
}
