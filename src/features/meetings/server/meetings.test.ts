import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "@/server/db/queries/roles";
import { purgeExpired } from "@/server/db/queries/retention";
import { deleteVisitorData, exportVisitorData } from "@/server/db/queries/visitor-data";
import { firmIntroductionSettings, introductionEvents, introductions, leads, meetings, outbox } from "@/server/db/schema";
import { createTestUser, openTestDatabase, testDrivers, type TestDatabase } from "@/testing/database";
import type { MeetingSettingsInput } from "../schema";
import { saveMeetingSettings } from "./availability";
import { bookMeeting, cancelMeeting, MEETING_CHANGES_PER_DAY, offerTimes, rescheduleMeeting, toldInWords } from "./meetings";
import type { MeetingContext } from "./notify";
import { cancelMeetingsOfClosedIntroductions, sendMeetingReminders } from "./reminders";
import { investorMeetings, statusWithMeeting, withBookedMeetings } from "./views";

// A firm with no one of its own here hears of its meetings through our desk (docs/introductions.md, "Meetings").
const DESK = "desk@operator.test";
process.env.INTRODUCTIONS_DESK = DESK;

// Monday 1 March 2027, 08:00 UK: with 24 hours' notice the first slot is Tuesday 2 March, 09:00.
const NOW = new Date("2027-03-01T08:00:00Z");
const nineToFive = { from: "09:00", to: "17:00" };
const options = (providerId: string): MeetingSettingsInput => ({
  providerId,
  kinds: ["phone", "video"],
  address: null,
  durationMinutes: 60,
  noticeHours: 24,
  horizonDays: 21,
  weeklyHours: [nineToFive, nineToFive, nineToFive, nineToFive, nineToFive, null, null],
  datesOff: [],
});

function parseIcs(text: string | null) {
  const event = new ICAL.Component(ICAL.parse(text ?? "")).getFirstSubcomponent("vevent")!;
  return { uid: event.getFirstPropertyValue("uid"), sequence: event.getFirstPropertyValue("sequence"), start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString() };
}

describe.each(testDrivers())("first meetings (%s)", (driver) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(driver);
  });
  afterAll(async () => t?.close());

  const unique = () => Math.random().toString(36).slice(2);

  async function firm(providerId: string) {
    const email = `staff-${providerId}-${unique()}@firm.test`;
    const id = await createTestUser(t.db, { email });
    await grantRole(t.db, id, { role: "provider", providerId });
    const member = { id, email, roles: [{ role: "provider" as const, providerId }] };
    expect(await saveMeetingSettings(t.db, member, options(providerId))).toBe("saved");
    return member;
  }

  async function acceptedIntroduction(providerId: string, status: "accepted" | "sent" = "accepted") {
    const userId = await createTestUser(t.db);
    const email = `ada.${unique()}@example.test`;
    const [lead] = await t.db
      .insert(leads)
      // Confirmed, as every lead a firm has been told of is (docs/introductions.md).
      .values({ userId, submissionId: null, segment: "standard", firstName: "Ada", lastName: "Lovelace", phoneNumber: "+447911123456", email, confirmedEmail: email, confirmedEmailAt: new Date(), emailConfirmedAt: new Date(), termsAcceptedAt: new Date(), recs: [providerId] })
      .returning({ id: leads.id });
    const [intro] = await t.db.insert(introductions).values({ userId, leadId: lead!.id, providerId, status, sentAt: new Date() }).returning({ id: introductions.id });
    return { userId, email, introductionId: intro!.id };
  }

  const mailsTo = (to: string) => t.db.select({ kind: outbox.kind, subject: outbox.subject, text: outbox.textBody, method: outbox.calendarMethod, ics: outbox.calendarIcs }).from(outbox).where(eq(outbox.recipient, to)).orderBy(outbox.createdAt);

  it("offers first the kind of meeting the investor asked for with the introduction, when it was a phone or video call", async () => {
    await firm("saltus");
    const investor = await acceptedIntroduction("saltus");
    const kindFor = async (contactMethod: string | null) => {
      const [intro] = await t.db.select({ leadId: introductions.leadId }).from(introductions).where(eq(introductions.id, investor.introductionId));
      await t.db.update(leads).set({ contactMethod }).where(eq(leads.id, intro!.leadId!));
      return (await investorMeetings(t.db, investor.userId, NOW))[investor.introductionId]?.preferredKind;
    };
    expect(await kindFor("video")).toBe("video");
    expect(await kindFor("phone")).toBe("phone");
    expect(await kindFor("email")).toBeNull();
    expect(await kindFor(null)).toBeNull();
  });

  it("books a slot: the introduction is arranged with its time, and both sides get a REQUEST invitation with the meeting's UID", async () => {
    const staff = await firm("saltus");
    const investor = await acceptedIntroduction("saltus");
    const views = await investorMeetings(t.db, investor.userId, NOW);
    const first = views[investor.introductionId]!.times!.slots[0]!;
    expect(first.startsAt).toBe("2027-03-02T09:00:00.000Z");

    const outcome = await bookMeeting(t.db, investor.userId, { introductionId: investor.introductionId, slot: first.startsAt, kind: "video", timeZone: "Europe/Paris" }, NOW);
    expect(outcome).toMatchObject({ status: "done" });
    expect(outcome.message).toContain("Tuesday 2nd Mar 2027, 10:00 to 11:00 Paris time (09:00 to 10:00 UK time)");
    const [intro] = await t.db.select({ status: introductions.status }).from(introductions).where(eq(introductions.id, investor.introductionId));
    expect(intro?.status).toBe("meeting-arranged");
    const events = await t.db.select({ status: introductionEvents.status, kind: introductionEvents.actorKind }).from(introductionEvents).where(eq(introductionEvents.introductionId, investor.introductionId));
    expect(events).toEqual([{ status: "meeting-arranged", kind: "visitor" }]);
    expect((await investorMeetings(t.db, investor.userId, NOW))[investor.introductionId]?.statusWords).toBe("Meeting arranged for Tuesday 2nd Mar 2027, 10:00 to 11:00 Paris time (09:00 to 10:00 UK time)");
    // The operator's list reads it in UK time; a row without a meeting keeps its words.
    const other = await acceptedIntroduction("saltus");
    const staffRows = await withBookedMeetings(t.db, [{ id: investor.introductionId, status: "meeting-arranged", statusWords: "Meeting arranged" }, { id: other.introductionId, status: "accepted", statusWords: "Accepted" }], NOW);
    expect(staffRows.map((r) => r.statusWords)).toEqual(["Meeting arranged for Tuesday 2nd Mar 2027, 09:00 to 10:00 UK time", "Accepted"]);

    const [meeting] = await t.db.select({ uid: meetings.uid, sequence: meetings.sequence }).from(meetings).where(eq(meetings.introductionId, investor.introductionId));
    const [toInvestor] = await mailsTo(investor.email);
    const [toFirm] = await mailsTo(staff.email);
    expect(toInvestor).toMatchObject({ kind: "meeting-booked", method: "REQUEST", subject: "Your first meeting with Saltus" });
    expect(toInvestor?.text).toContain("Tuesday 2nd Mar 2027, 10:00 to 11:00 Paris time (09:00 to 10:00 UK time)");
    expect(toFirm?.text).toContain("Tuesday 2nd Mar 2027, 09:00 to 10:00 UK time");
    expect(toFirm?.text).not.toContain(investor.email);
    for (const mail of [toInvestor, toFirm]) expect(parseIcs(mail?.ics ?? null)).toEqual({ uid: meeting?.uid, sequence: 0, start: "2027-03-02T09:00:00.000Z" });
    // The invitation's organiser is never a member's own address, which is how they sign in.
    expect(toInvestor?.ics).not.toContain(staff.email);
    expect(toInvestor?.ics).toMatch(/^ORGANIZER;CN="Saltus":mailto:hello@wealthmatch\.example\r$/im);

    // One booked meeting per introduction: a second booking is refused.
    const again = await bookMeeting(t.db, investor.userId, { introductionId: investor.introductionId, slot: "2027-03-02T11:00:00.000Z", kind: "phone", timeZone: "Europe/London" }, NOW);
    expect(again).toMatchObject({ status: "not-allowed" });
  });

  it("sends a firm's meetings to our desk when it has no one here, asks the desk to pass them on, and tells the investor so", async () => {
    // Our staff set the options of a firm with no member and no introductions address.
    const admin = { id: await createTestUser(t.db), roles: [{ role: "admin" as const, providerId: null }] };
    expect(await saveMeetingSettings(t.db, admin, options("wealthify"))).toBe("saved");
    const investor = await acceptedIntroduction("wealthify");
    const booked = await bookMeeting(t.db, investor.userId, { introductionId: investor.introductionId, slot: "2027-03-02T09:00:00.000Z", kind: "video", timeZone: "Europe/London" }, NOW);
    expect(booked).toMatchObject({ status: "done" });
    expect(booked.message).toMatch(/We have e-mailed a calendar invitation to you and to our team, who pass it on to Wealthify\.$/);
    const [toDesk] = (await mailsTo(DESK)).filter((m) => m.kind === "meeting-booked");
    expect(toDesk?.method).toBe("REQUEST");
    expect(toDesk?.text).toContain("For our desk: Wealthify has no one on Wealth Match to receive this, so it comes to you. Please pass it on to Wealthify with its calendar invitation");
    expect(toDesk?.text).toContain("You receive this because our desk passes introductions on to Wealthify.");
    expect(toDesk?.text).not.toContain("you handle introductions for");
    // The investor's own mail does not carry the desk's note.
    const [toInvestor] = (await mailsTo(investor.email)).filter((m) => m.kind === "meeting-booked");
    expect(toInvestor?.text).not.toContain("For our desk");
  });

  it("says who was told of a change, and who was not and why", () => {
    const context = (reaches: MeetingContext["firm"]["reaches"]) => ({ firmName: "Saltus", firm: { to: [], organiser: "", reaches } });
    expect(toldInWords(context("firm"), "investor", [], "a calendar invitation")).toBe("We have e-mailed you and Saltus a calendar invitation.");
    expect(toldInWords(context("firm"), "firm", [], "a calendar cancellation")).toBe("We have e-mailed the investor and Saltus a calendar cancellation.");
    expect(toldInWords(context("firm"), "investor", ["firm"], "a calendar invitation")).toBe(
      "We have e-mailed a calendar invitation to you. We could not e-mail Saltus about it just now, because of the number of e-mails sent in the last hour.",
    );
    expect(toldInWords(context("desk"), "investor", ["investor"], "a calendar invitation")).toBe(
      "We have e-mailed a calendar invitation to our team, who pass it on to Saltus. We could not e-mail you about it just now, because of the number of e-mails sent in the last hour.",
    );
    // No desk set and no one at the firm: never "we have e-mailed Saltus", nor a limit that did not hold anything back.
    expect(toldInWords(context("nobody"), "investor", [], "a calendar invitation")).toBe(
      "We have e-mailed a calendar invitation to you. Saltus has no one to receive mail through us at the moment, so they have not been told.",
    );
  });

  it("names in the firm's invitation the address the investor confirmed, while their own mail goes to the newer one they gave", async () => {
    const staff = await firm("investec");
    const investor = await acceptedIntroduction("investec");
    // Changed on the profile form and not yet confirmed (saveLead): the firm keeps the confirmed one.
    const newer = `newer.${unique()}@example.test`;
    await t.db.update(leads).set({ email: newer, emailConfirmedAt: null }).where(eq(leads.userId, investor.userId));
    const booked = await bookMeeting(t.db, investor.userId, { introductionId: investor.introductionId, slot: "2027-03-02T09:00:00.000Z", kind: "video", timeZone: "Europe/London" }, NOW);
    expect(booked).toMatchObject({ status: "done" });
    const attendee = (ics: string | null | undefined) => {
      const event = new ICAL.Component(ICAL.parse(ics ?? "")).getFirstSubcomponent("vevent")!;
      return String(event.getFirstPropertyValue("attendee")).replace(/^mailto:/i, "");
    };
    const [toFirm] = (await mailsTo(staff.email)).filter((m) => m.kind === "meeting-booked");
    expect(attendee(toFirm?.ics)).toBe(investor.email);
    expect(`${toFirm?.text} ${toFirm?.ics?.replace(/\r\n[ \t]/g, "")}`).not.toContain(newer);
    const [toInvestor] = (await mailsTo(newer)).filter((m) => m.kind === "meeting-booked");
    expect(attendee(toInvestor?.ics)).toBe(newer);
    expect(parseIcs(toFirm?.ics ?? null).uid).toBe(parseIcs(toInvestor?.ics ?? null).uid);
    expect(await mailsTo(investor.email)).toEqual([]);

    // Once the new address is confirmed, the firm's next invitation (a move) names it.
    await t.db.update(leads).set({ confirmedEmail: newer, confirmedEmailAt: new Date(), emailConfirmedAt: new Date() }).where(eq(leads.userId, investor.userId));
    const meetingId = booked.status === "done" ? booked.meetingId : "";
    expect(await rescheduleMeeting(t.db, { side: "firm", member: staff }, { meetingId, startsAt: new Date("2027-03-03T09:00:00Z"), reason: "Our adviser is away" }, NOW)).toMatchObject({ status: "done" });
    const moved = (await mailsTo(staff.email)).filter((m) => m.kind === "meeting-rescheduled");
    expect(moved.map((m) => attendee(m.ics))).toEqual([newer]);
  });

  it("gives one of two investors pressing the same slot at once the booking, and the other a clear message", async () => {
    await firm("qc");
    const [a, b] = await Promise.all([acceptedIntroduction("qc"), acceptedIntroduction("qc")]);
    const slot = "2027-03-03T13:00:00.000Z";
    const outcomes = await Promise.all([a, b].map((investor) => bookMeeting(t.db, investor!.userId, { introductionId: investor!.introductionId, slot, kind: "phone", timeZone: "Europe/London" }, NOW)));
    expect(outcomes.map((o) => o.status).sort()).toEqual(["done", "taken"]);
    expect(outcomes.find((o) => o.status === "taken")?.message).toBe("Someone has just booked that time. Please choose another.");
    const held = await t.db.select({ id: meetings.id }).from(meetings).where(and(eq(meetings.providerId, "qc"), eq(meetings.startsAt, new Date(slot)), eq(meetings.status, "booked")));
    expect(held).toHaveLength(1);
    // The loser's introduction is untouched and the slot is no longer offered to them.
    const loser = outcomes[0]!.status === "taken" ? a! : b!;
    const [intro] = await t.db.select({ status: introductions.status }).from(introductions).where(eq(introductions.id, loser.introductionId));
    expect(intro?.status).toBe("accepted");
    expect((await investorMeetings(t.db, loser.userId, NOW))[loser.introductionId]?.times?.slots.map((s) => s.startsAt)).not.toContain(slot);
  });

  it("refuses a booking before the firm accepts, on someone else's introduction, and at a time not offered", async () => {
    await firm("evelyn");
    const waiting = await acceptedIntroduction("evelyn", "sent");
    expect(await bookMeeting(t.db, waiting.userId, { introductionId: waiting.introductionId, slot: "2027-03-02T09:00:00.000Z", kind: "phone", timeZone: "UTC" }, NOW)).toMatchObject({ status: "not-allowed" });
    const other = await acceptedIntroduction("evelyn");
    expect(await bookMeeting(t.db, waiting.userId, { introductionId: other.introductionId, slot: "2027-03-02T09:00:00.000Z", kind: "phone", timeZone: "UTC" }, NOW)).toMatchObject({ status: "not-found" });
    // Saturday, and a way of meeting the firm does not offer.
    expect(await bookMeeting(t.db, other.userId, { introductionId: other.introductionId, slot: "2027-03-06T09:00:00.000Z", kind: "phone", timeZone: "UTC" }, NOW)).toMatchObject({ status: "invalid", field: "slot" });
    expect(await bookMeeting(t.db, other.userId, { introductionId: other.introductionId, slot: "2027-03-02T09:00:00.000Z", kind: "in-person", timeZone: "UTC" }, NOW)).toMatchObject({ status: "invalid", field: "kind" });
  });

  it("moves a meeting from either side with the same UID and a higher SEQUENCE, and never onto another meeting", async () => {
    const staff = await firm("lgt");
    const investor = await acceptedIntroduction("lgt");
    const rival = await acceptedIntroduction("lgt");
    const booked = await bookMeeting(t.db, investor.userId, { introductionId: investor.introductionId, slot: "2027-03-04T10:00:00.000Z", kind: "video", timeZone: "America/New_York" }, NOW);
    expect(booked.status).toBe("done");
    await bookMeeting(t.db, rival.userId, { introductionId: rival.introductionId, slot: "2027-03-04T14:00:00.000Z", kind: "video", timeZone: "Europe/London" }, NOW);
    const meetingId = booked.status === "done" ? booked.meetingId : "";
    const asFirm = { side: "firm" as const, member: staff };
    // The times offered for the move leave out the meeting's own, and keep others of that day.
    const offered = (await investorMeetings(t.db, investor.userId, NOW))[investor.introductionId]?.times?.slots.map((s) => s.startsAt) ?? [];
    expect(offered).not.toContain("2027-03-04T10:00:00.000Z");
    expect(offered.some((at) => at.startsWith("2027-03-04"))).toBe(true);

    expect(await rescheduleMeeting(t.db, asFirm, { meetingId, startsAt: new Date("2027-03-04T14:30:00Z"), reason: "Clash" }, NOW)).toMatchObject({ status: "taken" });
    const moved = await rescheduleMeeting(t.db, asFirm, { meetingId, startsAt: new Date("2027-03-05T15:00:00Z"), reason: "Our adviser is away on Thursday" }, NOW);
    expect(moved).toMatchObject({ status: "done" });
    const firmMoves = (await mailsTo(investor.email)).filter((m) => m.kind === "meeting-rescheduled");
    expect(firmMoves).toHaveLength(1);
    expect(firmMoves[0]?.text).toContain("Our adviser is away on Thursday");
    expect(firmMoves[0]?.text).toContain("Friday 5th Mar 2027, 10:00 to 11:00 New York time (15:00 to 16:00 UK time)");
    const [row] = await t.db.select({ uid: meetings.uid }).from(meetings).where(eq(meetings.id, meetingId));
    expect(parseIcs(firmMoves[0]!.ics)).toEqual({ uid: row?.uid, sequence: 1, start: "2027-03-05T15:00:00.000Z" });

    // The investor moves it back to one of the times on offer; a time not offered is refused.
    const asInvestor = { side: "investor" as const, userId: investor.userId };
    expect(await rescheduleMeeting(t.db, asInvestor, { meetingId, startsAt: new Date("2027-03-06T10:00:00Z"), reason: "Saturday" }, NOW)).toMatchObject({ status: "invalid", field: "slot" });
    expect(await rescheduleMeeting(t.db, asInvestor, { meetingId, startsAt: new Date("2027-03-04T11:00:00Z"), reason: "Thursday suits me better" }, NOW)).toMatchObject({ status: "done" });
    const latest = (await mailsTo(staff.email)).filter((m) => m.kind === "meeting-rescheduled").at(-1);
    expect(parseIcs(latest!.ics)).toEqual({ uid: row?.uid, sequence: 2, start: "2027-03-04T11:00:00.000Z" });
    // Another firm's member may not touch it.
    const stranger = { side: "firm" as const, member: { id: "x", roles: [{ role: "provider" as const, providerId: "saltus" }] } };
    expect(await rescheduleMeeting(t.db, stranger, { meetingId, startsAt: new Date("2027-03-05T09:00:00Z"), reason: "x" }, NOW)).toMatchObject({ status: "forbidden" });
  });

  it("cancels from either side with a CANCEL invitation; the introduction reopens for booking", async () => {
    const staff = await firm("jhp");
    const investor = await acceptedIntroduction("jhp");
    const booked = await bookMeeting(t.db, investor.userId, { introductionId: investor.introductionId, slot: "2027-03-02T12:00:00.000Z", kind: "phone", timeZone: "Europe/London" }, NOW);
    const meetingId = booked.status === "done" ? booked.meetingId : "";
    // A reason that reads like a closed introduction's is still a cancellation with a reason, never "called off".
    expect(await cancelMeeting(t.db, { side: "investor", userId: investor.userId }, { meetingId, reason: "The investor withdrew the introduction." }, NOW)).toMatchObject({ status: "done" });
    const [row] = await t.db.select({ status: meetings.status, sequence: meetings.sequence, by: meetings.cancelledBy, calledOff: meetings.calledOffBecause }).from(meetings).where(eq(meetings.id, meetingId));
    expect(row).toEqual({ status: "cancelled", sequence: 1, by: "investor", calledOff: null });
    expect((await investorMeetings(t.db, investor.userId, NOW))[investor.introductionId]?.lastCancelled).toMatchObject({ calledOff: false, reason: "The investor withdrew the introduction." });
    const [intro] = await t.db.select({ status: introductions.status }).from(introductions).where(eq(introductions.id, investor.introductionId));
    expect(intro?.status).toBe("accepted");
    const cancelMail = (await mailsTo(staff.email)).find((m) => m.kind === "meeting-cancelled");
    expect(cancelMail?.method).toBe("CANCEL");
    expect(cancelMail?.ics).toContain("METHOD:CANCEL");
    expect(cancelMail?.text).toContain("The investor withdrew the introduction.");
    expect(parseIcs(cancelMail!.ics).sequence).toBe(1);
    expect(await cancelMeeting(t.db, { side: "firm", member: staff }, { meetingId, reason: "again" }, NOW)).toMatchObject({ status: "not-allowed" });
    // The same slot can be booked again, and the firm can cancel that one.
    const again = await bookMeeting(t.db, investor.userId, { introductionId: investor.introductionId, slot: "2027-03-02T12:00:00.000Z", kind: "phone", timeZone: "Europe/London" }, NOW);
    expect(again.status).toBe("done");
    // Our own staff may move and cancel in the firm's workspace: their changes are recorded as staff's, the firm's as the firm's.
    const ourSales = { side: "firm" as const, member: { id: await createTestUser(t.db), roles: [{ role: "sales" as const, providerId: null }] } };
    const againId = again.status === "done" ? again.meetingId : "";
    expect(await rescheduleMeeting(t.db, ourSales, { meetingId: againId, startsAt: new Date("2027-03-03T12:00:00Z"), reason: "Adviser away" }, NOW)).toMatchObject({ status: "done" });
    expect(await cancelMeeting(t.db, { side: "firm", member: staff }, { meetingId: againId, reason: "Adviser unwell" }, NOW)).toMatchObject({ status: "done" });
    const kinds = await t.db.select({ reason: introductionEvents.reason, kind: introductionEvents.actorKind }).from(introductionEvents).where(eq(introductionEvents.introductionId, investor.introductionId));
    expect(kinds.find((e) => e.reason?.startsWith("Meeting moved"))?.kind).toBe("staff");
    expect(kinds.find((e) => e.reason?.includes("Adviser unwell"))?.kind).toBe("firm");
  });

  it("refuses to move or cancel a meeting once it has started, from either side, and says so in both views", async () => {
    const staff = await firm("jhp");
    const investor = await acceptedIntroduction("jhp");
    const booked = await bookMeeting(t.db, investor.userId, { introductionId: investor.introductionId, slot: "2027-03-02T13:00:00.000Z", kind: "phone", timeZone: "Europe/London" }, NOW);
    const meetingId = booked.status === "done" ? booked.meetingId : "";
    const underWay = new Date("2027-03-02T13:10:00Z");
    expect(await cancelMeeting(t.db, { side: "investor", userId: investor.userId }, { meetingId, reason: "Running late" }, underWay)).toEqual({ status: "not-allowed", message: "This meeting has already started, so it can no longer be moved or cancelled." });
    expect(await cancelMeeting(t.db, { side: "firm", member: staff }, { meetingId, reason: "Adviser unwell" }, underWay)).toMatchObject({ status: "not-allowed" });
    expect(await rescheduleMeeting(t.db, { side: "firm", member: staff }, { meetingId, startsAt: new Date("2027-03-03T10:00:00Z"), reason: "Adviser unwell" }, underWay)).toMatchObject({ status: "not-allowed" });
    // Nor does closing the introduction during the meeting call it off.
    await t.db.update(introductions).set({ status: "not-proceeding" }).where(eq(introductions.id, investor.introductionId));
    await cancelMeetingsOfClosedIntroductions(t.db, underWay);
    const [row] = await t.db.select({ status: meetings.status, startsAt: meetings.startsAt }).from(meetings).where(eq(meetings.id, meetingId));
    expect(row).toEqual({ status: "booked", startsAt: new Date("2027-03-02T13:00:00.000Z") });
    await t.db.update(introductions).set({ status: "meeting-arranged" }).where(eq(introductions.id, investor.introductionId));
    expect((await investorMeetings(t.db, investor.userId, underWay))[investor.introductionId]?.meeting?.started).toBe(true);
    expect((await investorMeetings(t.db, investor.userId, NOW))[investor.introductionId]?.meeting?.started).toBe(false);
  });

  it("takes at most 8 bookings and moves of one introduction's meeting a day, each mailing the whole firm; cancelling always works", async () => {
    const staff = await firm("fintuity");
    const investor = await acceptedIntroduction("fintuity");
    const asInvestor = { side: "investor" as const, userId: investor.userId };
    const book = (slot: string, now = NOW) => bookMeeting(t.db, investor.userId, { introductionId: investor.introductionId, slot, kind: "phone", timeZone: "Europe/London" }, now);
    const idOf = (outcome: Awaited<ReturnType<typeof book>>) => (outcome.status === "done" ? outcome.meetingId : "");
    // Cancelling is not counted: eight bookings, each called off.
    for (let booking = 0; booking < MEETING_CHANGES_PER_DAY.max; booking += 1) {
      const booked = await book("2027-03-03T10:00:00.000Z");
      expect(booked.status).toBe("done");
      expect(await cancelMeeting(t.db, asInvestor, { meetingId: idOf(booked), reason: "Changed my mind" }, NOW)).toMatchObject({ status: "done" });
    }
    const refused = await book("2027-03-03T10:00:00.000Z");
    expect(refused).toMatchObject({ status: "not-allowed", message: expect.stringContaining("booked or moved 8 times in a day") });
    // Refused and undone: nothing booked, nothing more mailed.
    expect(await t.db.select({ id: meetings.id }).from(meetings).where(and(eq(meetings.introductionId, investor.introductionId), eq(meetings.status, "booked")))).toEqual([]);
    expect((await mailsTo(staff.email)).filter((m) => m.kind === "meeting-booked")).toHaveLength(MEETING_CHANGES_PER_DAY.max);

    // A day later: a booking and seven of the firm's moves use up that day's changes, and the firm can still cancel.
    const nextDay = new Date(NOW.getTime() + 24 * 60 * 60 * 1000 + 1000);
    const booked = await book("2027-03-04T10:00:00.000Z", nextDay);
    expect(booked.status).toBe("done");
    const asFirm = { side: "firm" as const, member: staff };
    for (let hour = 9; hour < 9 + MEETING_CHANGES_PER_DAY.max - 1; hour += 1) {
      const moved = await rescheduleMeeting(t.db, asFirm, { meetingId: idOf(booked), startsAt: new Date(`2027-03-05T${String(hour).padStart(2, "0")}:00:00.000Z`), reason: "Diary" }, nextDay);
      expect(moved.status).toBe("done");
    }
    expect(await rescheduleMeeting(t.db, asFirm, { meetingId: idOf(booked), startsAt: new Date("2027-03-05T16:00:00.000Z"), reason: "Diary" }, nextDay)).toMatchObject({ status: "not-allowed" });
    expect(await cancelMeeting(t.db, asFirm, { meetingId: idOf(booked), reason: "Adviser unwell" }, nextDay)).toMatchObject({ status: "done" });
  });

  it("names the firm's introductions address as the invitation's organiser when it has one", async () => {
    await firm("brooks");
    const address = "Intros@Brooks.example";
    await t.db.insert(firmIntroductionSettings).values({ providerId: "brooks", introductionsEmail: address }).onConflictDoUpdate({ target: firmIntroductionSettings.providerId, set: { introductionsEmail: address } });
    const investor = await acceptedIntroduction("brooks");
    const booked = await bookMeeting(t.db, investor.userId, { introductionId: investor.introductionId, slot: "2027-03-02T09:00:00.000Z", kind: "video", timeZone: "Europe/London" }, NOW);
    expect(booked.status).toBe("done");
    const [toInvestor] = await mailsTo(investor.email);
    expect(toInvestor?.ics).toMatch(/^ORGANIZER;CN="[^"]+":mailto:intros@brooks\.example\r$/im);
    // The address hears of it too.
    expect((await mailsTo("intros@brooks.example")).map((m) => m.kind)).toEqual(["meeting-booked"]);
  });

  it("books one of the times a firm proposed for one introduction", async () => {
    const staff = await firm("canaccord");
    const investor = await acceptedIntroduction("canaccord");
    const proposed = await offerTimes(t.db, staff, { introductionId: investor.introductionId, providerId: "canaccord", times: [new Date("2027-03-13T10:00:00Z")] }, NOW);
    expect(proposed).toMatchObject({ status: "done", message: "Saved. The investor can now book this time, and we have e-mailed it to the investor." });
    const view = (await investorMeetings(t.db, investor.userId, NOW))[investor.introductionId];
    expect(view?.times).toMatchObject({ proposed: true, slots: [{ startsAt: "2027-03-13T10:00:00.000Z" }] });
    // The investor is told, with the time in UK time and their sign-in link to the page where they book.
    const [told] = (await mailsTo(investor.email)).filter((m) => m.kind === "meeting-times-proposed");
    expect(told?.subject).toBe("Canaccord has proposed a time for your first meeting");
    expect(told?.text).toContain("Dear Ada,");
    expect(told?.text).toContain("Saturday 13th Mar 2027, 10:00 to 11:00 UK time");
    expect(told?.text).toMatch(/Book this time: http:\/\/\S+\/account\/link\?token=/);
    expect(told?.method).toBeNull();
    expect((await bookMeeting(t.db, investor.userId, { introductionId: investor.introductionId, slot: "2027-03-13T10:00:00.000Z", kind: "video", timeZone: "Europe/London" }, NOW)).status).toBe("done");
    // With a meeting booked, the firm moves it rather than proposing times.
    const again = await offerTimes(t.db, staff, { introductionId: investor.introductionId, providerId: "canaccord", times: [new Date("2027-03-14T10:00:00Z")] }, NOW);
    expect(again).toMatchObject({ status: "not-allowed", message: "A first meeting is already booked on this introduction: reschedule it instead." });
  });

  it("reminds both sides once, 24 hours before, however many instances run it at once", async () => {
    // A week of its own, after every other test's meetings.
    const LATER = new Date("2027-04-05T08:00:00Z");
    const staff = await firm("brewin");
    const investor = await acceptedIntroduction("brewin");
    const late = await acceptedIntroduction("brewin");
    await bookMeeting(t.db, investor.userId, { introductionId: investor.introductionId, slot: "2027-04-07T09:00:00.000Z", kind: "phone", timeZone: "Europe/London" }, LATER);
    await bookMeeting(t.db, late.userId, { introductionId: late.introductionId, slot: "2027-04-07T10:00:00.000Z", kind: "phone", timeZone: "Europe/London" }, LATER);
    // The first was booked days ahead; the second only hours before it starts (its booking mail says it all).
    await t.db.update(meetings).set({ updatedAt: new Date("2027-04-01T09:00:00Z") }).where(eq(meetings.introductionId, investor.introductionId));
    await t.db.update(meetings).set({ updatedAt: new Date("2027-04-06T20:00:00Z") }).where(eq(meetings.introductionId, late.introductionId));
    const tooEarly = new Date("2027-04-06T08:30:00Z");
    expect(await sendMeetingReminders(t.db, tooEarly)).toBe(0);
    const dayBefore = new Date("2027-04-06T09:30:00Z");
    const runs = await Promise.all([1, 2, 3].map(() => sendMeetingReminders(t.db, dayBefore)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await mailsTo(investor.email)).filter((m) => m.kind === "meeting-reminder")).toHaveLength(1);
    expect((await mailsTo(staff.email)).filter((m) => m.kind === "meeting-reminder")).toHaveLength(1);
    expect((await mailsTo(late.email)).filter((m) => m.kind === "meeting-reminder")).toHaveLength(0);
    expect(await sendMeetingReminders(t.db, dayBefore)).toBe(0);
  });

  it("puts meetings in the investor's data download and deletes them with the account", async () => {
    await firm("rothschild");
    const investor = await acceptedIntroduction("rothschild");
    await bookMeeting(t.db, investor.userId, { introductionId: investor.introductionId, slot: "2027-03-02T15:00:00.000Z", kind: "video", timeZone: "Asia/Tokyo" }, NOW);
    const exported = await exportVisitorData(t.db, investor.userId, (id) => `Firm ${id}`);
    expect(exported?.meetings).toEqual([
      expect.objectContaining({ firm: { id: "rothschild", name: expect.stringMatching(/\S/) }, kind: "video", status: "booked", investorTimeZone: "Asia/Tokyo", startsAt: new Date("2027-03-02T15:00:00.000Z") }),
    ]);
    expect(await deleteVisitorData(t.db, investor.userId)).toBe(true);
    expect(await t.db.select({ id: meetings.id }).from(meetings).where(eq(meetings.introductionId, investor.introductionId))).toEqual([]);
  });

  it("deletes a meeting with its introduction when the introduction's retention runs out", async () => {
    await firm("blu");
    const investor = await acceptedIntroduction("blu");
    await bookMeeting(t.db, investor.userId, { introductionId: investor.introductionId, slot: "2027-03-02T16:00:00.000Z", kind: "phone", timeZone: "Europe/London" }, NOW);
    const purge = () => purgeExpired(t.db, NOW, 13);
    await purge();
    expect(await t.db.select({ id: meetings.id }).from(meetings).where(eq(meetings.introductionId, investor.introductionId))).toHaveLength(1);
    await t.db.update(introductions).set({ createdAt: new Date("2020-12-01T00:00:00Z") }).where(eq(introductions.id, investor.introductionId));
    await purge();
    expect(await t.db.select({ id: meetings.id }).from(meetings).where(eq(meetings.introductionId, investor.introductionId))).toEqual([]);
  });

  it("calls off, once, a meeting whose introduction the investor withdrew, with a CANCEL to both sides", async () => {
    const staff = await firm("quilterfa");
    const investor = await acceptedIntroduction("quilterfa");
    await bookMeeting(t.db, investor.userId, { introductionId: investor.introductionId, slot: "2027-03-02T10:00:00.000Z", kind: "phone", timeZone: "Europe/London" }, NOW);
    expect(await cancelMeetingsOfClosedIntroductions(t.db, NOW)).toBe(0);
    await t.db.update(introductions).set({ status: "withdrawn" }).where(eq(introductions.id, investor.introductionId));
    const runs = await Promise.all([1, 2].map(() => cancelMeetingsOfClosedIntroductions(t.db, NOW)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const [row] = await t.db.select({ status: meetings.status, by: meetings.cancelledBy, sequence: meetings.sequence, calledOff: meetings.calledOffBecause }).from(meetings).where(eq(meetings.introductionId, investor.introductionId));
    // Nobody cancelled it: what closed the introduction is kept instead of a canceller.
    expect(row).toEqual({ status: "cancelled", by: null, sequence: 1, calledOff: "withdrawn" });
    const toFirm = (await mailsTo(staff.email)).filter((m) => m.kind === "meeting-cancelled");
    expect(toFirm).toHaveLength(1);
    expect(toFirm[0]?.method).toBe("CANCEL");
    expect(toFirm[0]?.subject).toMatch(/^First meeting called off: /);
    expect(toFirm[0]?.text).toContain("Ada Lovelace withdrew their introduction to Quilter Financial Advisers, so the first meeting on ");
    expect(toFirm[0]?.text).not.toContain("can book another time");
    // The investor is told what they did, not that they cancelled the meeting or gave a reason.
    const toInvestor = (await mailsTo(investor.email)).filter((m) => m.kind === "meeting-cancelled");
    expect(toInvestor.map((m) => [m.subject, m.method])).toEqual([["Your meeting with Quilter Financial Advisers is called off", "CANCEL"]]);
    expect(toInvestor[0]?.text).toContain("You withdrew your introduction to Quilter Financial Advisers, so the first meeting on ");
    expect(toInvestor[0]?.text).not.toContain("The reason given");
  });

  it("keeps a client's first meeting while it is ahead: both sides see it in the status line and are reminded", async () => {
    const LATER = new Date("2027-05-03T08:00:00Z");
    const staff = await firm("capital");
    const investor = await acceptedIntroduction("capital");
    await bookMeeting(t.db, investor.userId, { introductionId: investor.introductionId, slot: "2027-05-05T09:00:00.000Z", kind: "phone", timeZone: "Europe/London" }, LATER);
    await t.db.update(meetings).set({ updatedAt: LATER }).where(eq(meetings.introductionId, investor.introductionId));
    await t.db.update(introductions).set({ status: "client" }).where(eq(introductions.id, investor.introductionId));

    expect(await cancelMeetingsOfClosedIntroductions(t.db, LATER)).toBe(0);
    const view = (await investorMeetings(t.db, investor.userId, LATER))[investor.introductionId];
    expect(view?.meeting?.startsAt).toBe("2027-05-05T09:00:00.000Z");
    expect(view?.statusWords).toBe("Became a client; first meeting on Wednesday 5th May 2027, 10:00 to 11:00 UK time");
    expect(await sendMeetingReminders(t.db, new Date("2027-05-04T09:30:00Z"))).toBe(1);
    expect((await mailsTo(investor.email)).filter((m) => m.kind === "meeting-reminder")).toHaveLength(1);
    expect((await mailsTo(staff.email)).filter((m) => m.kind === "meeting-reminder")).toHaveLength(1);
    // Once it has taken place, a client's page no longer shows it as a meeting to come.
    expect(await investorMeetings(t.db, investor.userId, new Date("2027-05-06T08:00:00Z"))).toEqual({});
  });
});

describe("the status line of an introduction with a meeting booked", () => {
  const now = new Date("2027-03-01T08:00:00Z");
  const ahead = { endsAt: new Date("2027-03-02T10:00:00Z"), inWords: "Tuesday 2nd Mar 2027, 09:00 to 10:00 UK time" };
  it("names the meeting while the introduction is open, and a client's while it is ahead", () => {
    for (const status of ["accepted", "contacted", "meeting-arranged"]) expect(statusWithMeeting(status, ahead, now)).toBe(`Meeting arranged for ${ahead.inWords}`);
    expect(statusWithMeeting("client", ahead, now)).toBe(`Became a client; first meeting on ${ahead.inWords}`);
  });
  it("leaves the status line alone otherwise", () => {
    expect(statusWithMeeting("client", { ...ahead, endsAt: new Date("2027-02-28T10:00:00Z") }, now)).toBeNull();
    for (const status of ["not-proceeding", "withdrawn", "expired", "declined"]) expect(statusWithMeeting(status, ahead, now)).toBeNull();
    expect(statusWithMeeting("accepted", null, now)).toBeNull();
  });
});
