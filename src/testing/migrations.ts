import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { SQL } from "drizzle-orm";
import { afterAll, describe } from "vitest";
import { testDrivers, type TestDriver } from "./database";
import { createScratchDatabase } from "./scratch-database";

/**
 * Databases for testing a migration on rows stored before it: a bare database on either driver,
 * and a copy of drizzle/ holding only the migrations before a given one.
 */
export const MIGRATIONS = path.join(process.cwd(), "drizzle");

interface Journal {
  entries: { tag: string }[];
}

/** A copy of drizzle/ with only the migrations before `tag`: a database as it stood before it. */
export function migrationsBefore(tag: string): string {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, "meta", "_journal.json"), "utf8")) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`${tag} is not in drizzle/meta/_journal.json`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "wm-migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  const entries = journal.entries.slice(0, index);
  for (const entry of entries) fs.copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  return folder;
}

export interface BareDatabase {
  migrate: (folder: string) => Promise<void>;
  rows: <T>(query: SQL) => Promise<T[]>;
  close: () => Promise<void>;
}

/** A bare database with no migrations applied, on either driver. */
export async function bareDatabase(driver: TestDriver): Promise<BareDatabase> {
  if (driver === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const client = await PGlite.create();
    const db = drizzle({ client });
    return {
      migrate: (folder) => migrate(db, { migrationsFolder: folder }),
      rows: async <T,>(query: SQL) => (await db.execute(query)).rows as T[],
      close: () => client.close(),
    };
  }
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, `wm_test_${process.pid}`);
  const pool = new Pool({ connectionString: scratch.url, max: 2 });
  const db = drizzle({ client: pool });
  return {
    migrate: (folder) => migrate(db, { migrationsFolder: folder }),
    rows: async <T,>(query: SQL) => (await db.execute(query)).rows as T[],
    close: async () => {
      await pool.end();
      await scratch.drop();
    },
  };
}

/** What a migration's suite opens: databases it closes, with the copied migrations, after its tests. */
export interface MigrationDatabases {
  /** A bare database with every migration before the one under test applied. */
  before: () => Promise<BareDatabase>;
  /** A bare database with no migration applied. */
  bare: () => Promise<BareDatabase>;
}

/** A migration's suite, run on each test driver (PGlite, and PostgreSQL when TEST_DATABASE_URL is set). */
export function describeMigration(tag: string, title: string, body: (open: MigrationDatabases) => void): void {
  describe.each(testDrivers())(`${title} (%s)`, (driver) => {
    const folder = migrationsBefore(tag);
    const opened: BareDatabase[] = [];
    afterAll(async () => {
      for (const database of opened) await database.close();
      fs.rmSync(folder, { recursive: true, force: true });
    });
    const bare = async () => {
      const database = await bareDatabase(driver);
      opened.push(database);
      return database;
    };
    const before = async () => {
      const database = await bare();
      await database.migrate(folder);
      return database;
    };
    body({ before, bare });
  });
}
