import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { testDrivers } from "@/testing/database";
import { bareDatabase, MIGRATIONS, migrationsBefore, type BareDatabase } from "@/testing/migrations";

/**
 * drizzle/0021_sign_in_throttle_keys.sql: the sign-in throttle's rows written under bare SHA-256
 * keys go (their hashes could be tested against a guess, and nothing matches them any more); every
 * other count stays, the sign-in link's own limit included.
 */
const TAG = "0021_sign_in_throttle_keys";

describe.each(testDrivers())("the migration that drops the sign-in throttle's bare-hash keys (%s)", (driver) => {
  const before = migrationsBefore(TAG);
  const opened: BareDatabase[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
    fs.rmSync(before, { recursive: true, force: true });
  });

  it("deletes the throttle's rows and keeps every other count", async () => {
    const database = await bareDatabase(driver);
    opened.push(database);
    await database.migrate(before);

    const later = Date.UTC(2030, 0, 1);
    const keys = [
      "sign-in:address:203.0.113.9",
      "sign-in:account-address:abc:203.0.113.9",
      "sign-in:account:abc",
      "sign-in:familiar:abc:def",
      "sign-in-link:to:abc",
      "mail:to:abc",
      "write:contact:203.0.113.9",
    ];
    for (const key of keys) await database.rows(sql`insert into rate_limits (key, hits, reset_at) values (${key}, 1, ${later})`);

    await database.migrate(MIGRATIONS);
    const left = (await database.rows<{ key: string }>(sql`select key from rate_limits order by key`)).map((row) => row.key);
    expect(left).toEqual(["mail:to:abc", "sign-in-link:to:abc", "write:contact:203.0.113.9"]);
  });
});
