import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { purgeExpired } from "@/server/db/queries/retention";
import { exportVisitorData, transferVisitorData } from "@/server/db/queries/visitor-data";
import { questionEvents } from "@/server/db/schema";
import { createTestUser } from "@/testing/database";
import { describeOnDatabases } from "@/testing/database-suite";
import type { TrackingBatch } from "./batch-schema";
import { ingestTrackingBatch, type IngestContext } from "./ingest";

/** The questionnaire's events ride on the tracking batch (docs/product.md, "Operator analytics"). */
const post = (body: unknown) =>
  new Request("http://localhost/api/tracking", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });

const events: NonNullable<TrackingBatch["questionEvents"]> = [
  { flow: "proforma", question: "looking-for-advice", step: 1, kind: "shown" },
  { flow: "proforma", question: "looking-for-advice", step: 1, kind: "answered", timeSpentMs: 5400 },
  { flow: "proforma", question: "pensions/pensions-main", step: 2, kind: "shown" },
  { flow: "proforma", question: "pensions/pensions-main", step: 2, kind: "left", leftBy: "back", timeSpentMs: 1200 },
  { flow: "partner", question: "have-an-account", step: 1, kind: "left", leftBy: "exit", timeSpentMs: 300 },
];

describeOnDatabases("questionnaire events through the tracking ingest", (t) => {
  let context: (visitorId: string | null) => IngestContext;

  beforeAll(async () => {
    context = (visitorId) => ({ visitorId, database: async () => t.db, analytics: true, limit: async () => ({ allowed: true, retryAfter: 0 }), trustProxy: false });
  });

  const stored = (userId: string) =>
    t.db
      .select({ flow: questionEvents.flow, question: questionEvents.question, step: questionEvents.step, kind: questionEvents.kind, leftBy: questionEvents.leftBy, timeSpentMs: questionEvents.timeSpentMs, device: questionEvents.device })
      .from(questionEvents)
      .where(eq(questionEvents.userId, userId))
      .orderBy(questionEvents.id);

  it("stores each event for the session's visitor with the batch's device class", async () => {
    const visitor = await createTestUser(t.db);
    const response = await ingestTrackingBatch(post({ device: "Mobile", visits: [], scrollStops: [], questionEvents: events }), context(visitor));
    expect(response.status).toBe(204);
    const rows = await stored(visitor);
    expect(rows).toHaveLength(5);
    expect(rows[1]).toEqual({ flow: "proforma", question: "looking-for-advice", step: 1, kind: "answered", leftBy: null, timeSpentMs: 5400, device: "Mobile" });
    expect(rows[3]).toMatchObject({ kind: "left", leftBy: "back", timeSpentMs: 1200 });
    expect(rows[4]).toMatchObject({ flow: "partner", question: "have-an-account", leftBy: "exit" });
  });

  it("still accepts batches without questionnaire events", async () => {
    const visitor = await createTestUser(t.db);
    expect((await ingestTrackingBatch(post({ device: "Desktop", visits: [], scrollStops: [] }), context(visitor))).status).toBe(204);
    expect(await stored(visitor)).toEqual([]);
  });

  it.each([
    [{ ...events[0], timeSpentMs: 10 }, /^questionEvents\.0\.timeSpentMs/],
    [{ ...events[1], timeSpentMs: undefined }, /^questionEvents\.0\.timeSpentMs/],
    [{ ...events[3], leftBy: undefined }, /^questionEvents\.0\.leftBy/],
    [{ ...events[1], leftBy: "back" }, /^questionEvents\.0\.leftBy/],
    [{ ...events[0], question: "../etc/passwd" }, /^questionEvents\.0\.question/],
    [{ ...events[0], question: "Looking For Advice" }, /^questionEvents\.0\.question/],
    [{ ...events[0], step: 0 }, /^questionEvents\.0\.step/],
    [{ ...events[0], flow: "other" }, /^questionEvents\.0\.flow/],
    [{ ...events[0], userId: "someone-else" }, /^questionEvents\.0/],
  ])("refuses %o with 400 naming the field, and stores nothing", async (event, field) => {
    const visitor = await createTestUser(t.db);
    const response = await ingestTrackingBatch(post({ device: "Desktop", visits: [], scrollStops: [], questionEvents: [event] }), context(visitor));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(field);
    expect(await stored(visitor)).toEqual([]);
  });

  it("refuses more than 100 events in one batch", async () => {
    const visitor = await createTestUser(t.db);
    const many = Array.from({ length: 101 }, () => events[0]);
    expect((await ingestTrackingBatch(post({ device: "Desktop", visits: [], scrollStops: [], questionEvents: many }), context(visitor))).status).toBe(400);
  });

  it("purges questionnaire events older than the retention cut-off", async () => {
    const visitor = await createTestUser(t.db);
    await ingestTrackingBatch(post({ device: "Desktop", visits: [], scrollStops: [], questionEvents: events.slice(0, 2) }), context(visitor));
    await t.db.execute(sql`update ${questionEvents} set created_at = now() - interval '14 months' where user_id = ${visitor} and kind = 'shown'`);
    const purged = await purgeExpired(t.db, new Date(), 13);
    expect(purged.questionEvents).toBeGreaterThanOrEqual(1);
    expect((await stored(visitor)).map((row) => row.kind)).toEqual(["answered"]);
  });

  it("follows a visitor who becomes a member, and is in their data download", async () => {
    const anonymous = await createTestUser(t.db);
    const member = await createTestUser(t.db, { email: `member-${Date.now()}@example.co.uk` });
    await ingestTrackingBatch(post({ device: "Tablet", visits: [], scrollStops: [], questionEvents: events.slice(0, 2) }), context(anonymous));
    await transferVisitorData(t.db, anonymous, member);
    expect(await stored(anonymous)).toEqual([]);
    expect((await stored(member)).map((row) => `${row.kind} ${row.question} ${row.device}`)).toEqual(["shown looking-for-advice Tablet", "answered looking-for-advice Tablet"]);
    const download = await exportVisitorData(t.db, member, (id) => id);
    expect(download?.questionnaireEvents.map((row) => row.kind)).toEqual(["shown", "answered"]);
  });
});
