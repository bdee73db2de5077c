import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { sendProfile } from "@/features/leads/server/send-profile";
import { matchProviders } from "@/features/matching";
import { defaultFormData } from "@/lib/form-data";
import { grantRole } from "@/server/db/queries/roles";
import { saveSubmission } from "@/server/db/queries/submissions";
import { firmIntroductionSettings, introductions, outbox } from "@/server/db/schema";
import { mailLimitChecks } from "@/server/mail/limits";
import { addHits } from "@/server/rate-limit";
import { createTestUser } from "@/testing/database";
import { describeOnDatabases } from "@/testing/database-suite";
import { confirmByMail } from "@/testing/introductions";
import { tellFirmsOfHeldIntroductions } from "./held";
import { listVisitorIntroductions } from "./introduce";
import { notifyOverdueIntroductions } from "./offers";
import { withdrawByVisitor } from "./update";

// No introductions desk here: past a firm's hourly allowance of "New introduction" mails, its
// introductions are held for the firm's next hourly notice.
delete process.env.INTRODUCTIONS_DESK;

const profile = { firstName: "Ada", lastName: "Lovelace", phoneNumber: "07911 123456", terms: true, contactMethod: "video", contactTime: "evenings" };
const HOUR = 60 * 60 * 1000;

describeOnDatabases("introductions held by a firm's mail allowance", (t) => {
  const answers = { ...defaultFormData, investPortfolio: true, exactValue: 750_000, taxResidence: "GB" };
  const matched = matchProviders(answers, { random: () => 0 }).wealthManagers;
  const firm = matched[0]!;
  const mailsTo = async (to: string) => t.db.select({ kind: outbox.kind, subject: outbox.subject, text: outbox.textBody }).from(outbox).where(eq(outbox.recipient, to));

  /** A visitor who asked for an introduction to the firm and confirmed their address. */
  async function introduced(firm = matched[0]!) {
    const userId = await createTestUser(t.db);
    const email = `ada${Math.random().toString(36).slice(2)}@example.test`;
    await saveSubmission(t.db, { userId, answers, investableTotal: 750_000, under300: false, introducer: null, match: matchProviders(answers, { random: () => 0 }), startedAt: null, finishedAt: new Date() });
    expect(await sendProfile(t.db, userId, { ...profile, email, firms: [firm] })).toMatchObject({ status: "saved" });
    const confirmed = await confirmByMail(t.db, email);
    return { userId, email, confirmed };
  }

  it("tells the visitor the truth, and the firm's people in one notice an hour", async () => {
    const staff = `staff-${Math.random().toString(36).slice(2)}@firm.test`;
    await grantRole(t.db, await createTestUser(t.db, { email: staff }), { role: "provider", providerId: firm });
    await t.db.insert(firmIntroductionSettings).values({ providerId: firm, introductionsEmail: "held@firm.test" }).onConflictDoUpdate({ target: firmIntroductionSettings.providerId, set: { introductionsEmail: "held@firm.test" } });
    // The firm's allowance of "New introduction" mails for this hour is used up.
    const [allowance] = mailLimitChecks({ kind: "new-introduction", to: staff, limitKey: `firm:${firm}` });
    await addHits(t.db, [{ key: allowance!.key, hits: allowance!.rule.max, window: allowance!.rule.window }], Date.now());

    const first = await introduced();
    await introduced();
    expect(first.confirmed).toMatchObject({ status: "confirmed", sentWords: [expect.stringMatching(/^Your introduction was added to .+'s? introductions on Wealth Match, and we will e-mail .+ about it within about an hour\.$/)] });
    expect((await mailsTo(first.email)).at(-1)?.text).toMatch(/was added to .+'s? introductions on Wealth Match/);
    expect(await mailsTo(staff)).toEqual([]);

    const now = new Date();
    expect(await tellFirmsOfHeldIntroductions(t.db, now)).toBe(2);
    for (const to of [staff, "held@firm.test"]) {
      const [notice, ...more] = await mailsTo(to);
      expect(more).toEqual([]);
      expect(notice).toMatchObject({ kind: "held-introductions", subject: "2 new introductions" });
      expect(notice?.text).toContain(`/sales-portal/${firm}`);
      expect(notice?.text).not.toContain("Ada");
    }
    // Told: the visitor now reads what happened, and the firm's 2 working days count from the notice.
    const [told] = await listVisitorIntroductions(t.db, first.userId);
    expect(told?.deliveryWords).toMatch(/^e-mailed to /);
    expect(told?.sentAt?.getTime()).toBe(now.getTime());
    expect(await tellFirmsOfHeldIntroductions(t.db, now)).toBe(0);

    // Within the hour a third waits; a fourth is withdrawn before the notice and is left out of it.
    const third = await introduced();
    const fourth = await introduced();
    const [withdrawn] = await listVisitorIntroductions(t.db, fourth.userId);
    expect(await withdrawByVisitor(t.db, fourth.userId, { introductionId: withdrawn!.id })).toMatchObject({ status: "updated" });
    expect(await tellFirmsOfHeldIntroductions(t.db, new Date(now.getTime() + 5 * 60 * 1000))).toBe(0);
    expect((await listVisitorIntroductions(t.db, third.userId))[0]?.deliveryWords).toMatch(/^added to .+, and we will e-mail /);
    // Withdrawn before its notice: no notice will come, and the words no longer promise one.
    expect((await listVisitorIntroductions(t.db, fourth.userId))[0]?.deliveryWords).toMatch(/^added to .+'s? introductions on Wealth Match$/);
    // Held for days (a mail server down, say): never overdue, since its firm has not been told by mail.
    const thirdId = (await listVisitorIntroductions(t.db, third.userId))[0]!.id;
    await t.db.update(introductions).set({ sentAt: new Date(now.getTime() - 10 * 24 * HOUR) }).where(eq(introductions.id, thirdId));
    expect(await notifyOverdueIntroductions(t.db, now)).toBe(0);
    expect(await tellFirmsOfHeldIntroductions(t.db, new Date(now.getTime() + HOUR + 1000))).toBe(1);
    expect((await mailsTo(staff)).map((m) => m.subject)).toEqual(["2 new introductions", "1 new introduction"]);
    const [stillHeld] = await t.db.select({ via: introductions.deliveredVia }).from(introductions).where(and(eq(introductions.id, withdrawn!.id)));
    expect(stillHeld?.via).toBe("held");
  });

  it("still tells a firm marked as not taking introductions of those it received before", async () => {
    const other = matched[1]!;
    const staff = `staff-${Math.random().toString(36).slice(2)}@firm.test`;
    await grantRole(t.db, await createTestUser(t.db, { email: staff }), { role: "provider", providerId: other });
    const [allowance] = mailLimitChecks({ kind: "new-introduction", to: staff, limitKey: `firm:${other}` });
    await addHits(t.db, [{ key: allowance!.key, hits: allowance!.rule.max, window: allowance!.rule.window }], Date.now());
    const visitor = await introduced(other);
    expect(visitor.confirmed).toMatchObject({ status: "confirmed", sentWords: [expect.stringMatching(/we will e-mail .+ about it within about an hour\.$/)] });

    // The operator closes the firm to new introductions before its notice has gone.
    await t.db.insert(firmIntroductionSettings).values({ providerId: other, takingIntroductions: false }).onConflictDoUpdate({ target: firmIntroductionSettings.providerId, set: { takingIntroductions: false } });
    expect(await tellFirmsOfHeldIntroductions(t.db, new Date())).toBe(1);
    expect((await mailsTo(staff)).map((m) => m.subject)).toEqual(["1 new introduction"]);
    expect((await listVisitorIntroductions(t.db, visitor.userId))[0]?.deliveryWords).toMatch(/^e-mailed to /);
  });
});
