/**
 * Operator analytics at scale: seeds 1,000,000 page visits, 200,000 questionnaire
 * events and 50,000 A/B events (with 100,000 consenting visitors, their UTM arrivals,
 * submissions and leads) on the embedded database and on PostgreSQL, then times each section's
 * query for the last 30 and the last 90 days (the whole data set). Target: each under 500 ms.
 *
 * Run alone: `node scripts/bench.mjs analytics` (or `npx tsx --conditions=react-server scripts/bench/analytics.ts`).
 * PostgreSQL: TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; the run makes a
 * database of its own there and drops it afterwards. Prints one JSON line per measure.
 */
import { openDatabase, type Database } from "@/server/db/client";
import { createScratchDatabase } from "@/testing/scratch-database";
import { readRange } from "@/features/analytics/date-range";
import { seed } from "./analytics-seed";
import { experimentCounts, pageStatistics, questionnaireFunnel, trafficSources, type DateRange } from "@/server/db/queries/analytics";

async function time(fn: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b)[1]!; // the median of three
}

async function measure(label: string, db: Database): Promise<void> {
  // The page's own ranges: whole UTC days ending with today.
  const ranges: [string, DateRange][] = [
    ["last 30 days", readRange({ range: "30" }).range],
    ["last 90 days", readRange({ range: "90" }).range],
  ];
  const sections: [string, (range: DateRange) => Promise<unknown>][] = [
    ["Questionnaire funnel", (range) => questionnaireFunnel(db, range)],
    ["Traffic sources", (range) => trafficSources(db, range)],
    ["Experiments", (range) => experimentCounts(db, range)],
    ["Pages", (range) => pageStatistics(db, range)],
  ];
  for (const [rangeName, range] of ranges) {
    for (const [section, query] of sections) {
      const ms = await time(() => query(range));
      console.log(JSON.stringify({ name: `${label}: ${section}, ${rangeName}`, value: Math.round(ms), unit: "ms" }));
    }
  }
}

async function onPglite(): Promise<void> {
  const open = await openDatabase({ dataDir: null });
  try {
    const start = performance.now();
    await seed(open.db);
    console.error(`[analytics bench] embedded database seeded in ${Math.round((performance.now() - start) / 1000)} s`);
    await measure("Embedded (PGlite)", open.db);
  } finally {
    await open.close();
  }
}

async function onPostgres(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const scratch = await createScratchDatabase(adminUrl, "wm_analytics_bench");
  const open = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
  try {
    const start = performance.now();
    await seed(open.db);
    console.error(`[analytics bench] PostgreSQL seeded in ${Math.round((performance.now() - start) / 1000)} s`);
    await measure("PostgreSQL", open.db);
  } finally {
    await open.close();
    await scratch.drop();
  }
}

const only = process.argv[2];
if (only !== "postgres") await onPglite();
if (only !== "pglite") await onPostgres();
