import { describe, expect, it, vi } from "vitest";
import { redirectTarget } from "@/testing/redirect-target";

const member = { id: "sales-1", email: "sales@example.com", name: "S", roles: [{ role: "sales", providerId: null as string | null }] };
vi.mock("@/server/auth/session", () => ({ currentVisitor: async () => null, currentMember: async () => member }));
vi.mock("@/server/limits", () => ({ limitAction: async () => null }));
vi.mock("@/server/db/client", () => ({ db: async () => ({}) }));
const calls: unknown[] = [];
const marking = (done: string) => async (_db: unknown, member: unknown, introduction: { id: string }) => {
  calls.push({ done, member, introduction });
  return introduction.id === "00000000-0000-4000-8000-000000000000" ? { status: done, message: "" } : { status: "not-found", message: "" };
};
vi.mock("@/features/introductions/server", () => ({ markPassedOn: marking("passed-on"), undoPassedOn: marking("pass-on-undone") }));

const { passOnIntroduction } = await import("./pass-on-introduction");
const { undoPassOnIntroduction } = await import("./undo-pass-on-introduction");

// The mark and its undo share one form and handler (../desk-mark.ts): each is checked the same way.
describe.each([
  ["marking an introduction passed on", passOnIntroduction, "passed-on"],
  ["undoing the mark", undoPassOnIntroduction, "pass-on-undone"],
] as const)("%s", (_, action, done) => {
  const id = "00000000-0000-4000-8000-000000000000";
  const targetOf = (fields: Record<string, string>) => redirectTarget(action, fields);

  it("acts for the firm the form names, and goes back to that introduction in the list it came from", async () => {
    calls.length = 0;
    expect(await targetOf({ providerId: "canaccord", introductionId: id, list: "status=sent&size=50&page=2" })).toBe(`/sales-portal/canaccord?status=sent&size=50&page=2&notice=${done}&introduction=${id}#introduction-${id}`);
    expect(calls).toEqual([{ done, member: expect.objectContaining({ id: "sales-1" }), introduction: { id, providerId: "canaccord" } }]);
  });

  it.each([
    ["a line break in introductionId", { providerId: "canaccord", introductionId: "x\r\nSet-Cookie: a=b", list: "" }],
    ["a firm that does not exist", { providerId: "../../evil", introductionId: id, list: "" }],
  ])("never puts %s into the redirect", async (_, fields) => {
    const target = await targetOf(fields);
    expect(target).not.toMatch(/[\r\n]/);
    expect(target).toMatch(/^\/sales-portal(\/canaccord)?\?notice=(not-found|passed-on|pass-on-undone)(&introduction=[0-9a-f-]{36}#introduction-[0-9a-f-]{36})?$/);
  });

  it("refuses a firm's own member before anything is looked up", async () => {
    calls.length = 0;
    member.roles = [{ role: "provider", providerId: "canaccord" }];
    try {
      expect(await targetOf({ providerId: "canaccord", introductionId: id, list: "" })).toBe("/sales-portal/canaccord?notice=staff-only");
      expect(calls).toEqual([]);
    } finally {
      member.roles = [{ role: "sales", providerId: null }];
    }
  });
});
