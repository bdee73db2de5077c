/**
 * Field validation on hostile input (docs/security.md): 10,000 strings of up to 10,000 characters
 * built to make backtracking patterns explode, through every field rule. Runs in its own process
 * (no server needed); reports the slowest single validation and the slowest rule's total.
 */
import { spawnSync } from "node:child_process";

export async function benchValidation() {
  const run = spawnSync("npx", ["tsx", "scripts/bench/validation-worker.ts"], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`validation bench failed: ${run.stderr}`);
  const timings = JSON.parse(run.stdout);
  const slowest = timings.reduce((a, b) => (b.slowestMs > a.slowestMs ? b : a));
  const slowestTotal = timings.reduce((a, b) => (b.totalMs > a.totalMs ? b : a));
  const ms = (value) => Math.round(value * 100) / 100;
  return [
    { name: `Slowest single validation (${slowest.name}, 10,000 hostile strings up to 10,000 characters)`, value: ms(slowest.slowestMs), unit: "ms" },
    { name: `Slowest rule over all 10,000 strings (${slowestTotal.name})`, value: ms(slowestTotal.totalMs), unit: "ms" },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchValidation()) console.log(`${row.name}: ${row.value} ${row.unit}`);
}
