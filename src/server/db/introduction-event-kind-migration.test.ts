import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeMigration, MIGRATIONS } from "@/testing/migrations";

/**
 * drizzle/0019_introduction_event_kind.sql on rows stored before it: our desk's marks, which were
 * told apart only by the words of their reason, get their kind; every other event keeps none, a
 * firm's own reason that happens to use the same words on another status included.
 */
const TAG = "0019_introduction_event_kind";

describeMigration(TAG, "the migration that gives our desk's marks a kind of their own", ({ before }) => {
  it("finds the marks by their words on a sent event, and no other event", async () => {
    const database = await before();

    await database.rows(sql`insert into users (id, name, email) values ('investor', 'investor', 'investor@example.test')`);
    const [lead] = await database.rows<{ id: string }>(sql`
      insert into leads (user_id, segment, first_name, last_name, phone_number, email, terms_accepted_at)
      values ('investor', 'standard', 'Ada', 'Lovelace', '+447911123456', 'ada@example.test', now()) returning id`);
    const [intro] = await database.rows<{ id: string }>(sql`insert into introductions (user_id, lead_id, provider_id, status) values ('investor', ${lead!.id}, 'saltus', 'sent') returning id`);
    const events: { label: string; status: string; reason: string | null }[] = [
      { label: "confirmed", status: "sent", reason: null },
      { label: "passed on", status: "sent", reason: "passed on to the firm by our desk" },
      { label: "undone", status: "sent", reason: "the passed-on mark was undone" },
      { label: "declined in the same words", status: "declined", reason: "the passed-on mark was undone" },
      { label: "declined", status: "declined", reason: "not taking new clients" },
    ];
    for (const event of events) {
      await database.rows(sql`insert into introduction_events (introduction_id, status, reason, actor_kind) values (${intro!.id}, ${event.status}, ${event.reason}, ${event.label})`);
    }

    await database.migrate(MIGRATIONS);
    const after = await database.rows<{ actor_kind: string; kind: string | null }>(sql`select actor_kind, kind from introduction_events`);
    expect(Object.fromEntries(after.map((row) => [row.actor_kind, row.kind]))).toEqual({
      confirmed: null,
      "passed on": "desk-passed-on",
      undone: "desk-undone",
      "declined in the same words": null,
      declined: null,
    });
  });
});
