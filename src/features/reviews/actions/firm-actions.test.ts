import { beforeEach, describe, expect, it, vi } from "vitest";
import { initialFormState } from "@/lib/validated-action";
import { FIRM_OUTCOME_FIELDS, REPLY_FIELDS } from "../values";

vi.mock("@/server/auth/session", () => ({
  currentVisitor: async () => null,
  currentMember: async () => ({ id: "member-1", email: "m@example.com", name: "M", roles: [{ role: "provider", providerId: "saltus" }] }),
}));
vi.mock("@/server/limits", () => ({ limitAction: async () => null }));
vi.mock("@/server/db/client", () => ({ db: async () => ({}) }));
const server = vi.hoisted(() => ({ reply: "replied" as string, outcome: { status: "saved" } as { status: string; message?: string }, calls: 0 }));
vi.mock("../server", () => ({
  replyToReview: async () => {
    server.calls += 1;
    return server.reply;
  },
  recordOutcome: async () => {
    server.calls += 1;
    return server.outcome;
  },
}));

const { replyToReviewAction } = await import("./reply-to-review");
const { recordFirmOutcome } = await import("./record-firm-outcome");

const reviewId = "00000000-0000-4000-8000-000000000001";
const introductionId = "00000000-0000-4000-8000-000000000002";
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the firm's forms after a first meeting answer in place and keep what was entered", () => {
  beforeEach(() => {
    server.calls = 0;
  });

  it("keeps a reply too short to publish, naming the field", async () => {
    const state = await replyToReviewAction(initialFormState(REPLY_FIELDS), form({ reviewId, providerId: "saltus", reply: " K " }));
    expect(state).toMatchObject({ status: "invalid", errors: { reply: expect.stringMatching(/^Your reply/) }, values: { reply: " K " } });
    expect(server.calls).toBe(0);
  });

  it("keeps a reply the review no longer takes, and says why", async () => {
    server.reply = "already-replied";
    const state = await replyToReviewAction(initialFormState(REPLY_FIELDS), form({ reviewId, providerId: "saltus", reply: "Thank you for meeting us." }));
    expect(state).toMatchObject({ status: "failed", message: expect.stringContaining("already has your firm's reply"), values: { reply: "Thank you for meeting us." } });
  });

  it("publishes a reply", async () => {
    server.reply = "replied";
    const state = await replyToReviewAction(initialFormState(REPLY_FIELDS), form({ reviewId, providerId: "saltus", reply: "Thank you for meeting us." }));
    expect(state).toMatchObject({ status: "sent", message: "Your reply is published under the review." });
  });

  it("keeps the answer given when the outcome is missing, naming the field", async () => {
    const state = await recordFirmOutcome(initialFormState(FIRM_OUTCOME_FIELDS), form({ introductionId, providerId: "saltus", meetingHeld: "yes", result: "" }));
    expect(state).toMatchObject({ status: "invalid", errors: { result: "Outcome: choose what came of the meeting" }, values: { meetingHeld: "yes", result: "" } });
    expect(server.calls).toBe(0);
  });

  it("says so beside the form when the meeting cannot be answered for", async () => {
    server.outcome = { status: "no-meeting", message: "There is no meeting on our records for this introduction that has started yet." };
    const state = await recordFirmOutcome(initialFormState(FIRM_OUTCOME_FIELDS), form({ introductionId, providerId: "saltus", meetingHeld: "yes", result: "client" }));
    expect(state).toMatchObject({ status: "failed", message: expect.stringMatching(/^There is no meeting/), values: { meetingHeld: "yes", result: "client" } });
  });
});
