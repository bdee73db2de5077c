import { beforeAll, expect, it } from "vitest";
import { findTracker } from "@/server/db/queries/tracking";
import { createTestUser } from "@/testing/database";
import { describeOnDatabases } from "@/testing/database-suite";
import { keptPageUrl, MAX_KEPT_PATH_LENGTH, type TrackingBatch } from "./batch-schema";
import { ingestTrackingBatch, type IngestContext } from "./ingest";
import { consumeLimit, type LimitRule } from "@/server/rate-limit";
import { runWithConnection } from "@/server/connection";
import { HOSTILE_TIMES } from "@/testing/hostile-inputs";
import { trackedVisit } from "@/testing/tracking";

const now = Date.now();
const batch = (url: string, endedBy: "route-change" | "idle" = "route-change"): TrackingBatch => ({
  device: "Desktop",
  visits: [
    {
      ...trackedVisit(url, { elapsedTime: 4, start: now - 5000, end: now }),
      endedBy,
      ...(endedBy === "idle" ? { manuallyClosedSession: false, scrollX: 0 } : {}),
    },
  ],
  scrollStops: [{ url, scrollYTop: 100, scrollYBottom: 1000, viewPortHeight: 900, viewPortWidth: 1440 }],
});

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/tracking", { method: "POST", body, headers: { "content-type": "application/json", ...headers } });

describeOnDatabases("tracking ingest", (t) => {
  let context: (visitorId: string | null, rule?: LimitRule, analytics?: boolean) => IngestContext;
  let victim: string;
  let attacker: string;

  beforeAll(async () => {
    victim = await createTestUser(t.db);
    attacker = await createTestUser(t.db);
    let run = 0;
    context = (visitorId, rule = { window: 60, max: 1000 }, analytics = true) => {
      const scope = `ingest-test-${(run += 1)}`; // each context counts in windows of its own
      return { visitorId, analytics, database: async () => t.db, limit: (id) => consumeLimit(t.db, `${scope}:${id}`, rule), trustProxy: false };
    };
    expect((await ingestTrackingBatch(post(JSON.stringify(batch("site.test/"))), context(victim))).status).toBe(204);
  });

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

  it("keeps a path no page of the site could have as /(other), in the visit and the scroll stop alike", async () => {
    const member = await createTestUser(t.db);
    const made = `site.test/${"a".repeat(MAX_KEPT_PATH_LENGTH)}`;
    const odd = "site.test/about us<script>";
    for (const url of [made, odd, "site.test/knowledge-centre/what-is-an-isa", "site.test/caf%C3%A9"]) {
      expect((await ingestTrackingBatch(post(JSON.stringify(batch(url))), context(member))).status).toBe(204);
    }
    const tracker = await findTracker(t.db, member);
    const kept = ["site.test/(other)", "site.test/(other)", "site.test/caf%C3%A9", "site.test/knowledge-centre/what-is-an-isa"];
    expect(tracker?.timeTracked.map((visit) => visit.url).sort()).toEqual(kept);
    expect(tracker?.scrollTracked.map((stop) => stop.url).sort()).toEqual(kept);
    // A host no browser has is refused, naming the field.
    const refused = await ingestTrackingBatch(post(JSON.stringify(batch(`${"h".repeat(600)}/`))), context(member));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ issues: expect.arrayContaining([{ field: "visits.0.url", message: expect.stringContaining("host name and path") }]) });
    // The longest path kept as sent.
    expect(keptPageUrl(`site.test/${"b".repeat(MAX_KEPT_PATH_LENGTH - 1)}`)).toBe(`site.test/${"b".repeat(MAX_KEPT_PATH_LENGTH - 1)}`);
  });

  it("records the address a trusted proxy appended", async () => {
    const member = await createTestUser(t.db);
    // The proxy (the socket, 10.0.0.2) appended 203.0.113.5 after what the client wrote.
    await runWithConnection({ remoteAddress: "10.0.0.2", forwardedFor: "10.0.0.1, 203.0.113.5" }, () =>
      ingestTrackingBatch(post(JSON.stringify(batch("site.test/")), { "x-forwarded-for": "10.0.0.1, 203.0.113.5" }), { ...context(member), trustProxy: true }),
    );
    expect((await findTracker(t.db, member))?.ipAddress).toBe("203.0.113.5");
  });

  it("refuses a visitor whose consent cookie does not allow analytics with 403, before anything else", async () => {
    const before = await victimRows();
    const response = await ingestTrackingBatch(post(JSON.stringify(batch("site.test/"))), context(victim, undefined, false));
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toMatch(/Analytics is switched off/);
    expect(await victimRows()).toEqual(before);
  });

  it("refuses text holding a NUL character or a lone surrogate with 400 naming the field", async () => {
    const bad = batch("site.test/");
    for (const url of ["site.test/\\u0000", "site.test/\\ud800"]) {
      const body = JSON.stringify(bad).replace("site.test/", url);
      const response = await ingestTrackingBatch(post(body), context(attacker));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/^visits\.0\.url: must not contain NUL/);
    }
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
    const limited = context(attacker, { window: 60, max: 30 });
    const before = await victimRows();
    const responses = await Promise.all(Array.from({ length: 40 }, () => ingestTrackingBatch(post(JSON.stringify(batch("site.test/flood"))), limited)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 429).length).toBe(10);
    expect(statuses.filter((s) => s === 204).length).toBe(30);
    expect(Number(responses.find((r) => r.status === 429)?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await victimRows()).toEqual(before);
    expect((await ingestTrackingBatch(post(JSON.stringify(batch("site.test/next"))), { ...limited, visitorId: victim })).status).toBe(204);
    expect((await victimRows()).visits).toBe((before.visits ?? 0) + 1);
  });
});

describeOnDatabases("tracking ingest with hostile times", (t) => {
  let visitor: string;
  beforeAll(async () => {
    visitor = await createTestUser(t.db);
  });

  // Strings that are not a date and time of this era in ISO 8601 form (the hostile corpus): each
  // is refused with 400 naming the field, never a server error.
  it.each(HOSTILE_TIMES.flatMap((time) => [["startTime", time], ["endTime", time]]))("refuses %s %j with 400 naming it", async (field, time) => {
    const body = batch("site.test/");
    const visit = body.visits[0]!;
    const hostile = { ...body, visits: [{ ...visit, [field]: time }] };
    const response = await ingestTrackingBatch(post(JSON.stringify(hostile)), {
      visitorId: visitor, analytics: true, database: async () => t.db, limit: async () => ({ allowed: true, retryAfter: 0 }), trustProxy: false,
    });
    const answer = (await response.json()) as { error: string };
    expect(`${response.status} ${answer.error}`).toMatch(new RegExp(`^400 visits\\.0\\.${field}: `));
  });
});
