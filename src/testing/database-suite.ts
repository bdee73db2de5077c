import { afterAll, beforeAll, describe } from "vitest";
import type { Database } from "@/server/db/client";
import { openTestDatabase, testDrivers, type TestDatabase, type TestDriver } from "./database";

/** A suite's database: `db` is open from before the suite's first test until after its last. */
export interface SuiteDatabase {
  readonly db: Database;
}

/**
 * A data-layer suite, run once on each test driver (PGlite, and PostgreSQL when TEST_DATABASE_URL
 * is set), each run on a fresh migrated database of its own. On PostgreSQL the suite fails when
 * its code sent a query on a connection already running one (`TestDatabase.close`).
 */
export function describeOnDatabases(title: string, body: (t: SuiteDatabase, driver: TestDriver) => void): void {
  describe.each(testDrivers())(`${title} (%s)`, (driver) => {
    let open: TestDatabase | undefined;
    beforeAll(async () => {
      open = await openTestDatabase(driver);
    });
    afterAll(async () => open?.close());
    const t: SuiteDatabase = {
      get db() {
        if (!open) throw new Error("The test database is open only while the suite's tests run.");
        return open.db;
      },
    };
    body(t, driver);
  });
}
