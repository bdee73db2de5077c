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

export async function benchMatch({ server, durationMs }) {
  let next = 0;
  let client = 0;
  const result = await load({
    url: `${server.url}/api/match`,
    method: "POST",
    // Many people, each within the per-address limit (the limiter's database write is measured too).
    headers: () => ({ "x-forwarded-for": simulatedClientAddress(client++ % 60_000) }),
    body: () => BODIES[next++ % BODIES.length],
    connections: 20,
    durationMs,
  });
  return [
    { name: "POST /api/match: requests per second (20 connections)", value: result.requestsPerSecond, unit: "req/s" },
    { name: "POST /api/match: p50 latency", value: result.p50Ms, unit: "ms" },
    { name: "POST /api/match: p99 latency", value: result.p99Ms, unit: "ms" },
    { name: "POST /api/match: errors", value: result.errors, unit: "" },
  ];
}
