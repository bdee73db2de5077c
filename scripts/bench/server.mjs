/** Starts the production build on a port and data folder of its own for a benchmark. */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const nextBin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");

export async function startBenchServer({ port, databaseUrl, env = {} } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wm-bench-"));
  const child = spawn(process.execPath, [nextBin, "start", "--port", String(port)], {
    env: { ...process.env, ...env, NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "", PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (c) => (output += c));
  child.stderr.on("data", (c) => (output += c));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`bench server exited:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}
