/**
 * Starts the production build on a port and data folder of its own for a benchmark, as `npm start`
 * serves it: Next.js's own server (`next start`) with the Node.js flags of server/settings.mjs.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { serverNodeFlags } from "../../server/settings.mjs";

const nextBin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");

/**
 * The bench plays a trusted proxy in front of many people: each simulated client sends its own
 * address in X-Forwarded-For (TRUST_PROXY=true), so the rate limits, which hold per client
 * address, see what a real crowd would cause instead of one address flooding them.
 */
export function simulatedClientAddress(index) {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

/** A consent cookie that allows analytics, which the ingest routes require (docs/product.md, "Privacy, consent and retention"). */
export const ANALYTICS_CONSENT_COOKIE = `wm_consent=1.10.${Date.now()}`;

/**
 * Refuses a port something already listens on: a server left over from an earlier run would
 * answer the readiness check and be measured in place of the build under test.
 */
export async function assertPortFree(port) {
  await new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () => reject(new Error(`port ${port} is already in use: stop what listens there (perhaps a server from an earlier run) and start again`)));
    probe.listen(port, () => probe.close(resolve));
  });
}

export async function startBenchServer({ port, databaseUrl, env = {} } = {}) {
  await assertPortFree(port);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wm-bench-"));
  // `next start` itself, not the start script, so that `pid` is the server's own (match.mjs pins it to a processor).
  const child = spawn(process.execPath, [...serverNodeFlags, nextBin, "start", "--port", String(port), "--keepAliveTimeout", "65000"], {
    env: { ...process.env, TRUST_PROXY: "true", ...env, NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "", PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return watchServer(child, `http://127.0.0.1:${port}`, "/api/health", "bench server");
}

/**
 * Waits until a started server answers `readyPath` (or fails with its output if it exits or takes
 * longer than a minute), and returns its address and a stop function.
 */
export async function watchServer(child, url, readyPath, label) {
  let output = "";
  child.stdout.on("data", (c) => (output += c));
  child.stderr.on("data", (c) => (output += c));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`${label} did not answer:\n${output}`);
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}
