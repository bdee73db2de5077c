#!/usr/bin/env node
/**
 * `npm test`: every check, in order, stopping at the first failure:
 * type-check, lint, Vitest (data layer on PGlite, and on PostgreSQL when TEST_DATABASE_URL is
 * set), a production build, the check that the pages meant to be static still are
 * (scripts/static-pages.mjs), then the Playwright journeys on the embedded database and, when
 * TEST_DATABASE_URL is set, again on a fresh PostgreSQL database of their own, served at another
 * address, so that `npm start` builds again for it.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";

const steps = [
  ["type-check", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["unit and integration tests", "npx", ["vitest", "run"]],
  // Made for the address the journeys serve it at (playwright.config.ts), as `npm start` would.
  ["production build", "npx", ["next", "build"], { SITE_URL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}` }],
  ["pages that must stay static", "node", ["scripts/static-pages.mjs"]],
  ["browser journeys (embedded database)", "npx", ["playwright", "test"], { SKIP_BUILD: "1" }],
];

function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✗ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
}

for (const [name, command, args, env] of steps) run(name, command, args, env);

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl && process.env.E2E_POSTGRES !== "0") {
  const dbName = `wm_e2e_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  try {
    // Served at another address than the build was made for, `npm start` builds again for it
    // (scripts/start.mjs), and the journeys check that pages, the sitemap and the feed name it.
    run("browser journeys (PostgreSQL)", "npx", ["playwright", "test"], { SKIP_BUILD: "0", E2E_DATABASE_URL: url.toString(), E2E_PORT: String(Number(process.env.E2E_PORT ?? 3100) + 10) });
  } finally {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${dbName} with (force)`);
    await cleanup.end();
  }
}
console.log("\nAll checks passed.");
