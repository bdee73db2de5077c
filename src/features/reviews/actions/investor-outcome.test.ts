import { beforeEach, describe, expect, it, vi } from "vitest";
import { initialFormState } from "@/lib/validated-action";
import { OUTCOME_FIELDS } from "../values";

const session = vi.hoisted(() => ({ visitor: { id: "visitor-1" } as { id: string } | null }));
vi.mock("@/server/auth/session", () => ({ currentVisitor: async () => session.visitor, currentMember: async () => null }));
vi.mock("@/server/limits", () => ({ limitAction: async () => null }));
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

  it("says why beside the form when the introduction cannot be answered for, keeping the choices", async () => {
    server.outcome = { status: "forbidden", message: "Only the people in this introduction can answer for it." };
    const state = await send({ introductionId, meetingHeld: "yes", result: "client" });
    expect(state).toMatchObject({ status: "failed", message: "Only the people in this introduction can answer for it.", values: { meetingHeld: "yes", result: "client" } });
  });

  it("sends a visitor whose session has ended to sign in, and back to this introduction after", async () => {
    session.visitor = null;
    const error = await send({ introductionId, meetingHeld: "yes", result: "client" }).catch((caught: unknown) => caught);
    expect(String((error as { digest?: string }).digest)).toContain(encodeURIComponent(`/introductions/outcome/${introductionId}`));
    expect(server.calls).toHaveLength(0);
  });
});
