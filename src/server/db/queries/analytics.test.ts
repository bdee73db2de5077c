import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createTestUser } from "@/testing/database";
import { describeOnDatabases } from "@/testing/database-suite";
import { abEvents, introductions, leads, pageVisits, questionEvents, questionnaireSubmissions, utmRecords, visitTrackers, type DeviceClass } from "../schema";
import { experimentCounts, pageStatistics, questionnaireFunnel, summarisePageVisits, trafficSources, type DateRange } from "./analytics";
import { storeTrackingBatch } from "./tracking";

const DAY = 86_400_000;
const now = Date.now();
const lastWeek: DateRange = { from: new Date(now - 7 * DAY), to: new Date(now + DAY) };

type Device = DeviceClass;

describeOnDatabases("analytics queries", (t) => {

  /** A consenting visitor: a tracking record, optionally a UTM arrival. */
  async function visitor(device: Device, tags?: Record<string, string>) {
    const id = await createTestUser(t.db);
    await t.db.insert(visitTrackers).values({ userId: id, device });
    if (tags) await t.db.insert(utmRecords).values({ userId: id, url: "site.test/?utm", tags });
    return id;
  }
  const shown = (userId: string, question: string, step: number, device: Device = "Desktop") =>
    ({ userId, flow: "proforma", question, step, kind: "shown" as const, device });
  const answered = (userId: string, question: string, step: number, timeSpentMs: number, device: Device = "Desktop") =>
    ({ userId, flow: "proforma", question, step, kind: "answered" as const, timeSpentMs, device });
  const back = (userId: string, question: string, step: number) =>
    ({ userId, flow: "proforma", question, step, kind: "left" as const, leftBy: "back", timeSpentMs: 500, device: "Desktop" as const });

  async function finishes(userId: string, lead: boolean) {
    const [submission] = await t.db.insert(questionnaireSubmissions).values({ userId, answers: {} }).returning({ id: questionnaireSubmissions.id });
    if (lead) {
      const [lead] = await t.db.insert(leads).values({ userId, submissionId: submission!.id, segment: "standard", firstName: "A", lastName: "B", phoneNumber: "+447911123456", email: "a@example.co.uk", termsAcceptedAt: new Date() }).returning({ id: leads.id });
      // The visitor chose two of their matched firms.
      await t.db.insert(introductions).values([{ userId, leadId: lead!.id, providerId: "saltus" }, { userId, leadId: lead!.id, providerId: "brewin-dolphin" }]);
    }
  }

  beforeAll(async () => {
    const a = await visitor("Desktop", { source: "newsletter", medium: "email", campaign: "spring" });
    const b = await visitor("Mobile", { source: "newsletter", medium: "email", campaign: "spring" });
    const c = await visitor("Desktop", { source: "google", medium: "cpc" });
    const d = await visitor("Desktop");
    const old = await visitor("Desktop", { source: "google", medium: "cpc" });
    await t.db.execute(sql`update ${visitTrackers} set created_at = now() - interval '30 days' where user_id = ${old}`);
    // A visitor who refused analytics: no tracking record, but a finished questionnaire and a lead.
    const refused = await createTestUser(t.db);
    await finishes(refused, true);

    await t.db.insert(questionEvents).values([
      shown(a, "looking-for-advice", 1), answered(a, "looking-for-advice", 1, 4000),
      shown(a, "age", 2), back(a, "age", 2), shown(a, "looking-for-advice", 1), answered(a, "looking-for-advice", 1, 2000),
      shown(a, "age", 2), answered(a, "age", 2, 6000),
      shown(b, "looking-for-advice", 1, "Mobile"), answered(b, "looking-for-advice", 1, 9000, "Mobile"),
      shown(b, "age", 2, "Mobile"),
      shown(c, "looking-for-advice", 1),
      { userId: c, flow: "partner", question: "have-an-account", step: 1, kind: "shown", device: "Desktop" },
    ]);
    // An old event outside every range used below.
    await t.db.insert(questionEvents).values(shown(old, "looking-for-advice", 1));
    await t.db.execute(sql`update ${questionEvents} set created_at = now() - interval '30 days' where user_id = ${old}`);
    await finishes(a, true);
    await finishes(b, false);

    const ab = (userId: string, kind: "load" | "action", testing: string) => ({ userId, kind, title: "home-cta-wording", testing, url: "site.test/" });
    await t.db.insert(abEvents).values([
      ab(a, "load", "compare-now"), ab(a, "load", "compare-now"), ab(a, "action", "compare-now"),
      ab(b, "load", "find-my-matches"), ab(b, "action", "find-my-matches"),
      ab(c, "load", "find-my-matches"),
      ab(d, "action", "find-my-matches"), // a goal without an exposure in range does not count
    ]);

    const visit = (userId: string, url: string, elapsedTime: number, scrollYBottom: number, endedBy: "route-change" | "tab-hidden" | "idle") => ({
      userId, url, elapsedTime, startTime: new Date(now - 60_000), endTime: new Date(now), scrollYTop: 0, scrollYBottom, viewPortHeight: 800, viewPortWidth: 1200, endedBy,
    });
    const track = (userId: string, device: Device, visits: ReturnType<typeof visit>[]) =>
      storeTrackingBatch(t.db, { userId, device, ipAddress: null }, { visits: visits.map(({ userId: _id, ...rest }) => ({ ...rest, wmLogs: [] })), scrollStops: [] });
    // Through the ingest, which keeps the daily summaries.
    await track(a, "Desktop", [visit(a, "site.test/", 10, 800, "route-change"), visit(a, "site.test/", 20, 1600, "idle")]);
    await track(b, "Mobile", [visit(b, "site.test/", 30, 2400, "route-change")]);
    await track(c, "Desktop", [visit(c, "site.test/about-us", 5, 900, "tab-hidden")]);
  });

  it("counts the questionnaire funnel per question in path order, per device, with the median time to Continue", async () => {
    const rows = await questionnaireFunnel(t.db, lastWeek);
    const all = rows.filter((row) => row.device === null);
    expect(all.map((row) => `${row.flow} ${row.step} ${row.question}`)).toEqual(["proforma 1 looking-for-advice", "proforma 2 age", "partner 1 have-an-account"]);
    expect(all[0]).toMatchObject({ reached: 3, continued: 2, wentBack: 0, medianMs: 4000 });
    expect(all[1]).toMatchObject({ reached: 2, continued: 1, wentBack: 1, medianMs: 6000 });
    expect(all[2]).toMatchObject({ reached: 1, continued: 0, medianMs: null });
    const mobile = rows.filter((row) => row.device === "Mobile");
    expect(mobile.map((row) => [row.question, row.reached, row.continued, row.medianMs])).toEqual([
      ["looking-for-advice", 1, 1, 9000],
      ["age", 1, 0, null],
    ]);
  });

  it("attributes consenting visitors to their first UTM source, or direct, and follows them to a lead", async () => {
    const rows = await trafficSources(t.db, lastWeek);
    expect(rows).toEqual([
      { source: "newsletter", medium: "email", campaign: "spring", visits: 2, starts: 2, completions: 2, leads: 1, introductions: 2 },
      { source: "direct", medium: null, campaign: null, visits: 1, starts: 0, completions: 0, leads: 0, introductions: 0 },
      { source: "google", medium: "cpc", campaign: null, visits: 1, starts: 1, completions: 0, leads: 0, introductions: 0 },
    ]);
  });

  it("counts each experiment's exposed and converted visitors once", async () => {
    expect(await experimentCounts(t.db, lastWeek)).toEqual([
      { title: "home-cta-wording", variant: "compare-now", exposures: 1, conversions: 1 },
      { title: "home-cta-wording", variant: "find-my-matches", exposures: 2, conversions: 1 },
    ]);
  });

  it("summarises pages by path, all devices and per device class", async () => {
    const rows = await pageStatistics(t.db, lastWeek);
    // Medians are estimated from one-second and 100-pixel buckets: 10, 20, 30 s → 20.5 s.
    expect(rows).toEqual([
      { path: "/", device: null, visits: 3, medianSeconds: 20.5, medianScrollDepth: 1650, idleShare: 1 / 3 },
      { path: "/", device: "Mobile", visits: 1, medianSeconds: 32.5, medianScrollDepth: 2450, idleShare: 0 },
      { path: "/", device: "Desktop", visits: 2, medianSeconds: 11, medianScrollDepth: 900, idleShare: 0.5 },
      { path: "/about-us", device: null, visits: 1, medianSeconds: 5.5, medianScrollDepth: 950, idleShare: 0 },
      { path: "/about-us", device: "Desktop", visits: 1, medianSeconds: 5.5, medianScrollDepth: 950, idleShare: 0 },
    ]);
  });

  it("reads whole days from the daily summaries and a part day from the visits", async () => {
    const visitorId = await visitor("Tablet");
    const at = (daysAgo: number, elapsedTime: number) => ({
      userId: visitorId, url: "site.test/summarised", elapsedTime, startTime: new Date(now - daysAgo * DAY), endTime: new Date(now - daysAgo * DAY), scrollYTop: 0, scrollYBottom: 500, viewPortHeight: 800, viewPortWidth: 900, endedBy: "route-change" as const,
    });
    // Visits 11 and 10 days ago, summarised as the ingest would have on those days.
    const inserted = await t.db.insert(pageVisits).values([at(11, 4), at(11, 4), at(10, 8)]).returning({ id: pageVisits.id });
    for (const [index, row] of inserted.entries()) {
      await t.db.execute(sql`update ${pageVisits} set created_at = now() - ${index < 2 ? 11 : 10} * interval '1 day' where id = ${row.id}`);
    }
    await summarisePageVisits(t.db, sql`${pageVisits.id} in (${sql.join(inserted.map((row) => sql`${row.id}`), sql`, `)})`);
    const stored = await t.db.execute(sql`select count(*)::int as n, sum(visits)::int as visits from page_visit_days where path = '/summarised'`);
    expect((stored as unknown as { rows: { n: number; visits: number }[] }).rows[0]).toEqual({ n: 2, visits: 3 });
    const startOfDay = (ms: number) => Math.floor(ms / DAY) * DAY;
    const wholeDays: DateRange = { from: new Date(startOfDay(now) - 13 * DAY), to: new Date(startOfDay(now) + DAY) };
    const expected = [
      { path: "/summarised", device: null, visits: 3, medianSeconds: 4.75, medianScrollDepth: 550, idleShare: 0 },
      { path: "/summarised", device: "Tablet", visits: 3, medianSeconds: 4.75, medianScrollDepth: 550, idleShare: 0 },
    ];
    const summarised = async (range: DateRange) => (await pageStatistics(t.db, range)).filter((row) => row.path === "/summarised");
    expect(await summarised(wholeDays)).toEqual(expected);
    // Whole days come from the summaries only: a visit stored without them is not read...
    await t.db.insert(pageVisits).values(at(11, 100));
    await t.db.execute(sql`update ${pageVisits} set created_at = now() - interval '11 days' where elapsed_time = 100 and url = 'site.test/summarised'`);
    expect(await summarised(wholeDays)).toEqual(expected);
    // ...while a range starting inside day 11 reads that part of the day from the visits themselves.
    const partDay: DateRange = { from: new Date(now - 11 * DAY - 60_000), to: wholeDays.to };
    expect((await summarised(partDay))[0]).toMatchObject({ visits: 4 }); // 3 from day 11's visits, 1 summarised
    // A second summary of the same day adds to it.
    await storeTrackingBatch(t.db, { userId: visitorId, device: "Tablet", ipAddress: null }, { visits: [at(0, 4), at(0, 6)].map(({ userId: _id, ...rest }) => ({ ...rest, wmLogs: [] })), scrollStops: [] });
    await storeTrackingBatch(t.db, { userId: visitorId, device: "Tablet", ipAddress: null }, { visits: [at(0, 8)].map(({ userId: _id, ...rest }) => ({ ...rest, wmLogs: [] })), scrollStops: [] });
    const today = await t.db.execute(sql`select visits, time_histogram[5] as four, time_histogram[7] as six, time_histogram[9] as eight from page_visit_days where path = '/summarised' and day = (now() at time zone 'UTC')::date`);
    expect((today as unknown as { rows: unknown[] }).rows).toEqual([{ visits: 3, four: 1, six: 1, eight: 1 }]);
    expect((await summarised(wholeDays))[0]?.visits).toBe(6);
  });

  it("counts nothing outside the range", async () => {
    const earlier: DateRange = { from: new Date(now - 60 * DAY), to: new Date(now - 20 * DAY) };
    expect((await questionnaireFunnel(t.db, earlier)).map((row) => row.reached)).toEqual([1, 1]);
    expect(await trafficSources(t.db, earlier)).toEqual([{ source: "google", medium: "cpc", campaign: null, visits: 1, starts: 1, completions: 0, leads: 0, introductions: 0 }]);
    expect(await experimentCounts(t.db, earlier)).toEqual([]);
    expect(await pageStatistics(t.db, earlier)).toEqual([]);
  });
});

describeOnDatabases("page summaries kept by the ingest", (t) => {

  const summaryRows = async () =>
    (
      (await t.db.execute(
        sql`select day::text as day, path, device::text as device, visits, idle_visits, time_histogram, scroll_histogram from page_visit_days order by day, path, device`,
      )) as unknown as { rows: unknown[] }
    ).rows;

  it("add the same figures as PostgreSQL's own count of the stored visits", async () => {
    // Every bucket's edges: below the first bound, on a bound, between bounds, past the last.
    const elapsed = [0, 1, 2, 29, 30, 31, 35, 119, 120, 7199, 7200, 50_000];
    const scrolled = [0, 99, 100, 101, 2999, 3000, 3100, 3250, 4999, 5000, 99_999, 100_000, 250_000];
    const urls = ["site.test/", "site.test/pages/a", "site.test/pages/a?x=1", "no-slash", "site.test/ünïcode/é"];
    const end = new Date(Date.now() - 1000);
    const visit = (i: number) => ({
      url: urls[i % urls.length]!,
      elapsedTime: elapsed[i % elapsed.length]!,
      startTime: new Date(end.getTime() - 1000),
      endTime: end,
      scrollYTop: 0,
      scrollYBottom: scrolled[i % scrolled.length]!,
      viewPortHeight: 800,
      viewPortWidth: 900,
      wmLogs: [],
      endedBy: (["route-change", "idle", "tab-hidden"] as const)[i % 3]!,
    });
    for (const [index, device] of (["Desktop", "Mobile", "Desktop", "Tablet"] as const).entries()) {
      const userId = await createTestUser(t.db);
      await storeTrackingBatch(t.db, { userId, device, ipAddress: null }, { visits: Array.from({ length: 40 }, (_, i) => visit(i + index * 7)), scrollStops: [] });
    }
    const kept = await summaryRows();
    expect(kept.length).toBeGreaterThan(5);
    // The same visits, summarised afresh by the SQL that builds the summaries of older data.
    await t.db.execute(sql`delete from page_visit_days`);
    await summarisePageVisits(t.db, sql`true`);
    expect(kept).toEqual(await summaryRows());
  });
});
