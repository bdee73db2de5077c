/** POST /api/match: throughput and latency of the matching engine behind its HTTP contract. */
import { load } from "./load.mjs";
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
 * POST /api/match against a bare Next.js route handler that only reads the JSON body and answers
 * JSON (issue 15: at least 0.9 × its throughput), in alternating rounds so that both meet the
 * machine in the same state; each figure is the mean of its rounds.
 */
export async function benchMatch({ server, bare, durationMs }) {
  const rounds = 2;
  const ours = [];
  const theirs = [];
  for (let round = 0; round < rounds; round++) {
    theirs.push(await loadRoute(`${bare.url}/api/echo`, durationMs));
    ours.push(await loadRoute(`${server.url}/api/match`, durationMs));
  }
  const mean = (list, key) => list.reduce((sum, result) => sum + result[key], 0) / list.length;
  const ratio = mean(ours, "requestsPerSecond") / mean(theirs, "requestsPerSecond");
  return [
    { name: "bare Next.js route handler (JSON in, JSON out): requests per second (20 connections)", value: Math.round(mean(theirs, "requestsPerSecond")), unit: "req/s" },
    { name: "POST /api/match: requests per second (20 connections)", value: Math.round(mean(ours, "requestsPerSecond")), unit: "req/s" },
    { name: "POST /api/match ÷ bare route handler (target ≥ 0.9)", value: ratio.toFixed(3), unit: "×" },
    { name: "POST /api/match: p50 latency", value: Math.round(mean(ours, "p50Ms") * 10) / 10, unit: "ms" },
    { name: "POST /api/match: p99 latency", value: Math.round(mean(ours, "p99Ms") * 10) / 10, unit: "ms" },
    { name: "POST /api/match: errors", value: ours.reduce((sum, result) => sum + result.errors, 0) + theirs.reduce((sum, result) => sum + result.errors, 0), unit: "" },
  ];
}
