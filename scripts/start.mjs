#!/usr/bin/env node
/**
 * `npm start`: Next.js's own production server (`next start`) on PORT (default 3000), and only on
 * HOSTNAME when that is set, run with the Node.js flags server/settings.mjs names. Before serving:
 * - SITE_URL: the public address; without it, on this machine, http://localhost:PORT with a warning;
 * - it builds when the production build is missing, older than the sources, or made for another
 *   SITE_URL (static pages, the sitemap, robots.txt and the feeds carry the address they were built
 *   with), unless SKIP_BUILD=1.
 * The server applies database migrations itself as it starts (src/instrumentation.ts).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildDecision, buildIsCurrent, builtSiteUrl, listenAddress, serverNodeFlags, siteUrlToServe } from "../server/settings.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const buildId = path.join(root, ".next", "BUILD_ID");
const builtRobots = path.join(root, ".next", "server", "app", "robots.txt.body");

function readOrNull(file) {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

let address;
try {
  address = listenAddress(process.env);
} catch (error) {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const site = siteUrlToServe(process.env);
if ("error" in site) {
  console.error(`[start] ${site.error}`);
  process.exit(1);
}
if (site.warning) console.warn(`[start] ${site.warning}`);

const exists = fs.existsSync(buildId);
const decision = buildDecision({
  exists,
  current: buildIsCurrent(root),
  siteUrl: builtSiteUrl(readOrNull(builtRobots)),
  wanted: site.siteUrl,
  skipBuild: process.env.SKIP_BUILD === "1",
});
const env = { ...process.env, NODE_ENV: "production", SITE_URL: site.siteUrl };
if (decision.build) {
  console.log(`[start] ${decision.reason}`);
  const result = spawnSync(process.execPath, [nextBin, "build"], { cwd: root, stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else if (decision.warning) {
  console.warn(`[start] ${decision.warning}`);
}

// An idle connection is kept for 65 s, not Node's 5 s: longer than the usual idle timeout of a load
// balancer in front (60 s), so that it is the balancer that closes it, never this server just as
// the balancer sends a request on it (which it would see as a reset connection).
const args = [...serverNodeFlags, nextBin, "start", "--port", String(address.port), "--keepAliveTimeout", "65000"];
if (address.hostname) args.push("--hostname", address.hostname);
const server = spawn(process.execPath, args, { cwd: root, stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
