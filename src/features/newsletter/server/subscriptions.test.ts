import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inboxSummary } from "@/server/db/queries/portal";
import { newsletterSignups, outbox } from "@/server/db/schema";
import { openTestDatabase, testDrivers, type TestDatabase } from "@/testing/database";
import { confirmNewsletter, purgeUnconfirmedSignups, signUpForNewsletter, unsubscribeFromNewsletter, unsubscribeToken } from "./subscriptions";

const SECRET = "a-test-secret-that-is-at-least-32-characters";

describe.each(testDrivers())("newsletter double opt-in (%s)", (driver) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(driver);
  });
  afterAll(async () => t?.close());

  const mailTo = async (to: string) => t.db.select({ text: outbox.textBody, subject: outbox.subject }).from(outbox).where(eq(outbox.recipient, to));
  const tokenIn = (text: string) => /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";

  it("counts an address only after its e-mailed link is confirmed, once", async () => {
    const before = (await inboxSummary(t.db)).subscribers;
    expect(await signUpForNewsletter(t.db, { userId: null, firstName: "Ada", lastName: "L", email: "Ada@Example.test" }, SECRET)).toEqual({ status: "confirmation-sent" });
    const [mail] = await mailTo("ada@example.test");
    expect(mail?.subject).toBe("Please confirm your newsletter sign-up");
    expect(mail?.text).toContain("/newsletter/unsubscribe?email=ada%40example.test&token=");
    expect((await inboxSummary(t.db)).subscribers).toBe(before);

    const token = tokenIn(mail?.text ?? "");
    expect(await confirmNewsletter(t.db, "wrong-token-wrong-token-wrong")).toBe(false);
    expect(await confirmNewsletter(t.db, token)).toBe(true);
    expect(await confirmNewsletter(t.db, token)).toBe(false);
    expect((await inboxSummary(t.db)).subscribers).toBe(before + 1);
    expect(await signUpForNewsletter(t.db, { userId: null, firstName: "Ada", lastName: "Lovelace", email: "ada@example.test" }, SECRET)).toEqual({ status: "already-confirmed" });
    expect(await mailTo("ada@example.test")).toHaveLength(1);
  });

  it("deletes sign-ups not confirmed within 7 days, and their links stop working", async () => {
    await signUpForNewsletter(t.db, { userId: null, firstName: "Old", lastName: "S", email: "old@example.test" }, SECRET);
    await signUpForNewsletter(t.db, { userId: null, firstName: "New", lastName: "S", email: "new@example.test" }, SECRET);
    await t.db.execute(sql`update newsletter_signups set created_at = now() - interval '8 days' where email = 'old@example.test'`);
    const [oldMail] = await mailTo("old@example.test");
    expect(await confirmNewsletter(t.db, tokenIn(oldMail?.text ?? ""))).toBe(false);
    expect(await purgeUnconfirmedSignups(t.db)).toBe(1);
    const left = (await t.db.select({ email: newsletterSignups.email }).from(newsletterSignups)).map((r) => r.email);
    expect(left).toContain("new@example.test");
    expect(left).not.toContain("old@example.test");
  });

  it("unsubscribes only with the address's own token", async () => {
    await signUpForNewsletter(t.db, { userId: null, firstName: "Bo", lastName: "S", email: "bo@example.test" }, SECRET);
    expect(await unsubscribeFromNewsletter(t.db, SECRET, "bo@example.test", unsubscribeToken(SECRET, "someone@example.test"))).toBe(false);
    expect(await unsubscribeFromNewsletter(t.db, SECRET, "bo@example.test", unsubscribeToken(SECRET, "bo@example.test"))).toBe(true);
    expect(await t.db.select().from(newsletterSignups).where(eq(newsletterSignups.email, "bo@example.test"))).toEqual([]);
  });
});
