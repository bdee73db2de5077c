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
  close: () => Promise<void>;
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
  return {
    db: open.db,
    close: async () => {
      await open.close();
      await scratch.drop();
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
