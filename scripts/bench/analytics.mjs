/**
 * Operator analytics at scale: runs scripts/bench/analytics.ts (TypeScript, so it can call the
 * app's own queries) and collects its figures. Needs no server: it opens the databases itself.
 */
import { spawn } from "node:child_process";

export function benchAnalytics() {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["tsx", "--conditions=react-server", "scripts/bench/analytics.ts"], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`the analytics bench exited with ${code}`));
      resolve(output.split("\n").filter((line) => line.startsWith("{")).map((line) => JSON.parse(line)));
    });
  });
}
