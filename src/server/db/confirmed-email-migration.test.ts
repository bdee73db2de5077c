import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeMigration, MIGRATIONS } from "@/testing/migrations";

/**
 * drizzle/0012_leads_confirmed_email.sql on rows stored before it: firms see `confirmed_email`
 * from then on, so the backfill must keep what they saw (the lead's address) wherever a firm had
 * been told, and leave it empty where no address was ever confirmed and no firm told; and mark as
 * confirmed (`confirmed_email_at`) only the addresses someone confirmed.
 */
const TAG = "0012_leads_confirmed_email";

describeMigration(TAG, "the migration that adds the confirmed address firms see", ({ before, bare }) => {
  it("applies to a new database with every migration before it, in one go", async () => {
    // PostgreSQL runs them in one transaction, where 0007's new enum value may not be used yet.
    const database = await bare();
    await database.migrate(MIGRATIONS);
    expect(await database.rows(sql`select confirmed_email from leads`)).toEqual([]);
  });

  it("fills it in for confirmed addresses and for leads a firm was told of, and nowhere else", async () => {
    const database = await before();

    // One lead per case, as the tables stood before the migration.
    const leadsBefore: { name: string; confirmed: boolean; statuses: string[] }[] = [
      { name: "confirmed", confirmed: true, statuses: ["sent"] },
      { name: "confirmed-no-introduction", confirmed: true, statuses: [] },
      // Made before confirmation existed: the firm was told without it.
      { name: "legacy", confirmed: false, statuses: ["accepted"] },
      // Confirmed, told a firm, then changed the address: the firm sees the new one today.
      { name: "changed-after-sending", confirmed: false, statuses: ["sent", "confirming"] },
      { name: "withdrawn", confirmed: false, statuses: ["withdrawn"] },
      { name: "waiting", confirmed: false, statuses: ["confirming"] },
      { name: "no-introduction", confirmed: false, statuses: [] },
    ];
    for (const lead of leadsBefore) {
      const userId = `migration-${lead.name}`;
      await database.rows(sql`insert into users (id, name, email, is_anonymous) values (${userId}, 'Anonymous', ${`${userId}@visitors.invalid`}, true)`);
      const [row] = await database.rows<{ id: string }>(sql`
        insert into leads (user_id, segment, first_name, last_name, phone_number, email, terms_accepted_at, email_confirmed_at)
        values (${userId}, 'standard', 'Ada', 'Lovelace', '+447911123456', ${`${lead.name}@example.test`}, now(), ${lead.confirmed ? sql`now()` : sql`null`})
        returning id`);
      for (const [n, status] of lead.statuses.entries()) {
        await database.rows(sql`insert into introductions (user_id, lead_id, provider_id, status) values (${userId}, ${row!.id}, ${`firm-${n}`}, ${status})`);
      }
    }

    await database.migrate(MIGRATIONS);
    const after = await database.rows<{ email: string; confirmed_email: string | null; trusted: boolean }>(
      sql`select email, confirmed_email, confirmed_email_at is not null and confirmed_email_at = email_confirmed_at as trusted from leads order by email`,
    );
    expect(Object.fromEntries(after.map((row) => [row.email.replace("@example.test", ""), row.confirmed_email]))).toEqual({
      confirmed: "confirmed@example.test",
      "confirmed-no-introduction": "confirmed-no-introduction@example.test",
      legacy: "legacy@example.test",
      "changed-after-sending": "changed-after-sending@example.test",
      withdrawn: "withdrawn@example.test",
      waiting: null,
      "no-introduction": null,
    });
    // Only an address someone confirmed is marked so: the others are kept for the firms alone.
    expect(after.filter((row) => row.trusted).map((row) => row.email).sort()).toEqual(["confirmed-no-introduction@example.test", "confirmed@example.test"]);
  });
});
