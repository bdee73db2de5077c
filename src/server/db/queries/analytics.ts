import "server-only";

import { sql, type SQL } from "drizzle-orm";
import "@/lib/zod-config";
import { z } from "zod";
import { histogramMedian } from "@/lib/histogram";
import type { Database } from "../client";

/**
 * Operator analytics (docs/product.md, "Operator analytics"). Every figure is aggregated by PostgreSQL (embedded or
 * server): no query here returns more than one row per table row shown. Only consenting
 * visitors appear, because question events, visits, UTM records and A/B events are recorded only
 * after analytics consent, and every "visitor" here is one with a tracking record.
 */
export interface DateRange {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
}

/**
 * Runs one analytics query with room to aggregate in memory: the default 4 MB of work memory
 * makes PostgreSQL spill the per-visitor aggregates of a 90-day range to disk. Without JIT
 * compilation: for these queries of a few hundred milliseconds at most, compiling cost more than
 * it saved (Pages for 30 days on the bench's data: about 360 ms with it, 140 ms without). `set
 * local` lasts only for this transaction.
 */
async function rows<T extends z.ZodType>(db: Database, query: SQL, row: T): Promise<z.infer<T>[]> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`set local jit = off`);
    return (await tx.execute(query)) as unknown as { rows: unknown[] };
  });
  return z.array(row).parse(result.rows);
}

const count = z.coerce.number().int().min(0);
const measure = z.coerce.number().nullable();
const device = z.enum(["Mobile", "Tablet", "Desktop"]);

const inRange = (column: SQL, range: DateRange) =>
  sql`${column} >= ${range.from.toISOString()}::timestamptz and ${column} < ${range.to.toISOString()}::timestamptz`;

/* ---------- Day parts of a range ---------- */

const DAY_MS = 86_400_000;

/** The whole UTC days inside the range: [from, to) as yyyy-mm-dd, or null when there are none. */
function wholeDays(range: DateRange): { from: string; to: string } | null {
  const first = Math.ceil(range.from.getTime() / DAY_MS) * DAY_MS;
  const end = Math.floor(range.to.getTime() / DAY_MS) * DAY_MS;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return end > first ? { from: day(first), to: day(end) } : null;
}

/**
 * How a range splits for reading daily summaries: its whole UTC days (`days`, read from the
 * summaries), the same as instants (`wholeFrom`, `wholeTo`: equal when there are none), and the
 * days it covers only in part (`partDays`, at most two, read from the rows themselves).
 */
function dayParts(range: DateRange) {
  const days = wholeDays(range);
  const wholeFrom = days ? `${days.from}T00:00:00Z` : range.from.toISOString();
  const wholeTo = days ? `${days.to}T00:00:00Z` : range.from.toISOString();
  // Days between the first and the last are whole; either end may be a part day.
  const ends = range.to > range.from ? [range.from, new Date(range.to.getTime() - 1)].map((at) => at.toISOString().slice(0, 10)) : [];
  const partDays = [...new Set(ends)].filter((day) => !days || day < days.from || day >= days.to);
  return { days, wholeFrom, wholeTo, partDays };
}

const inWholeDays = (column: SQL, days: { from: string; to: string } | null) =>
  days ? sql`${column} >= ${days.from}::date and ${column} < ${days.to}::date` : sql`false`;

/* ---------- Questionnaire funnel ---------- */

const funnelRow = z.object({
  flow: z.string(),
  question: z.string(),
  step: count,
  device: device.nullable(),
  reached: count,
  continued: count,
  /** Reached without continuing, and answered no question of the flow after it in the range. */
  dropped: count,
  wentBack: count,
  medianMs: measure,
});
export type FunnelRow = z.infer<typeof funnelRow>;

/**
 * Per question (and per question and device class): visitors who reached it (it was shown),
 * continued (answered it with Continue), how many times visitors went back from it, and the
 * median time to Continue. `device` is null on the all-devices rows. Questions are in path
 * order: by the median position at which visitors met them, then by page id.
 *
 * A visitor counts once per question however many events they have on it in the range, with the
 * lowest device class and step of those events. The summaries the triggers keep answer this
 * without grouping events by visitor: a visitor whose events on a question all fell on one UTC day
 * is counted in `question_days` for that day, so a whole day in the range adds its counts; only
 * visitors who met a question on several days, and the part days at the ends of a range that does
 * not start and end at midnight, are grouped from their events. The median time is over the
 * answered events themselves, read from the events.
 *
 * `dropped`: visitors who reached the question, did not continue from it, and answered no question of
 * the same flow after their last event on it in the range. A visitor who went back from a question
 * and then took another path (or finished) answered a later one, so is not dropped there.
 */
export async function questionnaireFunnel(db: Database, range: DateRange): Promise<FunnelRow[]> {
  const { days, partDays } = dayParts(range);
  const from = sql`${range.from.toISOString()}::timestamptz`;
  const to = sql`${range.to.toISOString()}::timestamptz`;
  return rows(
    db,
    sql`
      with counted as (
        select flow, question, device, step, visitors, reached, continued, backs, reached - continued as dropped
        from question_days
        where ${inWholeDays(sql`day`, days)} and visitors > 0
      ),
      moved_on as (
        -- Visitors of whole days who reached a question without continuing, then answered another later
        -- in the range (went back and took another path): not dropped there. Few rows, read through
        -- question_visitors_unanswered_idx and question_events_user_kind_idx.
        select v.flow, v.question, v.device, v.step, count(*)::int as visitors
        from question_visitors v
        where ${inWholeDays(sql`v.day`, days)} and v.shown and not v.answered
          and exists (
            select 1 from question_events e
            where e.user_id = v.user_id and e.kind = 'answered' and e.flow = v.flow and e.created_at > v.last_at and e.created_at < ${to}
          )
        group by v.flow, v.question, v.device, v.step
      ),
      others as (
        select user_id, flow, question from question_visitors
        where day is null and last_at >= ${from} and first_at < ${to}
        ${
          partDays.length > 0
            ? sql`union all
        select user_id, flow, question from question_visitors
        where day in (${sql.join(partDays.map((day) => sql`${day}::date`), sql`, `)}) and last_at >= ${from} and first_at < ${to}`
            : sql``
        }
      ),
      per_visitor as (
        select q.user_id, q.flow, q.question, min(q.device) as device, min(q.step) as step,
          bool_or(q.kind = 'shown') as reached,
          bool_or(q.kind = 'answered') as continued,
          count(*) filter (where q.kind = 'left' and q.left_by = 'back') as backs,
          max(q.created_at) as last_at
        from others o
        join question_events q on q.user_id = o.user_id and q.flow = o.flow and q.question = o.question
        where ${inRange(sql`q.created_at`, range)}
        group by q.user_id, q.flow, q.question
      ),
      visitors as (
        select flow, question, device, step, visitors, reached, continued, backs, dropped from counted
        union all
        select flow, question, device, step, 0, 0, 0, 0, -visitors from moved_on
        union all
        select flow, question, device, step, 1, reached::int, (reached and continued)::int, backs,
          (reached and not continued and not exists (
            select 1 from question_events e
            where e.user_id = p.user_id and e.kind = 'answered' and e.flow = p.flow and e.created_at > p.last_at and e.created_at < ${to}
          ))::int
        from per_visitor p
      ),
      steps as (
        select flow, question, device, step, sum(visitors) as visitors, sum(reached) as reached, sum(continued) as continued,
          sum(backs) as backs, sum(dropped) as dropped
        from visitors
        group by grouping sets ((flow, question, step), (flow, question, device, step))
      ),
      counts as (
        -- The step is percentile_disc(0.5) of the visitors' steps: the first at which half of them are counted.
        select flow, question, device, min(step) filter (where 2 * running >= total) as step,
          sum(reached) as reached, sum(continued) as continued, sum(backs) as went_back, sum(dropped) as dropped
        from (
          select steps.*, sum(visitors) over (partition by flow, question, device order by step) as running,
            sum(visitors) over (partition by flow, question, device) as total
          from steps
        ) s
        group by flow, question, device
      ),
      times as (
        select flow, question, device,
          percentile_cont(0.5) within group (order by time_spent_ms) as median_ms
        from question_events
        where kind = 'answered' and ${inRange(sql`created_at`, range)}
        group by grouping sets ((flow, question), (flow, question, device))
      )
      select c.flow, c.question, c.step, c.device, c.reached::int as "reached", c.continued::int as "continued",
        c.dropped::int as "dropped", c.went_back::int as "wentBack", t.median_ms::float8 as "medianMs"
      from counts c
      left join times t on t.flow = c.flow and t.question = c.question and t.device is not distinct from c.device
      order by c.flow = 'partner', c.flow, c.device is not null, c.device, c.step, c.question`,
    funnelRow,
  );
}

/* ---------- Traffic sources ---------- */

const sourceRow = z.object({
  source: z.string(),
  medium: z.string().nullable(),
  campaign: z.string().nullable(),
  visits: count,
  starts: count,
  completions: count,
  leads: count,
  introductions: count.nullable(),
});
export type SourceRow = z.infer<typeof sourceRow>;

/**
 * Per first-touch UTM source, medium and campaign ("direct" when the visitor arrived without
 * UTM tags): visitors whose tracking record began in the range, and of those, how many started
 * the questionnaire (a question was shown), finished it (a stored submission), sent a lead, and
 * how many introductions (docs/product.md, "Introductions": (lead, firm) pairs the visitor chose, withdrawn ones
 * included) they made. Whole UTC days are read from `visitor_cohort_days`, part days from the
 * visitors' `visitor_cohorts` rows; the triggers keep both.
 */
export async function trafficSources(db: Database, range: DateRange): Promise<SourceRow[]> {
  const { days, wholeFrom, wholeTo } = dayParts(range);
  return rows(
    db,
    sql`
      with parts as (
        select source, medium, campaign, visits, starts, completions, leads, introductions
        from visitor_cohort_days
        where ${inWholeDays(sql`day`, days)} and visits > 0
        union all
        select source, medium, campaign, 1, started::int, completed::int, lead::int, introductions
        from visitor_cohorts
        where ${inRange(sql`created_at`, range)} and not (created_at >= ${wholeFrom}::timestamptz and created_at < ${wholeTo}::timestamptz)
      )
      select source, medium, campaign,
        sum(visits)::int as visits, sum(starts)::int as starts, sum(completions)::int as completions,
        sum(leads)::int as leads, sum(introductions)::int as introductions
      from parts
      group by source, medium, campaign
      order by sum(visits) desc, source, medium nulls first, campaign nulls first`,
    sourceRow,
  );
}

/* ---------- Experiments ---------- */

const experimentRow = z.object({ title: z.string(), variant: z.string(), exposures: count, conversions: count });
export type ExperimentCounts = z.infer<typeof experimentRow>;

/**
 * Per experiment and variant: visitors shown it (a `load` event in the range) and, of those,
 * visitors who reached its goal (an `action` event for the same variant in the range).
 */
export async function experimentCounts(db: Database, range: DateRange): Promise<ExperimentCounts[]> {
  return rows(
    db,
    sql`
      with per_visitor as (
        select title, testing, user_id, bool_or(kind = 'load') as exposed, bool_or(kind = 'action') as converted
        from ab_events
        where ${inRange(sql`created_at`, range)}
        group by title, testing, user_id
      )
      select title, testing as variant,
        (count(*) filter (where exposed))::int as exposures,
        (count(*) filter (where exposed and converted))::int as conversions
      from per_visitor
      group by title, testing
      order by title, testing`,
    experimentRow,
  );
}

/* ---------- Pages ---------- */

const pageRow = z.object({
  path: z.string(),
  device: device.nullable(),
  visits: count,
  medianSeconds: measure,
  medianScrollDepth: measure,
  idleShare: measure,
});
export type PageRow = z.infer<typeof pageRow>;

export const PAGES_SHOWN = 50;

const steps = (from: number, to: number, step: number) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
/** Time on page buckets (seconds): one second wide up to 30 s, then widening to two hours. */
export const TIME_BOUNDS: readonly number[] = [...steps(1, 30, 1), 35, 40, 45, 50, 55, 60, 75, 90, 120, 150, 180, 240, 300, 420, 600, 900, 1200, 1800, 2700, 3600, 7200];
/** Scroll depth buckets (pixels): 100 px wide up to 3,000 px, then widening to 100,000 px. */
export const SCROLL_BOUNDS: readonly number[] = [...steps(100, 3000, 100), ...steps(3250, 5000, 250), 6000, 7000, 8000, 9000, 10_000, 12_500, 15_000, 20_000, 30_000, 50_000, 100_000];

const pathOf = sql`case when strpos(pv.url, '/') > 0 then substr(pv.url, strpos(pv.url, '/')) else '/' end`;
const bucketOf = (column: SQL, bounds: readonly number[]) => sql`width_bucket(${column}, array[${sql.raw(bounds.join(","))}]::int[])`;
const histogramOf = (bucket: string, bounds: readonly number[]) =>
  sql.raw(`array[${Array.from({ length: bounds.length + 1 }, (_, i) => `count(*) filter (where ${bucket} = ${i})`).join(", ")}]::int[]`);
const summedHistogram = (column: string, bounds: readonly number[]) =>
  sql.raw(`array[${Array.from({ length: bounds.length + 1 }, (_, i) => `sum(${column}[${i + 1}])`).join(", ")}]::bigint[]`);
/**
 * Element by element: the stored histogram plus the incoming one (both of `bounds.length + 1`
 * buckets), written out bucket by bucket, which PostgreSQL plans more cheaply than an unnest.
 */
const addedHistogram = (column: string, bounds: readonly number[]) =>
  sql.raw(`array[${Array.from({ length: bounds.length + 1 }, (_, i) => `page_visit_days.${column}[${i + 1}] + excluded.${column}[${i + 1}]`).join(", ")}]`);

/** Page visits as summary rows: day, path, device, counts and the two histograms. */
const summariseVisits = (where: SQL) => sql`
  select day, path, device, count(*)::int as visits, (count(*) filter (where ended_by = 'idle'))::int as idle_visits,
    ${histogramOf("tb", TIME_BOUNDS)} as time_histogram, ${histogramOf("sb", SCROLL_BOUNDS)} as scroll_histogram
  from (
    select ${pathOf} as path, t.device, pv.ended_by, (pv.created_at at time zone 'UTC')::date as day,
      ${bucketOf(sql`pv.elapsed_time`, TIME_BOUNDS)} as tb, ${bucketOf(sql`pv.scroll_y_bottom`, SCROLL_BOUNDS)} as sb
    from page_visits pv
    join visit_trackers t on t.user_id = pv.user_id
    where ${where}
  ) visit
  group by day, path, device`;

/**
 * Adds page visits to the daily summaries (page_visit_days), counted by PostgreSQL; `where` is a
 * condition on `pv` (page_visits). Called with a condition covering every stored visit, it builds
 * the summaries of a database recorded before they existed: run it once, on empty summaries. (The
 * tracking ingest adds each batch's own rows with `pageVisitSummaries` and `addPageVisitSummaries`.)
 */
export async function summarisePageVisits(db: Pick<Database, "execute">, where: SQL): Promise<void> {
  await db.execute(sql`
    insert into page_visit_days (day, path, device, visits, idle_visits, time_histogram, scroll_histogram)
    ${summariseVisits(where)}
    on conflict (day, path, device) do update set
      visits = page_visit_days.visits + excluded.visits,
      idle_visits = page_visit_days.idle_visits + excluded.idle_visits,
      time_histogram = ${addedHistogram("time_histogram", TIME_BOUNDS)},
      scroll_histogram = ${addedHistogram("scroll_histogram", SCROLL_BOUNDS)}`);
}

/** One day's page visits to one path from one device class, as page_visit_days holds them. */
export interface PageVisitSummary {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  path: string;
  device: "Mobile" | "Tablet" | "Desktop";
  visits: number;
  idleVisits: number;
  timeHistogram: number[];
  scrollHistogram: number[];
}

/** What `width_bucket(value, bounds)` gives: how many of the (ascending) bounds are at most the value. */
function bucketIndex(value: number, bounds: readonly number[]): number {
  let low = 0;
  let high = bounds.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((bounds[middle] as number) <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The summary rows of visits just stored, computed here rather than by `summariseVisits` over the
 * stored rows: the same figures (a test holds the two together), without asking PostgreSQL to plan
 * an aggregate of a hundred filtered counts on every batch. Sorted by key, so that concurrent
 * batches lock the rows they add to in one order.
 */
export function pageVisitSummaries(
  visits: { url: string; elapsedTime: number; scrollYBottom: number; endedBy: string; createdAt: Date }[],
  device: PageVisitSummary["device"],
): PageVisitSummary[] {
  const byKey = new Map<string, PageVisitSummary>();
  for (const visit of visits) {
    const slash = visit.url.indexOf("/");
    const path = slash >= 0 ? visit.url.slice(slash) : "/";
    const day = visit.createdAt.toISOString().slice(0, 10);
    const key = JSON.stringify([day, path]);
    let summary = byKey.get(key);
    if (!summary) {
      summary = { day, path, device, visits: 0, idleVisits: 0, timeHistogram: new Array<number>(TIME_BOUNDS.length + 1).fill(0), scrollHistogram: new Array<number>(SCROLL_BOUNDS.length + 1).fill(0) };
      byKey.set(key, summary);
    }
    summary.visits += 1;
    if (visit.endedBy === "idle") summary.idleVisits += 1;
    summary.timeHistogram[bucketIndex(visit.elapsedTime, TIME_BOUNDS)]! += 1;
    summary.scrollHistogram[bucketIndex(visit.scrollYBottom, SCROLL_BOUNDS)]! += 1;
  }
  return [...byKey.values()].sort((a, b) => (a.day === b.day ? (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) : a.day < b.day ? -1 : 1));
}

/** Adds summary rows to page_visit_days in one upsert (the tracking ingest, in the batch's transaction). */
export async function addPageVisitSummaries(db: Pick<Database, "execute">, summaries: PageVisitSummary[]): Promise<void> {
  if (summaries.length === 0) return;
  const values = summaries.map(
    (row) =>
      sql`(${row.day}::date, ${row.path}, ${row.device}::device_class, ${row.visits}::int, ${row.idleVisits}::int, ${`{${row.timeHistogram.join(",")}}`}::int[], ${`{${row.scrollHistogram.join(",")}}`}::int[])`,
  );
  await db.execute(sql`
    insert into page_visit_days (day, path, device, visits, idle_visits, time_histogram, scroll_histogram)
    values ${sql.join(values, sql`, `)}
    on conflict (day, path, device) do update set
      visits = page_visit_days.visits + excluded.visits,
      idle_visits = page_visit_days.idle_visits + excluded.idle_visits,
      time_histogram = ${addedHistogram("time_histogram", TIME_BOUNDS)},
      scroll_histogram = ${addedHistogram("scroll_histogram", SCROLL_BOUNDS)}`);
}

const pageSummaryRow = z.object({
  path: z.string(),
  device: device.nullable(),
  visits: count,
  idleVisits: count,
  timeHistogram: z.array(z.coerce.number()),
  scrollHistogram: z.array(z.coerce.number()),
});

/**
 * The most visited pages (by path, the host dropped), all devices and per device class: page
 * visits, the median visible seconds, the median scroll depth (pixels from the top of the page
 * to the bottom of the window when the visit ended) and the share of visits that ended idle.
 * Whole UTC days are read from page_visit_days (kept by the tracking ingest); only a range that
 * starts or ends inside a day reads that part day from the visits themselves. Medians are
 * estimated from the bucketed distributions.
 */
export async function pageStatistics(db: Database, range: DateRange): Promise<PageRow[]> {
  const { days, wholeFrom, wholeTo } = dayParts(range);
  // Only a range that does not start or end at midnight UTC has a part day to read from the visits.
  const partDays = range.from.toISOString() !== wholeFrom || range.to.toISOString() !== wholeTo;
  const summaries = await rows(
    db,
    sql`
      with parts as (
        select path, device, visits, idle_visits, time_histogram, scroll_histogram
        from page_visit_days
        where ${days ? sql`day >= ${days.from}::date and day < ${days.to}::date` : sql`false`}
        ${
          partDays
            ? sql`union all
        select path, device, visits, idle_visits, time_histogram, scroll_histogram from (${summariseVisits(
          sql`${inRange(sql`pv.created_at`, range)} and not (pv.created_at >= ${wholeFrom}::timestamptz and pv.created_at < ${wholeTo}::timestamptz)`,
        )}) part`
            : sql``
        }
      ),
      grouped as (
        select path, device, sum(visits) as visits, sum(idle_visits) as idle_visits,
          ${summedHistogram("time_histogram", TIME_BOUNDS)} as time_histogram,
          ${summedHistogram("scroll_histogram", SCROLL_BOUNDS)} as scroll_histogram
        from parts
        group by grouping sets ((path), (path, device))
      ),
      ranked as (
        select grouped.*, dense_rank() over (order by total desc, path) as rank
        from (select grouped.*, max(visits) over (partition by path) as total from grouped) grouped
      )
      select path, device, visits::int as visits, idle_visits::int as "idleVisits", time_histogram as "timeHistogram", scroll_histogram as "scrollHistogram"
      from ranked
      where rank <= ${PAGES_SHOWN}
      order by rank, device nulls first`,
    pageSummaryRow,
  );
  return summaries.map((row) =>
    pageRow.parse({
      path: row.path,
      device: row.device,
      visits: row.visits,
      medianSeconds: histogramMedian(row.timeHistogram, TIME_BOUNDS),
      medianScrollDepth: histogramMedian(row.scrollHistogram, SCROLL_BOUNDS),
      idleShare: row.visits > 0 ? row.idleVisits / row.visits : null,
    }),
  );
}
