import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import path from "node:path";

const nextBin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");

export interface RunningServer {
  process: ChildProcessWithoutNullStreams;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the production build on its own port and data folder, outside Playwright's web server. */
export function startServer(options: { port: number; dataDir: string }): RunningServer {
  const child = spawn(process.execPath, [nextBin, "start", "--port", String(options.port)], {
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: options.dataDir, DATABASE_URL: "", PORT: String(options.port), SITE_URL: `http://127.0.0.1:${options.port}` },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { process: child, url: `http://127.0.0.1:${options.port}`, output: () => output, exited };
}

export async function waitForHealth(server: RunningServer, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

export async function stopServer(server: RunningServer, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill(signal);
  await server.exited;
}
