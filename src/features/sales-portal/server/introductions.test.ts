import { eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { markPassedOn, updateByFirm } from "@/features/introductions/server";
import { sendProfile } from "@/features/leads/server/send-profile";
import { matchProviders } from "@/features/matching";
import { defaultFormData } from "@/lib/form-data";
import { saveSubmission } from "@/server/db/queries/submissions";
import { introductions } from "@/server/db/schema";
import { createTestUser } from "@/testing/database";
import { describeOnDatabases } from "@/testing/database-suite";
import { confirmByMail } from "@/testing/introductions";

process.env.INTRODUCTIONS_DESK = "desk@operator.test";
import { firmIntroductionCounts, introductionsCsv, listAllIntroductions, listFirmIntroductions, medianResponseHours, pageOfFirmIntroduction } from "./introductions";

const noFilters = { status: null, providerId: null, search: "", overdueOnly: false };

describeOnDatabases("the portal's introduction queries", (t) => {
  let chosen: string;
  let other: string;
  beforeAll(async () => {
    for (const [first, last] of [["Ada", "Lovelace"], ["Grace", "Hopper"]] as const) {
      const userId = await createTestUser(t.db);
      const answers = { ...defaultFormData, investPortfolio: true, exactValue: 400_000, taxResidence: "GB", age: 47, ethical_high: true };
      const match = matchProviders(answers, { random: () => 0 });
      [chosen, other] = match.wealthManagers as [string, string];
      await saveSubmission(t.db, { userId, answers, investableTotal: 400_000, under300: false, introducer: null, match, startedAt: null, finishedAt: new Date() });
      const outcome = await sendProfile(t.db, userId, { firstName: first, lastName: last, phoneNumber: "07911 123456", email: `${first.toLowerCase()}@example.test`, terms: true, contactMethod: "phone", contactTime: "mornings", firms: [chosen] });
      expect(outcome.status).toBe("saved");
      // Firms see an introduction only once the visitor has confirmed their e-mail address.
      expect((await listFirmIntroductions(t.db, chosen, { status: null, limit: 25, offset: 0 })).rows.some((r) => r.contact?.email === `${first.toLowerCase()}@example.test`)).toBe(false);
      expect((await confirmByMail(t.db, `${first.toLowerCase()}@example.test`)).status).toBe("confirmed");
    }
  });

  it("a firm sees its own introductions with what the visitor shared and an answer summary; another firm sees none", async () => {
    const mine = await listFirmIntroductions(t.db, chosen, { status: null, limit: 25, offset: 0 });
    expect(mine.total).toBe(2);
    expect(mine.rows.map((r) => r.contact?.name)).toEqual(["Grace Hopper", "Ada Lovelace"]);
    expect(mine.rows[0]?.answers).toMatchObject({ amountBand: "£300k to under £500k", ageBand: "40 to 49", ethicalPreference: "High", residence: "United Kingdom", adviceAreas: ["Investment portfolio"] });
    // Exactly what the privacy policy says the firm receives (firmReceives in src/features/legal/privacy-policy.tsx), nothing more:
    // name, phone number, e-mail address, how and when to contact, and the summary's parts (a business sale's only for one).
    for (const row of mine.rows) {
      expect(Object.keys(row.contact ?? {}).sort()).toEqual(["contactMethod", "contactTime", "email", "name", "phoneNumber"]);
      expect(Object.keys(row.answers).sort()).toEqual(["adviceAreas", "ageBand", "amountBand", "ethicalPreference", "residence", "sale"]);
    }
    expect(JSON.stringify(mine.rows)).not.toContain(other);
    expect((await listFirmIntroductions(t.db, other, { status: null, limit: 25, offset: 0 })).total).toBe(0);
    expect((await listFirmIntroductions(t.db, chosen, { status: "accepted", limit: 25, offset: 0 })).total).toBe(0);
  });

  it("finds the page of all the firm's introductions that holds one of them, and none of another firm's", async () => {
    const [newest, older] = (await listFirmIntroductions(t.db, chosen, { status: null, limit: 25, offset: 0 })).rows;
    expect(await pageOfFirmIntroduction(t.db, chosen, newest!.id, 25)).toBe(1);
    expect(await pageOfFirmIntroduction(t.db, chosen, older!.id, 25)).toBe(1);
    // A page of one: the older one is on the second.
    expect(await pageOfFirmIntroduction(t.db, chosen, older!.id, 1)).toBe(2);
    expect(await pageOfFirmIntroduction(t.db, other, older!.id, 25)).toBeNull();
  });

  it("keeps one order among introductions made at the same moment, so pages neither repeat nor skip one", async () => {
    const rows = (await listFirmIntroductions(t.db, chosen, { status: null, limit: 25, offset: 0 })).rows;
    const ids = rows.map((r) => r.id);
    const [kept] = await t.db.select({ createdAt: introductions.createdAt }).from(introductions).where(eq(introductions.id, ids[0]!));
    const times = await t.db.select({ id: introductions.id, createdAt: introductions.createdAt }).from(introductions).where(inArray(introductions.id, ids));
    await t.db.update(introductions).set({ createdAt: kept!.createdAt }).where(inArray(introductions.id, ids));
    try {
      const paged = [];
      for (let page = 1; page <= ids.length; page += 1) {
        const [row] = (await listFirmIntroductions(t.db, chosen, { status: null, limit: 1, offset: page - 1 })).rows;
        paged.push(row!.id);
        expect(await pageOfFirmIntroduction(t.db, chosen, row!.id, 1)).toBe(page);
      }
      expect(new Set(paged).size).toBe(ids.length);
      expect(paged).toEqual([...ids].sort().reverse());
    } finally {
      for (const time of times) await t.db.update(introductions).set({ createdAt: time.createdAt }).where(eq(introductions.id, time.id));
    }
  });

  it("counts only the firm's own introductions, not visitors matched with it who chose another firm", async () => {
    const mine = await firmIntroductionCounts(t.db, chosen, 12);
    expect(mine.total).toBe(2);
    expect(mine.last30Days).toBe(2);
    expect([...mine.byWeek.values()].reduce((a, b) => a + b, 0)).toBe(2);
    const theirs = await firmIntroductionCounts(t.db, other, 12);
    expect(theirs).toEqual({ total: 0, last30Days: 0, byWeek: new Map() });
    const later = await firmIntroductionCounts(t.db, chosen, 1, new Date(Date.now() + 60 * 24 * 60 * 60 * 1000));
    expect(later.total).toBe(2);
    expect(later.last30Days).toBe(0);
    expect(later.byWeek.size).toBe(0);
  });

  it("the operator searches by name or e-mail, sees overdue ones and each firm's median first response", async () => {
    expect((await listAllIntroductions(t.db, { ...noFilters, search: "hopp" }, { limit: 25, offset: 0 })).rows.map((r) => r.name)).toEqual(["Grace Hopper"]);
    expect((await listAllIntroductions(t.db, { ...noFilters, search: "ada@example" }, { limit: 25, offset: 0 })).total).toBe(1);
    expect((await listAllIntroductions(t.db, { ...noFilters, search: "%" }, { limit: 25, offset: 0 })).total).toBe(0);

    const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    // They came through the desk (the firm has no member here): not the firm's to answer, so never overdue, until passed on.
    expect((await listAllIntroductions(t.db, { ...noFilters, overdueOnly: true }, { limit: 25, offset: 0, now: inAWeek })).total).toBe(0);
    const desk = { id: await createTestUser(t.db, { email: "desk-staff@operator.test" }), roles: [{ role: "sales" as const, providerId: null }] };
    for (const row of (await listAllIntroductions(t.db, noFilters, { limit: 25, offset: 0 })).rows) {
      expect(await markPassedOn(t.db, desk, { id: row.id, providerId: row.providerId })).toMatchObject({ status: "passed-on" });
    }
    expect((await listAllIntroductions(t.db, { ...noFilters, overdueOnly: true }, { limit: 25, offset: 0, now: inAWeek })).total).toBe(2);
    expect((await listAllIntroductions(t.db, { ...noFilters, overdueOnly: true }, { limit: 25, offset: 0 })).total).toBe(0);

    const [first] = await t.db.select({ id: introductions.id }).from(introductions).where(eq(introductions.providerId, chosen)).limit(1);
    // Response time runs from when the firm was told (the visitor's confirmation), not from the request.
    await t.db.update(introductions).set({ createdAt: new Date(Date.now() - 5 * 60 * 60 * 1000), sentAt: new Date(Date.now() - 3 * 60 * 60 * 1000) }).where(eq(introductions.id, first!.id));
    const operator = await createTestUser(t.db, { email: "sales@operator.test" });
    expect(await updateByFirm(t.db, { id: operator, roles: [{ role: "sales", providerId: null }] }, { introductionId: first!.id, status: "accepted" })).toMatchObject({ status: "updated" });
    const medians = await medianResponseHours(t.db);
    expect(medians).toHaveLength(1);
    expect(medians[0]?.providerId).toBe(chosen);
    expect(medians[0]?.medianHours).toBeGreaterThan(2.9);
    expect(medians[0]?.medianHours).toBeLessThan(3.1);
  });

  it("writes CSV that a spreadsheet cannot mistake for a formula", () => {
    const csv = introductionsCsv(
      [{ id: "1", providerId: "saltus", status: "sent", statusWords: "Sent, waiting for the firm", name: '=HYPERLINK("x") "Q"', email: "a@b.test", confirmedEmail: "old@b.test", createdAt: new Date("2026-11-20T10:00:00Z"), sentAt: new Date("2026-11-20T10:05:00Z"), firstResponseAt: null, overdue: true, deliveredVia: "desk", desk: { passedOn: { at: new Date("2026-11-20T11:00:00Z"), by: "desk@operator.test", undoable: false } } }],
      () => "Saltus",
    );
    expect(csv.split("\r\n")[0]).toBe('"Asked (UTC)","Sent to the firm (UTC)","Firm","Status","Name","E-mail","First answered (UTC)","Overdue","Through the desk","Passed on by the desk (UTC)","Confirmed e-mail (the firm sees)"');
    expect(csv.split("\r\n")[1]).toMatch(/^"2026-11-20T10:00:00.000Z","2026-11-20T10:05:00.000Z","Saltus",/);
    expect(csv.split("\r\n")[1]).toMatch(/"a@b\.test",.*,"yes","2026-11-20T11:00:00\.000Z","old@b\.test"$/);
    expect(csv).toContain('"\'=HYPERLINK(""x"") ""Q"""');
    expect(csv).toContain('"Sent, waiting for the firm"');
    const hostile = introductionsCsv(
      [{ id: "2", providerId: "saltus", status: "sent", statusWords: "Sent", name: "x;=1+2", email: " =1+2@b.test", confirmedEmail: null, createdAt: new Date("2026-11-20T10:00:00Z"), sentAt: null, firstResponseAt: null, overdue: false, deliveredVia: "firm", desk: null }],
      () => "Saltus",
    );
    expect(hostile.split("\r\n")[1]).toBe('"2026-11-20T10:00:00.000Z","","Saltus","Sent","x;\'=1+2","\' =1+2@b.test","","no","no","",""');
  });

  it("leaves the firm's sent time empty for one still at our desk, which the firm has not been sent", () => {
    const atDesk = introductionsCsv(
      [{ id: "3", providerId: "canaccord", status: "withdrawn", statusWords: "Withdrawn", name: "Ann", email: "a@b.test", confirmedEmail: null, createdAt: new Date("2026-11-20T10:00:00Z"), sentAt: new Date("2026-11-20T10:05:00Z"), firstResponseAt: null, overdue: false, deliveredVia: "desk", desk: { passedOn: null, passOnBy: "2026-11-23", late: false } }],
      () => "Canaccord",
    );
    expect(atDesk.split("\r\n")[1]).toMatch(/^"2026-11-20T10:00:00.000Z","","Canaccord","Withdrawn",/);
  });
});
