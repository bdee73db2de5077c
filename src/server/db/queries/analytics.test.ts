import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser, openTestDatabase, testDrivers, type TestDatabase } from "@/testing/database";
import { abEvents, leads, pageVisits, questionEvents, questionnaireSubmissions, utmRecords, visitTrackers } from "../schema";
import { experimentCounts, pageStatistics, questionnaireFunnel, trafficSources, type DateRange } from "./analytics";

const DAY = 86_400_000;
const now = Date.now();
const lastWeek: DateRange = { from: new Date(now - 7 * DAY), to: new Date(now + DAY) };

type Device = "Mobile" | "Tablet" | "Desktop";

describe.each(testDrivers())("analytics queries (%s)", (driver) => {
  let t: TestDatabase;

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
      await t.db.insert(leads).values({ userId, submissionId: submission!.id, segment: "standard", firstName: "A", lastName: "B", phoneNumber: "+447911123456", email: "a@example.co.uk", termsAcceptedAt: new Date() });
    }
  }

  beforeAll(async () => {
    t = await openTestDatabase(driver);
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

    const visit = (userId: string, url: string, elapsedTime: number, scrollYBottom: number, endedBy: string) => ({
      userId, url, elapsedTime, startTime: new Date(now - 60_000), endTime: new Date(now), scrollYTop: 0, scrollYBottom, viewPortHeight: 800, viewPortWidth: 1200, endedBy,
    });
    await t.db.insert(pageVisits).values([
      visit(a, "site.test/", 10, 800, "route-change"),
      visit(a, "site.test/", 20, 1600, "idle"),
      visit(b, "site.test/", 30, 2400, "route-change"),
      visit(c, "site.test/about-us", 5, 900, "tab-hidden"),
    ]);
  });
  afterAll(async () => t?.close());

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
      { source: "newsletter", medium: "email", campaign: "spring", visits: 2, starts: 2, completions: 2, leads: 1, introductions: null },
      { source: "direct", medium: null, campaign: null, visits: 1, starts: 0, completions: 0, leads: 0, introductions: null },
      { source: "google", medium: "cpc", campaign: null, visits: 1, starts: 1, completions: 0, leads: 0, introductions: null },
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

  it("summarises days that are over once, and reads them with today's live visits", async () => {
    const visitorId = await visitor("Tablet");
    const at = (daysAgo: number, elapsedTime: number) => ({
      userId: visitorId, url: "site.test/summarised", elapsedTime, startTime: new Date(now - daysAgo * DAY), endTime: new Date(now - daysAgo * DAY), scrollYTop: 0, scrollYBottom: 500, viewPortHeight: 800, viewPortWidth: 900, endedBy: "route-change",
    });
    // Days 10 and 11 ago, which no earlier read has summarised.
    const inserted = await t.db.insert(pageVisits).values([at(11, 4), at(11, 4), at(10, 8)]).returning({ id: pageVisits.id });
    for (const [index, row] of inserted.entries()) {
      await t.db.execute(sql`update ${pageVisits} set created_at = now() - ${index < 2 ? 11 : 10} * interval '1 day' where id = ${row.id}`);
    }
    const twoWeeks: DateRange = { from: new Date(now - 13 * DAY), to: new Date(now + DAY) };
    const expected = [
      { path: "/summarised", device: null, visits: 3, medianSeconds: 4.75, medianScrollDepth: 550, idleShare: 0 },
      { path: "/summarised", device: "Tablet", visits: 3, medianSeconds: 4.75, medianScrollDepth: 550, idleShare: 0 },
    ];
    const summarised = async () => (await pageStatistics(t.db, twoWeeks)).filter((row) => row.path === "/summarised");
    expect(await summarised()).toEqual(expected);
    const stored = await t.db.execute(sql`select count(*)::int as n from page_visit_days where path = '/summarised'`);
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
    // A second read uses the summaries (a visit added to a summarised day afterwards is not re-read).
    await t.db.insert(pageVisits).values(at(11, 100));
    await t.db.execute(sql`update ${pageVisits} set created_at = now() - interval '11 days' where elapsed_time = 100 and url = 'site.test/summarised'`);
    expect(await summarised()).toEqual(expected);
    // Today's visits are read live.
    await t.db.insert(pageVisits).values(at(0, 4));
    expect((await summarised())[0]?.visits).toBe(4);
  });

  it("counts nothing outside the range", async () => {
    const earlier: DateRange = { from: new Date(now - 60 * DAY), to: new Date(now - 20 * DAY) };
    expect((await questionnaireFunnel(t.db, earlier)).map((row) => row.reached)).toEqual([1, 1]);
    expect(await trafficSources(t.db, earlier)).toEqual([{ source: "google", medium: "cpc", campaign: null, visits: 1, starts: 1, completions: 0, leads: 0, introductions: null }]);
    expect(await experimentCounts(t.db, earlier)).toEqual([]);
    expect(await pageStatistics(t.db, earlier)).toEqual([]);
  });
});
