import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestUser } from "@/testing/database";
import { describeOnDatabases } from "@/testing/database-suite";
import {
  abEvents,
  callbackRequests,
  contactMessages,
  introductionEvents,
  introductionOutcomes,
  introductions,
  leads,
  meetings,
  pageVisits,
  partnerEnquiries,
  questionnaireSubmissions,
  scrollStops,
  outbox,
  questionEvents,
  rateLimits,
  reviews,
  sessions,
  users,
  utmRecords,
  verifications,
  visitTrackers,
} from "../schema";
import { monthsBefore, purgeExpired, RETENTION } from "./retention";

/**
 * Every retention period in src/config/retention.ts is enforced by `npm run purge` (the privacy
 * policy's test checks that the policy states those periods).
 * For each rule, a row one day younger than its limit stays and a row one day older goes.
 */
const NOW = new Date("2026-06-15T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const TRACKING_MONTHS = 13;
const shift = (date: Date, days: number) => new Date(date.getTime() + days * DAY);

describe("retention cut-offs", () => {
  it("go back whole calendar months, clamped to a shorter month's end", () => {
    expect(monthsBefore(new Date("2026-11-21T23:00:00Z"), 13).toISOString()).toBe("2025-10-21T23:00:00.000Z");
    expect(monthsBefore(new Date("2026-03-31T00:00:00Z"), 1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
  });
});

describeOnDatabases("npm run purge", (t) => {

  /** Two rows for one rule: one a day inside its limit, one a day past it. Returns their owners. */
  async function pair(insert: (userId: string, at: Date) => Promise<unknown>, cutoff: Date) {
    const young = await createTestUser(t.db, { email: `young-${Math.random()}@example.co.uk` });
    const old = await createTestUser(t.db, { email: `old-${Math.random()}@example.co.uk` });
    await insert(young, shift(cutoff, 1));
    await insert(old, shift(cutoff, -1));
    return { young, old };
  }

  async function exists(table: typeof questionnaireSubmissions | typeof leads | typeof callbackRequests | typeof contactMessages | typeof partnerEnquiries | typeof utmRecords | typeof abEvents | typeof visitTrackers, userId: string) {
    return (await t.db.select({ userId: table.userId }).from(table).where(eq(table.userId, userId))).length > 0;
  }

  it("applies every rule at its limit, to the day", async () => {
    const answersCutoff = monthsBefore(NOW, RETENTION.answersMonths);
    const introductionCutoff = monthsBefore(NOW, RETENTION.introductionMonths);
    const messagesCutoff = monthsBefore(NOW, RETENTION.messagesMonths);
    const trackingCutoff = monthsBefore(NOW, TRACKING_MONTHS);

    const answers = await pair((userId, at) => t.db.insert(questionnaireSubmissions).values({ userId, answers: {}, createdAt: at, updatedAt: at }), answersCutoff);
    const lead = (userId: string, at: Date) =>
      t.db.insert(leads).values({ userId, segment: "standard", firstName: "A", lastName: "B", phoneNumber: "+447911123456", email: "a@example.co.uk", termsAcceptedAt: at, createdAt: at, updatedAt: at });
    const profiles = await pair(lead, introductionCutoff);
    const callbacks = await pair((userId, at) => t.db.insert(callbackRequests).values({ userId, providerId: "saltus", createdAt: at }), introductionCutoff);
    const messages = await pair(
      (userId, at) => t.db.insert(contactMessages).values({ userId, firstName: "A", lastName: "B", phone: "+447911123456", email: "a@example.co.uk", message: "Hello", createdAt: at }),
      messagesCutoff,
    );
    const enquiries = await pair(
      (userId, at) => t.db.insert(partnerEnquiries).values({ userId, name: "A", organisation: "Org", email: "a@example.co.uk", message: "Hello", createdAt: at }),
      messagesCutoff,
    );
    const trackers = await pair((userId, at) => t.db.insert(visitTrackers).values({ userId, device: "Desktop", createdAt: at, updatedAt: at }), trackingCutoff);
    const utm = await pair((userId, at) => t.db.insert(utmRecords).values({ userId, url: "https://example.test/?utm_source=x", tags: { source: "x" }, createdAt: at }), trackingCutoff);
    const ab = await pair((userId, at) => t.db.insert(abEvents).values({ userId, kind: "load", title: "t", testing: "a", url: "/", createdAt: at }), trackingCutoff);
    // Page visits and scroll stops hang under a tracker that is still current.
    const current = await createTestUser(t.db, { email: `tracked-${Math.random()}@example.co.uk` });
    await t.db.insert(visitTrackers).values({ userId: current, device: "Mobile", updatedAt: NOW });
    const visit = (url: string, at: Date) => ({ userId: current, url, elapsedTime: 1, startTime: at, endTime: at, scrollYTop: 0, scrollYBottom: 1, viewPortHeight: 1, viewPortWidth: 1, endedBy: "route", createdAt: at });
    await t.db.insert(pageVisits).values([visit("young", shift(trackingCutoff, 1)), visit("old", shift(trackingCutoff, -1))]);
    const stop = (url: string, at: Date) => ({ userId: current, url, scrollYTop: 0, scrollYBottom: 1, viewPortHeight: 1, viewPortWidth: 1, createdAt: at });
    await t.db.insert(scrollStops).values([stop("young", shift(trackingCutoff, 1)), stop("old", shift(trackingCutoff, -1))]);
    const event = (question: string, at: Date) => ({ userId: current, flow: "proforma", question, step: 1, kind: "shown" as const, device: "Mobile" as const, createdAt: at });
    const mailCutoff = new Date(NOW.getTime() - RETENTION.mailDays * 24 * 60 * 60 * 1000);
    const mail = (subject: string, at: Date) => ({ kind: "password-reset", recipient: "a@example.co.uk", subject, textBody: "t", htmlBody: "<p>t</p>", createdAt: at });
    await t.db.insert(outbox).values([mail("young", shift(mailCutoff, 1)), mail("old", shift(mailCutoff, -1))]);
    await t.db.insert(questionEvents).values([event("young", shift(trackingCutoff, 1)), event("old", shift(trackingCutoff, -1))]);

    // Anonymous visitors: last visit 29 days ago (session valid one more day) stays; 31 days ago goes.
    const visitor = async (lastVisitDaysAgo: number) => {
      const id = await createTestUser(t.db);
      await t.db.update(users).set({ createdAt: shift(NOW, -90) }).where(eq(users.id, id));
      await t.db.insert(sessions).values({ id: `s-${id}`, token: `t-${id}`, userId: id, expiresAt: shift(NOW, 30 - lastVisitDaysAgo), updatedAt: shift(NOW, -lastVisitDaysAgo) });
      return id;
    };
    const recentVisitor = await visitor(RETENTION.idleVisitorDays - 1);
    const idleVisitor = await visitor(RETENTION.idleVisitorDays + 1);
    // An idle visitor that still holds answers keeps its id as long as they are kept.
    const idleWithAnswers = await visitor(RETENTION.idleVisitorDays + 1);
    await t.db.insert(questionnaireSubmissions).values({ userId: idleWithAnswers, answers: {}, updatedAt: NOW });
    // A member is never an idle visitor, however long ago their last visit.
    const member = await createTestUser(t.db, { email: `member-${Math.random()}@example.co.uk` });
    await t.db.update(users).set({ createdAt: shift(NOW, -400) }).where(eq(users.id, member));

    // Rate-limit counts: a window that has ended goes, one still running stays.
    await t.db.insert(rateLimits).values([
      { key: "test:ended", hits: 3, resetAt: NOW.getTime() - 1000 },
      { key: "test:running", hits: 3, resetAt: NOW.getTime() + 1000 },
    ]);
    // Password-reset links: one past its hour goes, one still open stays.
    await t.db.insert(verifications).values([
      { id: "reset-expired", identifier: "reset-password:expired", value: member, expiresAt: new Date(NOW.getTime() - 1000) },
      { id: "reset-open", identifier: "reset-password:open", value: member, expiresAt: new Date(NOW.getTime() + 1000) },
    ]);

    const counts = await purgeExpired(t.db, NOW, TRACKING_MONTHS);

    for (const [name, table, rows] of [
      ["answers", questionnaireSubmissions, answers],
      ["profiles", leads, profiles],
      ["callbacks", callbackRequests, callbacks],
      ["contact messages", contactMessages, messages],
      ["partner enquiries", partnerEnquiries, enquiries],
      ["visit trackers", visitTrackers, trackers],
      ["utm records", utmRecords, utm],
      ["experiment events", abEvents, ab],
    ] as const) {
      expect(await exists(table, rows.young), `${name}: one day younger stays`).toBe(true);
      expect(await exists(table, rows.old), `${name}: one day older goes`).toBe(false);
    }
    expect((await t.db.select({ url: pageVisits.url }).from(pageVisits).where(eq(pageVisits.userId, current))).map((row) => row.url)).toEqual(["young"]);
    expect((await t.db.select({ url: scrollStops.url }).from(scrollStops).where(eq(scrollStops.userId, current))).map((row) => row.url)).toEqual(["young"]);
    expect((await t.db.select({ subject: outbox.subject }).from(outbox)).map((row) => row.subject)).toEqual(["young"]);
    expect((await t.db.select({ question: questionEvents.question }).from(questionEvents).where(eq(questionEvents.userId, current))).map((row) => row.question)).toEqual(["young"]);

    const ids = (await t.db.select({ id: users.id }).from(users)).map((row) => row.id);
    expect(ids).toContain(recentVisitor);
    expect(ids).not.toContain(idleVisitor);
    expect(ids).toContain(idleWithAnswers);
    expect(ids).toContain(member);
    expect((await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, idleWithAnswers))).length).toBe(0);
    expect(counts.idleVisitors).toBe(1);
    expect(counts.answers).toBe(1);
    expect((await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key).filter((key) => key.startsWith("test:"))).toEqual(["test:running"]);
    expect((await t.db.select({ id: verifications.id }).from(verifications)).map((row) => row.id).filter((id) => id.startsWith("reset-"))).toEqual(["reset-open"]);
    expect(counts.expiredVerifications).toBe(1);

    // Safe to rerun: nothing more is past its limit.
    const again = await purgeExpired(t.db, NOW, TRACKING_MONTHS);
    expect(Object.values(again).every((count) => count === 0)).toBe(true);
  });

  it("keeps each introduction 6 years from when it was made, and the profile as long as the latest", async () => {
    const cutoff = monthsBefore(NOW, RETENTION.introductionMonths);
    const profile = async (email: string) => {
      const userId = await createTestUser(t.db, { email });
      const at = shift(cutoff, -400);
      const [lead] = await t.db
        .insert(leads)
        .values({ userId, segment: "standard", firstName: "A", lastName: "B", phoneNumber: "+447911123456", email, termsAcceptedAt: at, createdAt: at, updatedAt: at })
        .returning({ id: leads.id });
      return { userId, leadId: lead!.id };
    };
    // One profile, two introductions: the first made a day past the limit, the second a day inside it.
    const both = await profile(`both-${Math.random()}@example.co.uk`);
    const made = await t.db
      .insert(introductions)
      .values([
        { userId: both.userId, leadId: both.leadId, providerId: "saltus", status: "client", createdAt: shift(cutoff, -1) },
        { userId: both.userId, leadId: both.leadId, providerId: "brewin", status: "not-proceeding", createdAt: shift(cutoff, 1) },
      ])
      .returning({ id: introductions.id, providerId: introductions.providerId });
    // Each carries its history, a first meeting, both sides' outcomes and a review, which the
    // privacy policy says go with the introduction.
    for (const { id, providerId } of made) {
      const at = shift(cutoff, 10);
      await t.db.insert(introductionEvents).values({ introductionId: id, status: "sent", actorKind: "visitor", createdAt: at });
      await t.db.insert(meetings).values({ introductionId: id, providerId, startsAt: at, endsAt: shift(at, 1 / 24), kind: "video", uid: `meeting-${id}` });
      await t.db.insert(introductionOutcomes).values([
        { introductionId: id, side: "investor", meetingHeld: true, result: "client" },
        { introductionId: id, side: "firm", meetingHeld: true, result: "client" },
      ]);
      await t.db.insert(reviews).values({ introductionId: id, providerId, userId: both.userId, rating: 5, body: "Clear and patient.", authorName: "A B.", meetingOn: "2020-06-01" });
    }
    // Another profile whose only introduction is past the limit.
    const old = await profile(`old-${Math.random()}@example.co.uk`);
    await t.db.insert(introductions).values({ userId: old.userId, leadId: old.leadId, providerId: "saltus", status: "client", createdAt: shift(cutoff, -1) });

    const counts = await purgeExpired(t.db, NOW, TRACKING_MONTHS);

    const left = await t.db.select({ leadId: introductions.leadId, providerId: introductions.providerId }).from(introductions);
    expect(left.filter((row) => row.leadId === both.leadId).map((row) => row.providerId)).toEqual(["brewin"]);
    expect(left.filter((row) => row.leadId === old.leadId)).toEqual([]);
    expect(await exists(leads, both.userId), "the profile of an introduction still kept stays").toBe(true);
    expect(await exists(leads, old.userId), "a profile with no introduction left goes").toBe(false);
    expect(counts.introductions).toBe(2);
    const kept = made.find((row) => row.providerId === "brewin")!.id;
    const gone = made.find((row) => row.providerId === "saltus")!.id;
    for (const [name, table] of [
      ["history", introductionEvents],
      ["meetings", meetings],
      ["outcomes", introductionOutcomes],
      ["reviews", reviews],
    ] as const) {
      const left = new Set((await t.db.select({ introductionId: table.introductionId }).from(table)).map((row) => row.introductionId));
      expect(left.has(kept), `${name} of the introduction kept stay`).toBe(true);
      expect(left.has(gone), `${name} of the introduction past the limit go`).toBe(false);
    }
  });
});
