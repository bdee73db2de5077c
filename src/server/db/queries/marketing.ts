import "server-only";

import { and, count, eq } from "drizzle-orm";
import type { Database } from "../client";
import { abEvents, utmRecords, type AbEventKind } from "../schema";

/** docs/product.md, "Leads, accounts and roles": a UTM entry needs a visitor id and at least one utm_ parameter (stored without its prefix). */
export async function addUtmRecord(
  db: Database,
  input: { userId: string; url: string; tags: Record<string, string> },
): Promise<{ id: string } | null> {
  if (!input.userId || Object.keys(input.tags).length === 0) return null;
  const [row] = await db.insert(utmRecords).values(input).returning({ id: utmRecords.id });
  return row ?? null;
}

export async function listUtmRecords(db: Database, userId: string) {
  return db
    .select({ url: utmRecords.url, tags: utmRecords.tags, createdAt: utmRecords.createdAt })
    .from(utmRecords)
    .where(eq(utmRecords.userId, userId))
    .orderBy(utmRecords.createdAt);
}

/** docs/product.md, "Leads, accounts and roles": an A/B entry needs title, testing and the visitor id. */
export async function addAbEvent(
  db: Database,
  input: { userId: string; kind: AbEventKind; title: string; testing: string; url: string },
): Promise<{ id: string } | null> {
  if (!input.userId || !input.title || !input.testing) return null;
  const [row] = await db.insert(abEvents).values(input).returning({ id: abEvents.id });
  return row ?? null;
}

/** Shown and converted counts per variant of one experiment. */
export async function experimentResults(db: Database, title: string) {
  return db
    .select({ testing: abEvents.testing, kind: abEvents.kind, events: count() })
    .from(abEvents)
    .where(and(eq(abEvents.title, title)))
    .groupBy(abEvents.testing, abEvents.kind);
}

/** One visitor's A/B entries, oldest first (for their own data download). */
export async function listAbEvents(db: Database, userId: string) {
  return db
    .select({ kind: abEvents.kind, title: abEvents.title, testing: abEvents.testing, url: abEvents.url, createdAt: abEvents.createdAt })
    .from(abEvents)
    .where(eq(abEvents.userId, userId))
    .orderBy(abEvents.createdAt);
}
