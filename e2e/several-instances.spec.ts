import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { expect, test } from "./support/test";
import { Client } from "pg";

/**
 * Issue 11 point 10: three instances of the production build start at once on one EMPTY PostgreSQL
 * database; each migrates as it starts (under the advisory lock), and all three serve.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const nextBin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
const basePort = Number(process.env.E2E_PORT ?? 3100) + 40;

test.skip(!adminUrl, "needs TEST_DATABASE_URL (a PostgreSQL server)");

test("three instances started together on an empty PostgreSQL database all serve", async () => {
  test.setTimeout(180_000);
  const name = `wm_e2e_instances_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl as string);
  url.pathname = `/${name}`;
  const secret = randomBytes(32).toString("base64url");
  const servers = [0, 1, 2].map((index) => {
    const port = basePort + index;
    const child = spawn(process.execPath, [nextBin, "start", "--port", String(port)], {
      env: { ...process.env, NODE_ENV: "production", DATABASE_URL: url.toString(), BETTER_AUTH_SECRET: secret, PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    return { child, port, output: () => output };
  });
  try {
    for (const server of servers) {
      await expect
        .poll(
          async () => {
            if (server.child.exitCode !== null) return `exited: ${server.output()}`;
            return fetch(`http://127.0.0.1:${server.port}/api/health`)
              .then((response) => response.status)
              .catch(() => 0);
          },
          { timeout: 120_000, intervals: [250] },
        )
        .toBe(200);
      const providers = await fetch(`http://127.0.0.1:${server.port}/api/providers`);
      expect(providers.status).toBe(200);
    }
    for (const server of servers) expect(server.output()).toContain("migrations applied");
  } finally {
    for (const server of servers) server.child.kill("SIGTERM");
    await Promise.all(servers.map((server) => (server.child.exitCode === null ? new Promise((resolve) => server.child.once("exit", resolve)) : null)));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
