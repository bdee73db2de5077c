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
import { startBareNext } from "./bench/bare-next.mjs";
import { benchFirstPaint } from "./bench/first-paint.mjs";
import { benchHome } from "./bench/home.mjs";
import { benchMatch } from "./bench/match.mjs";
import { benchPages } from "./bench/pages.mjs";
import { benchPhone } from "./bench/phone.mjs";
import { benchQuestionnaire } from "./bench/questionnaire.mjs";
import { startBenchServer } from "./bench/server.mjs";
import { benchTracking } from "./bench/tracking.mjs";
import { benchValidation } from "./bench/validation.mjs";
import { buildDecision, buildIsCurrent, builtSiteUrl } from "../server/settings.mjs";

const durationMs = Number(process.env.BENCH_SECONDS ?? 10) * 1000;

// `node scripts/bench.mjs analytics`: only the operator-analytics queries (no build, no server);
// prints its figures and leaves docs/performance.md alone.
if (process.argv[2] === "analytics") {
  console.log("\n▶ Operator analytics");
  for (const row of await benchAnalytics()) console.log(`  ${row.name}: ${row.value} ${row.unit}`);
  process.exit(0);
}

// `node scripts/bench.mjs pages` (or `phone`, `first-paint`, `match`, or `tracking`): only that suite (after a build),
// printed; docs/performance.md is left alone.
const only = process.argv[2];

// [selector, title, suite]: the selectors that may be run alone are named.
const suites = [
  ["pages", "Pages against a bare Next.js page (Lighthouse mobile, phone layout shift, JavaScript)", benchPages],
  ["phone", "A slow phone against a bare Next.js page (React taking over, largest paint, the next question)", benchPhone],
  ["first-paint", "Before the slow phone's first paint (the renderer's main thread, traced)", benchFirstPaint],
  [null, "Home page", benchHome],
  [null, "Questionnaire", benchQuestionnaire],
  ["match", "Matching API", benchMatch],
  ["tracking", "Visit tracking", benchTracking],
  [null, "Validation of hostile input", benchValidation],
  [null, "Operator analytics (queries on 1,000,000 visits)", () => benchAnalytics()],
];
const selected = only === undefined ? suites : suites.filter(([selector]) => selector === only);
if (selected.length === 0) {
  const names = ["analytics", ...suites.map(([selector]) => selector).filter(Boolean)];
  console.error(`no suite called "${only}": choose one of ${names.join(", ")}, or none to run them all`);
  process.exit(2);
}

// The site is served at http://127.0.0.1:BENCH_PORT, so its build must be made for that address
// (static pages carry it), as `npm start` would make it.
const port = Number(process.env.BENCH_PORT ?? 3300);
const siteUrl = `http://127.0.0.1:${port}`;
const robots = fs.existsSync(".next/server/app/robots.txt.body") ? fs.readFileSync(".next/server/app/robots.txt.body", "utf8") : null;
// Built again when older than the sources too, so a run never measures an earlier build of the code.
const decision = buildDecision({ exists: fs.existsSync(".next/BUILD_ID"), current: buildIsCurrent(process.cwd()), siteUrl: builtSiteUrl(robots), wanted: siteUrl, skipBuild: false });
if (decision.build || process.env.BENCH_BUILD === "1") {
  if (decision.build) console.log(`[bench] ${decision.reason}`);
  const build = spawnSync("npx", ["next", "build"], { stdio: "inherit", env: { ...process.env, SITE_URL: siteUrl } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await startBenchServer({ port });
const bare = await startBareNext({ port: Number(process.env.BENCH_BARE_PORT ?? 3301) });
const sections = [];
try {
  for (const [, title, suite] of selected) {
    console.log(`\n▶ ${title}`);
    const result = await suite({ server, bare, durationMs });
    const { rows, table, notes = [] } = Array.isArray(result) ? { rows: result } : result;
    if (table) console.log(formatTable(table).map((line) => `  ${line}`).join("\n"));
    for (const row of rows) console.log(`  ${row.name}: ${row.value} ${row.unit}`);
    for (const note of notes) console.log(`  ${note}`);
    sections.push({ title, rows, table, notes });
  }
} finally {
  await server.stop();
  await bare.stop();
}
if (only !== undefined) process.exit(0);

const cpu = os.cpus()[0]?.model ?? "unknown CPU";
// The commit measured, so a reader can tell which code the figures belong to.
const git = (args) => spawnSync("git", args, { encoding: "utf8" });
const commit = git(["rev-parse", "--short", "HEAD"]).stdout.trim() || "unknown";
const changed = git(["status", "--porcelain", "--untracked-files=no"]).stdout.trim() !== "";
const lines = [
  "# Performance",
  "",
  "A run of `npm run bench` on this project's machine. Figures are from one run; compare runs on the",
  "same machine only. Load tests use 20 concurrent keep-alive connections for " + durationMs / 1000 + " s each against",
  "the production build on the embedded database unless a row says otherwise (the matching API's",
  "windows and rounds are shorter; see the end of this page).",
  "",
  `Run on ${new Date().toISOString().slice(0, 10)} at commit ${commit}${changed ? " with uncommitted changes" : ""}: ${os.cpus().length} × ${cpu}, Node ${process.version}.`,
  "",
];
for (const { title, rows, table, notes } of sections) {
  lines.push(`## ${title}`, "");
  if (table) lines.push(...formatTable(table), "");
  for (const note of notes ?? []) lines.push(`- ${note}`);
  if (notes?.length) lines.push("");
  if (rows.length === 0) continue;
  lines.push("| measure | value |", "| --- | --- |");
  for (const row of rows) lines.push(`| ${row.name} | ${row.value}${row.unit ? ` ${row.unit}` : ""} |`);
  lines.push("");
}
lines.push(
  "## How the comparison is made",
  "",
  "The bare Next.js app is built by `scripts/bench/bare-next.mjs` in the system's temporary folder (built",
  "inside the project, Next.js picked up the project's own instrumentation): one layout (html and body",
  "only), one page of static text, one page rendered for each request and one route handler that reads a",
  "JSON body and answers JSON, compiled with this project's own Next.js and React and served by `next start`",
  "next to the site. A route of this site cannot serve as the bare page: every route shares the root layout",
  "(app context, header, footer, banners), which is what is being measured. Before the matching API's",
  "rounds each server renders one page at run time (the bare app its rendered page, the site a provider",
  "profile): a Next.js server that has rendered a page carries its request context into every later",
  "promise, and the site, whose pages render per request, always has (scripts/bench/match.mjs).",
  "",
  "Lighthouse (mobile form factor, simulated throttling) runs on the bare page and on each page in turn,",
  "round after round, and every figure in the table is the median of its page's rounds; a page's",
  "targets: performance at least 95 and within 3 points of the bare page, CLS at most 0.01 at load and",
  "0.05 while scrolling, accessibility, best practices and SEO 100; JavaScript at most 1.25 × the bare",
  "page's on a question page and 1.1 × on home. Lighthouse's LCP and its ratio to the bare page's are",
  "listed, not held against a target: the largest paint's target (1.3 × the bare page's) is the slow",
  "phone's below, where a real Chromium draws the page. The results page is",
  "measured as a visitor who has finished the questionnaire sees it (their session cookie), with the",
  "cookie banner still open, as on every other page. JavaScript is first-load JavaScript: the compressed",
  "bytes of the scripts that the page's HTML names, as Chromium receives them; code loaded on demand and",
  "what Next.js prefetches for the pages a page links to are not counted (the home page's section",
  "reports them). \"Scripts done before the paint\" gives, for each run, the compressed bytes of the scripts",
  "that had finished downloading before the page's observed largest paint: Lighthouse's LCP estimate counts",
  "those scripts, so the column shows which way that race went (docs/architecture.md, \"Serving and speed\"). CLS at load is the larger",
  "of Lighthouse's figure and the phone's (390 × 844, iPhone 13 emulation); CLS scrolling is the largest",
  "session window of shifts while that phone scrolls to the foot of the page and back in 120 px steps.",
  "",
  "The slow phone (scripts/bench/phone.mjs) is a real Chromium with the processor slowed four times",
  "(`Emulation.setCPUThrottlingRate`), 150 ms round trips and 1.6 Mbps down, a fresh context (nothing",
  "cached) for each load, the bare page, home and a question step in turn for five rounds, medians.",
  "React has taken over when the last element the server drew in the body carries React's fibre (read",
  "on every animation frame); the largest paint is the page's largest-contentful-paint entry; the next",
  "question is timed from navigation start until the first step's heading changes, for a visitor who",
  "chooses the first answer and presses Continue as soon as they are shown (a press before React runs",
  "is held and made once it does: docs/architecture.md, \"Serving and speed\"). Targets: taken over",
  "within 1.2 × the bare page's time, largest paint within 1.3 ×, the next question at least 15 % sooner",
  "than the 3.58 s the former page front took on this project's machine.",
  "",
  "The site runs as `npm start` runs it: Next.js's own server (`next start`) with the Node.js flags of",
  "`server/settings.mjs` (`--max-semi-space-size=64`, a larger young generation for V8); POST /api/match",
  "goes through Next.js's router like every other request, and so does the bare route handler. The bare app runs",
  "as `next start` runs it, with Node.js's defaults, and once more with the site's flags, so that the",
  "matching API's section shows what those flags give the framework alone. POST /api/match and the two",
  "bare route handlers are each warmed up for one load test's length. Each request comes from a simulated client address",
  "(`X-Forwarded-For`, with the site trusting the proxy), the addresses running on through the suite,",
  "so that each sends a request or two a minute, as visitors do. The figure held against the target is measured side",
  "by side: the site and the bare app are loaded at the same moments for 3-second windows, both pinned",
  "to one CPU and the load generator to the other (`taskset`), so that whatever else the shared machine",
  "does slows both alike; a window's ratio is the requests the site answered over those the bare app",
  "answered, and the figure is the median of the windows, the first of which is not counted. The same",
  "is then done against the bare app with the site's flags. Last, each server is loaded alone, unpinned,",
  "in four rounds of half the load-test duration (the bare app, the site, the flagged bare app in turn),",
  "as this bench measured before: that gives each one's throughput and latency with the machine to",
  "itself, and ratios that swing with the machine's other work from round to round (from 0.75 to 0.99",
  "in one run on 2026-11-26), which is why they are listed but not held against the target.",
  "",
);
/** A Markdown table. */
function formatTable({ headers, rows }) {
  return [`| ${headers.join(" | ")} |`, `| ${headers.map(() => "---").join(" | ")} |`, ...rows.map((row) => `| ${row.join(" | ")} |`)];
}

fs.mkdirSync("docs", { recursive: true });
fs.writeFileSync("docs/performance.md", lines.join("\n"));
console.log("\nWrote docs/performance.md");
