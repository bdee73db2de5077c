import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findTracker } from "@/server/db/queries/tracking";
import { createTestUser, openTestDatabase, testDrivers, type TestDatabase } from "@/testing/database";
import type { TrackingBatch } from "./batch-schema";
import { ingestTrackingBatch, type IngestContext } from "./ingest";
import { createRateLimiter } from "@/server/rate-limit";

const now = Date.now();
const batch = (url: string, endedBy: "route-change" | "idle" = "route-change"): TrackingBatch => ({
  device: "Desktop",
  visits: [
    {
      url,
      elapsedTime: 4,
      startTime: new Date(now - 5000).toISOString(),
      endTime: new Date(now).toISOString(),
      scrollYTop: 0,
      scrollYBottom: 900,
      viewPortHeight: 900,
      viewPortWidth: 1440,
      wmLogs: [],
      endedBy,
      ...(endedBy === "idle" ? { manuallyClosedSession: false, scrollX: 0 } : {}),
    },
  ],
  scrollStops: [{ url, scrollYTop: 100, scrollYBottom: 1000, viewPortHeight: 900, viewPortWidth: 1440 }],
});

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/tracking", { method: "POST", body, headers: { "content-type": "application/json", ...headers } });

describe.each(testDrivers())("tracking ingest (%s)", (driver) => {
  let t: TestDatabase;
  let context: (visitorId: string | null, limiter?: IngestContext["limiter"]) => IngestContext;
  let victim: string;
  let attacker: string;

  beforeAll(async () => {
    t = await openTestDatabase(driver);
    victim = await createTestUser(t.db);
    attacker = await createTestUser(t.db);
    const shared = createRateLimiter({ capacity: 30, refillPerSecond: 2 });
    context = (visitorId, limiter = shared) => ({ visitorId, database: async () => t.db, limiter, trustProxy: false });
    expect((await ingestTrackingBatch(post(JSON.stringify(batch("site.test/"))), context(victim))).status).toBe(204);
  });
  afterAll(async () => t?.close());

  const victimRows = async () => {
    const tracker = await findTracker(t.db, victim);
    return { visits: tracker?.timeTracked.length, stops: tracker?.scrollTracked.length };
  };

  it("stores a valid batch for the session's visitor, with no IP address when no proxy is trusted", async () => {
    const response = await ingestTrackingBatch(post(JSON.stringify(batch("site.test/about-us", "idle")), { "x-forwarded-for": "198.51.100.7" }), context(attacker));
    expect(response.status).toBe(204);
    const tracker = await findTracker(t.db, attacker);
    expect(tracker).toMatchObject({ device: "Desktop", ipAddress: null });
    expect(tracker?.timeTracked[0]).toMatchObject({ url: "site.test/about-us", endedBy: "idle", manuallyClosedSession: false, scrollX: 0 });
  });

  it("records the address a trusted proxy appended", async () => {
    const member = await createTestUser(t.db);
    await ingestTrackingBatch(post(JSON.stringify(batch("site.test/")), { "x-forwarded-for": "10.0.0.1, 203.0.113.5" }), { ...context(member), trustProxy: true });
    expect((await findTracker(t.db, member))?.ipAddress).toBe("203.0.113.5");
  });

  it("refuses a request without a visitor session", async () => {
    expect((await ingestTrackingBatch(post(JSON.stringify(batch("site.test/"))), context(null))).status).toBe(401);
  });

  it("refuses malformed input with 400 and a message naming the field", async () => {
    const before = await victimRows();
    expect((await ingestTrackingBatch(post("{not json"), context(attacker))).status).toBe(400);
    const bad = batch("site.test/");
    const wrong = { ...bad, visits: [{ ...bad.visits[0], viewPortWidth: -5 }] };
    const response = await ingestTrackingBatch(post(JSON.stringify(wrong)), context(attacker));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/^visits\.0\.viewPortWidth/);
    const smuggled = { ...bad, userId: victim };
    expect((await ingestTrackingBatch(post(JSON.stringify(smuggled)), context(attacker))).status).toBe(400);
    const idleWithoutScrollX = { ...bad, visits: [{ ...bad.visits[0], endedBy: "idle" }] };
    expect((await ingestTrackingBatch(post(JSON.stringify(idleWithoutScrollX)), context(attacker))).status).toBe(400);
    const tooMany = { ...bad, visits: Array.from({ length: 51 }, () => bad.visits[0]) };
    expect((await ingestTrackingBatch(post(JSON.stringify(tooMany)), context(attacker))).status).toBe(400);
    expect(await victimRows()).toEqual(before);
  });

  it("refuses an oversized body with 413, whatever length it declares", async () => {
    const big = JSON.stringify({ ...batch("site.test/"), padding: "x".repeat(70_000) });
    expect((await ingestTrackingBatch(post(big), context(attacker))).status).toBe(413);
    expect((await ingestTrackingBatch(post(big, { "content-length": "100" }), context(attacker))).status).toBe(413);
  });

  it("throttles a flooding visitor with 429 and leaves other visitors alone", async () => {
    const limiter = createRateLimiter({ capacity: 30, refillPerSecond: 2 });
    const before = await victimRows();
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () => ingestTrackingBatch(post(JSON.stringify(batch("site.test/flood"))), context(attacker, limiter)).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(9);
    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(31);
    expect(await victimRows()).toEqual(before);
    expect((await ingestTrackingBatch(post(JSON.stringify(batch("site.test/next"))), context(victim, limiter))).status).toBe(204);
    expect((await victimRows()).visits).toBe((before.visits ?? 0) + 1);
  });
});
