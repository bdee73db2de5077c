/**
 * The review action as the browser calls it: the signed-in visitor comes from the session, never
 * from the form, so a review cannot be posted for someone else's introduction, without a meeting
 * the investor said took place, or twice. Runs on a real test database (both drivers).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { initialFormState } from "@/lib/validated-action";
import { introductionOutcomes, introductions, leads, meetings, reviews } from "@/server/db/schema";
import { createTestUser, openTestDatabase, testDrivers, type TestDatabase } from "@/testing/database";
import { REVIEW_FIELDS } from "../values";

const state = vi.hoisted(() => ({ visitor: null as { id: string; isAnonymous: boolean } | null, database: null as unknown }));
vi.mock("@/server/auth/session", () => ({ currentVisitor: async () => state.visitor, currentMember: async () => null }));
vi.mock("@/server/limits", () => ({ limitAction: async () => null }));
vi.mock("@/server/db/client", async (original) => ({ ...(await original<typeof import("@/server/db/client")>()), db: async () => state.database }));

const { postReviewAction } = await import("./post-review");

const HOUR = 3_600_000;
const body = "A clear first meeting: they explained their fees and did not push.";

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

/** The URL a redirect() inside an action went to, or null when it answered without one. */
async function outcome(run: Promise<unknown>): Promise<{ redirect: string } | { state: Awaited<ReturnType<typeof postReviewAction>> }> {
  try {
    return { state: (await run) as Awaited<ReturnType<typeof postReviewAction>> };
  } catch (error) {
    const digest = (error as { digest?: unknown }).digest;
    if (typeof digest === "string" && digest.startsWith("NEXT_REDIRECT")) return { redirect: digest.split(";")[2] ?? "" };
    throw error;
  }
}

describe.each(testDrivers())("posting a review through its action (%s)", (driver) => {
  let t: TestDatabase;
  let slot = 0;
  beforeAll(async () => {
    t = await openTestDatabase(driver);
    state.database = t.db;
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    state.visitor = null;
  });

  async function introduction(options: { held: boolean; meeting: boolean }) {
    const userId = await createTestUser(t.db);
    const [lead] = await t.db.insert(leads).values({ userId, segment: "standard", firstName: "Ann", lastName: "Other", phoneNumber: "+447911123456", email: `${userId}@example.test`, termsAcceptedAt: new Date(), emailConfirmedAt: new Date() }).returning({ id: leads.id });
    const [intro] = await t.db.insert(introductions).values({ userId, leadId: lead!.id, providerId: "saltus", status: "meeting-arranged", sentAt: new Date(Date.now() - 10 * 24 * HOUR) }).returning({ id: introductions.id });
    if (options.meeting) {
      slot += 1;
      const startsAt = new Date(Date.now() - 4 * 24 * HOUR - slot * 15 * 60_000);
      await t.db.insert(meetings).values({ introductionId: intro!.id, providerId: "saltus", startsAt, endsAt: new Date(startsAt.getTime() + HOUR), kind: "phone", uid: `${intro!.id}@test` });
    }
    if (options.held) await t.db.insert(introductionOutcomes).values({ introductionId: intro!.id, side: "investor", meetingHeld: true, result: "client", answeredBy: userId });
    return { userId, introductionId: intro!.id };
  }

  const start = initialFormState(REVIEW_FIELDS);
  const send = (introductionId: string) => outcome(postReviewAction(start, form({ introductionId, rating: "5", body })));
  const count = async (introductionId: string) => (await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.introductionId, introductionId))).length;

  it("publishes the investor's review of a held meeting, once", async () => {
    const mine = await introduction({ held: true, meeting: true });
    state.visitor = { id: mine.userId, isAnonymous: true };
    expect(await send(mine.introductionId)).toEqual({ redirect: `/introductions/outcome/${mine.introductionId}?notice=published#your-review` });
    const again = await send(mine.introductionId);
    expect(again).toMatchObject({ state: { status: "failed", message: expect.stringMatching(/already reviewed/) } });
    expect(await count(mine.introductionId)).toBe(1);
  });

  it("refuses anyone but that investor, and someone signed out", async () => {
    const theirs = await introduction({ held: true, meeting: true });
    const other = await introduction({ held: true, meeting: true });
    state.visitor = { id: other.userId, isAnonymous: true };
    expect(await send(theirs.introductionId)).toMatchObject({ state: { status: "failed", message: expect.stringMatching(/Only the person introduced/) } });
    state.visitor = null;
    expect(await send(theirs.introductionId)).toMatchObject({ state: { status: "failed", message: expect.stringMatching(/sign in/i) } });
    expect(await count(theirs.introductionId)).toBe(0);
  });

  it("refuses without a held meeting: none booked, or the investor has not said it took place", async () => {
    for (const options of [{ held: false, meeting: true }, { held: false, meeting: false }]) {
      const x = await introduction(options);
      state.visitor = { id: x.userId, isAnonymous: true };
      expect(await send(x.introductionId)).toMatchObject({ state: { status: "failed", message: expect.stringMatching(/Reviews are open once/) } });
      expect(await count(x.introductionId)).toBe(0);
    }
  });

  it("refuses a rating outside 1 to 5 and keeps what was written", async () => {
    const mine = await introduction({ held: true, meeting: true });
    state.visitor = { id: mine.userId, isAnonymous: true };
    const result = await outcome(postReviewAction(start, form({ introductionId: mine.introductionId, rating: "6", body })));
    expect(result).toMatchObject({ state: { status: "invalid", errors: { rating: "Choose a star rating from 1 to 5" }, values: { body } } });
    expect(await count(mine.introductionId)).toBe(0);
  });
});
