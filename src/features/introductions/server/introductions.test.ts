import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { askForCallback } from "@/features/leads/server/request-callback";
import { sendProfile } from "@/features/leads/server/send-profile";
import { matchProviders } from "@/features/matching";
import { defaultFormData } from "@/lib/form-data";
import { grantRole } from "@/server/db/queries/roles";
import { saveSubmission } from "@/server/db/queries/submissions";
import { firmIntroductionSettings, introductionEvents, introductions, outbox } from "@/server/db/schema";
import { mailLimits } from "@/server/mail";
import { createTestUser } from "@/testing/database";
import { describeOnDatabases } from "@/testing/database-suite";
import { confirmByMail } from "@/testing/introductions";
import { factsOf } from "@/features/providers/facts";
import { loadProvider, publishFacts } from "@/features/providers/server";
import { listVisitorIntroductions, yourIntroductions } from "./introduce";
import { expireIntroductions, updateByFirm, withdrawByVisitor } from "./update";

// The operator's introductions desk, for firms without a member or an address (read on first use).
process.env.INTRODUCTIONS_DESK = "desk@operator.test";

const profile = { firstName: "Ada", lastName: "Lovelace", phoneNumber: "07911 123456", email: "ada@example.test", terms: true, contactMethod: "video", contactTime: "evenings" };

describeOnDatabases("introductions", (t) => {

  async function visitor(email = `ada${Math.random().toString(36).slice(2)}@example.test`) {
    const userId = await createTestUser(t.db);
    const answers = { ...defaultFormData, investPortfolio: true, exactValue: 750_000, taxResidence: "GB" };
    const match = matchProviders(answers, { random: () => 0 });
    await saveSubmission(t.db, { userId, answers, investableTotal: 750_000, under300: false, introducer: null, match, startedAt: null, finishedAt: new Date() });
    return { userId, match, email };
  }

  async function member(providerId: string | null, role: "provider" | "sales" = "provider") {
    const email = `${role}-${providerId ?? "x"}-${Math.random().toString(36).slice(2)}@firm.test`;
    const id = await createTestUser(t.db, { email });
    await grantRole(t.db, id, { role, providerId });
    const roles = role === "provider" ? [{ role, providerId }] : [{ role, providerId: null }];
    return { id, email, roles };
  }

  const mailsTo = async (to: string) => (await t.db.select({ subject: outbox.subject, text: outbox.textBody }).from(outbox).where(eq(outbox.recipient, to)));

  it("introduces only the ticked firms and mails their staff, their address and the visitor, never the other firm", async () => {
    const v = await visitor();
    const [chosen, other] = v.match.wealthManagers as [string, string];
    const chosenStaff = await member(chosen);
    const otherStaff = await member(other);
    await t.db.insert(firmIntroductionSettings).values({ providerId: chosen, introductionsEmail: "Intros@Chosen.test" }).onConflictDoUpdate({ target: firmIntroductionSettings.providerId, set: { introductionsEmail: "Intros@Chosen.test" } });

    const outcome = await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: [chosen] });
    expect(outcome).toMatchObject({ status: "saved", introduced: [chosen] });
    // No firm is told before the visitor confirms their e-mail address.
    expect((await listVisitorIntroductions(t.db, v.userId)).map((i) => [i.providerId, i.statusWords])).toEqual([[chosen, "Confirming your e-mail"]]);
    expect(await mailsTo(chosenStaff.email)).toEqual([]);
    expect((await mailsTo(v.email)).map((m) => m.subject)).toEqual(["Please confirm your e-mail address"]);
    const confirmed = await confirmByMail(t.db, v.email);
    expect(confirmed).toMatchObject({ status: "confirmed", sentWords: [expect.stringMatching(/^We e-mailed your introduction to /)] });
    expect((await listVisitorIntroductions(t.db, v.userId)).map((i) => [i.providerId, i.statusWords])).toEqual([[chosen, "Sent, waiting for the firm"]]);

    const firmMail = await mailsTo(chosenStaff.email);
    expect(firmMail.map((m) => m.subject)).toEqual(["New introduction"]);
    expect(firmMail[0]?.text).toMatch(new RegExp(`/sales-portal/${chosen}\\?introduction=[0-9a-f-]{36}`));
    expect(firmMail[0]?.text).not.toContain("Ada");
    expect((await mailsTo("intros@chosen.test")).length).toBe(1);
    expect(await mailsTo(otherStaff.email)).toEqual([]);
    const visitorMail = await mailsTo(v.email);
    expect(visitorMail).toHaveLength(2);
    expect(visitorMail[1]?.text).toContain("withdraw");
    expect(visitorMail[1]?.subject).toMatch(/^Your introduction to /);
    expect(visitorMail[1]?.text).toMatch(/We e-mailed your introductions? to /);
  });

  it("refuses firms the visitor was not matched with, and needs at least one", async () => {
    const v = await visitor();
    expect(await sendProfile(t.db, v.userId, { ...profile, firms: ["nobody"] })).toMatchObject({ status: "invalid", issues: [{ field: "firms" }] });
    expect(await sendProfile(t.db, v.userId, { ...profile, firms: [] })).toMatchObject({ status: "invalid", issues: [{ field: "firms" }] });
    expect(await listVisitorIntroductions(t.db, v.userId)).toEqual([]);
  });

  it("a later request introduces one more firm once, through the callback route", async () => {
    const v = await visitor();
    const [first, second] = v.match.wealthManagers as [string, string];
    await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: [first] });
    await confirmByMail(t.db, v.email);
    const created = await askForCallback(t.db, v.userId, { providerId: second });
    expect(created.status).toBe("created");
    // Once the address is confirmed, a later introduction is sent at once, and says how.
    expect(created).toMatchObject({ message: expect.stringMatching(/^Thank you\. Your introduction was (e-mailed to|passed to our team)/) });
    expect((await askForCallback(t.db, v.userId, { providerId: second })).status).toBe("already-requested");
    expect((await askForCallback(t.db, v.userId, { providerId: first })).status).toBe("already-requested");
    expect((await listVisitorIntroductions(t.db, v.userId)).map((i) => i.providerId).sort()).toEqual([first, second].sort());
    expect(await mailsTo(v.email)).toHaveLength(3);
  });

  it("the firm accepts and the visitor is told; other firms' staff cannot touch it; every change is recorded", async () => {
    const v = await visitor();
    const [chosen, other] = v.match.wealthManagers as [string, string];
    const staff = await member(chosen);
    const rival = await member(other);
    await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: [chosen] });
    const [intro] = await listVisitorIntroductions(t.db, v.userId);
    const introductionId = intro!.id;
    // Nothing for the firm to do while the visitor has not confirmed.
    expect(await updateByFirm(t.db, staff, { introductionId, status: "accepted" })).toMatchObject({ status: "not-allowed" });
    await confirmByMail(t.db, v.email);

    expect(await updateByFirm(t.db, rival, { introductionId, status: "accepted" })).toMatchObject({ status: "forbidden" });
    expect(await updateByFirm(t.db, staff, { introductionId, status: "client" })).toMatchObject({ status: "not-allowed" });
    expect(await updateByFirm(t.db, staff, { introductionId, status: "accepted" })).toMatchObject({ status: "updated", newStatus: "accepted" });
    expect(await updateByFirm(t.db, staff, { introductionId, status: "contacted" })).toMatchObject({ status: "updated" });
    expect((await listVisitorIntroductions(t.db, v.userId))[0]?.statusWords).toBe("Contacted");
    expect((await mailsTo(v.email)).map((m) => m.subject)).toContain(`${"Saltus"} has accepted your introduction`.replace("Saltus", (await import("@/features/providers")).getProvider(chosen)!.nameForSL));

    const events = await t.db.select({ status: introductionEvents.status, actorId: introductionEvents.actorId }).from(introductionEvents).where(eq(introductionEvents.introductionId, introductionId)).orderBy(introductionEvents.createdAt);
    expect(events.map((e) => e.status)).toEqual(["confirming", "sent", "accepted", "contacted"]);
    expect(events.slice(2).every((e) => e.actorId === staff.id)).toBe(true);
    const [row] = await t.db.select({ firstResponseAt: introductions.firstResponseAt }).from(introductions).where(eq(introductions.id, introductionId));
    expect(row?.firstResponseAt).toBeInstanceOf(Date);
  });

  /** A visitor's confirmed introduction to their first match, with a member of that firm. */
  async function sentIntroduction() {
    const v = await visitor();
    const [chosen] = v.match.wealthManagers as [string];
    const staff = await member(chosen);
    await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: [chosen] });
    await confirmByMail(t.db, v.email);
    const introductionId = (await listVisitorIntroductions(t.db, v.userId))[0]!.id;
    return { v, staff, introductionId };
  }

  it("names a firm as an admin last published it: in the firm's, the visitor's and the desk's mails and in the visitor's list", async () => {
    const v = await visitor();
    const [chosen] = v.match.wealthManagers as [string];
    const staff = await member(chosen);
    const admin = await createTestUser(t.db);
    const firm = (await loadProvider(t.db, chosen))!;
    await publishFacts(t.db, firm, { facts: { ...factsOf(firm), name: "Renamed Wealth Partners LLP", nameForSL: "Renamed Wealth" }, verified: [], by: admin });

    await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: [chosen] });
    expect((await mailsTo(v.email))[0]?.text).toContain("Renamed Wealth");
    const confirmed = await confirmByMail(t.db, v.email);
    expect(confirmed).toMatchObject({ status: "confirmed", sent: ["Renamed Wealth"], sentWords: [expect.stringContaining("Renamed Wealth")] });
    expect((await mailsTo(staff.email))[0]?.text).toContain("introduced to Renamed Wealth and agreed");
    const [intro] = await yourIntroductions(t.db, v.userId);
    // The row is titled with the full name; its buttons and questions say the name as the mails do.
    expect(intro).toMatchObject({ firmName: "Renamed Wealth Partners LLP", firmShortName: "Renamed Wealth" });
    await updateByFirm(t.db, staff, { introductionId: intro!.id, status: "accepted" });
    expect((await mailsTo(v.email)).map((m) => m.subject)).toContain("Renamed Wealth has accepted your introduction");
  });

  it("declining needs a reason, which the visitor is told", async () => {
    const { v, staff, introductionId } = await sentIntroduction();
    expect(await updateByFirm(t.db, staff, { introductionId, status: "declined" })).toMatchObject({ status: "invalid", field: "reason", message: expect.stringMatching(/^Reason for declining/) });
    expect(await updateByFirm(t.db, staff, { introductionId, status: "declined", reason: "   " })).toMatchObject({ status: "invalid", field: "reason" });
    expect(await updateByFirm(t.db, staff, { introductionId, status: "declined", reason: "We do not advise on this amount." })).toMatchObject({ status: "updated" });
    expect((await mailsTo(v.email)).some((m) => m.text.includes("We do not advise on this amount."))).toBe(true);
  });

  it("the visitor withdraws their own introduction only, once", async () => {
    const v = await visitor();
    const stranger = await visitor();
    await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: [v.match.wealthManagers[0]] });
    await confirmByMail(t.db, v.email);
    const introductionId = (await listVisitorIntroductions(t.db, v.userId))[0]!.id;
    expect(await withdrawByVisitor(t.db, stranger.userId, { introductionId })).toMatchObject({ status: "not-found" });
    expect(await withdrawByVisitor(t.db, v.userId, { introductionId })).toMatchObject({ status: "updated", newStatus: "withdrawn" });
    expect(await withdrawByVisitor(t.db, v.userId, { introductionId })).toMatchObject({ status: "not-allowed" });
  });

  it("the visitor can withdraw after the firm marked them a client, which a firm cannot use to keep their details", async () => {
    const { v, staff, introductionId } = await sentIntroduction();
    for (const status of ["accepted", "contacted", "client"]) expect(await updateByFirm(t.db, staff, { introductionId, status })).toMatchObject({ status: "updated" });
    expect((await yourIntroductions(t.db, v.userId))[0]).toMatchObject({ statusWords: "Became a client", canWithdraw: true });
    expect(await withdrawByVisitor(t.db, v.userId, { introductionId })).toMatchObject({ status: "updated", newStatus: "withdrawn" });
    expect((await yourIntroductions(t.db, v.userId))[0]).toMatchObject({ statusWords: "Withdrawn", canWithdraw: false, canAskAgain: true });
  });

  it("a withdrawn firm can be asked again: the same introduction reopens, its history kept", async () => {
    const v = await visitor();
    const [firm, other] = v.match.wealthManagers as [string, string];
    const staff = await member(firm);
    await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: [firm] });
    await confirmByMail(t.db, v.email);
    const introductionId = (await listVisitorIntroductions(t.db, v.userId))[0]!.id;
    await updateByFirm(t.db, staff, { introductionId, status: "accepted" });
    await withdrawByVisitor(t.db, v.userId, { introductionId });
    // Sending the profile again for another firm leaves the withdrawn one alone (the address is
    // confirmed, so the new introduction is sent at once).
    await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: [other] });
    expect((await listVisitorIntroductions(t.db, v.userId)).find((i) => i.providerId === firm)?.status).toBe("withdrawn");
    const listed = await yourIntroductions(t.db, v.userId);
    expect(listed.find((i) => i.providerId === firm)).toMatchObject({ statusWords: "Withdrawn", canWithdraw: false, canAskAgain: true });
    expect(listed.find((i) => i.providerId === other)).toMatchObject({ canWithdraw: true, canAskAgain: false });
    const asked = await askForCallback(t.db, v.userId, { providerId: firm });
    expect(asked.status).toBe("created");
    const [reopened] = await t.db.select().from(introductions).where(eq(introductions.id, introductionId));
    expect(reopened).toMatchObject({ status: "sent", firstResponseAt: null, declineReason: null });
    const history = await t.db.select({ status: introductionEvents.status }).from(introductionEvents).where(eq(introductionEvents.introductionId, introductionId)).orderBy(introductionEvents.createdAt);
    // Reopened as confirming and, the address being confirmed already, sent at once.
    expect(history.map((h) => h.status)).toEqual(["confirming", "sent", "accepted", "withdrawn", "confirming", "sent"]);
    // The firm is told again; an open introduction is not reopened twice.
    expect((await mailsTo(staff.email)).length).toBe(2);
    expect((await askForCallback(t.db, v.userId, { providerId: firm })).status).toBe("already-requested");
  });

  it("expires introductions older than 6 months unless the visitor became a client", async () => {
    const v = await visitor();
    const [a, b] = v.match.wealthManagers as [string, string];
    const staff = await member(b);
    await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: [a, b] });
    await confirmByMail(t.db, v.email);
    const intros = await listVisitorIntroductions(t.db, v.userId);
    const idOf = (p: string) => intros.find((i) => i.providerId === p)!.id;
    for (const status of ["accepted", "contacted", "client"]) await updateByFirm(t.db, staff, { introductionId: idOf(b), status });
    const now = new Date(Date.now() + 1000 * 60 * 60 * 24 * 200);
    expect(await expireIntroductions(t.db, now)).toBeGreaterThanOrEqual(1);
    const after = await listVisitorIntroductions(t.db, v.userId);
    expect(after.find((i) => i.providerId === a)?.status).toBe("expired");
    expect(after.find((i) => i.providerId === b)?.status).toBe("client");
  });

  // Last: it spends the firm's hourly allowance of "New introduction" mails.
  it("a flood of leads reaches the firm's workspace but not more of its inbox than the firm's limit", async () => {
    const flood = 40;
    const first = await visitor();
    const [firm] = first.match.wealthManagers as [string];
    const staff = await member(firm);
    await t.db.insert(firmIntroductionSettings).values({ providerId: firm, introductionsEmail: "flood@firm.test" }).onConflictDoUpdate({ target: firmIntroductionSettings.providerId, set: { introductionsEmail: "flood@firm.test" } });
    const before = (await mailsTo(staff.email)).length + (await mailsTo("flood@firm.test")).length;
    for (let i = 0; i < flood; i += 1) {
      const v = i === 0 ? first : await visitor();
      expect(await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: [firm] })).toMatchObject({ status: "saved" });
    }
    const introduced = await t.db.select({ id: introductions.id }).from(introductions).where(eq(introductions.providerId, firm));
    expect(introduced.length).toBeGreaterThanOrEqual(flood);
    // At most the firm's limit of notices, each to its two addresses, however many leads came.
    const sent = (await mailsTo(staff.email)).length + (await mailsTo("flood@firm.test")).length - before;
    expect(sent).toBeLessThanOrEqual(2 * mailLimits.perTarget["new-introduction"]!.max);
    expect(sent).toBeLessThan(2 * flood);
  });
});
