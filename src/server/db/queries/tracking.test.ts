import { expect, it } from "vitest";
import { createTestUser } from "@/testing/database";
import { describeOnDatabases } from "@/testing/database-suite";
import { findTracker, storeTrackingBatch, type PageVisitInput } from "./tracking";
import { addAbEvent, addUtmRecord, experimentResults, listUtmRecords } from "./marketing";

const visit = (url: string, start: string): PageVisitInput => ({
  url,
  elapsedTime: 12,
  startTime: new Date(start),
  endTime: new Date(new Date(start).getTime() + 12_000),
  scrollYTop: 0,
  scrollYBottom: 800,
  viewPortHeight: 800,
  viewPortWidth: 1440,
  wmLogs: [],
  endedBy: "route-change",
});

describeOnDatabases("tracking, UTM and A/B", (t) => {

  it("keeps visits and scroll stops as rows in the order they happened", async () => {
    const userId = await createTestUser(t.db);
    await storeTrackingBatch(t.db, { userId, device: "Desktop", ipAddress: "203.0.113.9" }, {
      visits: [visit("example.test/", "2026-03-01T10:00:00Z"), visit("example.test/about-us", "2026-03-01T10:00:12Z")],
      scrollStops: [{ url: "example.test/", scrollYTop: 300, scrollYBottom: 1100, viewPortHeight: 800, viewPortWidth: 1440 }],
    });
    await storeTrackingBatch(t.db, { userId, device: "Mobile", ipAddress: "203.0.113.10" }, { visits: [], scrollStops: [] });

    const tracker = await findTracker(t.db, userId);
    expect(tracker).toMatchObject({ device: "Mobile", ipAddress: "203.0.113.10" });
    expect(tracker?.timeTracked.map((v) => v.url)).toEqual(["example.test/", "example.test/about-us"]);
    expect(tracker?.scrollTracked).toHaveLength(1);
  });

  it("writes a batch all or nothing", async () => {
    const userId = await createTestUser(t.db);
    const bad = { ...visit("example.test/", "2026-03-01T10:00:00Z"), elapsedTime: Number.NaN };
    await expect(storeTrackingBatch(t.db, { userId, device: "Tablet", ipAddress: null }, { visits: [visit("example.test/x", "2026-03-01T10:00:00Z"), bad], scrollStops: [] })).rejects.toThrow();
    expect(await findTracker(t.db, userId)).toBeNull();
  });

  it("stores UTM records only with a visitor and at least one tag", async () => {
    const userId = await createTestUser(t.db);
    expect(await addUtmRecord(t.db, { userId, url: "example.test/", tags: {} })).toBeNull();
    expect(await addUtmRecord(t.db, { userId: "", url: "example.test/", tags: { source: "x" } })).toBeNull();
    await addUtmRecord(t.db, { userId, url: "example.test/?utm_source=news", tags: { source: "news" } });
    expect((await listUtmRecords(t.db, userId)).map((r) => r.tags)).toEqual([{ source: "news" }]);
  });

  it("records A/B events and counts them per variant", async () => {
    const userId = await createTestUser(t.db);
    expect(await addAbEvent(t.db, { userId, kind: "load", title: "", testing: "a", url: "/" })).toBeNull();
    await addAbEvent(t.db, { userId, kind: "load", title: "home-cta", testing: "a", url: "/" });
    await addAbEvent(t.db, { userId, kind: "action", title: "home-cta", testing: "a", url: "/" });
    const results = await experimentResults(t.db, "home-cta");
    expect(results).toEqual(expect.arrayContaining([
      { testing: "a", kind: "load", events: 1 },
      { testing: "a", kind: "action", events: 1 },
    ]));
  });
});
