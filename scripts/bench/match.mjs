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

/**
 * The simulated addresses run on through the whole suite, not from the first again in each load
 * test: sent from the same thousand or so addresses every 3 s window, each "person" would send
 * about twenty matches a minute, which no visitor does. Past a tenth of the per-address limit the
 * limiter writes that address's count to the database (src/server/buffered-rate-limit.ts), and the
 * writes grew window by window, so the site's figure fell through a run for a load no visitor makes.
 */
let client = 0;

/** One load test of a JSON POST route with the bodies above, each request from its own simulated address. */
async function loadRoute(url, durationMs) {
  let next = 0;
  return load({
    url,
    method: "POST",
    // Many people, each sending a request or two a minute, as visitors do: the limiter counts them
    // in memory; its writes for busier addresses are covered by its own tests and not measured here.
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
 * Pins a process, every thread of it, to the given CPUs (a `taskset` list such as "1" or "0-3");
 * false when that cannot be done (no taskset, or no such CPU).
 */
function pin(pid, cpus) {
  return spawnSync("taskset", ["-a", "-cp", cpus, String(pid)], { stdio: "ignore" }).status === 0;
}

/**
 * POST /api/match against a bare Next.js route handler that only reads the JSON body and answers
 * JSON (target: at least 0.8 × its throughput), and against the same bare app run with the
 * production server's Node.js flags (server/settings.mjs), to show what those flags alone give.
 * Both are reached through Next.js's router, as `next start` serves them.
 *
 * Side by side, the figure held against the target: the site and one bare app are loaded at the
 * same moments, both pinned to one CPU and this process, the load generator, to another. Whatever
 * else the shared machine does then slows both alike, both have worked as long, and they share the
 * CPU; a window's ratio is the requests the site answered over those the bare app answered in the
 * same 3 s, and the figure is the median of the windows (all are listed). The first window of each
 * pairing is a warm-up and is not counted. Without taskset or a second CPU, the pair runs unpinned.
 *
 * Rounds one after the other, as this bench measured before: each server loaded alone, unpinned,
 * in turn (the bare app, the site, the flagged bare app) for half the load-test duration, four
 * times; a round's ratio is the site's throughput over the bare app's in the same round. Their
 * throughput and latency are those a client meets with the server to itself, but the machine's
 * other work reaches each round differently: one run's rounds have spread from 0.75 to 0.99.
 *
 * Each server renders a page at run time first. Once a Next.js server has rendered a page, the
 * request context that React and Next.js keep for it (AsyncLocalStorage) is carried into every
 * later promise of the process, which cost this light route about a tenth of its throughput in
 * trials on 2026-11-25. The site's provider profiles and results page render per request, so in a
 * full run, after the page suites, the site has always paid that, and the bare app, whose page is
 * prerendered, never had; one rendered page on each puts both in the state of a server in use.
 */
export async function benchMatch({ server, bare, durationMs }) {
  const windowMs = 3000;
  const windows = Math.max(3, Math.round((2.4 * durationMs) / windowMs));
  const rounds = 4;
  const roundMs = Math.max(1000, Math.round(durationMs / 2));
  const handlerRuns = 2;
  const bareFlagged = await startBareNext({ port: Number(process.env.BENCH_BARE_FLAGGED_PORT ?? 3302), nodeFlags: serverNodeFlags });
  try {
    for (const url of [`${bare.url}/rendered`, `${bareFlagged.url}/rendered`, `${server.url}/wealth-managers/rothschild`]) {
      const rendered = await fetch(url, { headers: { accept: "text/html" } });
      await rendered.text();
      if (!rendered.ok) throw new Error(`rendering ${url} before the matching API's rounds failed: ${rendered.status}`);
    }
    // Each warmed up for a whole load test first, so that no measured window falls while V8 may still
    // be optimising a route (the site's runs more code than the bare one's). Once seen: after 2 s of
    // warming, the site's side-by-side windows rose through a run; a longer warm-up did not raise the median.
    for (const url of [`${bare.url}/api/echo`, `${server.url}/api/match`, `${bareFlagged.url}/api/echo`]) await loadRoute(url, durationMs);
    let errors = 0;

    const servers = [server.pid, bare.pid, bareFlagged.pid];
    const sideBySide = { bare: [], flagged: [] };
    let pinned = false;
    try {
      pinned = os.availableParallelism() >= 2 && servers.every((pid) => pin(pid, "1")) && pin(process.pid, "0");
      for (const [key, other] of [["bare", bare], ["flagged", bareFlagged]]) {
        for (let window = 0; window <= windows; window++) {
          const [ours, theirs] = await Promise.all([loadRoute(`${server.url}/api/match`, windowMs), loadRoute(`${other.url}/api/echo`, windowMs)]);
          errors += ours.errors + theirs.errors;
          if (window > 0) sideBySide[key].push(ours.requests / theirs.requests);
        }
      }
    } finally {
      const everyCpu = `0-${os.availableParallelism() - 1}`;
      for (const pid of [...servers, process.pid]) pin(pid, everyCpu);
    }

    const alone = { theirs: [], ours: [], flagged: [] };
    for (let round = 0; round < rounds; round++) {
      alone.theirs.push(await loadRoute(`${bare.url}/api/echo`, roundMs));
      alone.ours.push(await loadRoute(`${server.url}/api/match`, roundMs));
      alone.flagged.push(await loadRoute(`${bareFlagged.url}/api/echo`, roundMs));
    }
    errors += Object.values(alone).flat().reduce((sum, result) => sum + result.errors, 0);

    // The handlers alone, alternating: how much of the gap is the handler's own work.
    const handlerRounds = [];
    for (let run = 0; run < handlerRuns; run++) {
      handlerRounds.push({ bare: handlerMicros(bareDir, "/api/echo"), ours: handlerMicros(process.cwd(), "/api/match") });
    }
    const micros = (key) => Math.round(handlerRounds.reduce((sum, round) => sum + round[key], 0) / handlerRounds.length);
    return report({ sideBySide, pinned, alone, errors, handler: { bare: micros("bare"), ours: micros("ours") } });
  } finally {
    await bareFlagged.stop();
  }
}

/** The suite's rows, from what `benchMatch` measured. */
function report({ sideBySide, pinned, alone, errors, handler }) {
  const mean = (list, key) => list.reduce((sum, result) => sum + result[key], 0) / list.length;
  const roundRatios = (others) => alone.ours.map((result, round) => result.requestsPerSecond / others[round].requestsPerSecond);
  const list = (values) => values.map((value) => value.toFixed(3)).join(", ");
  // The side-by-side gap as time per request (at the bare handler's own rate), and the handlers' share of it.
  const ratio = median(sideBySide.bare);
  const bareMicros = 1e6 / mean(alone.theirs, "requestsPerSecond");
  const gapMicros = bareMicros / ratio - bareMicros;
  const handlerShare = gapMicros > 0 ? `${Math.round((100 * (handler.ours - handler.bare)) / gapMicros)}` : "n/a";
  const where = pinned ? "on one CPU, the load generator on another" : "not pinned: no taskset or one CPU";
  return [
    { name: `POST /api/match ÷ bare route handler (\`next start\`), side by side (${where}), each 3 s window`, value: list(sideBySide.bare), unit: "×" },
    { name: "POST /api/match ÷ bare route handler, side by side, median of the windows (target ≥ 0.8)", value: `${ratio.toFixed(3)} ${ratio >= 0.8 ? "pass" : "FAIL"}`, unit: "×" },
    { name: "POST /api/match ÷ bare route handler run with the production server's Node.js flags, side by side, each 3 s window", value: list(sideBySide.flagged), unit: "×" },
    { name: "POST /api/match ÷ bare route handler run with the production server's Node.js flags, side by side, median of the windows", value: median(sideBySide.flagged).toFixed(3), unit: "×" },
    { name: "bare route handler, alone: requests per second (20 connections)", value: Math.round(mean(alone.theirs, "requestsPerSecond")), unit: "req/s" },
    { name: "POST /api/match, alone: requests per second (20 connections)", value: Math.round(mean(alone.ours, "requestsPerSecond")), unit: "req/s" },
    { name: "bare route handler run with the production server's Node.js flags, alone: requests per second (20 connections)", value: Math.round(mean(alone.flagged, "requestsPerSecond")), unit: "req/s" },
    { name: "POST /api/match ÷ bare route handler, one after the other, each round", value: list(roundRatios(alone.theirs)), unit: "×" },
    { name: "POST /api/match ÷ bare route handler, one after the other, median of the rounds", value: median(roundRatios(alone.theirs)).toFixed(3), unit: "×" },
    { name: "POST /api/match ÷ bare route handler run with the same Node.js flags, one after the other, median of the rounds", value: median(roundRatios(alone.flagged)).toFixed(3), unit: "×" },
    { name: "POST /api/match, alone: p50 latency", value: Math.round(mean(alone.ours, "p50Ms") * 10) / 10, unit: "ms" },
    { name: "POST /api/match, alone: p99 latency", value: Math.round(mean(alone.ours, "p99Ms") * 10) / 10, unit: "ms" },
    { name: "bare route handler called directly (no HTTP, no router): time per request", value: handler.bare, unit: "µs" },
    { name: "POST /api/match handler called directly (limiter, answers schema, match, headers): time per request", value: handler.ours, unit: "µs" },
    { name: "the handlers' difference as a share of the side-by-side gap in time per request", value: handlerShare, unit: "%" },
    { name: "POST /api/match and the bare handlers: errors", value: errors, unit: "" },
  ];
}
