/** POST /api/match: throughput and latency of the matching engine behind its HTTP contract. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serverNodeFlags } from "../../server/settings.mjs";
import { bareDir, startBareNext } from "./bare-next.mjs";
import { load, median } from "./load.mjs";
import { simulatedClientAddress } from "./server.mjs";

// A spread of answer sets that exercise every rule, sent in turn.
const BODIES = [
  { investPortfolio: true, giaValue: 750_000, isaValue: 125_000, taxResidence: "GB" },
  { pension: true, sippValue: 1_500_000, taxResidence: "GB", otherInfo: "Yes" },
  { investPortfolio: true, exactValue: 3_500_000, taxResidence: "US" },
  { sigCash: true, sigCashValue: 400_000, taxResidence: "FR" },
  { equityRelease: true, equityReleaseValue: 750_000 },
  { sellBus: true, valueOfBusiness: 7_500_000, wealthManagerInvest: 2_500_000 },
  {},
].map((body) => JSON.stringify(body));

/** One load test of a JSON POST route with the bodies above, each request from its own simulated address. */
async function loadRoute(url, durationMs) {
  let next = 0;
  let client = 0;
  return load({
    url,
    method: "POST",
    // Many people, each within the per-address limit (the limiter's database write is measured too).
    headers: () => ({ "x-forwarded-for": simulatedClientAddress(client++ % 60_000) }),
    body: () => BODIES[next++ % BODIES.length],
    connections: 20,
    durationMs,
  });
}

/**
 * µs per request of a built handler called directly, in a process of its own (handler-time.mjs);
 * the site's handler gets a fresh database folder, as the bench server does.
 */
function handlerMicros(appDir, route) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wm-bench-handler-"));
  try {
    const run = spawnSync(process.execPath, [path.join(import.meta.dirname, "handler-time.mjs"), appDir, route], {
      cwd: appDir,
      env: { ...process.env, NODE_ENV: "production", TRUST_PROXY: "true", DATA_DIR: dataDir, DATABASE_URL: "", BENCH_BODIES: JSON.stringify(BODIES) },
      encoding: "utf8",
      timeout: 120_000,
    });
    if (run.status !== 0) throw new Error(`timing ${route} in ${appDir} failed:\n${run.stderr}`);
    return JSON.parse(run.stdout.trim().split("\n").at(-1)).micros;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * POST /api/match against a bare Next.js route handler that only reads the JSON body and answers
 * JSON (issue 15: at least 0.9 × its throughput), and against the same bare app run with the
 * production server's Node.js flags (server/settings.mjs), to show what those flags alone give.
 * All three are warmed up first (route modules loaded, code optimised), then measured in six
 * rounds: in each, the bare app, the site and the flagged bare app are loaded one after the other
 * for half the load-test duration, so that all meet the machine in the same state and each rests
 * as long as the others between its loads. A round's ratio is the site's throughput over that of a
 * bare app in the same round; the figure is the median of the rounds, so that one round disturbed
 * by something else on the shared machine does not decide it (every round's ratio is listed).
 *
 * Each server renders a page at run time first. Once a Next.js server has rendered a page, the
 * request context that React and Next.js keep for it (AsyncLocalStorage) is carried into every
 * later promise of the process, which cost this light route about a tenth of its throughput in
 * trials on 2026-11-25. The site's provider profiles and results page render per request, so in a
 * full run, after the page suites, the site has always paid that, and the bare app, whose page is
 * prerendered, never had; one rendered page on each puts both in the state of a server in use.
 */
export async function benchMatch({ server, bare, durationMs }) {
  const rounds = 6;
  const handlerRuns = 2;
  const roundMs = Math.max(1000, Math.round(durationMs / 2));
  const bareFlagged = await startBareNext({ port: Number(process.env.BENCH_BARE_FLAGGED_PORT ?? 3302), nodeFlags: serverNodeFlags });
  try {
    for (const url of [`${bare.url}/rendered`, `${bareFlagged.url}/rendered`, `${server.url}/wealth-managers/rothschild`]) {
      const rendered = await fetch(url, { headers: { accept: "text/html" } });
      await rendered.text();
      if (!rendered.ok) throw new Error(`rendering ${url} before the matching API's rounds failed: ${rendered.status}`);
    }
    for (const url of [`${bare.url}/api/echo`, `${server.url}/api/match`, `${bareFlagged.url}/api/echo`]) await loadRoute(url, 2000);
    const theirs = [];
    const ours = [];
    const flagged = [];
    for (let round = 0; round < rounds; round++) {
      theirs.push(await loadRoute(`${bare.url}/api/echo`, roundMs));
      ours.push(await loadRoute(`${server.url}/api/match`, roundMs));
      flagged.push(await loadRoute(`${bareFlagged.url}/api/echo`, roundMs));
    }
    return report({ ours, theirs, flagged, handlerRuns });
  } finally {
    await bareFlagged.stop();
  }
}

function report({ ours, theirs, flagged, handlerRuns }) {
  const mean = (list, key) => list.reduce((sum, result) => sum + result[key], 0) / list.length;
  const ratios = (others) => ours.map((result, round) => result.requestsPerSecond / others[round].requestsPerSecond);
  const list = (values) => values.map((value) => value.toFixed(3)).join(", ");
  // The handlers alone, alternating as above: how much of the gap is the handler's own work.
  const handlerRounds = [];
  for (let run = 0; run < handlerRuns; run++) {
    handlerRounds.push({ bare: handlerMicros(bareDir, "/api/echo"), ours: handlerMicros(process.cwd(), "/api/match") });
  }
  const micros = (key) => Math.round(handlerRounds.reduce((sum, round) => sum + round[key], 0) / handlerRounds.length);
  // The gap between the load tests as time per request, and the handlers' difference as a share of it.
  const gapMicros = 1e6 / mean(ours, "requestsPerSecond") - 1e6 / mean(theirs, "requestsPerSecond");
  const handlerShare = gapMicros > 0 ? `${Math.round((100 * (micros("ours") - micros("bare"))) / gapMicros)}` : "n/a";
  return [
    { name: "bare Next.js route handler (JSON in, JSON out), `next start`: requests per second (20 connections)", value: Math.round(mean(theirs, "requestsPerSecond")), unit: "req/s" },
    { name: "POST /api/match: requests per second (20 connections)", value: Math.round(mean(ours, "requestsPerSecond")), unit: "req/s" },
    { name: "POST /api/match ÷ bare route handler, each round", value: list(ratios(theirs)), unit: "×" },
    { name: "POST /api/match ÷ bare route handler, median of the rounds (target ≥ 0.9)", value: median(ratios(theirs)).toFixed(3), unit: "×" },
    { name: "bare route handler run with the production server's Node.js flags: requests per second (20 connections)", value: Math.round(mean(flagged, "requestsPerSecond")), unit: "req/s" },
    { name: "POST /api/match ÷ bare route handler run with the same Node.js flags, each round", value: list(ratios(flagged)), unit: "×" },
    { name: "POST /api/match ÷ bare route handler run with the same Node.js flags, median of the rounds", value: median(ratios(flagged)).toFixed(3), unit: "×" },
    { name: "POST /api/match: p50 latency", value: Math.round(mean(ours, "p50Ms") * 10) / 10, unit: "ms" },
    { name: "POST /api/match: p99 latency", value: Math.round(mean(ours, "p99Ms") * 10) / 10, unit: "ms" },
    { name: "bare route handler called directly (no HTTP, no router): time per request", value: micros("bare"), unit: "µs" },
    { name: "POST /api/match handler called directly (limiter, answers schema, match, headers): time per request", value: micros("ours"), unit: "µs" },
    { name: "the handlers' difference as a share of the load tests' gap in time per request", value: handlerShare, unit: "%" },
    { name: "POST /api/match and the bare handlers: errors", value: [ours, theirs, flagged].flat().reduce((sum, result) => sum + result.errors, 0), unit: "" },
  ];
}
