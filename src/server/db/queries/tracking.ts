import "server-only";

import { asc, eq, lt } from "drizzle-orm";
import type { Database } from "../client";
import { pageVisits, questionEvents, scrollStops, visitTrackers } from "../schema";

export type DeviceClass = "Mobile" | "Tablet" | "Desktop";

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

export interface QuestionEventInput {
  flow: "proforma" | "partner";
  question: string;
  step: number;
  kind: "shown" | "answered" | "left";
  leftBy?: "back" | "exit";
  timeSpentMs?: number;
}

/** Creates the visitor's tracking record if it is new, and keeps its device, wm and IP current. */
export async function upsertTracker(
  db: Database,
  input: { userId: string; device: DeviceClass; wm?: string; ipAddress: string | null },
): Promise<void> {
  const set = { device: input.device, ipAddress: input.ipAddress, updatedAt: new Date(), ...(input.wm === undefined ? {} : { wm: input.wm }) };
  await db
    .insert(visitTrackers)
    .values({ userId: input.userId, device: input.device, wm: input.wm ?? "", ipAddress: input.ipAddress })
    .onConflictDoUpdate({ target: visitTrackers.userId, set });
}

/** Appends a batch of visits and scroll stops in one transaction: all or nothing. */
export async function appendTracking(
  db: Database,
  userId: string,
  batch: { visits: PageVisitInput[]; scrollStops: ScrollStopInput[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (batch.visits.length > 0) {
      await tx.insert(pageVisits).values(batch.visits.map((visit) => ({ ...visit, userId })));
    }
    if (batch.scrollStops.length > 0) {
      await tx.insert(scrollStops).values(batch.scrollStops.map((stop) => ({ ...stop, userId })));
    }
  });
}

/**
 * The ingest path: keeps the tracking record current and appends the batch in one transaction,
 * so the record and its rows are written together (and the embedded database syncs once).
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
    if (batch.visits.length > 0) {
      await tx.insert(pageVisits).values(batch.visits.map((visit) => ({ ...visit, userId: tracker.userId })));
    }
    if (batch.scrollStops.length > 0) {
      await tx.insert(scrollStops).values(batch.scrollStops.map((stop) => ({ ...stop, userId: tracker.userId })));
    }
    if (batch.questionEvents && batch.questionEvents.length > 0) {
      await tx.insert(questionEvents).values(batch.questionEvents.map((event) => ({ ...event, userId: tracker.userId, device: tracker.device })));
    }
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

/** Retention: deletes visits, scroll stops and questionnaire events recorded before the cut-off. */
export async function purgeTrackingBefore(db: Database, cutoff: Date): Promise<{ visits: number; scrollStops: number; questionEvents: number }> {
  const visits = await db.delete(pageVisits).where(lt(pageVisits.createdAt, cutoff)).returning({ id: pageVisits.id });
  const stops = await db.delete(scrollStops).where(lt(scrollStops.createdAt, cutoff)).returning({ id: scrollStops.id });
  const events = await db.delete(questionEvents).where(lt(questionEvents.createdAt, cutoff)).returning({ id: questionEvents.id });
  return { visits: visits.length, scrollStops: stops.length, questionEvents: events.length };
}
