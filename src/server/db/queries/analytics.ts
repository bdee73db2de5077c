import "server-only";

import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import "@/lib/zod-config";
import { z } from "zod";
import { histogramMedian } from "@/lib/histogram";
import type { Database } from "../client";
import { abEvents, deviceClass, pageVisitDays, pageVisits, questionDays, questionEvents, questionVisitors, visitorCohortDays, visitorCohorts, visitTrackers, type DeviceClass } from "../schema";

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
const device = z.enum(deviceClass.enumValues);

/**
 * Tables and columns are named through the schema, never written out: `${table}` and
 * `${table.column}` (qualified, `"table"."column"`), and `name(column)` for a column of a CTE or
 * subquery that carries a table column's name (`"column"` alone). analytics-names.test.ts fails
 * when a table's or column's name is written into the SQL here as text.
 */
const name = (column: AnyColumn) => sql.identifier(column.name);

const inRange = (column: AnyColumn | SQL, range: DateRange) =>
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

const inWholeDays = (column: AnyColumn | SQL, days: { from: string; to: string } | null) =>
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
  const [qd, qv, qe] = [questionDays, questionVisitors, questionEvents];
  // The columns the CTEs below carry, by name.
  const [userId, flow, question, device, step, lastAt] = [qe.userId, qe.flow, qe.question, qe.device, qe.step, qv.lastAt].map(name);
  const [visitors, reached, continued, backs] = [qd.visitors, qd.reached, qd.continued, qd.backs].map(name);
  return rows(
    db,
    sql`
      with counted as (
        select ${qd.flow}, ${qd.question}, ${qd.device}, ${qd.step}, ${qd.visitors}, ${qd.reached}, ${qd.continued}, ${qd.backs}, ${qd.reached} - ${qd.continued} as dropped
        from ${qd}
        where ${inWholeDays(qd.day, days)} and ${qd.visitors} > 0
      ),
      moved_on as (
        -- Visitors of whole days who reached a question without continuing, then answered another later
        -- in the range (went back and took another path): not dropped there. Few rows, read through
        -- the unanswered-visitors index and the events' (visitor, kind) index.
        select ${qv.flow}, ${qv.question}, ${qv.device}, ${qv.step}, count(*)::int as ${visitors}
        from ${qv}
        where ${inWholeDays(qv.day, days)} and ${qv.shown} and not ${qv.answered}
          and exists (
            select 1 from ${qe}
            where ${qe.userId} = ${qv.userId} and ${qe.kind} = 'answered' and ${qe.flow} = ${qv.flow} and ${qe.createdAt} > ${qv.lastAt} and ${qe.createdAt} < ${to}
          )
        group by ${qv.flow}, ${qv.question}, ${qv.device}, ${qv.step}
      ),
      others as (
        select ${qv.userId}, ${qv.flow}, ${qv.question} from ${qv}
        where ${qv.day} is null and ${qv.lastAt} >= ${from} and ${qv.firstAt} < ${to}
        ${
          partDays.length > 0
            ? sql`union all
        select ${qv.userId}, ${qv.flow}, ${qv.question} from ${qv}
        where ${qv.day} in (${sql.join(partDays.map((day) => sql`${day}::date`), sql`, `)}) and ${qv.lastAt} >= ${from} and ${qv.firstAt} < ${to}`
            : sql``
        }
      ),
      per_visitor as (
        select ${qe.userId}, ${qe.flow}, ${qe.question}, min(${qe.device}) as ${device}, min(${qe.step}) as ${step},
          bool_or(${qe.kind} = 'shown') as ${reached},
          bool_or(${qe.kind} = 'answered') as ${continued},
          count(*) filter (where ${qe.kind} = 'left' and ${qe.leftBy} = 'back') as ${backs},
          max(${qe.createdAt}) as ${lastAt}
        from others
        join ${qe} on ${qe.userId} = others.${userId} and ${qe.flow} = others.${flow} and ${qe.question} = others.${question}
        where ${inRange(qe.createdAt, range)}
        group by ${qe.userId}, ${qe.flow}, ${qe.question}
      ),
      visitor_rows as (
        select ${flow}, ${question}, ${device}, ${step}, ${visitors}, ${reached}, ${continued}, ${backs}, dropped from counted
        union all
        select ${flow}, ${question}, ${device}, ${step}, 0, 0, 0, 0, -${visitors} from moved_on
        union all
        select ${flow}, ${question}, ${device}, ${step}, 1, ${reached}::int, (${reached} and ${continued})::int, ${backs},
          (${reached} and not ${continued} and not exists (
            select 1 from ${qe}
            where ${qe.userId} = per_visitor.${userId} and ${qe.kind} = 'answered' and ${qe.flow} = per_visitor.${flow}
              and ${qe.createdAt} > per_visitor.${lastAt} and ${qe.createdAt} < ${to}
          ))::int
        from per_visitor
      ),
      steps as (
        select ${flow}, ${question}, ${device}, ${step}, sum(${visitors}) as ${visitors}, sum(${reached}) as ${reached}, sum(${continued}) as ${continued},
          sum(${backs}) as ${backs}, sum(dropped) as dropped
        from visitor_rows
        group by grouping sets ((${flow}, ${question}, ${step}), (${flow}, ${question}, ${device}, ${step}))
      ),
      counts as (
        -- The step is percentile_disc(0.5) of the visitors' steps: the first at which half of them are counted.
        select ${flow}, ${question}, ${device}, min(${step}) filter (where 2 * running >= total) as ${step},
          sum(${reached}) as ${reached}, sum(${continued}) as ${continued}, sum(${backs}) as went_back, sum(dropped) as dropped
        from (
          select steps.*, sum(${visitors}) over (partition by ${flow}, ${question}, ${device} order by ${step}) as running,
            sum(${visitors}) over (partition by ${flow}, ${question}, ${device}) as total
          from steps
        ) s
        group by ${flow}, ${question}, ${device}
      ),
      times as (
        select ${qe.flow}, ${qe.question}, ${qe.device},
          percentile_cont(0.5) within group (order by ${qe.timeSpentMs}) as median_ms
        from ${qe}
        where ${qe.kind} = 'answered' and ${inRange(qe.createdAt, range)}
        group by grouping sets ((${qe.flow}, ${qe.question}), (${qe.flow}, ${qe.question}, ${qe.device}))
      )
      select counts.${flow}, counts.${question}, counts.${step}, counts.${device}, counts.${reached}::int as "reached", counts.${continued}::int as "continued",
        counts.dropped::int as "dropped", counts.went_back::int as "wentBack", times.median_ms::float8 as "medianMs"
      from counts
      left join times on times.${flow} = counts.${flow} and times.${question} = counts.${question} and times.${device} is not distinct from counts.${device}
      order by counts.${flow} = 'partner', counts.${flow}, counts.${device} is not null, counts.${device}, counts.${step}, counts.${question}`,
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
  const [vcd, vc] = [visitorCohortDays, visitorCohorts];
  const [source, medium, campaign, visits, starts, completions, leads, introductions] = [
    vcd.source,
    vcd.medium,
    vcd.campaign,
    vcd.visits,
    vcd.starts,
    vcd.completions,
    vcd.leads,
    vcd.introductions,
  ].map(name);
  return rows(
    db,
    sql`
      with parts as (
        select ${vcd.source}, ${vcd.medium}, ${vcd.campaign}, ${vcd.visits}, ${vcd.starts}, ${vcd.completions}, ${vcd.leads}, ${vcd.introductions}
        from ${vcd}
        where ${inWholeDays(vcd.day, days)} and ${vcd.visits} > 0
        union all
        select ${vc.source}, ${vc.medium}, ${vc.campaign}, 1, ${vc.started}::int, ${vc.completed}::int, ${vc.lead}::int, ${vc.introductions}
        from ${vc}
        where ${inRange(vc.createdAt, range)} and not (${vc.createdAt} >= ${wholeFrom}::timestamptz and ${vc.createdAt} < ${wholeTo}::timestamptz)
      )
      select ${source}, ${medium}, ${campaign},
        sum(${visits})::int as ${visits}, sum(${starts})::int as ${starts}, sum(${completions})::int as ${completions},
        sum(${leads})::int as ${leads}, sum(${introductions})::int as ${introductions}
      from parts
      group by ${source}, ${medium}, ${campaign}
      order by sum(${visits}) desc, ${source}, ${medium} nulls first, ${campaign} nulls first`,
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
  const ab = abEvents;
  const [title, testing] = [ab.title, ab.testing].map(name);
  return rows(
    db,
    sql`
      with per_visitor as (
        select ${ab.title}, ${ab.testing}, ${ab.userId}, bool_or(${ab.kind} = 'load') as exposed, bool_or(${ab.kind} = 'action') as converted
        from ${ab}
        where ${inRange(ab.createdAt, range)}
        group by ${ab.title}, ${ab.testing}, ${ab.userId}
      )
      select ${title}, ${testing} as variant,
        (count(*) filter (where exposed))::int as exposures,
        (count(*) filter (where exposed and converted))::int as conversions
      from per_visitor
      group by ${title}, ${testing}
      order by ${title}, ${testing}`,
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

const pathOf = sql`case when strpos(${pageVisits.url}, '/') > 0 then substr(${pageVisits.url}, strpos(${pageVisits.url}, '/')) else '/' end`;
const bucketOf = (column: AnyColumn, bounds: readonly number[]) => sql`width_bucket(${column}, array[${sql.raw(bounds.join(","))}]::int[])`;
/** One number per bucket, written into the statement (they are part of its shape, not values). */
const eachBucket = (bounds: readonly number[], bucket: (index: number) => SQL) => sql.join(Array.from({ length: bounds.length + 1 }, (_, i) => bucket(i)), sql`, `);
const histogramOf = (bucket: string, bounds: readonly number[]) =>
  sql`array[${eachBucket(bounds, (i) => sql`count(*) filter (where ${sql.identifier(bucket)} = ${sql.raw(String(i))})`)}]::int[]`;
const summedHistogram = (column: AnyColumn, bounds: readonly number[]) =>
  sql`array[${eachBucket(bounds, (i) => sql`sum(${name(column)}[${sql.raw(String(i + 1))}])`)}]::bigint[]`;
/**
 * Element by element: the stored histogram plus the incoming one (both of `bounds.length + 1`
 * buckets), written out bucket by bucket, which PostgreSQL plans more cheaply than an unnest.
 */
const addedHistogram = (column: AnyColumn, bounds: readonly number[]) =>
  sql`array[${eachBucket(bounds, (i) => sql`${column}[${sql.raw(String(i + 1))}] + excluded.${name(column)}[${sql.raw(String(i + 1))}]`)}]`;

const pvd = pageVisitDays;
const [dayName, pathName, deviceName, visitsName, idleVisitsName, timeHistogramName, scrollHistogramName] = [
  pvd.day,
  pvd.path,
  pvd.device,
  pvd.visits,
  pvd.idleVisits,
  pvd.timeHistogram,
  pvd.scrollHistogram,
].map(name);

/** Page visits as summary rows: day, path, device, counts and the two histograms. */
const summariseVisits = (where: SQL) => sql`
  select ${dayName}, ${pathName}, ${deviceName}, count(*)::int as ${visitsName}, (count(*) filter (where ${name(pageVisits.endedBy)} = 'idle'))::int as ${idleVisitsName},
    ${histogramOf("tb", TIME_BOUNDS)} as ${timeHistogramName}, ${histogramOf("sb", SCROLL_BOUNDS)} as ${scrollHistogramName}
  from (
    select ${pathOf} as ${pathName}, ${visitTrackers.device}, ${pageVisits.endedBy}, (${pageVisits.createdAt} at time zone 'UTC')::date as ${dayName},
      ${bucketOf(pageVisits.elapsedTime, TIME_BOUNDS)} as tb, ${bucketOf(pageVisits.scrollYBottom, SCROLL_BOUNDS)} as sb
    from ${pageVisits}
    join ${visitTrackers} on ${visitTrackers.userId} = ${pageVisits.userId}
    where ${where}
  ) visit
  group by ${dayName}, ${pathName}, ${deviceName}`;

/** Adds rows of the summaries' seven columns to page_visit_days, adding to a day's row already there. */
const upsertSummaries = (rowsToAdd: SQL) => sql`
  insert into ${pvd} (${dayName}, ${pathName}, ${deviceName}, ${visitsName}, ${idleVisitsName}, ${timeHistogramName}, ${scrollHistogramName})
  ${rowsToAdd}
  on conflict (${dayName}, ${pathName}, ${deviceName}) do update set
    ${visitsName} = ${pvd.visits} + excluded.${visitsName},
    ${idleVisitsName} = ${pvd.idleVisits} + excluded.${idleVisitsName},
    ${timeHistogramName} = ${addedHistogram(pvd.timeHistogram, TIME_BOUNDS)},
    ${scrollHistogramName} = ${addedHistogram(pvd.scrollHistogram, SCROLL_BOUNDS)}`;

/**
 * Adds page visits to the daily summaries (page_visit_days), counted by PostgreSQL; `where` is a
 * condition on `pageVisits` (write it with the schema's columns: `${pageVisits.id} in (…)`).
 * Called with a condition covering every stored visit, it builds the summaries of a database
 * recorded before they existed: run it once, on empty summaries. (The tracking ingest adds each
 * batch's own rows with `pageVisitSummaries` and `addPageVisitSummaries`.)
 */
export async function summarisePageVisits(db: Pick<Database, "execute">, where: SQL): Promise<void> {
  await db.execute(upsertSummaries(summariseVisits(where)));
}

/** One day's page visits to one path from one device class, as page_visit_days holds them. */
export interface PageVisitSummary {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  path: string;
  device: DeviceClass;
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
  const deviceType = sql.identifier(deviceClass.enumName);
  const values = summaries.map(
    (row) =>
      sql`(${row.day}::date, ${row.path}, ${row.device}::${deviceType}, ${row.visits}::int, ${row.idleVisits}::int, ${`{${row.timeHistogram.join(",")}}`}::int[], ${`{${row.scrollHistogram.join(",")}}`}::int[])`,
  );
  await db.execute(upsertSummaries(sql`values ${sql.join(values, sql`, `)}`));
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
        select ${pvd.path}, ${pvd.device}, ${pvd.visits}, ${pvd.idleVisits}, ${pvd.timeHistogram}, ${pvd.scrollHistogram}
        from ${pvd}
        where ${days ? sql`${pvd.day} >= ${days.from}::date and ${pvd.day} < ${days.to}::date` : sql`false`}
        ${
          partDays
            ? sql`union all
        select ${pathName}, ${deviceName}, ${visitsName}, ${idleVisitsName}, ${timeHistogramName}, ${scrollHistogramName} from (${summariseVisits(
          sql`${inRange(pageVisits.createdAt, range)} and not (${pageVisits.createdAt} >= ${wholeFrom}::timestamptz and ${pageVisits.createdAt} < ${wholeTo}::timestamptz)`,
        )}) part`
            : sql``
        }
      ),
      grouped as (
        select ${pathName}, ${deviceName}, sum(${visitsName}) as ${visitsName}, sum(${idleVisitsName}) as ${idleVisitsName},
          ${summedHistogram(pvd.timeHistogram, TIME_BOUNDS)} as ${timeHistogramName},
          ${summedHistogram(pvd.scrollHistogram, SCROLL_BOUNDS)} as ${scrollHistogramName}
        from parts
        group by grouping sets ((${pathName}), (${pathName}, ${deviceName}))
      ),
      ranked as (
        select grouped.*, dense_rank() over (order by total desc, ${pathName}) as rank
        from (select grouped.*, max(${visitsName}) over (partition by ${pathName}) as total from grouped) grouped
      )
      select ${pathName}, ${deviceName}, ${visitsName}::int as ${visitsName}, ${idleVisitsName}::int as "idleVisits", ${timeHistogramName} as "timeHistogram", ${scrollHistogramName} as "scrollHistogram"
      from ranked
      where rank <= ${PAGES_SHOWN}
      order by rank, ${deviceName} nulls first`,
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
