#!/usr/bin/env node
/**
 * Playwright's web server: creates the back-office members the journeys sign in as, with the
 * documented roles command, then starts the site with `npm start`. On the embedded database
 * this must happen before the server opens the data folder.
 */
import { spawn, spawnSync } from "node:child_process";

const password = "Staff#Pass2026";
const members = [
  ["admin@staff.e2e.test", "admin"],
  ["sales@staff.e2e.test", "sales"],
  ["saltus@staff.e2e.test", "provider", "saltus"],
  // Matched beside Saltus for £300k to £500k; introductions.spec.ts checks it is never told of a visitor who chose Saltus.
  ["qc@staff.e2e.test", "provider", "qc"],
  // The US pool under £500k (Evelyn and LGT): introductions-routes.spec.ts declines at one and is offered the other.
  ["evelyn@staff.e2e.test", "provider", "evelyn"],
  ["lgt@staff.e2e.test", "provider", "lgt"],
];
for (const [email, role, provider] of members) {
  const args = ["run", "--silent", "roles", "--", "add", "--email", email, "--role", role, ...(provider ? ["--provider", provider] : [])];
  const result = spawnSync("npm", args, { stdio: "inherit", env: { ...process.env, NODE_ENV: "production", ACCOUNT_PASSWORD: password } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const server = spawn(process.execPath, ["scripts/start.mjs"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 1));
