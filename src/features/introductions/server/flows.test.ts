import { and, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { askForCallback } from "@/features/leads/server/request-callback";
import { sendProfile } from "@/features/leads/server/send-profile";
import { matchProviders } from "@/features/matching";
import { listAllIntroductions, listFirmIntroductions } from "@/features/sales-portal/server/introductions";
import { defaultFormData } from "@/lib/form-data";
import { purgeExpired } from "@/server/db/queries/retention";
import { grantRole, revokeRole } from "@/server/db/queries/roles";
import { saveSubmission } from "@/server/db/queries/submissions";
import { callbackRequests, firmIntroductionSettings, introductionEvents, introductions, leads, outbox, rateLimits, signInLinks } from "@/server/db/schema";
import { mailLimitChecks } from "@/server/mail/limits";
import { addHits } from "@/server/rate-limit";
import { createTestUser } from "@/testing/database";
import { describeOnDatabases } from "@/testing/database-suite";
import { confirmByMail, latestConfirmToken } from "@/testing/introductions";
import { confirmIntroductions, listVisitorIntroductions, pendingConfirmation, yourIntroductions } from "./introduce";
import { currentOffer, notifyOverdueIntroductions, sendToNextFirm } from "./offers";
import { firmRoutes } from "./routes";
import { firmResponseFigures } from "@/features/reviews/server";
import { markPassedOn, undoPassedOn, updateByFirm, withdrawByVisitor } from "./update";

const DESK = "desk@operator.test";
process.env.INTRODUCTIONS_DESK = DESK;

const DAY_MS = 24 * 60 * 60 * 1000;
const profile = { firstName: "Ada", lastName: "Lovelace", phoneNumber: "07911 123456", terms: true, contactMethod: "phone", contactTime: "mornings" };

describeOnDatabases("introductions that never mislead", (t) => {

  const unique = () => Math.random().toString(36).slice(2);

  // £300k to £500k in GB: Saltus, Canaccord and QC always; the rest of the pool follows.
  async function investor() {
    const userId = await createTestUser(t.db);
    const answers = { ...defaultFormData, investPortfolio: true, exactValue: 400_000, taxResidence: "GB" };
    const match = matchProviders(answers, { random: () => 0 });
    await saveSubmission(t.db, { userId, answers, investableTotal: 400_000, under300: false, introducer: null, match, startedAt: null, finishedAt: new Date() });
    return { userId, match, email: `ada.${unique()}@example.test` };
  }

  async function member(providerId: string) {
    const email = `staff-${providerId}-${unique()}@firm.test`;
    const id = await createTestUser(t.db, { email });
    await grantRole(t.db, id, { role: "provider", providerId });
    return { id, email, roles: [{ role: "provider" as const, providerId }] };
  }

  /** A visitor introduced to Quilter Cheviot (which has a member), their address confirmed and the firm told. */
  async function toldQuilterCheviot() {
    const v = await investor();
    await member("qc");
    await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: ["qc"] });
    await confirmByMail(t.db, v.email);
    return v;
  }

  const mailsTo = async (to: string) => t.db.select({ subject: outbox.subject, text: outbox.textBody, kind: outbox.kind }).from(outbox).where(eq(outbox.recipient, to)).orderBy(outbox.createdAt);
  const setTaking = (providerId: string, taking: boolean) =>
    t.db.insert(firmIntroductionSettings).values({ providerId, takingIntroductions: taking }).onConflictDoUpdate({ target: firmIntroductionSettings.providerId, set: { takingIntroductions: taking } });

  it("a firm with no member and no address is told through the desk, and the visitor is told so in words", async () => {
    const v = await investor();
    // Nobody holds a provider role for Canaccord in this database, and it has no address.
    expect((await firmRoutes(t.db, ["canaccord"])).get("canaccord")).toEqual({ kind: "desk", recipient: DESK });
    const staff = await member("saltus");
    await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: ["saltus", "canaccord"] });
    const [confirmMail] = await mailsTo(v.email);
    expect(confirmMail?.text).toMatch(/Once you confirm, (we will e-mail Saltus, and your details will go|your details will go.*, and we will e-mail Saltus)/);
    expect(confirmMail?.text).toContain("your details will go to our team, who will send them to Canaccord within one working day");
    expect(await mailsTo(DESK)).toEqual([]);

    const outcome = await confirmByMail(t.db, v.email);
    expect(outcome.status).toBe("confirmed");
    if (outcome.status !== "confirmed") return;
    expect([...outcome.sent].sort()).toEqual(["Canaccord", "Saltus"]);
    expect([...outcome.sentWords].sort()).toEqual(["We e-mailed your introduction to Saltus.", "Your introduction went to our team, who will send it to Canaccord within one working day."]);
    const desk = (await mailsTo(DESK)).filter((m) => m.text.includes("/sales-portal/canaccord?introduction="));
    expect(desk.map((m) => m.subject)).toEqual(["Introduction to pass to Canaccord"]);
    expect(desk[0]?.text).toContain("has no member on Wealth Match and no introductions address");
    expect(desk[0]?.text).not.toContain("Lovelace");
    expect((await mailsTo(staff.email)).map((m) => m.subject)).toEqual(["New introduction"]);
    const sentMail = (await mailsTo(v.email)).at(-1);
    expect(sentMail?.text).toContain("We e-mailed your introduction to Saltus.");
    expect(sentMail?.text).toContain("Your introduction went to our team, who will send it to Canaccord within one working day.");

    const mine = await listVisitorIntroductions(t.db, v.userId);
    expect(mine.map((i) => i.deliveryWords).sort()).toEqual(["e-mailed to Saltus", "passed to our team, who will send it to Canaccord within one working day"]);
    // Until our team passes it on, the firm has nothing: the status says so.
    expect(Object.fromEntries(mine.map((i) => [i.providerId, i.statusWords]))).toEqual({ saltus: "Sent, waiting for the firm", canaccord: "With our team, who pass it on to the firm" });
    const operator = await listAllIntroductions(t.db, { status: null, providerId: null, search: v.email, overdueOnly: false, deskOnly: true }, { limit: 25, offset: 0 });
    expect(operator.rows.map((r) => [r.providerId, r.deliveredVia])).toEqual([["canaccord", "desk"]]);
    expect(operator.rows[0]?.desk).toMatchObject({ passedOn: null, passOnBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), late: false });
  });

  const operatorRow = (list: { rows: { statusWords: string }[] }) => list.rows[0]?.statusWords;

  it("our staff mark a desk introduction as passed on, once: the firm's clock starts then, and the investor reads that it reached the firm", async () => {
    const v = await investor();
    await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: ["saltus", "canaccord"] });
    await confirmByMail(t.db, v.email);
    const mine = await listVisitorIntroductions(t.db, v.userId);
    const canaccord = mine.find((i) => i.providerId === "canaccord")!;
    const saltus = mine.find((i) => i.providerId === "saltus")!;
    const sales = { id: await createTestUser(t.db, { email: `sales-${unique()}@operator.test` }), roles: [{ role: "sales" as const, providerId: null }] };
    const firmMember = await member("qc");

    // Days at the desk are not the firm's: nobody tells the investor it is late, offers another firm or counts it against the firm.
    await t.db.update(introductions).set({ sentAt: new Date(Date.now() - 10 * DAY_MS) }).where(eq(introductions.id, canaccord.id));
    await notifyOverdueIntroductions(t.db);
    expect((await mailsTo(v.email)).filter((m) => m.kind === "introduction-overdue")).toEqual([]);
    expect(await currentOffer(t.db, v.userId)).toBeNull();
    const waiting = (await listAllIntroductions(t.db, { status: null, providerId: "canaccord", search: v.email, overdueOnly: false }, { limit: 25, offset: 0 })).rows[0];
    expect([waiting?.overdue, waiting?.desk, waiting?.statusWords]).toEqual([false, { passedOn: null, passOnBy: expect.any(String), late: true }, "At our desk, to pass on"]);
    expect((await firmResponseFigures(t.db, "canaccord")).counted).toBe(0);

    // Our staff answer for the firm only once it is passed on.
    expect(await updateByFirm(t.db, sales, { introductionId: canaccord.id, status: "accepted" })).toMatchObject({ status: "pass-on-first" });
    // Only our own staff, only at the desk, only the firm named, only once.
    expect(await markPassedOn(t.db, firmMember, { id: canaccord.id, providerId: "canaccord" })).toMatchObject({ status: "forbidden" });
    expect(await markPassedOn(t.db, sales, { id: saltus.id, providerId: "saltus" })).toMatchObject({ status: "not-allowed" });
    expect(await markPassedOn(t.db, sales, { id: canaccord.id, providerId: "saltus" })).toMatchObject({ status: "not-found" });
    expect(await markPassedOn(t.db, sales, { id: "not-an-id", providerId: "canaccord" })).toMatchObject({ status: "not-found" });
    const later = new Date(Date.now() + 60_000);
    expect(await markPassedOn(t.db, sales, { id: canaccord.id, providerId: "canaccord" }, later)).toMatchObject({ status: "passed-on" });
    expect(await markPassedOn(t.db, sales, { id: canaccord.id, providerId: "canaccord" })).toMatchObject({ status: "not-allowed", message: "This introduction is already marked as passed on." });

    const [row] = await t.db.select({ sentAt: introductions.sentAt, passedOnAt: introductions.passedOnAt, passedOnBy: introductions.passedOnBy }).from(introductions).where(eq(introductions.id, canaccord.id));
    expect(row).toEqual({ sentAt: later, passedOnAt: later, passedOnBy: sales.id });
    const after = (await listVisitorIntroductions(t.db, v.userId)).find((i) => i.providerId === "canaccord")!;
    expect(after.statusWords).toBe("Sent, waiting for the firm");
    expect(operatorRow(await listAllIntroductions(t.db, { status: null, providerId: "canaccord", search: v.email, overdueOnly: false }, { limit: 25, offset: 0 }))).toBe("Sent, waiting for the firm");
    expect(after.deliveryWords).toMatch(/^passed by our team to Canaccord on \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}$/);

    // Our staff see who passed it on; the firm sees our team.
    const forStaff = await listFirmIntroductions(t.db, "canaccord", { status: null, limit: 100, offset: 0, viewerIsStaff: true });
    const forFirm = await listFirmIntroductions(t.db, "canaccord", { status: null, limit: 100, offset: 0 });
    const seen = (list: typeof forStaff) => list.rows.find((r) => r.id === canaccord.id)?.desk;
    expect(seen(forStaff)).toEqual({ passedOn: { at: later, by: expect.stringMatching(/^sales-.*@operator\.test$/), undoable: true } });
    expect(seen(forFirm)).toEqual({ passedOn: { at: later, by: "Wealth Match staff", undoable: false } });
    expect(forFirm.rows.find((r) => r.id === saltus.id)).toBeUndefined();
    const operator = await listAllIntroductions(t.db, { status: null, providerId: "canaccord", search: v.email, overdueOnly: false }, { limit: 25, offset: 0 });
    expect(operator.rows[0]?.desk).toMatchObject({ passedOn: { at: later } });

    // Passed on, the firm's own 2 working days run from then: once they have gone, the investor is told.
    await notifyOverdueIntroductions(t.db, new Date(later.getTime() + 60_000));
    expect((await mailsTo(v.email)).filter((m) => m.kind === "introduction-overdue")).toEqual([]);
    expect(await currentOffer(t.db, v.userId)).toBeNull();
    await notifyOverdueIntroductions(t.db, new Date(later.getTime() + 10 * DAY_MS));
    expect((await mailsTo(v.email)).filter((m) => m.kind === "introduction-overdue").map((m) => m.subject)).toContain("Canaccord has not answered yet");
  });

  it("our staff can undo a mark made in error while nothing has followed from it: it waits at the desk again, from when it arrived", async () => {
    const v = await investor();
    await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: ["canaccord"] });
    // The page the confirmation link opens says the introduction goes to our team, not to the firm.
    expect((await pendingConfirmation(t.db, await latestConfirmToken(t.db, v.email)))?.waiting).toEqual([{ firmName: "Canaccord", via: "desk" }]);
    await confirmByMail(t.db, v.email);
    const [intro] = await listVisitorIntroductions(t.db, v.userId);
    const id = intro!.id;
    const sales = { id: await createTestUser(t.db, { email: `sales-${unique()}@operator.test` }), roles: [{ role: "sales" as const, providerId: null }] };
    const arrived = new Date(Date.now() - 3 * DAY_MS);
    await t.db.update(introductions).set({ sentAt: arrived }).where(eq(introductions.id, id));
    const read = async () => (await t.db.select({ sentAt: introductions.sentAt, passedOnAt: introductions.passedOnAt, passedOnBy: introductions.passedOnBy, reachedDeskAt: introductions.reachedDeskAt }).from(introductions).where(eq(introductions.id, id)))[0];

    // Nothing to undo before the mark; only our staff, only for the firm named.
    expect(await undoPassedOn(t.db, sales, { id, providerId: "canaccord" })).toMatchObject({ status: "not-allowed" });
    expect(await markPassedOn(t.db, sales, { id, providerId: "canaccord" })).toMatchObject({ status: "passed-on" });
    expect(await undoPassedOn(t.db, await member("qc"), { id, providerId: "canaccord" })).toMatchObject({ status: "forbidden" });
    expect(await undoPassedOn(t.db, sales, { id, providerId: "saltus" })).toMatchObject({ status: "not-found" });
    expect(await read()).toMatchObject({ reachedDeskAt: arrived, passedOnBy: sales.id });

    expect(await undoPassedOn(t.db, sales, { id, providerId: "canaccord" })).toMatchObject({ status: "pass-on-undone" });
    expect(await read()).toEqual({ sentAt: arrived, passedOnAt: null, passedOnBy: null, reachedDeskAt: null });
    // The history keeps both, with who made them: an undo leaves no gap in the record.
    const history = (await listFirmIntroductions(t.db, "canaccord", { status: null, limit: 100, offset: 0, viewerIsStaff: true })).rows.find((r) => r.id === id)?.history;
    // The visitor's confirmation sent it to our desk, not to the firm: the history says so.
    expect(history?.find((h) => h.status === "sent" && h.by === "the visitor")?.statusWords).toBe("Reached our desk, to pass on");
    expect(history?.slice(-2).map((h) => [h.statusWords, h.reason, h.by])).toEqual([
      ["Sent, waiting for the firm", "passed on to the firm by our desk", expect.stringMatching(/^sales-.*@operator\.test$/)],
      ["At our desk, to pass on", "the passed-on mark was undone", expect.stringMatching(/^sales-.*@operator\.test$/)],
    ]);
    // At the desk again, late by its own arrival, and the firm's clock not running.
    const waiting = (await listAllIntroductions(t.db, { status: null, providerId: "canaccord", search: v.email, overdueOnly: false }, { limit: 25, offset: 0 })).rows[0];
    expect([waiting?.statusWords, waiting?.desk]).toEqual(["At our desk, to pass on", { passedOn: null, passOnBy: expect.any(String), late: true }]);
    expect((await listVisitorIntroductions(t.db, v.userId))[0]?.statusWords).toBe("With our team, who pass it on to the firm");

    // Once the investor has been told the firm is late, the mark stands; so it does once the firm answers.
    expect(await markPassedOn(t.db, sales, { id, providerId: "canaccord" })).toMatchObject({ status: "passed-on" });
    await t.db.update(introductions).set({ overdueNotifiedAt: new Date() }).where(eq(introductions.id, id));
    expect(await undoPassedOn(t.db, sales, { id, providerId: "canaccord" })).toMatchObject({ status: "not-allowed" });
    await t.db.update(introductions).set({ overdueNotifiedAt: null }).where(eq(introductions.id, id));
    expect(await updateByFirm(t.db, sales, { introductionId: id, status: "accepted" })).toMatchObject({ status: "updated" });
    expect(await undoPassedOn(t.db, sales, { id, providerId: "canaccord" })).toMatchObject({ status: "not-allowed" });
    const forStaff = await listFirmIntroductions(t.db, "canaccord", { status: null, limit: 100, offset: 0, viewerIsStaff: true });
    expect(forStaff.rows.find((r) => r.id === id)?.desk).toMatchObject({ passedOn: { undoable: false } });
  });

  it("a desk introduction asked for again waits at the desk afresh, and one never passed on never counts against the firm", async () => {
    const sales = { id: await createTestUser(t.db, { email: `sales-${unique()}@operator.test` }), roles: [{ role: "sales" as const, providerId: null }] };
    const v = await investor();
    await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: ["canaccord"] });
    await confirmByMail(t.db, v.email);
    const [first] = await listVisitorIntroductions(t.db, v.userId);
    expect(await markPassedOn(t.db, sales, { id: first!.id, providerId: "canaccord" })).toMatchObject({ status: "passed-on" });
    expect(await withdrawByVisitor(t.db, v.userId, { introductionId: first!.id })).toMatchObject({ status: "updated", message: expect.stringContaining("on our site") });
    expect(await askForCallback(t.db, v.userId, { providerId: "canaccord" })).toMatchObject({ status: "created" });
    const [again] = await listVisitorIntroductions(t.db, v.userId);
    expect([again?.id, again?.waitingAtDesk, again?.statusWords, again?.deliveryWords]).toEqual([first!.id, true, "With our team, who pass it on to the firm", "passed to our team, who will send it to Canaccord within one working day"]);
    expect(await updateByFirm(t.db, sales, { introductionId: first!.id, status: "accepted" })).toMatchObject({ status: "pass-on-first" });

    // Withdrawn while still at the desk, 10 days after it arrived: the firm never had it.
    const before = (await firmResponseFigures(t.db, "canaccord")).counted;
    const w = await investor();
    await sendProfile(t.db, w.userId, { ...profile, email: w.email, firms: ["canaccord"] });
    await confirmByMail(t.db, w.email);
    const [waiting] = await listVisitorIntroductions(t.db, w.userId);
    await t.db.update(introductions).set({ sentAt: new Date(Date.now() - 10 * DAY_MS) }).where(eq(introductions.id, waiting!.id));
    await withdrawByVisitor(t.db, w.userId, { introductionId: waiting!.id });
    expect((await firmResponseFigures(t.db, "canaccord")).counted).toBe(before);
    // The investor is not told that our team sent it on.
    expect((await listVisitorIntroductions(t.db, w.userId))[0]?.deliveryWords).toBe("passed to our team, and you withdrew it before they sent it on to Canaccord");
  });

  it("a firm asked for while another waits at our desk: the mail says our team is still passing the details on, not that that firm has them", async () => {
    await member("saltus");
    const v = await investor();
    await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: ["canaccord"] });
    await confirmByMail(t.db, v.email);
    expect(await askForCallback(t.db, v.userId, { providerId: "saltus" })).toMatchObject({ status: "created" });
    const told = (await mailsTo(v.email)).at(-1);
    expect(told?.subject).toBe("Your introduction to Saltus");
    expect(told?.text).toContain("now go to Saltus, and our team is passing them to Canaccord. No other firm receives them.");
    expect(told?.text).not.toContain("already has them");
  });

  it("the confirmation link works once, within 7 days; an unconfirmed introduction is never shown to the firm", async () => {
    const v = await investor();
    await member("qc");
    await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: ["qc"] });
    expect((await listFirmIntroductions(t.db, "qc", { status: null, limit: 100, offset: 0 })).rows.some((r) => r.contact?.email === v.email)).toBe(false);
    const token = await latestConfirmToken(t.db, v.email);
    // The page the link opens reads what the press would do, and reading it changes nothing.
    expect(await pendingConfirmation(t.db, token)).toEqual({ waiting: [{ firmName: "Quilter Cheviot", via: "firm" }], newAddressFor: [] });
    expect(await pendingConfirmation(t.db, token)).toEqual({ waiting: [{ firmName: "Quilter Cheviot", via: "firm" }], newAddressFor: [] });
    expect(await pendingConfirmation(t.db, "not-the-token-not-the-token")).toBeNull();
    expect(await pendingConfirmation(t.db, token, new Date(Date.now() + 8 * DAY_MS))).toBeNull();
    expect(await confirmIntroductions(t.db, "not-the-token-not-the-token", new Date())).toEqual({ status: "invalid" });
    expect(await confirmIntroductions(t.db, token, new Date(Date.now() + 8 * DAY_MS))).toEqual({ status: "invalid" });
    // Pressed where nobody is signed in, the way to the introductions is a one-time sign-in link.
    expect(await confirmIntroductions(t.db, token)).toMatchObject({ status: "confirmed", introductionsUrl: expect.stringMatching(/\/account\/link\?token=/) });
    expect(await confirmIntroductions(t.db, token)).toEqual({ status: "invalid" });
    expect(await pendingConfirmation(t.db, token)).toBeNull();
    expect((await listFirmIntroductions(t.db, "qc", { status: null, limit: 100, offset: 0 })).rows.some((r) => r.contact?.email === v.email)).toBe(true);

    // A new address must be confirmed again before the next firm is told.
    const other = `new.${unique()}@example.test`;
    await sendProfile(t.db, v.userId, { ...profile, email: other, firms: ["saltus"] });
    expect((await listVisitorIntroductions(t.db, v.userId)).find((i) => i.providerId === "saltus")?.status).toBe("confirming");
    expect((await mailsTo(other)).map((m) => m.subject)).toEqual(["Please confirm your e-mail address"]);
  });

  it("confirming where the same visitor is signed in links to their introductions plainly, with no sign-in link made", async () => {
    const v = await investor();
    await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: ["saltus"] });
    const token = await latestConfirmToken(t.db, v.email);
    const linksBefore = (await t.db.select({ id: signInLinks.id }).from(signInLinks).where(eq(signInLinks.userId, v.userId))).length;
    expect(await confirmIntroductions(t.db, token, new Date(), v.userId)).toMatchObject({ status: "confirmed", introductionsUrl: "/proforma/results#your-introductions" });
    // Only the confirmation mail's own link (the mail after sending carries one) was made, none for the page.
    const linksAfter = (await t.db.select({ id: signInLinks.id }).from(signInLinks).where(eq(signInLinks.userId, v.userId))).length;
    expect(linksAfter - linksBefore).toBe(1);
  });

  it("a changed address while introductions wait gets a fresh link naming them, and the old link stops working", async () => {
    const v = await investor();
    await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: ["saltus", "qc"] });
    const oldToken = await latestConfirmToken(t.db, v.email);
    const moved = `moved.${unique()}@example.test`;
    expect(await sendProfile(t.db, v.userId, { ...profile, email: moved })).toMatchObject({ status: "saved", introduced: [] });
    const [fresh] = await mailsTo(moved);
    expect(fresh?.subject).toBe("Please confirm your e-mail address");
    expect(fresh?.text).toMatch(/introduce you to (Saltus and Quilter Cheviot|Quilter Cheviot and Saltus)/);
    // No firm has the details yet, so there is no earlier address to speak of.
    expect(fresh?.text).not.toContain(v.email);
    expect(fresh?.text).not.toContain("previous address");
    expect(await confirmIntroductions(t.db, oldToken)).toEqual({ status: "invalid" });
    expect(await confirmByMail(t.db, moved)).toMatchObject({ status: "confirmed", addressNowSeenBy: [] });
    expect((await listVisitorIntroductions(t.db, v.userId)).map((i) => i.status)).toEqual(["sent", "sent"]);
    expect((await listFirmIntroductions(t.db, "qc", { status: null, limit: 100, offset: 0 })).rows.some((r) => r.contact?.email === moved)).toBe(true);
  });

  it("an address changed after a firm was told reaches the firm only once confirmed, through a link mailed to the new address", async () => {
    const v = await toldQuilterCheviot();
    const moved = `moved.${unique()}@example.test`;
    const firmSees = async () => (await listFirmIntroductions(t.db, "qc", { status: null, limit: 100, offset: 0 })).rows.filter((r) => r.contact?.name === "Ada Lovelace" && [v.email, moved].includes(r.contact.email ?? "")).map((r) => r.contact?.email);
    const staffSee = async () => (await listAllIntroductions(t.db, { status: null, providerId: "qc", search: "lovelace", overdueOnly: false }, { limit: 100, offset: 0 })).rows.filter((r) => r.email === v.email || r.email === moved).map((r) => ({ email: r.email, confirmedEmail: r.confirmedEmail }));
    expect(await firmSees()).toEqual([v.email]);

    // A new address, perhaps mistyped: the firm keeps the confirmed one, and the new one is asked to confirm.
    expect(await sendProfile(t.db, v.userId, { ...profile, email: moved })).toMatchObject({ status: "saved", introduced: [], lead: { email: moved, confirmedEmail: v.email } });
    expect(await firmSees()).toEqual([v.email]);
    expect(await staffSee()).toEqual([{ email: moved, confirmedEmail: v.email }]);
    const asked = await mailsTo(moved);
    expect(asked.map((m) => [m.kind, m.subject])).toEqual([["introduction-confirm-email", "Please confirm your new e-mail address"]]);
    expect(asked[0]?.text).toContain("the firms you were introduced to (Quilter Cheviot) keep seeing your previous address.");
    // The new address is not yet shown to be theirs: the mail never names the previous one.
    expect(asked[0]?.text).not.toContain(v.email);
    // Nothing about the change goes to the old address or to the firm.
    expect((await mailsTo(v.email)).filter((m) => m.kind === "introduction-confirm-email")).toHaveLength(1);
    // Saving again while the link works sends no second one; once it has expired, it does.
    await sendProfile(t.db, v.userId, { ...profile, email: moved, contactTime: "evenings" });
    expect(await mailsTo(moved)).toHaveLength(1);
    await t.db.update(leads).set({ confirmTokenCreatedAt: new Date(Date.now() - 8 * DAY_MS) }).where(eq(leads.userId, v.userId));
    await sendProfile(t.db, v.userId, { ...profile, email: moved });
    expect((await mailsTo(moved)).map((m) => m.subject)).toEqual(["Please confirm your new e-mail address", "Please confirm your new e-mail address"]);

    // Confirming sends nothing new, and shows the new address to the firm, as the link's page says beforehand.
    expect(await pendingConfirmation(t.db, await latestConfirmToken(t.db, moved))).toEqual({ waiting: [], newAddressFor: ["Quilter Cheviot"] });
    const outcome = await confirmByMail(t.db, moved);
    expect(outcome).toMatchObject({ status: "confirmed", sent: [], notSent: [], addressNowSeenBy: ["Quilter Cheviot"] });
    expect(await firmSees()).toEqual([moved]);
    expect(await staffSee()).toEqual([{ email: moved, confirmedEmail: moved }]);
    const [lead] = await t.db.select({ email: leads.email, confirmedEmail: leads.confirmedEmail, confirmedAt: leads.emailConfirmedAt }).from(leads).where(eq(leads.userId, v.userId));
    expect(lead).toMatchObject({ email: moved, confirmedEmail: moved, confirmedAt: expect.any(Date) });
  });

  it("mail to a changed address not yet confirmed opens the introductions without signing in; once confirmed, it signs in again", async () => {
    const v = await toldQuilterCheviot();
    const qc = await member("qc");
    const intro = (await listVisitorIntroductions(t.db, v.userId))[0]!;
    const moved = `moved.${unique()}@example.test`;
    await sendProfile(t.db, v.userId, { ...profile, email: moved });
    const linksTo = async (to: string) => (await t.db.select({ id: signInLinks.id }).from(signInLinks).where(eq(signInLinks.email, to))).length;

    // The firm has not answered while the new address waits: whoever holds that mailbox is told, but gets no way into the record.
    await t.db.update(introductions).set({ sentAt: new Date(Date.now() - 10 * DAY_MS) }).where(eq(introductions.id, intro.id));
    await notifyOverdueIntroductions(t.db);
    const [overdue] = (await mailsTo(moved)).filter((m) => m.kind === "introduction-overdue");
    expect(overdue?.text).toContain("This e-mail address has not been confirmed with us, so the link below does not sign you in: it opens your introductions in a browser where you are signed in already");
    expect(overdue?.text).toContain("/proforma/results#your-introductions");
    expect(overdue?.text).not.toContain("/account/link?token=");
    expect(await linksTo(moved)).toBe(0);

    // Confirmed, the next mail signs in again.
    await confirmByMail(t.db, moved);
    expect(await updateByFirm(t.db, qc, { introductionId: intro.id, status: "accepted" })).toMatchObject({ status: "updated" });
    const [accepted] = (await mailsTo(moved)).filter((m) => m.kind === "introduction-accepted");
    expect(accepted?.text).toContain("/account/link?token=");
    expect(accepted?.text).toContain("signs you in to your introductions on any device.");
  });

  it("a firm reads our staff's changes as by Wealth Match staff, and its own by its member's address; our staff see every address", async () => {
    const v = await toldQuilterCheviot();
    const intro = (await listVisitorIntroductions(t.db, v.userId))[0]!;
    const qc = await member("qc");
    const salesEmail = `sales-${unique()}@operator.test`;
    const salesId = await createTestUser(t.db, { email: salesEmail });
    await grantRole(t.db, salesId, { role: "sales", providerId: null });
    expect(await updateByFirm(t.db, { id: salesId, roles: [{ role: "sales", providerId: null }] }, { introductionId: intro.id, status: "accepted" })).toMatchObject({ status: "updated" });
    expect(await updateByFirm(t.db, qc, { introductionId: intro.id, status: "contacted" })).toMatchObject({ status: "updated" });
    const historyFor = async (viewerIsStaff: boolean) =>
      (await listFirmIntroductions(t.db, "qc", { status: null, limit: 100, offset: 0, viewerIsStaff })).rows.find((r) => r.id === intro.id)?.history.filter((h) => h.status === "accepted" || h.status === "contacted").map((h) => h.by);
    expect(await historyFor(false)).toEqual(["Wealth Match staff", qc.email]);
    expect(await historyFor(true)).toEqual([salesEmail, qc.email]);
    // Who acted is recorded as they were then: a member of our team who has since left stays ours.
    await revokeRole(t.db, salesId, { role: "sales", providerId: null });
    expect(await historyFor(false)).toEqual(["Wealth Match staff", qc.email]);
    const kinds = await t.db.select({ kind: introductionEvents.actorKind }).from(introductionEvents).where(and(eq(introductionEvents.introductionId, intro.id), eq(introductionEvents.status, "accepted")));
    expect(kinds).toEqual([{ kind: "staff" }]);
  });

  it("going back to the address the firm sees makes it confirmed again, with no link to confirm", async () => {
    const v = await toldQuilterCheviot();
    const typo = `typo.${unique()}@example.test`;
    await sendProfile(t.db, v.userId, { ...profile, email: typo });
    expect(await mailsTo(typo)).toHaveLength(1);
    // Back to the confirmed address (any case): confirmed at once, and the typo's link stops working.
    expect(await sendProfile(t.db, v.userId, { ...profile, email: v.email.toUpperCase() })).toMatchObject({ status: "saved" });
    const [lead] = await t.db.select({ confirmedAt: leads.emailConfirmedAt, token: leads.confirmTokenHash }).from(leads).where(eq(leads.userId, v.userId));
    expect(lead).toMatchObject({ confirmedAt: expect.any(Date), token: null });
    expect((await mailsTo(v.email)).filter((m) => m.kind === "introduction-confirm-email")).toHaveLength(1);
  });

  it("a confirmation link held back by the address's hourly limit is said so, leaves no link waiting, and the next save mails one", async () => {
    const v = await toldQuilterCheviot();
    const moved = `moved.${unique()}@example.test`;
    // Someone has used up the new address's allowance of confirmation mails for this hour.
    const checks = mailLimitChecks({ kind: "introduction-confirm-email", to: moved });
    await addHits(t.db, checks.map((check) => ({ key: check.key, hits: check.rule.max, window: check.rule.window })), Date.now());
    expect(await sendProfile(t.db, v.userId, { ...profile, email: moved })).toMatchObject({ status: "saved", confirmLink: "held" });
    expect(await mailsTo(moved)).toEqual([]);
    const [waiting] = await t.db.select({ hash: leads.confirmTokenHash, askedAt: leads.confirmTokenCreatedAt }).from(leads).where(eq(leads.userId, v.userId));
    expect(waiting).toMatchObject({ hash: null, askedAt: expect.any(Date) });

    // An hour later the allowance is back: saving again mails the link.
    await t.db.delete(rateLimits).where(sql`${rateLimits.key} in ${checks.map((check) => check.key)}`);
    expect(await sendProfile(t.db, v.userId, { ...profile, email: moved })).toMatchObject({ status: "saved", confirmLink: "mailed" });
    const [asked] = await mailsTo(moved);
    expect(asked?.subject).toBe("Please confirm your new e-mail address");
    // Firms already have this investor's details: no sign-in link goes to an address not yet confirmed.
    expect(asked?.text).not.toContain("/account/link");
    expect(asked?.text).toContain("Once you confirm, the page links on to your introductions");
  });

  it("a profile from before confirmation existed, asking a new firm, is told truly that a firm already has its details", async () => {
    await member("saltus");
    const v = await toldQuilterCheviot();
    // As migration 0012 left such a profile: a firm told, the address kept for it, nobody confirmed.
    await t.db.update(leads).set({ confirmedEmailAt: null, emailConfirmedAt: null }).where(eq(leads.userId, v.userId));
    expect(await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: ["saltus"] })).toMatchObject({ status: "saved", confirmLink: "mailed" });
    const asked = (await mailsTo(v.email)).filter((m) => m.kind === "introduction-confirm-email").at(-1);
    expect(asked?.text).toContain("You asked us to introduce you to Saltus. Before we tell it, please confirm");
    expect(asked?.text).not.toMatch(/No firm has your details|we delete the details/);
    expect(asked?.text).not.toContain("/account/link");
  });

  it("going back to an address kept for the firms that nobody confirmed leaves it unconfirmed", async () => {
    const v = await toldQuilterCheviot();
    // As migration 0012 left a lead from before confirmation existed: the firm sees an address nobody confirmed.
    await t.db.update(leads).set({ confirmedEmailAt: null, emailConfirmedAt: null }).where(eq(leads.userId, v.userId));
    await sendProfile(t.db, v.userId, { ...profile, email: `other.${unique()}@example.test` });
    await sendProfile(t.db, v.userId, { ...profile, email: v.email });
    const [lead] = await t.db.select({ confirmedAt: leads.emailConfirmedAt }).from(leads).where(eq(leads.userId, v.userId));
    expect(lead?.confirmedAt).toBeNull();
  });

  it("a new address given with a new firm is one confirmation for both: the new firm waits, the firm told before keeps the old address", async () => {
    await member("saltus");
    const v = await toldQuilterCheviot();
    const other = `other.${unique()}@example.test`;
    expect(await sendProfile(t.db, v.userId, { ...profile, email: other, firms: ["saltus"] })).toMatchObject({ status: "saved", introduced: ["saltus"] });
    const [asked, ...more] = await mailsTo(other);
    expect(more).toEqual([]);
    expect(asked?.subject).toBe("Please confirm your e-mail address");
    expect(asked?.text).toContain("introduce you to Saltus");
    expect(asked?.text).toContain("The firms you were introduced to before (Quilter Cheviot) keep seeing your previous address until you confirm");
    expect(asked?.text).not.toContain(v.email);
    const emailsSeen = async (providerId: string) => (await listFirmIntroductions(t.db, providerId, { status: null, limit: 100, offset: 0 })).rows.filter((r) => [v.email, other].includes(r.contact?.email ?? "")).map((r) => r.contact?.email);
    expect(await emailsSeen("qc")).toEqual([v.email]);
    expect(await emailsSeen("saltus")).toEqual([]);

    const outcome = await confirmByMail(t.db, other);
    expect(outcome).toMatchObject({ status: "confirmed", sent: ["Saltus"], sentWords: ["We e-mailed your introduction to Saltus."], addressNowSeenBy: ["Quilter Cheviot"] });
    expect(await emailsSeen("qc")).toEqual([other]);
    expect(await emailsSeen("saltus")).toEqual([other]);
    const told = (await mailsTo(other)).at(-1);
    expect(told?.subject).toBe("Your introduction to Saltus");
    expect(told?.text).toContain("now go to Saltus, and Quilter Cheviot already has them");
    expect(told?.text).toContain("Quilter Cheviot now sees this e-mail address instead of your previous one.");
  });

  it("withdrawing an introduction before confirming keeps nothing of it, and the firm is never told", async () => {
    const v = await investor();
    await member("qc");
    await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: ["saltus", "qc"] });
    const qc = (await listVisitorIntroductions(t.db, v.userId)).find((i) => i.providerId === "qc")!;
    expect(await withdrawByVisitor(t.db, v.userId, { introductionId: qc.id })).toMatchObject({ status: "updated", message: expect.stringContaining("It had not been sent, and it never will be.") });
    expect((await listVisitorIntroductions(t.db, v.userId)).map((i) => i.providerId)).toEqual(["saltus"]);
    const outcome = await confirmByMail(t.db, v.email);
    expect(outcome.status === "confirmed" && outcome.sent).toEqual(["Saltus"]);
    expect(await t.db.select({ id: introductions.id }).from(introductions).where(and(eq(introductions.userId, v.userId), eq(introductions.providerId, "qc")))).toEqual([]);
    // The visitor may ask that firm again.
    expect((await askForCallback(t.db, v.userId, { providerId: "qc" })).status).toBe("created");
  });

  it("a firm not taking introductions, or with no route and no desk, is never accepted", async () => {
    const v = await investor();
    await setTaking("evelyn", false);
    await setTaking("canaccord", false);
    expect((await firmRoutes(t.db, ["canaccord"])).get("canaccord")).toEqual({ kind: "closed" });
    expect((await firmRoutes(t.db, ["lgt"], null)).get("lgt")).toEqual({ kind: "none" });
    const refused = await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: ["canaccord"] });
    expect(refused).toMatchObject({ status: "invalid", issues: [{ field: "firms", message: expect.stringContaining("not taking introductions") }] });
    expect(await listVisitorIntroductions(t.db, v.userId)).toEqual([]);
    await setTaking("canaccord", true);
    await setTaking("evelyn", true);
  });

  it("on decline the investor is mailed the next firm of their pool, sends to it with one press, and that firm's member is told; a declined firm no longer sees the contact details", async () => {
    const v = await investor();
    const saltus = await member("saltus");
    const [first, second, third] = v.match.wealthManagers as [string, string, string];
    expect(first).toBe("saltus");
    const thirdStaff = await member(third);
    await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: [first, second] });
    await confirmByMail(t.db, v.email);
    expect(await currentOffer(t.db, v.userId)).toBeNull();

    const saltusIntro = (await listVisitorIntroductions(t.db, v.userId)).find((i) => i.providerId === "saltus")!;
    expect(await updateByFirm(t.db, saltus, { introductionId: saltusIntro.id, status: "declined", reason: "We do not take on new clients this month." })).toMatchObject({ status: "updated" });
    const declineMail = (await mailsTo(v.email)).at(-1);
    expect(declineMail?.subject).toBe("Saltus has declined your introduction");
    expect(declineMail?.text).toContain("We do not take on new clients this month.");
    expect(declineMail?.text).toContain(`Send my details to ${(await import("@/features/providers")).getProvider(third)!.nameForSL}`);
    const seen = (await listFirmIntroductions(t.db, "saltus", { status: "declined", limit: 100, offset: 0 })).rows.find((r) => r.id === saltusIntro.id);
    expect(seen?.contact).toBeNull();

    const offer = await currentOffer(t.db, v.userId);
    expect(offer).toMatchObject({ trigger: { id: saltusIntro.id, reason: "declined" }, next: { providerId: third } });
    // Only the firm offered, and nothing without the press.
    expect(await mailsTo(thirdStaff.email)).toEqual([]);
    expect(await sendToNextFirm(t.db, v.userId, { providerId: "rothschild" })).toMatchObject({ status: "not-offered" });
    expect(await sendToNextFirm(t.db, v.userId, {})).toMatchObject({ status: "invalid" });
    const sent = await sendToNextFirm(t.db, v.userId, { providerId: third });
    expect(sent).toMatchObject({ status: "sent", introduction: { providerId: third, status: "sent" } });
    expect((await mailsTo(thirdStaff.email)).map((m) => m.subject)).toEqual(["New introduction"]);
    expect(await currentOffer(t.db, v.userId)).toBeNull();
    expect(await sendToNextFirm(t.db, v.userId, { providerId: third })).toMatchObject({ status: "not-offered" });
  });

  it("overdue introductions are notified once, even from several instances at once, and a late accept still works", async () => {
    const v = await investor();
    const staff = await member("qc");
    await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: ["qc"] });
    await confirmByMail(t.db, v.email);
    const intro = (await listVisitorIntroductions(t.db, v.userId))[0]!;
    expect(await notifyOverdueIntroductions(t.db)).toBe(0);
    await t.db.update(introductions).set({ sentAt: new Date(Date.now() - 10 * DAY_MS) }).where(eq(introductions.id, intro.id));

    const runs = await Promise.all([notifyOverdueIntroductions(t.db), notifyOverdueIntroductions(t.db), notifyOverdueIntroductions(t.db)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await notifyOverdueIntroductions(t.db)).toBe(0);
    const overdue = (await mailsTo(v.email)).filter((m) => m.kind === "introduction-overdue");
    expect(overdue).toHaveLength(1);
    expect(overdue[0]?.subject).toBe("Quilter Cheviot has not answered yet");

    const offer = await currentOffer(t.db, v.userId);
    expect(offer).toMatchObject({ trigger: { reason: "overdue" } });
    expect(offer?.next?.providerId).not.toBe("qc");
    await sendToNextFirm(t.db, v.userId, { providerId: offer!.next!.providerId });
    // The investor has moved on; the firm's late answer still counts.
    expect(await updateByFirm(t.db, staff, { introductionId: intro.id, status: "accepted" })).toMatchObject({ status: "updated", newStatus: "accepted" });
    expect(await currentOffer(t.db, v.userId)).toBeNull();
  });

  it("an introduction sent before, withdrawn and asked for again keeps its history when the new request is withdrawn or lapses", async () => {
    const v = await investor();
    await sendProfile(t.db, v.userId, { ...profile, email: v.email, firms: ["saltus"] });
    await confirmByMail(t.db, v.email);
    const [intro] = await listVisitorIntroductions(t.db, v.userId);
    const statusNow = async () => (await listVisitorIntroductions(t.db, v.userId)).map((i) => ({ id: i.id, status: i.status }));
    expect(await withdrawByVisitor(t.db, v.userId, { introductionId: intro!.id })).toMatchObject({ status: "updated", newStatus: "withdrawn" });
    // A new address, not yet confirmed; then "Ask Saltus again" reopens the introduction as confirming.
    await sendProfile(t.db, v.userId, { ...profile, email: `new.${v.email}` });
    expect((await askForCallback(t.db, v.userId, { providerId: "saltus" })).status).not.toBe("invalid");
    expect(await statusNow()).toEqual([{ id: intro!.id, status: "confirming" }]);
    // The investor's page knows the firm had it before, so its question does not say otherwise.
    expect((await yourIntroductions(t.db, v.userId))[0]).toMatchObject({ confirming: true, sentBefore: true });

    // Withdrawn while confirming: withdrawn again, with its history, not deleted.
    expect(await withdrawByVisitor(t.db, v.userId, { introductionId: intro!.id })).toMatchObject({ status: "updated", message: expect.stringContaining("no longer see your contact details") });
    expect(await statusNow()).toEqual([{ id: intro!.id, status: "withdrawn" }]);

    // Asked for again and left unconfirmed past 7 days: the retention run withdraws it again and keeps the profile.
    expect((await askForCallback(t.db, v.userId, { providerId: "saltus" })).status).not.toBe("invalid");
    expect(await statusNow()).toEqual([{ id: intro!.id, status: "confirming" }]);
    const eightDaysAgo = new Date(Date.now() - 8 * DAY_MS);
    await t.db.update(leads).set({ confirmTokenCreatedAt: eightDaysAgo }).where(eq(leads.userId, v.userId));
    await t.db.update(introductions).set({ createdAt: eightDaysAgo }).where(eq(introductions.userId, v.userId));
    await purgeExpired(t.db, new Date(), 13);
    expect(await statusNow()).toEqual([{ id: intro!.id, status: "withdrawn" }]);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(leads).where(eq(leads.userId, v.userId))).toEqual([{ n: 1 }]);
    const history = await t.db.select({ status: introductionEvents.status }).from(introductionEvents).where(eq(introductionEvents.introductionId, intro!.id)).orderBy(introductionEvents.createdAt);
    expect(history.map((e) => e.status)).toEqual(["confirming", "sent", "withdrawn", "confirming", "withdrawn", "confirming", "withdrawn"]);
  });

  it("an introduction never confirmed lapses after 7 days and the details given with it are deleted by the purge", async () => {
    const kept = await investor();
    await sendProfile(t.db, kept.userId, { ...profile, email: kept.email, firms: ["saltus"] });
    await confirmByMail(t.db, kept.email);
    const fresh = await investor();
    await sendProfile(t.db, fresh.userId, { ...profile, email: fresh.email, firms: ["saltus"] });
    expect((await yourIntroductions(t.db, fresh.userId))[0]).toMatchObject({ confirming: true, sentBefore: false });
    const stale = await investor();
    await sendProfile(t.db, stale.userId, { ...profile, email: stale.email, firms: ["saltus"] });
    expect((await askForCallback(t.db, stale.userId, { providerId: "qc" })).status).toBe("created");
    const token = await latestConfirmToken(t.db, stale.email);
    const eightDaysAgo = new Date(Date.now() - 8 * DAY_MS);
    await t.db.update(leads).set({ confirmTokenCreatedAt: eightDaysAgo }).where(eq(leads.userId, stale.userId));
    await t.db.update(introductions).set({ createdAt: eightDaysAgo }).where(eq(introductions.userId, stale.userId));

    const counts = await purgeExpired(t.db, new Date(), 13);
    expect(counts.unconfirmedProfiles).toBeGreaterThanOrEqual(1);
    expect(counts.unconfirmedIntroductions).toBeGreaterThanOrEqual(2);
    expect(await t.db.select({ id: leads.id }).from(leads).where(eq(leads.userId, stale.userId))).toEqual([]);
    expect(await listVisitorIntroductions(t.db, stale.userId)).toEqual([]);
    expect(await t.db.select({ id: callbackRequests.id }).from(callbackRequests).where(eq(callbackRequests.userId, stale.userId))).toEqual([]);
    expect(await confirmIntroductions(t.db, token)).toEqual({ status: "invalid" });
    // Others are untouched.
    expect((await listVisitorIntroductions(t.db, kept.userId)).map((i) => i.status)).toEqual(["sent"]);
    expect((await listVisitorIntroductions(t.db, fresh.userId)).map((i) => i.status)).toEqual(["confirming"]);
    const again = await purgeExpired(t.db, new Date(), 13);
    expect(again.unconfirmedProfiles).toBe(0);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(leads).where(and(eq(leads.userId, kept.userId)))).toEqual([{ n: 1 }]);
  });
});
