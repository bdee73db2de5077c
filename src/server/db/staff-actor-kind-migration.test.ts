import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeMigration, MIGRATIONS } from "@/testing/migrations";

/**
 * drizzle/0015_staff_actor_kind.sql on rows stored before it: a firm-workspace change whose author
 * holds an admin or sales role becomes our staff's; a firm member's, a visitor's, the system's and
 * a former member's (no user left) stay as they were.
 */
const TAG = "0015_staff_actor_kind";

describeMigration(TAG, "the migration that records our staff's changes as theirs", ({ before }) => {
  it("marks the changes of today's admin and sales members as staff's, and no others", async () => {
    const database = await before();

    const people: { id: string; role: string | null }[] = [
      { id: "admin-member", role: "admin" },
      { id: "sales-member", role: "sales" },
      { id: "firm-member", role: "provider" },
      { id: "investor", role: null },
    ];
    for (const person of people) {
      await database.rows(sql`insert into users (id, name, email) values (${person.id}, ${person.id}, ${`${person.id}@example.test`})`);
      if (person.role) await database.rows(sql`insert into roles (user_id, role, provider_id) values (${person.id}, ${person.role}, ${person.role === "provider" ? "saltus" : null})`);
    }
    const [lead] = await database.rows<{ id: string }>(sql`
      insert into leads (user_id, segment, first_name, last_name, phone_number, email, terms_accepted_at)
      values ('investor', 'standard', 'Ada', 'Lovelace', '+447911123456', 'ada@example.test', now()) returning id`);
    const [intro] = await database.rows<{ id: string }>(sql`insert into introductions (user_id, lead_id, provider_id, status) values ('investor', ${lead!.id}, 'saltus', 'accepted') returning id`);
    const events: { reason: string; actor: string | null; kind: string }[] = [
      { reason: "admin", actor: "admin-member", kind: "firm" },
      { reason: "sales", actor: "sales-member", kind: "firm" },
      { reason: "firm", actor: "firm-member", kind: "firm" },
      { reason: "former", actor: null, kind: "firm" },
      { reason: "visitor", actor: "investor", kind: "visitor" },
      { reason: "system", actor: null, kind: "system" },
    ];
    for (const event of events) {
      await database.rows(sql`insert into introduction_events (introduction_id, status, reason, actor_id, actor_kind) values (${intro!.id}, 'accepted', ${event.reason}, ${event.actor}, ${event.kind})`);
    }

    await database.migrate(MIGRATIONS);
    const after = await database.rows<{ reason: string; actor_kind: string }>(sql`select reason, actor_kind from introduction_events`);
    expect(Object.fromEntries(after.map((row) => [row.reason, row.actor_kind]))).toEqual({ admin: "staff", sales: "staff", firm: "firm", former: "firm", visitor: "visitor", system: "system" });
  });
});
