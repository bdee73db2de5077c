#!/usr/bin/env node
/**
 * `npm start`: build when the production build is missing or older than the sources, then serve
 * it with the production server (server/index.mjs: Next.js behind the page front, run with the
 * Node.js flags server/settings.mjs names) on PORT (default 3000), and only on HOSTNAME when that
 * is set. The server applies migrations itself as it starts (src/instrumentation.ts).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serverNodeFlags } from "../server/settings.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const buildId = path.join(root, ".next", "BUILD_ID");

// What a build is made of: a change to any of these makes the build stale.
const SOURCES = ["src", "content", "public", "drizzle", "package.json", "package-lock.json", "next.config.ts", "postcss.config.mjs", "tsconfig.json"];
const serverEntry = path.join(root, "server", "index.mjs");

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function buildIsCurrent() {
  if (!fs.existsSync(buildId)) return false;
  const built = fs.statSync(buildId).mtimeMs;
  return SOURCES.every((source) => newestMtime(path.join(root, source)) <= built);
}

if (process.env.SKIP_BUILD !== "1" && !buildIsCurrent()) {
  console.log("[start] the production build is missing or out of date: building…");
  const result = spawnSync(process.execPath, [nextBin, "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
