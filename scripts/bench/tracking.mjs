/**
 * Visit-tracking ingest (POST /api/tracking): events stored per second and latency, on the
 * embedded database and on PostgreSQL, and the tracker's compressed size as the browser gets it.
 * The ingest route rate-limits each visitor, so the load is spread over many signed-in visitors.
 * PostgreSQL: TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; the run makes a
 * database of its own there and drops it afterwards.
 */
import { randomBytes } from "node:crypto";
import { chromium } from "@playwright/test";
import pg from "pg";
import { launchOptions } from "./home.mjs";
import { scriptsSettled } from "./measure-consent-js.mjs";
import { load } from "./load.mjs";
import { ANALYTICS_CONSENT_COOKIE, simulatedClientAddress, startBenchServer } from "./server.mjs";

const VISITORS = 400;
const VISITS_PER_BATCH = 10;
const STOPS_PER_BATCH = 10;

function batch() {
  const end = Date.now();
  const visits = Array.from({ length: VISITS_PER_BATCH }, (_, i) => ({
    url: `bench.test/page-${i}`,
    elapsedTime: 4,
    startTime: new Date(end - 5000).toISOString(),
    endTime: new Date(end).toISOString(),
    scrollYTop: 120,
    scrollYBottom: 920,
    viewPortHeight: 800,
    viewPortWidth: 1280,
    wmLogs: [],
    endedBy: i % 3 === 0 ? "idle" : "route-change",
    ...(i % 3 === 0 ? { manuallyClosedSession: false, scrollX: 0 } : {}),
  }));
  const scrollStops = Array.from({ length: STOPS_PER_BATCH }, (_, i) => ({ url: `bench.test/page-${i}`, scrollYTop: 300, scrollYBottom: 1100, viewPortHeight: 800, viewPortWidth: 1280 }));
  return JSON.stringify({ device: "Desktop", visits, scrollStops });
}

async function signInVisitors(url, count) {
  const visitors = [];
  for (let i = 0; i < count; i += 20) {
    const group = await Promise.all(
      Array.from({ length: Math.min(20, count - i) }, async (_, j) => {
        const address = simulatedClientAddress(i + j);
        const response = await fetch(`${url}/api/visitor`, { method: "POST", headers: { "x-forwarded-for": address } });
        if (!response.ok) throw new Error(`visitor sign-in answered ${response.status}`);
        const session = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
        return { address, cookie: `${session}; ${ANALYTICS_CONSENT_COOKIE}` };
      }),
    );
    visitors.push(...group);
  }
  return visitors;
}

async function ingest(url, label, durationMs) {
  const visitors = await signInVisitors(url, VISITORS);
  let next = 0;
  const result = await load({
    url: `${url}/api/tracking`,
    method: "POST",
    headers: () => {
      const visitor = visitors[next++ % visitors.length];
      return { cookie: visitor.cookie, "x-forwarded-for": visitor.address };
    },
    body: batch,
    connections: 20,
    durationMs,
    expectStatus: 204,
  });
  const events = VISITS_PER_BATCH + STOPS_PER_BATCH;
  return [
    { name: `${label}: ingest throughput (${events} events a batch, ${VISITORS} visitors)`, value: result.requestsPerSecond * events, unit: "events/s" },
    { name: `${label}: batches per second`, value: result.requestsPerSecond, unit: "req/s" },
    { name: `${label}: p50 latency`, value: result.p50Ms, unit: "ms" },
    { name: `${label}: p99 latency`, value: result.p99Ms, unit: "ms" },
    { name: `${label}: refused or failed (429 or other)`, value: result.errors, unit: "" },
  ];
}

async function onPostgres(port, durationMs) {
  const adminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
  const name = `wm_bench_${process.pid}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  let server;
  try {
    server = await startBenchServer({ port, databaseUrl: databaseUrl.toString(), env: { BETTER_AUTH_SECRET: randomBytes(32).toString("base64url") } });
    return await ingest(server.url, "PostgreSQL", durationMs);
  } finally {
    await server?.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The scripts fetched when the visitor accepts analytics: the tracker's own cost. */
async function trackerBytes(url) {
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: "networkidle" });
    await scriptsSettled(page);
    const scripts = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "script") scripts.push(request);
    });
    const firstBatch = page.waitForRequest((request) => request.url().endsWith("/api/tracking") && request.method() === "POST");
    await page.getByRole("button", { name: "Accept all" }).click();
    await firstBatch;
    await page.waitForLoadState("networkidle");
    let bytes = 0;
    for (const request of scripts) bytes += (await request.sizes()).responseBodySize;
    return { bytes, files: scripts.length };
  } finally {
    await browser.close();
  }
}

export async function benchTracking({ server, durationMs }) {
  const rows = await ingest(server.url, "embedded database", durationMs);
  try {
    // Two ports past the site: the next one serves the bare Next.js app for the whole run.
    rows.push(...(await onPostgres(Number(new URL(server.url).port) + 2, durationMs)));
  } catch (error) {
    rows.push({ name: "PostgreSQL: not measured", value: error instanceof Error ? error.message.split("\n")[0] : String(error), unit: "" });
  }
  const tracker = await trackerBytes(server.url);
  rows.push({ name: "tracker: JavaScript loaded after consent (compressed, as received)", value: tracker.bytes, unit: "bytes" });
  rows.push({ name: "tracker: script files loaded after consent", value: tracker.files, unit: "" });
  return rows;
}
