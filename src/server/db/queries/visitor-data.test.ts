import { expect, it } from "vitest";
import { createTestUser, testLead } from "@/testing/database";
import { describeOnDatabases } from "@/testing/database-suite";
import { listCallbacksByUser, requestCallback } from "./callbacks";
import { findLeadByUser, saveLead } from "./leads";
import { addContactMessage, addPartnerEnquiry, subscribeToNewsletter } from "./messages";
import { addUtmRecord } from "./marketing";
import { findSubmissionByUser, saveSubmission } from "./submissions";
import { findTracker, storeTrackingBatch } from "./tracking";
import { countOwnedRows, deleteVisitorData, exportVisitorData, transferVisitorData } from "./visitor-data";
import { findVisitor } from "./visitors";
import { eq } from "drizzle-orm";
import { contactMessages, introductionEvents, introductions, leads, newsletterSignups, outbox, partnerEnquiries, questionnaireSubmissions, sessions, verifications } from "../schema";

const submission = (userId: string, total: number) => ({
  userId,
  answers: { exactValue: total },
  investableTotal: total,
  under300: false,
  introducer: null,
  match: null,
  startedAt: null,
  finishedAt: null,
});

describeOnDatabases("visitor data: link, export, erase", (t) => {

  it("moves everything an anonymous visitor entered to the member they became", async () => {
    const anon = await createTestUser(t.db);
    const member = await createTestUser(t.db, { email: "new-member@example.co.uk" });
    await saveSubmission(t.db, submission(anon, 750_000));
    await saveLead(t.db, testLead(anon, ["saltus"]));
    await requestCallback(t.db, { userId: anon, providerId: "saltus", leadId: null });
    await addContactMessage(t.db, { userId: anon, firstName: "A", lastName: "B", phone: "+441", email: "a@b.co", message: "hi" });
    await addUtmRecord(t.db, { userId: anon, url: "x/", tags: { source: "news" } });
    await storeTrackingBatch(t.db, { userId: anon, device: "Mobile", ipAddress: null }, { visits: [], scrollStops: [{ url: "x/", scrollYTop: 0, scrollYBottom: 1, viewPortHeight: 1, viewPortWidth: 1 }] });

    const before = await countOwnedRows(t.db, anon);
    await transferVisitorData(t.db, anon, member);

    expect(await countOwnedRows(t.db, anon)).toBe(0);
    expect(await countOwnedRows(t.db, member)).toBe(before);
    expect((await findSubmissionByUser(t.db, member))?.investableTotal).toBe(750_000);
    expect((await findLeadByUser(t.db, member))?.recs).toEqual(["saltus"]);
    expect((await findTracker(t.db, member))?.scrollTracked).toHaveLength(1);
  });

  it("keeps the newest record and never duplicates a callback when both already have one", async () => {
    const member = await createTestUser(t.db, { email: "returning@example.co.uk" });
    await saveSubmission(t.db, submission(member, 400_000));
    await saveLead(t.db, testLead(member, ["qc"]));
    await requestCallback(t.db, { userId: member, providerId: "qc", leadId: null });
    // The member's records are a minute older than the visitor's, without waiting for the clock.
    const aMinuteAgo = new Date(Date.now() - 60_000);
    await t.db.update(questionnaireSubmissions).set({ updatedAt: aMinuteAgo }).where(eq(questionnaireSubmissions.userId, member));
    await t.db.update(leads).set({ updatedAt: aMinuteAgo }).where(eq(leads.userId, member));
    const anon = await createTestUser(t.db);
    await saveSubmission(t.db, submission(anon, 3_500_000));
    await requestCallback(t.db, { userId: anon, providerId: "qc", leadId: null });
    await requestCallback(t.db, { userId: anon, providerId: "lgt", leadId: null });

    await transferVisitorData(t.db, anon, member);
    expect((await findSubmissionByUser(t.db, member))?.investableTotal).toBe(3_500_000);
    expect((await findLeadByUser(t.db, member))?.recs).toEqual(["qc"]);
    expect((await listCallbacksByUser(t.db, member)).map((c) => c.providerId).sort()).toEqual(["lgt", "qc"]);
  });

  it("keeps the address a firm saw when the introductions move to the member's newer profile", async () => {
    const anon = await createTestUser(t.db);
    const member = await createTestUser(t.db, { email: "member.merge@example.co.uk", emailVerified: true });
    await saveLead(t.db, testLead(anon, ["qc"]));
    const anonLead = (await findLeadByUser(t.db, anon))!;
    await t.db.update(leads).set({ email: "seen.by.firm@example.co.uk", confirmedEmail: "seen.by.firm@example.co.uk", confirmedEmailAt: new Date(), emailConfirmedAt: new Date() }).where(eq(leads.id, anonLead.id));
    await t.db.insert(introductions).values({ userId: anon, leadId: anonLead.id, providerId: "qc", status: "sent" });
    // The member's own profile is newer and was never confirmed.
    await saveLead(t.db, { ...testLead(member, ["qc"]), email: "member.merge@example.co.uk" });

    await transferVisitorData(t.db, anon, member);
    const kept = (await findLeadByUser(t.db, member))!;
    expect(kept.confirmedEmail).toBe("seen.by.firm@example.co.uk");
    const [moved] = await t.db.select({ leadId: introductions.leadId }).from(introductions).where(eq(introductions.userId, member));
    expect(moved?.leadId).toBe(kept.id);
  });

  it("exports a visitor's data and erases all of it", async () => {
    const member = await createTestUser(t.db, { email: "leaver@example.co.uk", emailVerified: true });
    await saveSubmission(t.db, submission(member, 1_500_000));
    await saveLead(t.db, testLead(member, ["jhp"]));
    await subscribeToNewsletter(t.db, { userId: null, firstName: "L", lastName: "E", email: "Leaver@example.co.uk" });
    await addContactMessage(t.db, { userId: member, firstName: "L", lastName: "E", phone: "+441", email: "leaver@example.co.uk", message: "bye" });
    await addPartnerEnquiry(t.db, { userId: member, name: "L E", organisation: "Leaver & Co", email: "leaver@example.co.uk", phone: null, website: null, message: "partners?" });
    // Our copies of mail about them: to the account's address, to the profile's confirmed address,
    // and a calendar invitation to a firm's staff that carries it across a folded line. The
    // stranger's mail stays.
    await t.db.update(leads).set({ email: "leaver.home@example.co.uk", emailConfirmedAt: new Date() }).where(eq(leads.userId, member));
    const copy = (recipient: string, subject: string, calendarIcs: string | null = null, status: "pending" | "sent" = "sent") => ({ kind: "test", recipient, subject, textBody: "t", htmlBody: "<p>t</p>", calendarIcs, status });
    await t.db.insert(outbox).values([
      copy("Leaver@example.co.uk", "to the account", null, "pending"),
      copy("leaver.home@example.co.uk", "to the profile"),
      copy("staff@firm.example", "invitation", "BEGIN:VCALENDAR\r\nATTENDEE;CN=L E:mailto:leaver.ho\r\n\tme@example.co.uk\r\nEND:VCALENDAR"),
      copy("stranger@example.co.uk", "to someone else"),
      // An address that only contains theirs is someone else's; an invitation not yet sent still goes.
      copy("staff@firm.example", "invitation for another", "BEGIN:VCALENDAR\r\nATTENDEE;CN=J:mailto:jo.leaver@example.co.uk.au\r\nEND:VCALENDAR"),
      copy("staff@firm.example", "invitation waiting", "BEGIN:VCALENDAR\r\nATTENDEE;CN=L E:mailto:leaver.home@example.co.uk\r\nEND:VCALENDAR", "pending"),
      // Their address as the organiser of someone else's meeting is not theirs to delete.
      copy("other@example.co.uk", "organised by them", "BEGIN:VCALENDAR\r\nORGANIZER;CN=L:mailto:leaver@example.co.uk\r\nATTENDEE;CN=O:mailto:other@example.co.uk\r\nEND:VCALENDAR"),
      { ...copy("leaver.home@example.co.uk", "with a link", null, "pending"), textBody: "Sign in: http://127.0.0.1:3000/account/link?token=LiveTokenAbcdefghijklmnop" },
    ]);
    await t.db.insert(sessions).values({ id: "leaver-session", token: "SessionTokenNeverExported", userId: member, expiresAt: new Date(Date.now() + 60_000), ipAddress: "203.0.113.9", userAgent: "Test browser" });
    // A password-reset link still open (Better Auth's row holds the member's id, not a reference), and another member's.
    const resetLink = (id: string, value: string) => ({ id, identifier: `reset-password:${id}`, value, expiresAt: new Date(Date.now() + 60 * 60_000) });
    const stayer = await createTestUser(t.db, { email: "stayer@example.co.uk" });
    await t.db.insert(verifications).values([resetLink("leaver-reset", member), resetLink("stayer-reset", stayer)]);

    const leadId = (await findLeadByUser(t.db, member))!.id;
    const [intro] = await t.db.insert(introductions).values({ userId: member, leadId, providerId: "jhp", status: "declined", declineReason: "Outside our area" }).returning({ id: introductions.id });
    await t.db.insert(introductionEvents).values([
      { introductionId: intro!.id, status: "sent", actorId: member, actorKind: "visitor", createdAt: new Date("2026-11-01T09:00:00Z") },
      { introductionId: intro!.id, status: "accepted", actorId: null, actorKind: "staff", createdAt: new Date("2026-11-01T12:00:00Z") },
      { introductionId: intro!.id, status: "declined", reason: "Outside our area", actorId: null, actorKind: "firm", createdAt: new Date("2026-11-02T10:00:00Z") },
    ]);
    const rival = await createTestUser(t.db);
    await saveLead(t.db, testLead(rival, ["saltus"]));
    await t.db.insert(introductions).values({ userId: rival, leadId: (await findLeadByUser(t.db, rival))!.id, providerId: "saltus" });

    const exported = await exportVisitorData(t.db, member, (id) => `Firm ${id}`);
    expect(exported?.introductions).toHaveLength(1);
    expect(exported?.introductions[0]).toMatchObject({ firm: { id: "jhp", name: expect.stringMatching(/\S/) }, status: "declined", declineReason: "Outside our area" });
    expect(exported?.introductions[0]?.createdAt).toBeInstanceOf(Date);
    expect(exported?.introductions[0]?.history.map((h) => [h.status, h.by, h.at.toISOString()])).toEqual([
      ["sent", "visitor", "2026-11-01T09:00:00.000Z"],
      ["accepted", "staff", "2026-11-01T12:00:00.000Z"],
      ["declined", "firm", "2026-11-02T10:00:00.000Z"],
    ]);
    expect(exported?.account.email).toBe("leaver@example.co.uk");
    expect(exported?.questionnaire?.total).toBe(1_500_000);
    expect(exported?.profile?.recs).toEqual(["jhp"]);
    expect(exported?.newsletter).toHaveLength(1);
    expect(exported?.contactMessages).toHaveLength(1);
    // Their sessions without the token, and our copies of mail to their addresses without live links.
    expect(exported?.sessions).toEqual([expect.objectContaining({ ipAddress: "203.0.113.9", browser: "Test browser" })]);
    expect(exported?.emails.map((mail) => mail.subject).sort()).toEqual(["to the account", "to the profile", "with a link"]);
    expect(JSON.stringify(exported)).not.toMatch(/SessionTokenNeverExported|LiveTokenAbcdefghijklmnop/);
    expect(exported?.emails.find((mail) => mail.subject === "with a link")?.text).toContain("link left out of this download");

    expect(await deleteVisitorData(t.db, member)).toBe(true);
    expect(await findVisitor(t.db, member)).toBeNull();
    expect(await countOwnedRows(t.db, member)).toBe(0);
    expect((await t.db.select({ id: verifications.id }).from(verifications)).map((row) => row.id).filter((id) => id.endsWith("-reset"))).toEqual(["stayer-reset"]);
    // Rows that only point at the user would outlive it with a null owner: look them up by address.
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, "leaver@example.co.uk"))).toEqual([]);
    expect(await t.db.select().from(partnerEnquiries).where(eq(partnerEnquiries.email, "leaver@example.co.uk"))).toEqual([]);
    expect(await t.db.select().from(newsletterSignups).where(eq(newsletterSignups.email, "leaver@example.co.uk"))).toEqual([]);
    expect((await t.db.select({ subject: outbox.subject }).from(outbox).where(eq(outbox.kind, "test"))).map((row) => row.subject).sort()).toEqual(["invitation for another", "invitation waiting", "organised by them", "to someone else"]);
    expect((await exportVisitorData(t.db, member, (id) => `Firm ${id}`))).toBeNull();
    expect(await deleteVisitorData(t.db, member)).toBe(false);
  });

  it("counts the address firms see as theirs while a newer one waits for confirmation", async () => {
    const visitor = await createTestUser(t.db);
    await saveLead(t.db, testLead(visitor, ["qc"]));
    // Confirmed first as before.home, then changed to after.move and not yet confirmed.
    await t.db.update(leads).set({ email: "after.move@example.co.uk", confirmedEmail: "before.home@example.co.uk", confirmedEmailAt: new Date(), emailConfirmedAt: null }).where(eq(leads.userId, visitor));
    const copy = (recipient: string, subject: string, calendarIcs: string | null = null) => ({ kind: "test-moved", recipient, subject, textBody: "t", htmlBody: "<p>t</p>", calendarIcs, status: "sent" as const });
    await t.db.insert(outbox).values([
      copy("before.home@example.co.uk", "to the confirmed address"),
      copy("staff@firm.example", "invitation naming it", "BEGIN:VCALENDAR\r\nATTENDEE;CN=A:mailto:before.home@example.co.uk\r\nEND:VCALENDAR"),
      copy("after.move@example.co.uk", "to the unconfirmed address"),
    ]);
    expect((await exportVisitorData(t.db, visitor, (id) => `Firm ${id}`))?.emails.map((mail) => mail.subject)).toEqual(["to the confirmed address"]);
    expect(await deleteVisitorData(t.db, visitor)).toBe(true);
    expect((await t.db.select({ subject: outbox.subject }).from(outbox).where(eq(outbox.kind, "test-moved"))).map((row) => row.subject)).toEqual(["to the unconfirmed address"]);
  });

  it("never counts as theirs an address kept for the firms that nobody confirmed", async () => {
    const visitor = await createTestUser(t.db);
    await saveLead(t.db, testLead(visitor, ["qc"]));
    // A lead from before confirmation existed: migration 0012 kept its address for the firms, unconfirmed.
    await t.db.update(leads).set({ email: "typed.now@example.co.uk", confirmedEmail: "someone.else@example.co.uk", confirmedEmailAt: null, emailConfirmedAt: null }).where(eq(leads.userId, visitor));
    await t.db.insert(outbox).values({ kind: "test-kept", recipient: "someone.else@example.co.uk", subject: "someone else's mail", textBody: "t", htmlBody: "<p>t</p>", status: "pending" });
    expect((await exportVisitorData(t.db, visitor, (id) => `Firm ${id}`))?.emails).toEqual([]);
    expect(await deleteVisitorData(t.db, visitor)).toBe(true);
    expect((await t.db.select({ subject: outbox.subject }).from(outbox).where(eq(outbox.kind, "test-kept"))).map((row) => row.subject)).toEqual(["someone else's mail"]);
  });

  it("neither shows, exports nor deletes a sign-up held under an address the account has not verified", async () => {
    // The victim's confirmed newsletter sign-up, made without an account.
    await subscribeToNewsletter(t.db, { userId: null, firstName: "Vic", lastName: "Tim", email: "victim@example.co.uk" });
    await t.db.update(newsletterSignups).set({ confirmedAt: new Date() }).where(eq(newsletterSignups.email, "victim@example.co.uk"));
    // Someone else creates an account with the victim's address and never opens the e-mailed link.
    const impostor = await createTestUser(t.db, { email: "victim@example.co.uk" });
    expect((await exportVisitorData(t.db, impostor, (id) => `Firm ${id}`))?.newsletter).toEqual([]);
    expect(await deleteVisitorData(t.db, impostor)).toBe(true);
    const [kept] = await t.db.select().from(newsletterSignups).where(eq(newsletterSignups.email, "victim@example.co.uk"));
    expect(kept?.confirmedAt).not.toBeNull();
  });
});
