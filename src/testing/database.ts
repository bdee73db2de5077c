import type { Pool, PoolClient } from "pg";
import { openDatabase, type Database } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { createScratchDatabase } from "./scratch-database";

export type TestDriver = "pglite" | "postgres";

/** The drivers data-layer tests run on: PGlite always; PostgreSQL when TEST_DATABASE_URL is set. */
export function testDrivers(): TestDriver[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export interface TestDatabase {
  db: Database;
  /**
   * Closes it. On PostgreSQL it then fails when a query was sent on a connection already running
   * one (inside a transaction, which node-postgres queues today and refuses from its next major
   * version: `Executor` in src/server/mail/outbox.ts), naming where, so every suite that opens a
   * test database is checked.
   */
  close: () => Promise<void>;
}

/** Counts each connection's queries in flight, noting where one was sent while another ran. */
function watchOverlappingQueries(pool: Pool, noted: string[]): void {
  const watched = new WeakSet<PoolClient>();
  pool.on("acquire", (client) => {
    if (watched.has(client)) return;
    watched.add(client);
    const send = client.query.bind(client) as (...args: unknown[]) => unknown;
    let running = 0;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      if (running > 0) noted.push(new Error("a query sent while another ran on the same connection").stack ?? "");
      running += 1;
      const last = args.at(-1);
      if (typeof last === "function") {
        args[args.length - 1] = (...results: unknown[]) => {
          running -= 1;
          return (last as (...results: unknown[]) => unknown)(...results);
        };
        try {
          return send(...args);
        } catch (error) {
          running -= 1;
          throw error;
        }
      }
      let result: Promise<unknown> | undefined;
      try {
        result = send(...args) as Promise<unknown> | undefined;
      } catch (error) {
        running -= 1;
        throw error;
      }
      if (result && typeof result.then === "function") {
        result.then(
          () => (running -= 1),
          () => (running -= 1),
        );
      } else running -= 1;
      return result;
    };
  });
}

/**
 * A fresh, migrated database. On PostgreSQL each one is a database of its own, created on the
 * server named by TEST_DATABASE_URL and dropped afterwards, so concurrent runs never collide.
 */
export async function openTestDatabase(driver: TestDriver): Promise<TestDatabase> {
  if (driver === "pglite") {
    const open = await openDatabase({ dataDir: null });
    return { db: open.db, close: open.close };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const scratch = await createScratchDatabase(adminUrl, `wm_test_${process.pid}`);
  const open = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
  const overlappingQueries: string[] = [];
  watchOverlappingQueries((open.db as unknown as { $client: Pool }).$client, overlappingQueries);
  return {
    db: open.db,
    close: async () => {
      await open.close();
      await scratch.drop();
      if (overlappingQueries.length > 0) throw new Error(`queries sent at once on one connection (a transaction): await them in turn\n${overlappingQueries.join("\n\n")}`);
    },
  };
}

let sequence = 0;

/** Inserts a visitor (anonymous unless an e-mail is given; a member's address unverified unless said) and returns its id. */
export async function createTestUser(db: Database, options: { email?: string; emailVerified?: boolean } = {}): Promise<string> {
  sequence += 1;
  const id = `test-user-${Date.now().toString(36)}-${sequence}`;
  await db.insert(users).values({
    id,
    name: options.email ? "Test Member" : "Anonymous",
    email: options.email ?? `${id}@visitors.invalid`,
    isAnonymous: !options.email,
    emailVerified: options.emailVerified ?? false,
  });
  return id;
}

/** A lead as saveLead takes it: Ada Lovelace's details, recommended `recs`, from no stored submission. */
export const testLead = (userId: string, recs: string[]) => ({
  userId,
  submissionId: null,
  segment: "standard" as const,
  firstName: "Ada",
  lastName: "Lovelace",
  phoneNumber: "+447911123456",
  email: "ada@example.co.uk",
  recs,
});
