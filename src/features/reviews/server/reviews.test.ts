import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { yourIntroductions } from "@/features/introductions/server";
import { grantRole } from "@/server/db/queries/roles";
import { deleteVisitorData, exportVisitorData } from "@/server/db/queries/visitor-data";
import { introductionEvents, introductionOutcomes, introductions, leads, meetings, outbox, reviewRemovals, reviews } from "@/server/db/schema";
import { createTestUser, openTestDatabase, testDrivers, type TestDatabase } from "@/testing/database";
import { askForOutcomes, investorOutcomeView, recordOutcome } from "./outcomes";
import { FIRM_PAGE_SIZE, firmMeetingRows, firmResponseFigures, firmReviewRows, firmReviews, postReview, removeReview, replyToReview, withdrawReview, type FirmMeetingRow, type FirmPage } from "./reviews";

const HOUR = 3_600_000;
const FIRM = "saltus";
const now = new Date("2026-06-15T12:00:00Z");

describe.each(testDrivers())("outcomes and verified reviews (%s)", (driver) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(driver);
  });
  afterAll(async () => t?.close());

  /** An investor with an accepted introduction to FIRM and, unless told otherwise, a meeting that ended 4 days ago. */
  // A firm's slot holds one booked meeting: each meeting here starts 5 minutes before the last.
  let slot = 0;
  async function introduced(options: { meeting?: "past" | "future" | "cancelled" | "none"; zone?: string } = {}) {
    const email = `inv-${Math.random().toString(36).slice(2)}@example.test`;
    const userId = await createTestUser(t.db);
    const [lead] = await t.db.insert(leads).values({ userId, segment: "standard", firstName: "jane", lastName: "smith", phoneNumber: "+447911123456", email, termsAcceptedAt: now, emailConfirmedAt: now }).returning({ id: leads.id });
    const [intro] = await t.db
      .insert(introductions)
      .values({ userId, leadId: lead!.id, providerId: FIRM, status: "meeting-arranged", createdAt: new Date(now.getTime() - 20 * 24 * HOUR), sentAt: new Date(now.getTime() - 20 * 24 * HOUR), firstResponseAt: new Date(now.getTime() - 19 * 24 * HOUR), deliveredVia: "firm" })
      .returning({ id: introductions.id });
    const kind = options.meeting ?? "past";
    if (kind !== "none") {
      slot += 1;
      const startsAt = new Date(now.getTime() + (kind === "future" ? 48 : -97) * HOUR - slot * 5 * 60_000);
      await t.db.insert(meetings).values({ introductionId: intro!.id, providerId: FIRM, startsAt, endsAt: new Date(startsAt.getTime() + HOUR), kind: "video", uid: `${intro!.id}@test`, status: kind === "cancelled" ? "cancelled" : "booked", investorTimeZone: options.zone ?? null });
    }
    return { userId, email, introductionId: intro!.id };
  }

  async function firmMember() {
    const email = `member-${Math.random().toString(36).slice(2)}@firm.test`;
    const id = await createTestUser(t.db, { email });
    await grantRole(t.db, id, { role: "provider", providerId: FIRM });
    return { id, email, roles: [{ role: "provider" as const, providerId: FIRM }] };
  }

  const held = { meetingHeld: true, result: "client" as const };
  const review = { rating: 4, body: "Clear about fees from the first call, and no pressure to sign." };

  it("tells the investor the meeting's time in the zone they booked from, with UK time beside it; the firm reads UK time", async () => {
    const staff = await firmMember();
    const abroad = await introduced({ zone: "America/New_York" });
    expect(await askForOutcomes(t.db, now, 72)).toBeGreaterThanOrEqual(1);
    const [mail] = await t.db.select({ text: outbox.textBody }).from(outbox).where(eq(outbox.recipient, abroad.email));
    expect(mail?.text).toMatch(/was booked for \w+ \d{1,2}(?:st|nd|rd|th) [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} to \d{2}:\d{2} New York time \((\w+ \d{1,2}(?:st|nd|rd|th) [A-Z][a-z]{2} \d{4}, )?\d{2}:\d{2} to \d{2}:\d{2} UK time\)\./);
    const firmMails = await t.db.select({ text: outbox.textBody }).from(outbox).where(eq(outbox.recipient, staff.email));
    expect(firmMails.some((m) => m.text.includes("New York"))).toBe(false);
    expect(firmMails.some((m) => / at \d{2}:\d{2} UK time\./.test(m.text))).toBe(true);
  });

  it("asks both sides once, three days after the meeting, even with three runs at once", async () => {
    const staff = await firmMember();
    const due = await introduced();
    const future = await introduced({ meeting: "future" });
    const cancelled = await introduced({ meeting: "cancelled" });
    const runs = await Promise.all([askForOutcomes(t.db, now, 72), askForOutcomes(t.db, now, 72), askForOutcomes(t.db, now, 72)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const investorMails = await t.db.select({ subject: outbox.subject, text: outbox.textBody }).from(outbox).where(eq(outbox.recipient, due.email));
    expect(investorMails.map((m) => m.subject)).toEqual(["How did your meeting with Saltus go?"]);
    expect(investorMails[0]!.text).toMatch(/\/account\/link\?token=/);
    expect((await t.db.select().from(outbox).where(eq(outbox.recipient, staff.email))).map((m) => m.subject)).toEqual(["How did the first meeting go?"]);
    for (const other of [future, cancelled]) expect(await t.db.select().from(outbox).where(eq(outbox.recipient, other.email))).toEqual([]);
    // A later run asks nothing again; a shorter delay is read per run.
    expect(await askForOutcomes(t.db, now, 72)).toBe(0);
    expect(await askForOutcomes(t.db, new Date(now.getTime() + 6 * 24 * HOUR), 72)).toBeGreaterThanOrEqual(1);
    expect((await t.db.select().from(outbox).where(eq(outbox.recipient, future.email))).length).toBe(1);
  });

  it("lets only the investor review, only after a meeting they said took place, and only once", async () => {
    const a = await introduced();
    const stranger = await introduced();
    // Before any answer: refused.
    expect(await postReview(t.db, a.userId, { introductionId: a.introductionId, ...review }, now)).toMatchObject({ status: "refused", reason: "no-held-meeting" });
    // The meeting did not take place: still refused.
    expect(await recordOutcome(t.db, { id: a.userId }, { introductionId: a.introductionId, side: "investor", meetingHeld: false, result: "undecided" }, now)).toEqual({ status: "saved" });
    expect(await postReview(t.db, a.userId, { introductionId: a.introductionId, ...review }, now)).toMatchObject({ reason: "no-held-meeting" });
    // Someone else cannot answer or review for it.
    expect(await recordOutcome(t.db, { id: stranger.userId }, { introductionId: a.introductionId, side: "investor", ...held }, now)).toMatchObject({ status: "forbidden" });
    await recordOutcome(t.db, { id: a.userId }, { introductionId: a.introductionId, side: "investor", ...held }, now);
    expect(await postReview(t.db, stranger.userId, { introductionId: a.introductionId, ...review }, now)).toMatchObject({ reason: "not-yours" });
    // The investor: published once; twice at once still makes one.
    const both = await Promise.all([postReview(t.db, a.userId, { introductionId: a.introductionId, ...review }, now), postReview(t.db, a.userId, { introductionId: a.introductionId, ...review }, now)]);
    expect(both.map((r) => r.status).sort()).toEqual(["published", "refused"]);
    expect(await postReview(t.db, a.userId, { introductionId: a.introductionId, ...review }, now)).toMatchObject({ reason: "already-reviewed" });
    const [row] = await t.db.select({ authorName: reviews.authorName, meetingOn: reviews.meetingOn }).from(reviews).where(eq(reviews.introductionId, a.introductionId));
    expect(row).toEqual({ authorName: "Jane S.", meetingOn: "2026-06-11" });
  });

  it("publishes one review from each person for each firm, however they spelt their address", async () => {
    const first = await introduced();
    const second = await introduced();
    // The same mailbox behind the second introduction's profile.
    const [local, domain] = first.email.split("@");
    await t.db.update(leads).set({ email: `${local!.toUpperCase()}+again@${domain}` }).where(eq(leads.userId, second.userId));
    for (const one of [first, second]) await recordOutcome(t.db, { id: one.userId }, { introductionId: one.introductionId, side: "investor", ...held }, now);
    expect(await postReview(t.db, first.userId, { introductionId: first.introductionId, ...review }, now)).toEqual({ status: "published" });
    expect(await postReview(t.db, second.userId, { introductionId: second.introductionId, ...review }, now)).toMatchObject({ status: "refused", reason: "reviewed-from-another-introduction" });
    // The first profile's address changed afterwards: the review keeps its writer, so the second is still refused.
    await t.db.update(leads).set({ email: `someone-else-${Math.random()}@example.test` }).where(eq(leads.userId, first.userId));
    expect(await postReview(t.db, second.userId, { introductionId: second.introductionId, ...review }, now)).toMatchObject({ reason: "reviewed-from-another-introduction" });
    // Once the first is withdrawn, the person may review the firm through the other.
    await withdrawReview(t.db, first.userId, first.introductionId);
    expect(await postReview(t.db, second.userId, { introductionId: second.introductionId, ...review }, now)).toEqual({ status: "published" });
  });

  it("publishes reviews only from a confirmed address", async () => {
    const a = await introduced();
    await recordOutcome(t.db, { id: a.userId }, { introductionId: a.introductionId, side: "investor", ...held }, now);
    // The profile's address was changed and the new one not yet confirmed.
    await t.db.update(leads).set({ emailConfirmedAt: null }).where(eq(leads.userId, a.userId));
    expect(await postReview(t.db, a.userId, { introductionId: a.introductionId, ...review }, now)).toMatchObject({ status: "refused", reason: "address-not-confirmed" });
  });

  it("refuses a review without a meeting on record, or with one not yet started", async () => {
    for (const kind of ["none", "future", "cancelled"] as const) {
      const x = await introduced({ meeting: kind });
      expect(await recordOutcome(t.db, { id: x.userId }, { introductionId: x.introductionId, side: "investor", ...held }, now)).toMatchObject({ status: "no-meeting" });
      expect(await postReview(t.db, x.userId, { introductionId: x.introductionId, ...review }, now)).toMatchObject({ reason: "no-held-meeting" });
    }
  });

  it("shows the investor the meeting asked about, or before it the one still to come, and no one else's", async () => {
    const past = await introduced({ meeting: "past" });
    expect(await investorOutcomeView(t.db, past.userId, past.introductionId, now)).toMatchObject({ firmName: "Saltus", meeting: { startsAt: expect.any(Date) }, upcoming: null });
    const future = await introduced({ meeting: "future" });
    const before = await investorOutcomeView(t.db, future.userId, future.introductionId, now);
    expect(before).toMatchObject({ meeting: null, upcoming: { startsAt: expect.any(Date) } });
    expect(before!.upcoming!.startsAt.getTime()).toBeGreaterThan(now.getTime());
    const cancelled = await introduced({ meeting: "cancelled" });
    expect(await investorOutcomeView(t.db, cancelled.userId, cancelled.introductionId, now)).toMatchObject({ meeting: null, upcoming: null });
    expect(await investorOutcomeView(t.db, past.userId, future.introductionId, now)).toBeNull();
  });

  it("publishes every review with the firm's one reply; staff removal needs admin and is logged", async () => {
    const a = await introduced();
    await recordOutcome(t.db, { id: a.userId }, { introductionId: a.introductionId, side: "investor", ...held }, now);
    await postReview(t.db, a.userId, { introductionId: a.introductionId, rating: 1, body: "They never explained the fees, and the meeting started late." }, now);
    const [{ id } = { id: "" }] = await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.introductionId, a.introductionId));
    const staff = await firmMember();
    expect(await replyToReview(t.db, staff, { reviewId: id, reply: "We are sorry; we have written to you." })).toBe("replied");
    expect(await replyToReview(t.db, staff, { reviewId: id, reply: "A second reply." })).toBe("already-replied");
    expect(await replyToReview(t.db, { roles: [{ role: "provider", providerId: "other-firm" }] }, { reviewId: id, reply: "Not ours." })).toBe("forbidden");
    const listed = await firmReviews(t.db, FIRM);
    expect(listed.newest.find((r) => r.id === id)).toMatchObject({ rating: 1, replyBody: "We are sorry; we have written to you." });
    const before = listed.summary.count;
    expect(await removeReview(t.db, { id: staff.id, roles: staff.roles }, { reviewId: id, reason: "abusive", note: "" })).toBe("forbidden");
    const admin = await createTestUser(t.db, { email: `admin-${Math.random()}@op.test` });
    expect(await removeReview(t.db, { id: admin, roles: [{ role: "admin", providerId: null }] }, { reviewId: id, reason: "personal-data", note: "Named an adviser's child" })).toBe("removed");
    expect((await firmReviews(t.db, FIRM)).summary.count).toBe(before - 1);
    expect(await t.db.select({ reason: reviewRemovals.reason }).from(reviewRemovals).where(eq(reviewRemovals.reviewId, id))).toEqual([{ reason: "personal-data" }]);
  });

  it("lists every started meeting and every review of the firm in its workspace, a page at a time, removed reviews included", async () => {
    const written: string[] = [];
    for (let i = 0; i <= FIRM_PAGE_SIZE; i += 1) {
      const a = await introduced();
      await recordOutcome(t.db, { id: a.userId }, { introductionId: a.introductionId, side: "investor", ...held }, now);
      // A second apart, so the list's order (newest first) is theirs.
      expect(await postReview(t.db, a.userId, { introductionId: a.introductionId, ...review }, new Date(now.getTime() + i * 1000))).toMatchObject({ status: "published" });
      written.push(a.introductionId);
    }
    await introduced({ meeting: "future" });
    const all = async <T>(read: (page: number) => Promise<FirmPage<T>>) => {
      const first = await read(1);
      const pages = [first];
      for (let page = 2; page <= first.pages; page += 1) pages.push(await read(page));
      return { first, rows: pages.flatMap((p) => p.rows) };
    };
    const meetingsListed = await all((page) => firmMeetingRows(t.db, FIRM, { page, now }));
    expect(meetingsListed.first.rows).toHaveLength(FIRM_PAGE_SIZE);
    expect(meetingsListed.first.pages).toBeGreaterThanOrEqual(2);
    expect(meetingsListed.rows).toHaveLength(meetingsListed.first.total);
    expect(new Set(meetingsListed.rows.map((r) => r.introductionId)).size).toBe(meetingsListed.first.total);
    // Latest first: the meetings made here start earlier each time, so the last made is on the last page, last.
    const starts = meetingsListed.rows.map((r) => r.meetingStartsAt.getTime());
    expect(starts).toEqual([...starts].sort((x, y) => y - x));
    expect(meetingsListed.rows.at(-1)?.introductionId).toBe(written.at(-1));
    expect(meetingsListed.rows.find((r) => r.introductionId === written[0])).toMatchObject({ investorName: "jane smith", investor: { meetingHeld: true, result: "client" } });
    // Once the investor withdraws, the firm no longer sees who they are.
    await t.db.update(introductions).set({ status: "withdrawn" }).where(eq(introductions.id, written[1]!));
    const again = await all((page) => firmMeetingRows(t.db, FIRM, { page, now }));
    expect(again.rows.find((r) => r.introductionId === written[1])?.investorName).toBeNull();

    // The first review written here, now on a later page, can still be answered and removed from the list.
    const [{ id: oldest } = { id: "" }] = await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.introductionId, written[0]!));
    const admin = await createTestUser(t.db, { email: `admin-${Math.random()}@op.test` });
    expect(await removeReview(t.db, { id: admin, roles: [{ role: "admin", providerId: null }] }, { reviewId: oldest, reason: "abusive", note: "" })).toBe("removed");
    const reviewsListed = await all((page) => firmReviewRows(t.db, FIRM, { page }));
    expect(reviewsListed.first.rows).toHaveLength(FIRM_PAGE_SIZE);
    expect(reviewsListed.rows).toHaveLength(reviewsListed.first.total);
    expect(reviewsListed.first.rows.some((r) => r.id === oldest)).toBe(false);
    expect(reviewsListed.rows.find((r) => r.id === oldest)).toMatchObject({ removedAt: expect.any(Date), meetingOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    // A page past the last is empty, and says how many pages there are.
    const past = await firmReviewRows(t.db, FIRM, { page: reviewsListed.first.pages + 1 });
    expect(past).toMatchObject({ rows: [], pages: reviewsListed.first.pages });
  });

  it("lets only the investor withdraw their review, which deletes it; they may then write a new one", async () => {
    const a = await introduced();
    const stranger = await introduced();
    await recordOutcome(t.db, { id: a.userId }, { introductionId: a.introductionId, side: "investor", ...held }, now);
    await postReview(t.db, a.userId, { introductionId: a.introductionId, ...review }, now);
    const count = async () => (await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.introductionId, a.introductionId))).length;
    expect(await withdrawReview(t.db, stranger.userId, a.introductionId)).toBe("not-found");
    expect(await count()).toBe(1);
    expect(await withdrawReview(t.db, a.userId, a.introductionId)).toBe("withdrawn");
    expect(await count()).toBe(0);
    expect(await withdrawReview(t.db, a.userId, a.introductionId)).toBe("not-found");
    expect(await postReview(t.db, a.userId, { introductionId: a.introductionId, ...review }, now)).toEqual({ status: "published" });
  });

  it("lets the investor withdraw a review staff removed: their text and staff's note on it go, the removal record stays", async () => {
    const a = await introduced();
    const stranger = await introduced();
    await recordOutcome(t.db, { id: a.userId }, { introductionId: a.introductionId, side: "investor", ...held }, now);
    await postReview(t.db, a.userId, { introductionId: a.introductionId, rating: 1, body: "Named someone's child: personal data." }, now);
    const [{ id } = { id: "" }] = await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.introductionId, a.introductionId));
    await replyToReview(t.db, await firmMember(), { reviewId: id, reply: "We are sorry to read this." });
    const admin = await createTestUser(t.db, { email: `admin-${Math.random()}@op.test` });
    expect(await removeReview(t.db, { id: admin, roles: [{ role: "admin", providerId: null }] }, { reviewId: id, reason: "personal-data", note: "Named a child" }, now)).toBe("removed");
    const [removal] = await t.db.select({ id: reviewRemovals.id }).from(reviewRemovals).where(eq(reviewRemovals.reviewId, id));
    // Only its author can withdraw it.
    expect(await withdrawReview(t.db, stranger.userId, a.introductionId)).toBe("not-found");
    expect(await t.db.select({ body: reviews.body }).from(reviews).where(eq(reviews.id, id))).toEqual([{ body: "Named someone's child: personal data." }]);
    expect(await withdrawReview(t.db, a.userId, a.introductionId)).toBe("withdrawn");
    // The review, its text, rating, name and the firm's reply are gone, and so is staff's note, which
    // may describe it; the removal log keeps the firm, the reason and the date.
    expect(await t.db.select().from(reviews).where(eq(reviews.id, id))).toEqual([]);
    expect(await t.db.select({ reviewId: reviewRemovals.reviewId, providerId: reviewRemovals.providerId, reason: reviewRemovals.reason, note: reviewRemovals.note, createdAt: reviewRemovals.createdAt }).from(reviewRemovals).where(eq(reviewRemovals.id, removal!.id))).toEqual([
      { reviewId: null, providerId: FIRM, reason: "personal-data", note: null, createdAt: now },
    ]);
    expect(await withdrawReview(t.db, a.userId, a.introductionId)).toBe("not-found");
  });

  it("marks the introduction with the firm's decision after a meeting that took place, and only the firm's", async () => {
    const staff = await firmMember();
    const statusOf = async (id: string) => (await t.db.select({ status: introductions.status }).from(introductions).where(eq(introductions.id, id)))[0]?.status;
    const historyOf = (id: string) => t.db.select({ status: introductionEvents.status, actorId: introductionEvents.actorId, actorKind: introductionEvents.actorKind }).from(introductionEvents).where(eq(introductionEvents.introductionId, id));

    // The investor's answer is theirs alone: the status is the firm's to set.
    const byInvestor = await introduced();
    expect(await recordOutcome(t.db, { id: byInvestor.userId }, { introductionId: byInvestor.introductionId, side: "investor", ...held }, now)).toEqual({ status: "saved" });
    expect(await statusOf(byInvestor.introductionId)).toBe("meeting-arranged");

    // Another firm's member can neither answer nor mark it.
    const otherFirm = await createTestUser(t.db, { email: `member-${Math.random().toString(36).slice(2)}@other.test` });
    expect(await recordOutcome(t.db, { id: otherFirm, roles: [{ role: "provider", providerId: "qc" }] }, { introductionId: byInvestor.introductionId, side: "firm", ...held }, now)).toMatchObject({ status: "forbidden" });
    expect(await statusOf(byInvestor.introductionId)).toBe("meeting-arranged");
    expect(await historyOf(byInvestor.introductionId)).toEqual([]);

    // Neither "not decided yet" nor a meeting that did not take place (it may be arranged again) moves it.
    const open = await introduced();
    expect(await recordOutcome(t.db, staff, { introductionId: open.introductionId, side: "firm", meetingHeld: true, result: "undecided" }, now)).toEqual({ status: "saved" });
    expect(await recordOutcome(t.db, staff, { introductionId: open.introductionId, side: "firm", meetingHeld: false, result: "client" }, now)).toEqual({ status: "saved" });
    expect(await statusOf(open.introductionId)).toBe("meeting-arranged");
    expect(await historyOf(open.introductionId)).toEqual([]);

    // The firm's decision marks it, in its history under the member's name; so does "not going ahead", by our staff as ours.
    const client = await introduced();
    expect(await recordOutcome(t.db, staff, { introductionId: client.introductionId, side: "firm", ...held }, now)).toEqual({ status: "saved", marked: "client" });
    expect(await statusOf(client.introductionId)).toBe("client");
    expect(await historyOf(client.introductionId)).toEqual([{ status: "client", actorId: staff.id, actorKind: "firm" }]);
    const notGoingAhead = await introduced();
    const admin = await createTestUser(t.db, { email: `admin-${Math.random().toString(36).slice(2)}@op.test` });
    expect(await recordOutcome(t.db, { id: admin, roles: [{ role: "admin", providerId: null }] }, { introductionId: notGoingAhead.introductionId, side: "firm", meetingHeld: true, result: "not-proceeding" }, now)).toEqual({ status: "saved", marked: "not-proceeding" });
    expect(await historyOf(notGoingAhead.introductionId)).toEqual([{ status: "not-proceeding", actorId: admin, actorKind: "staff" }]);

    // A closed introduction, or one not at a step the firm may mark so, stays as it is, and the notice says so.
    expect(await recordOutcome(t.db, staff, { introductionId: client.introductionId, side: "firm", meetingHeld: true, result: "not-proceeding" }, now)).toEqual({ status: "saved", stays: "client" });
    expect(await recordOutcome(t.db, staff, { introductionId: client.introductionId, side: "firm", ...held }, now)).toEqual({ status: "saved" });
    expect(await statusOf(client.introductionId)).toBe("client");
    const accepted = await introduced();
    await t.db.update(introductions).set({ status: "accepted" }).where(eq(introductions.id, accepted.introductionId));
    expect(await recordOutcome(t.db, staff, { introductionId: accepted.introductionId, side: "firm", ...held }, now)).toEqual({ status: "saved", stays: "accepted" });
    expect(await statusOf(accepted.introductionId)).toBe("accepted");

    // A meeting from before the investor withdrew and asked again says nothing of the new round.
    const again = await introduced();
    await t.db.update(introductions).set({ createdAt: new Date(now.getTime() - HOUR) }).where(eq(introductions.id, again.introductionId));
    expect(await recordOutcome(t.db, staff, { introductionId: again.introductionId, side: "firm", ...held }, now)).toEqual({ status: "saved" });
    expect(await statusOf(again.introductionId)).toBe("meeting-arranged");

    // The workspace's row carries the status beside the answers.
    const listed: FirmMeetingRow[] = [];
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const read = await firmMeetingRows(t.db, FIRM, { now, page });
      listed.push(...read.rows);
      pages = read.pages;
    }
    expect(listed.find((r) => r.introductionId === client.introductionId)).toMatchObject({ status: "client", firm: { meetingHeld: true, result: "client" } });
  });

  it("leads the investor from their introductions to the questions and the review once the meeting has started, and to their review whatever became of it", async () => {
    const afterMeeting = async (a: { userId: string; introductionId: string }) => (await yourIntroductions(t.db, a.userId, now)).find((i) => i.id === a.introductionId)?.afterMeeting;
    for (const meeting of ["future", "cancelled", "none"] as const) expect(await afterMeeting(await introduced({ meeting }))).toBeUndefined();
    const met = await introduced();
    expect(await afterMeeting(met)).toBe("ask");
    await recordOutcome(t.db, { id: met.userId }, { introductionId: met.introductionId, side: "investor", meetingHeld: false, result: "undecided" }, now);
    expect(await afterMeeting(met)).toBe("answered");
    await recordOutcome(t.db, { id: met.userId }, { introductionId: met.introductionId, side: "investor", ...held }, now);
    expect(await afterMeeting(met)).toBe("review");
    expect(await postReview(t.db, met.userId, { introductionId: met.introductionId, ...review }, now)).toMatchObject({ status: "published" });
    expect(await afterMeeting(met)).toBe("reviewed");
    // Withdrawn: the review can still be withdrawn from its page; without one, there is nothing to answer.
    await t.db.update(introductions).set({ status: "withdrawn" }).where(eq(introductions.id, met.introductionId));
    expect(await afterMeeting(met)).toBe("reviewed");
    const closed = await introduced();
    await t.db.update(introductions).set({ status: "withdrawn" }).where(eq(introductions.id, closed.introductionId));
    expect(await afterMeeting(closed)).toBeUndefined();
  });

  it("includes outcomes and the review in the investor's download, and deletes them with the account", async () => {
    const a = await introduced();
    const staff = await firmMember();
    await recordOutcome(t.db, { id: a.userId }, { introductionId: a.introductionId, side: "investor", ...held }, now);
    await recordOutcome(t.db, staff, { introductionId: a.introductionId, side: "firm", meetingHeld: true, result: "undecided" }, now);
    await postReview(t.db, a.userId, { introductionId: a.introductionId, ...review }, now);
    const data = await exportVisitorData(t.db, a.userId, (id) => id);
    const intro = data?.introductions[0];
    expect(intro?.outcomes.map((o) => o.side).sort()).toEqual(["firm", "investor"]);
    expect(intro?.review).toMatchObject({ rating: 4, publishedAs: "Jane S." });
    expect(await deleteVisitorData(t.db, a.userId)).toBe(true);
    expect(await t.db.select().from(reviews).where(eq(reviews.userId, a.userId))).toEqual([]);
    expect(await t.db.select().from(introductionOutcomes).where(eq(introductionOutcomes.introductionId, a.introductionId))).toEqual([]);
  });

  it("works out response figures from the firm's introductions", async () => {
    // Every introduction above was answered a day after sending: in time.
    const figures = await firmResponseFigures(t.db, FIRM, now);
    expect(figures).toMatchObject({ shown: true, expiredUnanswered: 0 });
    if (figures.shown) expect(figures.shareInTime).toBe(1);
  });
});
