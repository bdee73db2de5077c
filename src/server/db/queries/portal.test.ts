import { beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { introductions, newsletterSignups } from "../schema";
import { createTestUser } from "@/testing/database";
import { describeOnDatabases } from "@/testing/database-suite";
import { requestCallback } from "./callbacks";
import { saveLead } from "./leads";
import { addContactMessage, subscribeToNewsletter } from "./messages";
import { inboxSummary, providerActivity, providerLeads, recentLeads, weeklyActivity } from "./portal";
import { saveSubmission } from "./submissions";

describeOnDatabases("sales portal queries", (t) => {
  beforeAll(async () => {
    for (const [recs, callback] of [[["saltus", "qc", "canaccord"], "saltus"], [["saltus", "evelyn", "brewin"], null], [["jhp", "lgt", "blu"], "lgt"]] as const) {
      const userId = await createTestUser(t.db);
      await saveSubmission(t.db, { userId, answers: {}, investableTotal: 750_000, under300: false, introducer: null, match: { rule: "500k-1m", wealthManagers: [...recs], otherWm: [], notWm: [], reason: "" }, startedAt: null, finishedAt: null });
      const lead = await saveLead(t.db, { userId, submissionId: null, segment: "standard", firstName: "A", lastName: "B", phoneNumber: "+447911123456", email: "a@b.co", recs: [...recs] });
      // Each visitor chose only the first of their matched firms.
      await t.db.insert(introductions).values({ userId, leadId: lead.id, providerId: recs[0] });
      // One more, not yet confirmed by the visitor: not counted until it is.
      await t.db.insert(introductions).values({ userId, leadId: lead.id, providerId: recs[1], status: "confirming" });
      if (callback) await requestCallback(t.db, { userId, providerId: callback, leadId: null });
    }
    await addContactMessage(t.db, { userId: null, firstName: "C", lastName: "D", phone: "+441", email: "c@d.co", message: "hello" });
    await subscribeToNewsletter(t.db, { userId: null, firstName: "N", lastName: "S", email: "n@s.co" });
    await subscribeToNewsletter(t.db, { userId: null, firstName: "U", lastName: "S", email: "unconfirmed@s.co" });
    // Only a confirmed address counts (docs/product.md, "Privacy, consent and retention").
    await t.db.update(newsletterSignups).set({ confirmedAt: new Date() }).where(eq(newsletterSignups.email, "n@s.co"));
  });

  it("counts matches, introductions (not firms merely matched) and callbacks per provider", async () => {
    const activity = new Map((await providerActivity(t.db)).map((row) => [row.providerId, row]));
    expect(activity.get("saltus")).toEqual({ providerId: "saltus", matches: 2, introductions: 2, introductionsLast30Days: 2, callbacks: 1 });
    // Matched in a lead, but nobody chose it.
    expect(activity.get("qc")).toEqual({ providerId: "qc", matches: 1, introductions: 0, introductionsLast30Days: 0, callbacks: 0 });
    expect(activity.get("evelyn")).toMatchObject({ introductions: 0, introductionsLast30Days: 0 });
    expect(activity.get("lgt")).toMatchObject({ matches: 1, introductions: 0, callbacks: 1 });
    expect(activity.has("rothschild")).toBe(false);
  });

  it("pages through leads with their total", async () => {
    const first = await recentLeads(t.db, { limit: 2, offset: 0 });
    expect(first.total).toBe(3);
    expect(first.rows).toHaveLength(2);
    expect((await recentLeads(t.db, { limit: 2, offset: 2 })).rows).toHaveLength(1);
    const saltus = await providerLeads(t.db, "saltus", { limit: 25, offset: 0 });
    expect(saltus.total).toBe(2);
  });

  it("gives weekly activity with empty weeks filled in", async () => {
    const weeks = await weeklyActivity(t.db, "saltus", 4);
    expect(weeks).toHaveLength(4);
    expect(weeks.at(-1)).toMatchObject({ matches: 2, leads: 2 });
    expect(weeks.slice(0, 3).every((w) => w.matches === 0 && w.leads === 0)).toBe(true);
  });

  it("summarises the inbox", async () => {
    const inbox = await inboxSummary(t.db);
    expect(inbox.messages.map((m) => m.message)).toEqual(["hello"]);
    expect(inbox.subscribers).toBe(1);
  });
});
