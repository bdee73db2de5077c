import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * Journeys in Debian's Chromium against the production build (`npm test` builds it first).
 * The site runs on a fresh embedded database, or on the PostgreSQL database named by
 * E2E_DATABASE_URL (scripts/test.mjs creates one for the PostgreSQL pass).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
// Workers re-read this file; the environment carries the first choice to them.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "wm-e2e-"));
// A production server on PostgreSQL must be given its secret (the embedded one generates its own).
process.env.E2E_AUTH_SECRET ??= randomBytes(32).toString("base64url");

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

// The site delivers mail to the SMTP server that global setup starts (e2e/support/mail-setup.ts),
// on E2E_MAIL_PORT when set (its inbox on the next port), else beside the site.
const smtpPort = Number(process.env.E2E_MAIL_PORT ?? port + 25);

const HOSTILE_REQUESTS = /hostile-requests\.spec\.ts$/;

export default defineConfig({
  testDir: "./e2e",
  globalSetup: "./e2e/support/mail-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions }, testIgnore: HOSTILE_REQUESTS },
    // Calls every server action many times from this machine's one address, using up the write
    // limits other journeys rely on (a confirmation link's press, say) for their whole window:
    // so it runs once every other journey has finished (alone: `npx playwright test --no-deps hostile`).
    { name: "hostile", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions }, testMatch: HOSTILE_REQUESTS, dependencies: ["chromium"] },
  ],
  webServer: {
    command: "node e2e/support/web-server.mjs",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // Long enough for `npm start` to build first, when the build was made for another SITE_URL.
    timeout: 900_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      BETTER_AUTH_SECRET: process.env.E2E_DATABASE_URL ? process.env.E2E_AUTH_SECRET : "",
      SKIP_BUILD: process.env.SKIP_BUILD ?? "0",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_POLL_SECONDS: "1",
      // The operator's introductions desk: firms without a member or an address reach it (e2e/introductions-routes.spec.ts).
      INTRODUCTIONS_DESK: "desk@operator.e2e.test",
    },
  },
});
