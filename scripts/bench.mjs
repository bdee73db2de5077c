#!/usr/bin/env node
/**
 * `npm run bench`: measures the production build on this machine and records the run in
 * docs/performance.md. Each feature adds its figures as a module in scripts/bench/.
 * BENCH_SECONDS sets each load test's length (default 10).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { benchAnalytics } from "./bench/analytics.mjs";
import { benchContent } from "./bench/content.mjs";
import { benchHome } from "./bench/home.mjs";
import { benchJavascriptWeight } from "./bench/javascript-weight.mjs";
import { benchLighthouse } from "./bench/lighthouse.mjs";
import { benchMatch } from "./bench/match.mjs";
import { benchQuestionnaire } from "./bench/questionnaire.mjs";
import { startBenchServer } from "./bench/server.mjs";
import { benchTracking } from "./bench/tracking.mjs";
import { benchValidation } from "./bench/validation.mjs";

const durationMs = Number(process.env.BENCH_SECONDS ?? 10) * 1000;

// `node scripts/bench.mjs analytics`: only the operator-analytics queries (no build, no server);
// prints its figures and leaves docs/performance.md alone.
if (process.argv[2] === "analytics") {
  console.log("\n▶ Operator analytics");
  for (const row of await benchAnalytics()) console.log(`  ${row.name}: ${row.value} ${row.unit}`);
  process.exit(0);
}

if (!fs.existsSync(".next/BUILD_ID") || process.env.BENCH_BUILD === "1") {
  const build = spawnSync("npx", ["next", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const suites = [
  ["Home page", benchHome],
  ["Home page: Lighthouse (mobile)", benchLighthouse],
  ["Home page: JavaScript against a bare Next.js page", benchJavascriptWeight],
  ["Knowledge centre article", benchContent],
  ["Questionnaire", benchQuestionnaire],
  ["Matching API", benchMatch],
  ["Visit tracking", benchTracking],
  ["Validation of hostile input", benchValidation],
  ["Operator analytics (queries on 1,000,000 visits)", () => benchAnalytics()],
];

const server = await startBenchServer({ port: Number(process.env.BENCH_PORT ?? 3300) });
const sections = [];
try {
  for (const [title, suite] of suites) {
    console.log(`\n▶ ${title}`);
    const rows = await suite({ server, durationMs });
    for (const row of rows) console.log(`  ${row.name}: ${row.value} ${row.unit}`);
    sections.push({ title, rows });
  }
} finally {
  await server.stop();
}

const cpu = os.cpus()[0]?.model ?? "unknown CPU";
const lines = [
  "# Performance",
  "",
  "The latest `npm run bench` on this project's machine. Figures are from one run; compare runs on the",
  "same machine only. Load tests use 20 concurrent keep-alive connections for " + durationMs / 1000 + " s each against",
  "the production build on the embedded database unless a row says otherwise.",
  "",
  `Run on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu}, Node ${process.version}.`,
  "",
];
for (const { title, rows } of sections) {
  lines.push(`## ${title}`, "", "| measure | value |", "| --- | --- |");
  for (const row of rows) lines.push(`| ${row.name} | ${row.value}${row.unit ? ` ${row.unit}` : ""} |`);
  lines.push("");
}
lines.push(
  "## Notes on the JavaScript comparison",
  "",
  "The bare Next.js page is a separate app built by `scripts/bench/bare-next.mjs` in `.bench/bare-next`:",
  "one layout (html and body only) and one page of static text, compiled with this project's own Next.js",
  "and React and served by `next start`. A route of this site cannot serve as the bare page, because every",
  "route shares the root layout (app context, header, footer, banners), which is what is being measured.",
  "Both figures are first-load JavaScript: the compressed bytes of the scripts requested before the page's",
  "load event, as Chromium receives them. Scripts that Next.js prefetches afterwards, at low priority, for",
  "the pages the home page links to are reported on their own line; the bare page has no links.",
  "",
  "Lighthouse runs three times on each page it measures (mobile form factor, simulated throttling) and the",
  "best run is kept: the machine is shared, and a busy CPU lowers the performance score from run to run.",
  "",
);
fs.mkdirSync("docs", { recursive: true });
fs.writeFileSync("docs/performance.md", lines.join("\n"));
console.log("\nWrote docs/performance.md");
