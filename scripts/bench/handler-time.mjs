/**
 * Times one built route handler of a Next.js app called directly, without HTTP or the router: the
 * handler's own work per request. `match.mjs` runs it for this site's POST /api/match and for the
 * bare app's handler, so that the handler's share of the throughput gap can be told from the
 * framework's.
 *
 * Usage: node scripts/bench/handler-time.mjs <app folder> <route, such as /api/match>
 * with BENCH_BODIES holding a JSON array of request bodies; prints {"micros": <µs per request>}.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { createRequire } from "node:module";
import path from "node:path";
import { simulatedClientAddress } from "./server.mjs";

const [appDir, route] = process.argv.slice(2);
const bodies = JSON.parse(process.env.BENCH_BODIES ?? "[]");
if (!appDir || !route || bodies.length === 0) throw new Error("usage: BENCH_BODIES='[...]' node handler-time.mjs <app folder> <route>");

const require = createRequire(import.meta.url);
const { routeModule } = require(path.join(appDir, ".next", "server", "app", route, "route.js"));
const post = routeModule.userland.POST;

// The site takes a request's client address from the connection it came in on
// (src/server/connection.ts), which a direct call does not have: give each call one, a trusted
// proxy on this machine forwarding for the simulated client (TRUST_PROXY=true, as in the load test).
const STORAGE = Symbol.for("wealth-match.connection-storage");
globalThis[STORAGE] ??= new AsyncLocalStorage();
const connections = globalThis[STORAGE];

let client = 0;
/** Each request from its own address, as in the load test. */
function request() {
  const index = client++;
  const address = simulatedClientAddress(index % 60_000);
  return {
    address,
    request: new Request(`http://127.0.0.1${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: bodies[index % bodies.length],
    }),
  };
}

async function run(count) {
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const next = request();
    const response = await connections.run({ remoteAddress: "127.0.0.1", forwardedFor: next.address }, () => post(next.request));
    if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
    await response.text();
  }
  return ((performance.now() - started) * 1000) / count;
}

await run(1_000); // warm-up: modules, the database, the optimiser
console.log(JSON.stringify({ micros: await run(5_000) }));
// The site's database and the limiter's timer would keep the process alive.
process.exit(0);
