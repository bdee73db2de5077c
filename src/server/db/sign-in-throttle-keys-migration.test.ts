import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeMigration, MIGRATIONS } from "@/testing/migrations";

/**
 * drizzle/0021_sign_in_throttle_keys.sql: the sign-in throttle's rows written under bare SHA-256
 * keys go (their hashes could be tested against a guess, and nothing matches them any more); every
 * other count stays, the sign-in link's own limit included.
 */
const TAG = "0021_sign_in_throttle_keys";

describeMigration(TAG, "the migration that drops the sign-in throttle's bare-hash keys", ({ before }) => {
  it("deletes the throttle's rows and keeps every other count", async () => {
    const database = await before();

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
