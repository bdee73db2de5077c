import "server-only";

import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Pool, PoolClient } from "pg";
import { serverEnv } from "@/config/env";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

interface OpenDatabase {
  db: Database;
  driver: "pglite" | "postgres";
  close: () => Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

// Kept on globalThis: every route bundle of the production server holds its own copy of this module.
const holders = globalThis as unknown as { __writtenHereOnly?: WeakSet<Database> };
const writtenHereOnly = (holders.__writtenHereOnly ??= new WeakSet<Database>());

/**
 * Whether every write to this database passes through this process: true of the embedded one (its
 * data folder is locked to one process, and an in-memory one is private), false of PostgreSQL,
 * which other instances write too. Only then may a read be kept in memory until this process
 * changes what it read. A transaction is never one: what it reads is its own.
 */
export function writtenOnlyByThisProcess(database: object): database is Database {
  return writtenHereOnly.has(database as Database);
}

async function openPglite(dataDir: string | null): Promise<OpenDatabase> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");

  let release = () => {};
  let client: PGlite;
  if (dataDir) {
    release = lockDataDir(dataDir);
    const pgdata = path.join(dataDir, "pgdata");
    fs.mkdirSync(pgdata, { recursive: true });
    try {
      client = await PGlite.create({ dataDir: pgdata });
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = await PGlite.create(); // in memory: tests
  }
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  writtenHereOnly.add(db as unknown as Database);
  return {
    db: db as unknown as Database,
    driver: "pglite",
    close: async () => {
      await client.close();
      release();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<OpenDatabase> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool: Pool = new Pool({ connectionString: url, max: poolSize });
  pool.on("error", (error) => console.error("[db] idle PostgreSQL client failed:", error.message));
  try {
    await migrateUnderLock(pool, async (client) => migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER }));
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const db = drizzle({ client: pool, schema });
  return { db: db as unknown as Database, driver: "postgres", close: () => pool.end() };
}

/**
 * The advisory-lock key every instance takes before migrating (two 32-bit halves: "wm" and 1), so
 * any number of instances may start at once on one PostgreSQL: the first migrates, the others wait
 * on the lock and then find nothing left to apply. The lock belongs to the session, so it is taken,
 * used and released on one connection, and PostgreSQL drops it if that connection dies.
 */
export const MIGRATION_LOCK = [0x776d, 1] as const;

export async function migrateUnderLock(pool: Pool, run: (client: PoolClient) => Promise<unknown>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1, $2)", [...MIGRATION_LOCK]);
    try {
      await run(client);
    } finally {
      await client.query("select pg_advisory_unlock($1, $2)", [...MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Where the database lives: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export interface DatabaseTarget {
  databaseUrl?: string;
  /** PGlite folder; null keeps it in memory. */
  dataDir?: string | null;
  poolSize?: number;
}

/** Opens a database and brings its schema up to date. Used by the app and by tests. */
export function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  return target.databaseUrl
    ? openPostgres(target.databaseUrl, target.poolSize ?? 10)
    : openPglite(target.dataDir === undefined ? null : target.dataDir);
}

// One instance per process, kept on globalThis so development reloads reuse it.
const holder = globalThis as unknown as { __database?: Promise<OpenDatabase> };

function openFromEnv(): Promise<OpenDatabase> {
  const env = serverEnv();
  return openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    poolSize: env.DATABASE_POOL_SIZE,
  });
}

/**
 * The app's database, opened on first use (never at import, so `next build` never opens it).
 * A failed open is not cached: the next call tries again.
 */
export function getDatabase(): Promise<OpenDatabase> {
  if (!holder.__database) {
    holder.__database = openFromEnv().catch((error: unknown) => {
      holder.__database = undefined;
      throw error;
    });
  }
  return holder.__database;
}

export async function db(): Promise<Database> {
  return (await getDatabase()).db;
}

export async function closeDatabase(): Promise<void> {
  const open = holder.__database;
  holder.__database = undefined;
  if (open) await (await open).close();
}
