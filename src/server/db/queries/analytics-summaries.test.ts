import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser, openTestDatabase, testDrivers, type TestDatabase } from "@/testing/database";
import { describeOnDatabases } from "@/testing/database-suite";
import { introductions, leads, questionEvents, questionnaireSubmissions, utmRecords, visitTrackers, type DeviceClass } from "../schema";
import { questionnaireFunnel, trafficSources, type DateRange } from "./analytics";
import { purgeExpired } from "./retention";
import { addUtmRecord } from "./marketing";
import { storeTrackingBatch } from "./tracking";
import { deleteVisitorData, transferVisitorData } from "./visitor-data";

/**
 * The funnel and traffic sources read summaries that triggers keep
 * (drizzle/0004_analytics_summaries.sql). These tests hold them to the definitions: the same
 * figures as grouping the stored rows themselves, below, for a mixed data set, over whole-day and
 * part-day ranges, and after every kind of write that changes the rows.
 */

/** The funnel straight from the events (the query the summaries replaced). */
async function funnelFromEvents(db: TestDatabase["db"], range: DateRange) {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const result = await db.execute(sql`
    with per_visitor as (
      select flow, question, user_id, min(device) as device, min(step) as step,
        bool_or(kind = 'shown') as reached, bool_or(kind = 'answered') as continued,
        count(*) filter (where kind = 'left' and left_by = 'back') as backs, max(created_at) as last_at
      from question_events
      where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
      group by flow, question, user_id
    ),
    per_visitor_dropped as (
      select p.*, p.reached and not p.continued and not exists (
        select 1 from question_events e
        where e.user_id = p.user_id and e.flow = p.flow and e.kind = 'answered' and e.created_at > p.last_at and e.created_at < ${to}::timestamptz
      ) as dropped
      from per_visitor p
    ),
    times as (
      select flow, question, device, percentile_cont(0.5) within group (order by time_spent_ms) as median_ms
      from question_events
      where kind = 'answered' and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
      group by grouping sets ((flow, question), (flow, question, device))
    ),
    counts as (
      select flow, question, device, percentile_disc(0.5) within group (order by step) as step,
        count(*) filter (where reached) as reached, count(*) filter (where reached and continued) as continued,
        count(*) filter (where dropped) as dropped, coalesce(sum(backs), 0) as went_back
      from per_visitor_dropped
      group by grouping sets ((flow, question), (flow, question, device))
    )
    select c.flow, c.question, c.step, c.device, c.reached::int as "reached", c.continued::int as "continued",
      c.dropped::int as "dropped", c.went_back::int as "wentBack", t.median_ms::float8 as "medianMs"
    from counts c
    left join times t on t.flow = c.flow and t.question = c.question and t.device is not distinct from c.device
    order by c.flow = 'partner', c.flow, c.device is not null, c.device, c.step, c.question`);
  return (result as unknown as { rows: unknown[] }).rows;
}

/** Traffic sources straight from the tracking records, UTM records, events, submissions, leads and introductions. */
async function sourcesFromRows(db: TestDatabase["db"], range: DateRange) {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const result = await db.execute(sql`
    with cohort as (
      select user_id from visit_trackers where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
    ),
    first_touch as (
      select distinct on (u.user_id) u.user_id, u.tags ->> 'source' as source, u.tags ->> 'medium' as medium, u.tags ->> 'campaign' as campaign
      from utm_records u join cohort c on c.user_id = u.user_id
      order by u.user_id, u.created_at, u.id
    ),
    started as (
      select distinct q.user_id from question_events q join cohort c on c.user_id = q.user_id where q.kind = 'shown'
    ),
    attributed as (
      select c.user_id, case when f.user_id is null then 'direct' else coalesce(f.source, '(not set)') end as source,
        f.medium, f.campaign, s.user_id is not null as started, qs.user_id is not null as completed, l.user_id is not null as lead
      from cohort c
      left join first_touch f on f.user_id = c.user_id
      left join started s on s.user_id = c.user_id
      left join questionnaire_submissions qs on qs.user_id = c.user_id
      left join leads l on l.user_id = c.user_id
    )
    select a.source, a.medium, a.campaign, count(*)::int as visits, (count(*) filter (where a.started))::int as starts,
      (count(*) filter (where a.completed))::int as completions, (count(*) filter (where a.lead))::int as leads,
      coalesce(sum(i.introductions), 0)::int as introductions
    from attributed a
    left join (select user_id, count(*)::int as introductions from introductions group by user_id) i on i.user_id = a.user_id
    group by a.source, a.medium, a.campaign
    order by count(*) desc, a.source, a.medium nulls first, a.campaign nulls first`);
  return (result as unknown as { rows: unknown[] }).rows;
}

const DAY = 86_400_000;
type Device = DeviceClass;

describeOnDatabases("analytics summaries", (t) => {
  // Whole UTC days from here: day(n) is midnight n days after the start of today.
  const today = Math.floor(Date.now() / DAY) * DAY;
  const day = (n: number, hours = 0) => new Date(today + n * DAY + hours * 3_600_000);
  const ids: Record<string, string> = {};

  /** Ranges that meet the data set's day boundaries in every way: whole days, part days, inside one day, empty. */
  const ranges: [string, DateRange][] = [
    ["last 7 days", { from: day(-6), to: day(1) }],
    ["last 30 days", { from: day(-29), to: day(1) }],
    ["one whole day", { from: day(-5), to: day(-4) }],
    ["the day after", { from: day(-4), to: day(-3) }],
    ["from midday", { from: day(-5, 12), to: day(1) }],
    ["to midday", { from: day(-29), to: day(-4, 12) }],
    ["midday to midday", { from: day(-10, 12), to: day(-3, 12) }],
    ["inside one day", { from: day(-3, 9), to: day(-3, 15) }],
    ["across one midnight", { from: day(-5, 23), to: day(-4, 1) }],
    ["empty", { from: day(-2), to: day(-2) }],
    ["before everything", { from: day(-60), to: day(-40) }],
  ];

  async function visitor(name: string, device: Device, createdAt: Date) {
    const id = await createTestUser(t.db);
    ids[name] = id;
    await t.db.insert(visitTrackers).values({ userId: id, device, createdAt });
    return id;
  }
  type Kind = "shown" | "answered" | "back" | "exit";
  const event = (userId: string, question: string, step: number, kind: Kind, createdAt: Date, device: Device = "Desktop", flow = "proforma") => ({
    userId, flow, question, step, device, createdAt,
    kind: kind === "back" || kind === "exit" ? ("left" as const) : kind,
    leftBy: kind === "back" || kind === "exit" ? kind : null,
    timeSpentMs: kind === "shown" ? null : 1000 + Math.round(createdAt.getTime() / 1000) % 50_000,
  });

  async function expectSameFigures() {
    for (const [name, range] of ranges) {
      expect(await questionnaireFunnel(t.db, range), `funnel, ${name}`).toEqual(await funnelFromEvents(t.db, range));
      expect(await trafficSources(t.db, range), `sources, ${name}`).toEqual(await sourcesFromRows(t.db, range));
    }
  }

  beforeAll(async () => {
    // Several events per visitor and question, on one day and over several.
    const a = await visitor("a", "Desktop", day(-10, 9));
    await t.db.insert(utmRecords).values([
      { userId: a, url: "site.test/?utm_source=google", tags: { source: "google", medium: "cpc", campaign: "spring" }, createdAt: day(-10, 9) },
      { userId: a, url: "site.test/?utm_source=newsletter", tags: { source: "newsletter", medium: "email" }, createdAt: day(-3, 10) },
    ]);
    await t.db.insert(questionEvents).values([
      event(a, "looking-for-advice", 1, "shown", day(-10, 10)), event(a, "looking-for-advice", 1, "answered", day(-10, 10.1)),
      event(a, "age", 2, "shown", day(-10, 10.2)), event(a, "age", 2, "back", day(-10, 10.3)),
      event(a, "looking-for-advice", 1, "shown", day(-3, 10)), event(a, "looking-for-advice", 1, "answered", day(-3, 10.1)),
      event(a, "age", 2, "shown", day(-3, 10.2)), event(a, "age", 2, "answered", day(-3, 10.3)),
    ]);
    // Across midnight, and from a phone and then a desktop.
    const b = await visitor("b", "Mobile", day(-5, 23));
    await t.db.insert(utmRecords).values({ userId: b, url: "site.test/?utm_medium=email", tags: { medium: "email" }, createdAt: day(-5, 23) });
    await t.db.insert(questionEvents).values([
      event(b, "looking-for-advice", 1, "shown", day(-5, 23.9), "Mobile"), event(b, "looking-for-advice", 1, "answered", day(-4, 0.1), "Desktop"),
      event(b, "age", 2, "shown", day(-4, 0.2), "Desktop"), event(b, "age", 2, "back", day(-4, 0.3), "Desktop"),
      event(b, "looking-for-advice", 3, "shown", day(-4, 0.4), "Desktop"), event(b, "looking-for-advice", 3, "exit", day(-4, 0.5), "Desktop"),
    ]);
    // One day, several events a question, a lower step second.
    const c = await visitor("c", "Tablet", day(-3, 8));
    await t.db.insert(questionEvents).values([
      event(c, "looking-for-advice", 3, "shown", day(-3, 9), "Tablet"), event(c, "looking-for-advice", 3, "back", day(-3, 9.1), "Tablet"),
      event(c, "looking-for-advice", 2, "shown", day(-3, 9.2), "Tablet"), event(c, "looking-for-advice", 2, "answered", day(-3, 9.3), "Tablet"),
      event(c, "age", 4, "answered", day(-3, 14), "Tablet"),
    ]);
    // Answered without a shown event in the range, the partner flow, a first touch without a source.
    const d = await visitor("d", "Desktop", day(-20, 12));
    await t.db.insert(utmRecords).values({ userId: d, url: "site.test/?utm_campaign=x", tags: { campaign: "x" }, createdAt: day(-20, 12) });
    await t.db.insert(questionEvents).values([
      event(d, "age", 2, "shown", day(-20, 12)), event(d, "age", 2, "answered", day(-2, 12)),
      event(d, "have-an-account", 1, "shown", day(-2, 13), "Desktop", "partner"), event(d, "have-an-account", 1, "answered", day(-2, 13.5), "Desktop", "partner"),
    ]);
    // Went back from a question and took another path to the end: reached "pensions" without
    // continuing, then answered later questions. On one day (f), and over a midnight (g).
    const f = await visitor("f", "Desktop", day(-6, 8));
    await t.db.insert(questionEvents).values([
      event(f, "looking-for-advice", 1, "shown", day(-6, 9)), event(f, "looking-for-advice", 1, "answered", day(-6, 9.1)),
      event(f, "pensions", 2, "shown", day(-6, 9.2)), event(f, "pensions", 2, "back", day(-6, 9.3)),
      event(f, "looking-for-advice", 1, "shown", day(-6, 9.4)), event(f, "looking-for-advice", 1, "answered", day(-6, 9.5)),
      event(f, "age", 2, "shown", day(-6, 9.6)), event(f, "age", 2, "answered", day(-6, 9.7)),
    ]);
    const g = await visitor("g", "Mobile", day(-8, 20));
    await t.db.insert(questionEvents).values([
      event(g, "pensions", 2, "shown", day(-8, 23.5), "Mobile"), event(g, "pensions", 2, "back", day(-7, 0.2), "Mobile"),
      event(g, "age", 2, "shown", day(-7, 0.4), "Mobile"), event(g, "age", 2, "answered", day(-7, 0.6), "Mobile"),
    ]);
    // Through the ingest, today.
    const e = await visitor("e", "Mobile", day(0));
    await storeTrackingBatch(t.db, { userId: e, device: "Mobile", ipAddress: null }, {
      visits: [],
      scrollStops: [],
      questionEvents: [
        { flow: "proforma", question: "looking-for-advice", step: 1, kind: "shown" },
        { flow: "proforma", question: "looking-for-advice", step: 1, kind: "answered", timeSpentMs: 3000 },
      ],
    });
    await storeTrackingBatch(t.db, { userId: e, device: "Mobile", ipAddress: null }, {
      visits: [],
      scrollStops: [],
      questionEvents: [{ flow: "proforma", question: "age", step: 2, kind: "shown" }, { flow: "proforma", question: "age", step: 2, kind: "left", leftBy: "back", timeSpentMs: 800 }],
    });
    // Finished, sent a lead and chose firms.
    for (const userId of [a, c]) {
      const [submission] = await t.db.insert(questionnaireSubmissions).values({ userId, answers: {} }).returning({ id: questionnaireSubmissions.id });
      const [lead] = await t.db.insert(leads).values({ userId, submissionId: submission!.id, segment: "standard", firstName: "A", lastName: "B", phoneNumber: "+447911123456", email: "a@example.co.uk", termsAcceptedAt: new Date() }).returning({ id: leads.id });
      await t.db.insert(introductions).values([{ userId, leadId: lead!.id, providerId: "saltus" }, { userId, leadId: lead!.id, providerId: "brewin-dolphin" }]);
    }
    await t.db.insert(questionnaireSubmissions).values({ userId: b, answers: {} });
    // A visitor who refused analytics: no tracking record, so no events, but a submission and a lead.
    const refused = await createTestUser(t.db);
    ids.refused = refused;
    await t.db.insert(questionnaireSubmissions).values({ userId: refused, answers: {} });
    await t.db.insert(leads).values({ userId: refused, segment: "standard", firstName: "R", lastName: "S", phoneNumber: "+447911123456", email: "r@example.co.uk", termsAcceptedAt: new Date() });
  });

  it("give the figures the stored rows give, for every kind of range", async () => {
    // The data set does reach the summaries' both ways of counting.
    const spans = await t.db.execute(sql`select count(*) filter (where day is null)::int as several, count(*) filter (where day is not null)::int as one from question_visitors`);
    expect((spans as unknown as { rows: unknown[] }).rows).toEqual([{ several: 5, one: 10 }]);
    await expectSameFigures();
    // Who went back from "pensions" and answered a later question did not drop there, on one day or over several.
    const month = await questionnaireFunnel(t.db, ranges[1]![1]);
    expect(month.find((row) => row.device === null && row.question === "pensions")).toMatchObject({ reached: 2, continued: 0, dropped: 0, wentBack: 2 });
    // A range that ends before the later answer counts the visitor as dropped.
    const beforeTheAnswer = await questionnaireFunnel(t.db, { from: day(-6, 9), to: day(-6, 9.65) });
    expect(beforeTheAnswer.find((row) => row.device === null && row.question === "pensions")).toMatchObject({ reached: 1, dropped: 0 });
    expect(beforeTheAnswer.find((row) => row.device === null && row.question === "age")).toMatchObject({ reached: 1, continued: 0, dropped: 1 });
    const week = await questionnaireFunnel(t.db, ranges[0]![1]);
    expect(week.find((row) => row.device === null && row.question === "looking-for-advice")).toMatchObject({ reached: 5, continued: 5, wentBack: 1 });
  });

  it("are what the migration builds for rows stored before them", async () => {
    const snapshot = async () => {
      const read = async (query: ReturnType<typeof sql>) => (await t.db.execute(query) as unknown as { rows: unknown[] }).rows;
      return [
        await read(sql`select * from question_visitors order by user_id, flow, question`),
        await read(sql`select * from question_days where visitors > 0 order by day, flow, question, device, step`),
        await read(sql`select * from visitor_cohorts order by user_id`),
        await read(sql`select * from visitor_cohort_days where visits > 0 order by day, source, medium, campaign`),
      ];
    };
    const kept = await snapshot();
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`delete from question_visitors`);
      await tx.execute(sql`delete from question_days`);
      await tx.execute(sql`delete from visitor_cohorts`);
      await tx.execute(sql`delete from visitor_cohort_days`);
      // The backfill statements of drizzle/0004_analytics_summaries.sql.
      await tx.execute(sql`select analytics_refresh_questions(array_agg(user_id), array_agg(flow), array_agg(question)) from (select distinct user_id, flow, question from question_events) stored`);
      await tx.execute(sql`select analytics_refresh_cohorts(array(select user_id from visit_trackers))`);
    });
    expect(await snapshot()).toEqual(kept);
  });

  it("hold nothing for a visitor who refused analytics", async () => {
    const held = await t.db.execute(sql`select (select count(*) from question_visitors where user_id = ${ids.refused})::int as questions, (select count(*) from visitor_cohorts where user_id = ${ids.refused})::int as cohorts`);
    expect((held as unknown as { rows: unknown[] }).rows).toEqual([{ questions: 0, cohorts: 0 }]);
  });

  it("follow edits, a visitor becoming a member, the purge and deletion", async () => {
    // A tracking record's start and an event's time moved.
    await t.db.execute(sql`update visit_trackers set created_at = ${day(-4, 6).toISOString()}::timestamptz where user_id = ${ids.c}`);
    await t.db.execute(sql`update question_events set created_at = ${day(-4, 22).toISOString()}::timestamptz where user_id = ${ids.c} and kind = 'answered' and question = 'age'`);
    await expectSameFigures();
    // An anonymous visitor becomes a member who already had a tracking record and events.
    const member = await createTestUser(t.db, { email: "member@example.co.uk" });
    await t.db.insert(visitTrackers).values({ userId: member, device: "Desktop", createdAt: day(-6, 7) });
    await t.db.insert(questionEvents).values([event(member, "looking-for-advice", 1, "shown", day(-6, 7)), event(member, "age", 2, "shown", day(-6, 8))]);
    await transferVisitorData(t.db, ids.b!, member);
    await expectSameFigures();
    // A lead withdrawn (deleted), introductions gone with it.
    await t.db.execute(sql`delete from leads where user_id = ${ids.a}`);
    await expectSameFigures();
    // The purge, with tracking kept for 0 months: every event, UTM record and tracking record goes.
    await deleteVisitorData(t.db, ids.c!);
    await expectSameFigures();
    await purgeExpired(t.db, new Date(), 0);
    await expectSameFigures();
    const left = await t.db.execute(sql`select (select count(*) from question_visitors)::int as questions, (select count(*) from visitor_cohorts)::int as cohorts,
      (select coalesce(sum(visitors), 0) from question_days)::int as counted, (select coalesce(sum(visits), 0) from visitor_cohort_days)::int as visits`);
    expect((left as unknown as { rows: unknown[] }).rows).toEqual([{ questions: 0, cohorts: 0, counted: 0, visits: 0 }]);
  });
});

/**
 * One statement about many visitors (a bulk import, the purge): the summaries follow it without a
 * lock per visitor, which would fill the server's shared lock table ("out of shared memory").
 */
describeOnDatabases("analytics summaries of a statement about many visitors", (t) => {
  const VISITORS = 20_000;

  it("are kept when one statement adds or removes 20,000 visitors", async () => {
    await t.db.execute(sql`insert into users (id, name, email, is_anonymous)
      select 'bulk-' || i, 'Anonymous', 'bulk-' || i || '@visitors.invalid', true from generate_series(1, ${VISITORS}) i`);
    await t.db.execute(sql`insert into visit_trackers (user_id, device, created_at)
      select 'bulk-' || i, 'Mobile', now() - interval '1 day' from generate_series(1, ${VISITORS}) i`);
    const counted = async () => {
      const result = await t.db.execute(sql`select (select count(*) from visitor_cohorts)::int as cohorts, (select coalesce(sum(visits), 0) from visitor_cohort_days)::int as visits`);
      return (result as unknown as { rows: unknown[] }).rows[0];
    };
    expect(await counted()).toEqual({ cohorts: VISITORS, visits: VISITORS });
    await t.db.execute(sql`delete from visit_trackers where user_id like 'bulk-%'`);
    expect(await counted()).toEqual({ cohorts: 0, visits: 0 });
  });
});

/**
 * A visitor's first tracking batch (which creates their tracking record) and their UTM record
 * arrive together, in two transactions that cannot see each other's rows until they commit. Only
 * PostgreSQL runs them side by side (the embedded database runs one transaction at a time).
 */
describe.runIf(testDrivers().includes("postgres"))("analytics summaries of a visitor's writes at the same moment (postgres)", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase("postgres");
  });
  afterAll(async () => t?.close());

  const firstBatch = (db: TestDatabase["db"], userId: string) => storeTrackingBatch(db, { userId, device: "Desktop", ipAddress: null }, { visits: [], scrollStops: [] });
  const campaign = (db: TestDatabase["db"], userId: string) => addUtmRecord(db, { userId, url: "site.test/?utm_source=google", tags: { source: "google", medium: "cpc" } });

  async function waitingForLock(): Promise<boolean> {
    const result = await t.db.execute(sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
    return (result as unknown as { rows: { waiting: number }[] }).rows[0]!.waiting > 0;
  }

  /**
   * Runs `first` in a transaction kept open until `second` has finished or waits for a lock, then
   * lets it commit and waits for both.
   */
  async function overlapping(first: (db: TestDatabase["db"]) => Promise<unknown>, second: () => Promise<unknown>) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const firstDone = t.db.transaction(async (tx) => {
      await first(tx as unknown as TestDatabase["db"]);
      wrote();
      await released;
    });
    await written;
    let finished = false;
    const secondDone = second().finally(() => (finished = true));
    await expect.poll(async () => finished || (await waitingForLock()), { timeout: 10_000 }).toBe(true);
    release();
    await Promise.all([firstDone, secondDone]);
  }

  async function cohortSource(userId: string) {
    const result = await t.db.execute(sql`select source, medium from visitor_cohorts where user_id = ${userId}`);
    return (result as unknown as { rows: unknown[] }).rows;
  }

  it("count the campaign when the UTM record is stored while the tracking record is being created", async () => {
    const visitor = await createTestUser(t.db);
    await overlapping((db) => firstBatch(db, visitor), () => campaign(t.db, visitor));
    expect(await cohortSource(visitor)).toEqual([{ source: "google", medium: "cpc" }]);
  });

  it("count the campaign when the tracking record is created while the UTM record is being stored", async () => {
    const visitor = await createTestUser(t.db);
    await overlapping((db) => campaign(db, visitor), () => firstBatch(t.db, visitor));
    expect(await cohortSource(visitor)).toEqual([{ source: "google", medium: "cpc" }]);
  });
});
