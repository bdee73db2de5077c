import { expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { contactMessages, newsletterSignups } from "../schema";
import { createTestUser } from "@/testing/database";
import { describeOnDatabases } from "@/testing/database-suite";
import { addContactMessage, addPartnerEnquiry, subscribeToNewsletter } from "./messages";

describeOnDatabases("messages and sign-ups", (t) => {

  it("stores contact messages", async () => {
    const userId = await createTestUser(t.db);
    await addContactMessage(t.db, { userId, firstName: "A", lastName: "B", phone: "+441", email: "a@b.co", message: "first" });
    await addContactMessage(t.db, { userId: null, firstName: "C", lastName: "D", phone: "+442", email: "c@d.co", message: "second" });
    const listed = await t.db.select({ message: contactMessages.message, userId: contactMessages.userId }).from(contactMessages).orderBy(asc(contactMessages.createdAt), asc(contactMessages.message));
    expect(listed).toEqual([{ message: "first", userId }, { message: "second", userId: null }]);
  });

  it("stores partner enquiries", async () => {
    const row = await addPartnerEnquiry(t.db, { userId: null, name: "Jo", organisation: "Acme", email: "jo@acme.co", phone: null, website: null, message: "Hello" });
    expect(row.id).toMatch(/[0-9a-f-]{36}/);
  });

  it("keeps one newsletter row per address and skips incomplete entries", async () => {
    expect(await subscribeToNewsletter(t.db, { userId: null, firstName: "Ann", lastName: "", email: "ann@example.com" })).toEqual({ status: "incomplete" });
    expect(await subscribeToNewsletter(t.db, { userId: null, firstName: "Ann", lastName: "Lee", email: "Ann@Example.com" })).toEqual({ status: "subscribed" });
    expect(await subscribeToNewsletter(t.db, { userId: null, firstName: "Anne", lastName: "Lee", email: "ann@example.com " })).toEqual({ status: "updated" });
    const rows = await t.db.select({ email: newsletterSignups.email, firstName: newsletterSignups.firstName }).from(newsletterSignups);
    expect(rows).toEqual([{ email: "ann@example.com", firstName: "Anne" }]);
  });
});
