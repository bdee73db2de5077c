import { beforeEach, describe, expect, it, vi } from "vitest";
import { initialFormState } from "@/lib/validated-action";
import { OUTCOME_FIELDS } from "../values";

const session = vi.hoisted(() => ({ visitor: { id: "visitor-1" } as { id: string } | null }));
vi.mock("@/server/auth/session", () => ({ currentVisitor: async () => session.visitor, currentMember: async () => null }));
const limits = vi.hoisted(() => ({ refusal: null as string | null }));
vi.mock("@/server/limits", () => ({ limitAction: async () => limits.refusal }));
vi.mock("@/server/db/client", () => ({ db: async () => ({}) }));
const server = vi.hoisted(() => ({ outcome: { status: "saved" } as { status: string; message?: string }, calls: [] as unknown[] }));
vi.mock("../server", () => ({
  recordOutcome: async (_db: unknown, actor: unknown, input: unknown) => {
    server.calls.push({ actor, input });
    return server.outcome;
  },
}));

const { recordInvestorOutcome } = await import("./record-investor-outcome");

const introductionId = "00000000-0000-4000-8000-000000000002";
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const send = (fields: Record<string, string>) => recordInvestorOutcome(initialFormState(OUTCOME_FIELDS), form(fields));

describe("the investor's two questions answer beside the form and keep what was chosen", () => {
  beforeEach(() => {
    server.calls = [];
    server.outcome = { status: "saved" };
    session.visitor = { id: "visitor-1" };
    limits.refusal = null;
  });

  it("names the second question when a meeting that took place has no decision, saving nothing", async () => {
    const state = await send({ introductionId, meetingHeld: "yes", result: "" });
    expect(state).toMatchObject({ status: "invalid", errors: { result: "Choose what you have decided" }, values: { meetingHeld: "yes", result: "" } });
    expect(state.errors.meetingHeld).toBeUndefined();
    expect(server.calls).toHaveLength(0);
  });

  it("names the first question when it is not answered", async () => {
    const state = await send({ introductionId, result: "client" });
    expect(state).toMatchObject({ status: "invalid", errors: { meetingHeld: "Tell us whether the meeting took place" }, values: { result: "client" } });
  });

  it("saves the investor's side, for the signed-in visitor", async () => {
    const state = await send({ introductionId, meetingHeld: "yes", result: "undecided" });
    expect(state).toMatchObject({ status: "sent", message: "Thank you: your answers are saved.", values: { meetingHeld: "yes", result: "undecided" } });
    expect(server.calls).toEqual([{ actor: { id: "visitor-1" }, input: { introductionId, side: "investor", meetingHeld: true, result: "undecided" } }]);
  });

  it("records a meeting that did not happen without asking for a decision", async () => {
    const state = await send({ introductionId, meetingHeld: "no", result: "" });
    expect(state.status).toBe("sent");
    expect(server.calls).toEqual([{ actor: { id: "visitor-1" }, input: { introductionId, side: "investor", meetingHeld: false, result: "not-proceeding" } }]);
  });

  it("says why beside the form when there is no meeting yet, keeping the choices", async () => {
    server.outcome = { status: "no-meeting", message: "There is no meeting on our records for this introduction that has started yet." };
    const state = await send({ introductionId, meetingHeld: "yes", result: "client" });
    expect(state).toMatchObject({ status: "failed", message: expect.stringMatching(/^There is no meeting/), values: { meetingHeld: "yes", result: "client" } });
  });

  it("answers someone else's introduction as it answers one that does not exist", async () => {
    server.outcome = { status: "forbidden", message: "Only the people in this introduction can answer for it." };
    const forbidden = await send({ introductionId, meetingHeld: "yes", result: "client" });
    server.outcome = { status: "not-found", message: "We could not find that introduction." };
    const missing = await send({ introductionId, meetingHeld: "yes", result: "client" });
    expect(forbidden).toEqual(missing);
    expect(forbidden).toMatchObject({ status: "failed", message: expect.stringMatching(/^This introduction is not one of yours, or it no longer exists/), values: { result: "client" } });
  });

  it("refuses an introduction that is not an id, or a call without a form, before looking anything up", async () => {
    expect(await send({ introductionId: "../../x", meetingHeld: "no" })).toMatchObject({ status: "invalid", errors: { introductionId: expect.any(String) } });
    expect(await recordInvestorOutcome(initialFormState(OUTCOME_FIELDS), "not a form" as unknown as FormData)).toMatchObject({ status: "invalid" });
    expect(server.calls).toHaveLength(0);
  });

  it("counts the rate limit before saving", async () => {
    limits.refusal = "You have sent this form many times in a short while.";
    const state = await send({ introductionId, meetingHeld: "yes", result: "client" });
    expect(state).toMatchObject({ status: "failed", message: "You have sent this form many times in a short while.", values: { meetingHeld: "yes", result: "client" } });
    expect(server.calls).toHaveLength(0);
  });

  it("sends a visitor whose session has ended to sign in, and back to this introduction after", async () => {
    session.visitor = null;
    const error = await send({ introductionId, meetingHeld: "yes", result: "client" }).catch((caught: unknown) => caught);
    // Next.js carries a redirect's target in the thrown error's digest ("NEXT_REDIRECT;replace;<target>;307;").
    const target = String((error as { digest?: string }).digest).split(";").slice(2, -2).join(";");
    expect(target).toBe(`/account/sign-in?next=${encodeURIComponent(`/introductions/outcome/${introductionId}`)}`);
    expect(server.calls).toHaveLength(0);
  });
});
