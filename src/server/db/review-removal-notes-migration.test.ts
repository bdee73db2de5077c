import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeMigration, MIGRATIONS } from "@/testing/migrations";

/**
 * drizzle/0020_review_removal_notes.sql: staff's note on a removal, which may describe what the
 * review said, goes when the review goes. Removals whose review had already gone lose it at once;
 * from then on, deleting a review (directly, or through its introduction) clears its removal's note
 * and keeps the rest of the record.
 */
const TAG = "0020_review_removal_notes";

describeMigration(TAG, "the migration that clears a removal's note with its review", ({ before }) => {
  it("clears the notes of reviews already gone, then each note as its review is deleted", async () => {
    const database = await before();

    await database.rows(sql`insert into users (id, name, email) values ('investor', 'investor', 'investor@example.test'), ('admin', 'admin', 'admin@example.test')`);
    const [lead] = await database.rows<{ id: string }>(sql`
      insert into leads (user_id, segment, first_name, last_name, phone_number, email, terms_accepted_at)
      values ('investor', 'standard', 'Ada', 'Lovelace', '+447911123456', 'ada@example.test', now()) returning id`);
    const introduction = async (providerId: string) =>
      (await database.rows<{ id: string }>(sql`insert into introductions (user_id, lead_id, provider_id, status) values ('investor', ${lead!.id}, ${providerId}, 'client') returning id`))[0]!.id;
    const removedReview = async (providerId: string, note: string) => {
      const introductionId = await introduction(providerId);
      const [review] = await database.rows<{ id: string }>(sql`
        insert into reviews (introduction_id, provider_id, user_id, rating, body, author_name, meeting_on, removed_at)
        values (${introductionId}, ${providerId}, 'investor', 1, 'Named a child', 'Ada L.', '2026-05-01', now()) returning id`);
      await database.rows(sql`insert into review_removals (review_id, provider_id, reason, note, removed_by) values (${review!.id}, ${providerId}, 'personal-data', ${note}, 'admin')`);
      return { introductionId, reviewId: review!.id };
    };
    const gone = await removedReview("saltus", "Said the firm's adviser's child was ill");
    await database.rows(sql`delete from reviews where id = ${gone.reviewId}`);
    const withdrawn = await removedReview("brewin", "Gave a phone number");
    const expired = await removedReview("rothschild", "Quoted a private letter");

    await database.migrate(MIGRATIONS);
    const notes = async () => Object.fromEntries((await database.rows<{ provider_id: string; note: string | null; reason: string; removed_by: string | null }>(sql`select provider_id, note, reason, removed_by from review_removals`)).map((row) => [row.provider_id, row]));
    expect(await notes()).toEqual({
      saltus: { provider_id: "saltus", note: null, reason: "personal-data", removed_by: "admin" },
      brewin: { provider_id: "brewin", note: "Gave a phone number", reason: "personal-data", removed_by: "admin" },
      rothschild: { provider_id: "rothschild", note: "Quoted a private letter", reason: "personal-data", removed_by: "admin" },
    });

    // Withdrawn by its author: the review row is deleted.
    await database.rows(sql`delete from reviews where id = ${withdrawn.reviewId}`);
    // Its introduction past the retention period: the review goes with it by the foreign key.
    await database.rows(sql`delete from introductions where id = ${expired.introductionId}`);
    expect(await notes()).toEqual({
      saltus: { provider_id: "saltus", note: null, reason: "personal-data", removed_by: "admin" },
      brewin: { provider_id: "brewin", note: null, reason: "personal-data", removed_by: "admin" },
      rothschild: { provider_id: "rothschild", note: null, reason: "personal-data", removed_by: "admin" },
    });
  });
});
