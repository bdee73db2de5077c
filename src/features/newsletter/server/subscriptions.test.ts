import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { inboxSummary } from "@/server/db/queries/portal";
import { newsletterSignups, outbox } from "@/server/db/schema";
import { describeOnDatabases } from "@/testing/database-suite";
import { mailLimits } from "@/server/mail";
import { addressToUnsubscribe, confirmNewsletter, purgeUnconfirmedSignups, signUpForNewsletter, unsubscribeFromNewsletter, unsubscribeToken } from "./subscriptions";

const SECRET = "a-test-secret-that-is-at-least-32-characters";

describeOnDatabases("newsletter double opt-in", (t) => {

  const mailTo = async (to: string) => t.db.select({ text: outbox.textBody, subject: outbox.subject }).from(outbox).where(eq(outbox.recipient, to));
  const tokenIn = (text: string) => /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";

  it("counts an address only after its e-mailed link is confirmed, once", async () => {
    const before = (await inboxSummary(t.db)).subscribers;
    expect(await signUpForNewsletter(t.db, { userId: null, firstName: "Ada", lastName: "L", email: "Ada@Example.test" }, SECRET)).toEqual({ status: "link-sent" });
    const [mail] = await mailTo("ada@example.test");
    expect(mail?.subject).toBe("Please confirm your newsletter sign-up");
    // The unsubscribe link names the sign-up by its id: the address never goes into a page's address.
    const [signup] = await t.db.select({ id: newsletterSignups.id }).from(newsletterSignups).where(eq(newsletterSignups.email, "ada@example.test"));
    expect(mail?.text).toContain(`/newsletter/unsubscribe?id=${signup!.id}&token=${unsubscribeToken(SECRET, signup!.id)}`);
    expect(mail?.text).not.toMatch(/unsubscribe\?[^\s]*ada(@|%40)example/i);
    expect((await inboxSummary(t.db)).subscribers).toBe(before);

    const token = tokenIn(mail?.text ?? "");
    expect(await confirmNewsletter(t.db, "wrong-token-wrong-token-wrong")).toBe(false);
    expect(await confirmNewsletter(t.db, token)).toBe("confirmed");
    expect(await confirmNewsletter(t.db, token)).toBe(false);
    expect((await inboxSummary(t.db)).subscribers).toBe(before + 1);
  });

  it("answers a sign-up for a confirmed address exactly as a new one, and renames it only through the address's own link", async () => {
    const email = "grace@example.test";
    await signUpForNewsletter(t.db, { userId: null, firstName: "Grace", lastName: "Hopper", email }, SECRET);
    expect(await confirmNewsletter(t.db, tokenIn((await mailTo(email))[0]?.text ?? ""))).toBe("confirmed");

    // A stranger gives the confirmed address with another name: the same answer as a new sign-up.
    expect(await signUpForNewsletter(t.db, { userId: null, firstName: "Mallory", lastName: "X", email }, SECRET)).toEqual({ status: "link-sent" });
    const names = async () => (await t.db.select({ first: newsletterSignups.firstName, last: newsletterSignups.lastName, confirmedAt: newsletterSignups.confirmedAt }).from(newsletterSignups).where(eq(newsletterSignups.email, email)))[0];
    expect(await names()).toMatchObject({ first: "Grace", last: "Hopper" });
    expect((await names())?.confirmedAt).not.toBeNull();

    // The owner is asked by mail; only that link applies the new name.
    const change = (await mailTo(email)).find((m) => m.subject === "Please confirm the change to your newsletter details");
    expect(change?.text).toContain("Mallory X");
    expect(await confirmNewsletter(t.db, tokenIn(change?.text ?? ""))).toBe("updated");
    expect(await names()).toMatchObject({ first: "Mallory", last: "X" });
  });

  it("sends one address no more confirmation links than its limit, however many sign-ups ask", async () => {
    const email = "flooded@example.test";
    const results = [];
    for (let i = 0; i < 12; i += 1) results.push((await signUpForNewsletter(t.db, { userId: null, firstName: `N${i}`, lastName: "S", email }, SECRET)).status);
    expect(await mailTo(email)).toHaveLength(mailLimits.perKind["newsletter-confirmation"]!.max);
    expect(results.filter((status) => status === "held")).toHaveLength(12 - mailLimits.perKind["newsletter-confirmation"]!.max);
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

  it("unsubscribes only with the sign-up's own token", async () => {
    await signUpForNewsletter(t.db, { userId: null, firstName: "Bo", lastName: "S", email: "bo@example.test" }, SECRET);
    await signUpForNewsletter(t.db, { userId: null, firstName: "Cy", lastName: "S", email: "cy@example.test" }, SECRET);
    const idOf = async (email: string) => (await t.db.select({ id: newsletterSignups.id }).from(newsletterSignups).where(eq(newsletterSignups.email, email)))[0]!.id;
    const bo = await idOf("bo@example.test");
    const cy = await idOf("cy@example.test");
    expect(await addressToUnsubscribe(t.db, SECRET, bo, unsubscribeToken(SECRET, cy))).toBeNull();
    expect(await addressToUnsubscribe(t.db, SECRET, "not-an-id", "x")).toBeNull();
    expect(await addressToUnsubscribe(t.db, SECRET, bo, unsubscribeToken(SECRET, bo))).toBe("bo@example.test");
    expect(await unsubscribeFromNewsletter(t.db, SECRET, bo, unsubscribeToken(SECRET, cy))).toBe(false);
    expect(await unsubscribeFromNewsletter(t.db, SECRET, bo, unsubscribeToken(SECRET, bo))).toBe(true);
    expect(await t.db.select().from(newsletterSignups).where(eq(newsletterSignups.email, "bo@example.test"))).toEqual([]);
    expect(await t.db.select().from(newsletterSignups).where(eq(newsletterSignups.email, "cy@example.test"))).toHaveLength(1);
    // The link no longer stands for anyone.
    expect(await addressToUnsubscribe(t.db, SECRET, bo, unsubscribeToken(SECRET, bo))).toBeNull();
  });
});
