import { beforeEach, describe, expect, it, vi } from "vitest";
import type { UpdateOutcome } from "@/features/introductions/server";
import { initialFormState } from "@/lib/validated-action";
import { DECLINE_FIELDS } from "../decline-fields";

vi.mock("@/server/auth/session", () => ({
  currentVisitor: async () => null,
  currentMember: async () => ({ id: "member-1", email: "m@example.com", name: "M", roles: [{ role: "provider", providerId: "saltus" }] }),
}));
const counted = vi.hoisted(() => ({ calls: 0 }));
vi.mock("@/server/limits", () => ({
  limitAction: async () => {
    counted.calls += 1;
    return null;
  },
}));
vi.mock("@/server/db/client", () => ({ db: async () => ({}) }));
const answer = vi.hoisted(() => ({ outcome: null as unknown, sent: [] as unknown[] }));
vi.mock("@/features/introductions/server", () => ({
  updateByFirm: async (_db: unknown, _member: unknown, body: unknown) => {
    answer.sent.push(body);
    return answer.outcome;
  },
}));

const { declineIntroduction } = await import("./decline-introduction");

const id = "00000000-0000-4000-8000-000000000000";

function decline(reason: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ providerId: "saltus", introductionId: id, reason, list: "status=sent&size=25&page=2" })) form.set(name, value);
  return declineIntroduction(initialFormState(DECLINE_FIELDS), form);
}

describe("declining an introduction from the firm's workspace", () => {
  beforeEach(() => {
    answer.sent = [];
    counted.calls = 0;
  });

  it.each([
    ["empty", "   ", /^Reason for declining: enter why/],
    ["holding a web address", "Please see www.example.com instead", /^Reason for declining: leave out web addresses/],
    ["too long", "x".repeat(501), /^Reason for declining: keep it to 500 characters/],
  ])("keeps a reason %s as typed, names the field, and neither counts nor changes anything", async (_, reason, message) => {
    const state = await decline(reason);
    expect(state.status).toBe("invalid");
    expect(state.errors.reason).toMatch(message);
    expect(state.values.reason).toBe(reason);
    expect(answer.sent).toEqual([]);
    expect(counted.calls).toBe(0);
  });

  it("names the field when the introduction's own check refuses the reason", async () => {
    answer.outcome = { status: "invalid", field: "reason", message: "Reason for declining: enter why you are declining, so the investor can be told" } satisfies UpdateOutcome;
    const state = await decline("Outside our area");
    expect(state).toMatchObject({ status: "invalid", errors: { reason: expect.stringMatching(/^Reason for declining/) }, values: { reason: "Outside our area" } });
    expect(answer.sent).toEqual([{ introductionId: id, status: "declined", reason: "Outside our area" }]);
  });

  it("goes back to the list it was sent from once declined", async () => {
    answer.outcome = { status: "updated", newStatus: "declined", message: "Declined." } satisfies UpdateOutcome;
    const thrown = await decline("We do not advise US residents.").then(() => null, (error: unknown) => error);
    const digest = (thrown as { digest?: unknown } | null)?.digest;
    expect(typeof digest === "string" && digest.split(";").slice(2, -2).join(";")).toBe(`/sales-portal/saltus?status=sent&size=25&page=2&notice=updated&introduction=${id}#introduction-${id}`);
  });

  it("sends a change the status no longer allows back to the list with its notice", async () => {
    answer.outcome = { status: "not-allowed", message: "No." } satisfies UpdateOutcome;
    const thrown = await decline("Too late.").then(() => null, (error: unknown) => error);
    expect(String((thrown as { digest?: unknown }).digest)).toContain("notice=not-allowed");
  });
});
