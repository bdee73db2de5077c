import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeOnDatabases } from "@/testing/database-suite";

/**
 * Every foreign key has an index whose leading columns are the key's columns, so deleting a
 * parent row (an account, a provider) or joining on the key never scans the whole child table.
 */
type Rows<T> = { rows: T[] };

describeOnDatabases("foreign keys", (database) => {

  it("each has a covering index", async () => {
    const all = (await database.db.execute(sql`select count(*)::int as count from pg_constraint where contype = 'f'`)) as unknown as Rows<{ count: number }>;
    const total = Number(all.rows[0]?.count);
    expect(total).toBeGreaterThan(5);
    const result = (await database.db.execute(sql`
      select c.conrelid::regclass::text as "table", c.conname as "constraint"
      from pg_constraint c
      where c.contype = 'f'
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and array(select unnest((string_to_array(i.indkey::text, ' ')::int2[])[1:array_length(c.conkey, 1)]) order by 1)
              = array(select unnest(c.conkey) order by 1)
        )
      order by 1, 2`)) as unknown as Rows<{ table: string; constraint: string }>;
    expect(result.rows).toEqual([]);
  });
});

describeOnDatabases("the held-introductions job", (database) => {
  it("finds held introductions through an index of their own, not by reading every sent one", async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(
        sql`explain select distinct provider_id from introductions where status = 'sent' and delivered_via = 'held'`,
      )) as unknown as Rows<{ "QUERY PLAN": string }>;
      return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("introductions_held_idx");
  });
});
