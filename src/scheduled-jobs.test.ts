import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { RETENTION } from "@/config/retention";
import { contactMessages, newsletterSignups } from "@/server/db/schema";
import { monthsBefore } from "@/server/db/queries/retention";
import { createTestUser } from "@/testing/database";
import { describeOnDatabases } from "@/testing/database-suite";
import { RETENTION_EVERY_SECONDS, runScheduledJobs } from "./scheduled-jobs";

/**
 * The server keeps the privacy policy's retention periods by itself: its scheduled jobs run the
 * retention work, at most once an hour across every instance on the database.
 */
const NOW = new Date("2026-06-15T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

describeOnDatabases("the server's scheduled jobs", (t) => {
  it("delete what is past its retention period, once an hour across instances", async () => {
    const userId = await createTestUser(t.db, { email: "writer@example.co.uk" });
    const sent = (at: Date, message: string) => ({ userId, firstName: "A", lastName: "B", phone: "+447911123456", email: "a@example.co.uk", message, createdAt: at });
    const messagesCutoff = monthsBefore(NOW, RETENTION.messagesMonths);
    await t.db.insert(contactMessages).values([sent(new Date(messagesCutoff.getTime() - DAY), "old"), sent(new Date(messagesCutoff.getTime() + DAY), "young")]);
    const unconfirmedSince = new Date(NOW.getTime() - (RETENTION.newsletterUnconfirmedDays + 1) * DAY);
    await t.db.insert(newsletterSignups).values({ firstName: "A", lastName: "B", email: "never-confirmed@example.co.uk", createdAt: unconfirmedSince, updatedAt: unconfirmedSince });

    const first = await runScheduledJobs(t.db, NOW, 13);
    expect(first?.purged.contactMessages).toBe(1);
    expect(first?.unconfirmedSignups).toBe(1);
    const left = await t.db.select({ message: contactMessages.message }).from(contactMessages).where(eq(contactMessages.userId, userId));
    expect(left.map((row) => row.message)).toEqual(["young"]);

    // Another instance, or this one's next pass, within the hour: the run is already had.
    await t.db.insert(contactMessages).values(sent(new Date(messagesCutoff.getTime() - DAY), "old again"));
    expect(await runScheduledJobs(t.db, new Date(NOW.getTime() + 5 * 60 * 1000), 13)).toBeNull();
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.userId, userId))).toHaveLength(2);

    // Once the hour is over, the next pass runs it again.
    const later = await runScheduledJobs(t.db, new Date(NOW.getTime() + RETENTION_EVERY_SECONDS * 1000), 13);
    expect(later?.purged.contactMessages).toBe(1);
  });
});
