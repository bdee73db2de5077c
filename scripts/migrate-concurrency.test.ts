import { spawn } from "node:child_process";
import fs from "node:fs";
import { Client } from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { createScratchDatabase } from "@/testing/scratch-database";

/**
 * Three instances start at once on one EMPTY PostgreSQL database. Each runs the
 * migrations as it starts (`npm run db:migrate` runs the same code the server runs at start); the
 * advisory lock makes them take turns, so all three succeed and the schema is applied once.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

function migrate(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/migrate.ts"], {
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "test" },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

async function withEmptyDatabase(run: (url: string) => Promise<void>): Promise<void> {
  const scratch = await createScratchDatabase(adminUrl as string, `wm_migrate_${process.pid}`);
  try {
    await run(scratch.url);
  } finally {
    await scratch.drop();
  }
}

describe.skipIf(!adminUrl)("migrations on PostgreSQL", () => {
  it("three instances opening one empty database in the same instant all succeed", async () => {
    await withEmptyDatabase(async (url) => {
      // Each open is what one server does at start: its own pool, its own sessions, then migrate.
      const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ databaseUrl: url, poolSize: 2 })));
      for (const result of opened) if (result.status === "fulfilled") await result.value.close();
      expect(opened.map((result) => (result.status === "rejected" ? String(result.reason) : "ok"))).toEqual(["ok", "ok", "ok"]);
    });
  }, 60_000);

  it("three instances starting at once on an empty database all succeed", async () => {
    await withEmptyDatabase(async (url) => {
      const runs = await Promise.all([migrate(url), migrate(url), migrate(url)]);
      for (const run of runs) expect(run.code, run.output).toBe(0);

      const check = new Client({ connectionString: url });
      await check.connect();
      const applied = await check.query("select count(*)::int as count from drizzle.__drizzle_migrations");
      const journal = JSON.parse(fs.readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: unknown[] };
      expect(applied.rows[0].count).toBe(journal.entries.length);
      const tables = await check.query("select count(*)::int as count from information_schema.tables where table_schema = 'public'");
      expect(tables.rows[0].count).toBeGreaterThan(10);
      await check.end();
    });
  }, 120_000);
});
