import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { expect, test } from "./support/test";
import { Client } from "pg";

/**
 * Three instances of the production build start at once on one EMPTY PostgreSQL database, each
 * with the README's start command (`npm start`, as behind a load balancer: one SITE_URL, the
 * build made beforehand); each migrates as it starts (under the advisory lock), and all three
 * serve the same pages.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const basePort = Number(process.env.E2E_PORT ?? 3100) + 40;

test.skip(!adminUrl, "needs TEST_DATABASE_URL (a PostgreSQL server)");

test("three instances started together on an empty PostgreSQL database all serve", async ({ baseURL }) => {
  const siteUrl = baseURL as string;
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
    // Its own process group, so that stopping it reaches npm, the start script and the server.
    const child = spawn("npm", ["start"], {
      detached: true,
      env: { ...process.env, SKIP_BUILD: "1", DATABASE_URL: url.toString(), BETTER_AUTH_SECRET: secret, PORT: String(port), SITE_URL: siteUrl },
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
    // Behind a load balancer every instance answers alike: the same page, naming the same address.
    const canonical = async (port: number) => /<link rel="canonical" href="([^"]+)"/.exec(await (await fetch(`http://127.0.0.1:${port}/about-us`)).text())?.[1];
    const canonicals = await Promise.all(servers.map((server) => canonical(server.port)));
    expect(new Set(canonicals)).toEqual(new Set([`${siteUrl}/about-us`]));
  } finally {
    for (const server of servers) if (server.child.exitCode === null) process.kill(-server.child.pid!, "SIGTERM");
    await Promise.all(servers.map((server) => (server.child.exitCode === null ? new Promise((resolve) => server.child.once("exit", resolve)) : null)));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
