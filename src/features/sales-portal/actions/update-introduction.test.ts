import { describe, expect, it, vi } from "vitest";
import { redirectTarget } from "@/testing/redirect-target";

vi.mock("@/server/auth/session", () => ({
  currentVisitor: async () => null,
  currentMember: async () => ({ id: "member-1", email: "m@example.com", name: "M", roles: [{ role: "provider", providerId: "saltus" }] }),
}));
vi.mock("@/server/limits", () => ({ limitAction: async () => null }));
vi.mock("@/server/db/client", () => ({ db: async () => ({}) }));
vi.mock("@/features/introductions/server", () => ({ updateByFirm: async () => ({ status: "not-found", message: "No such introduction." }) }));

const { updateIntroduction } = await import("./update-introduction");

const targetOf = (fields: Record<string, string>) => redirectTarget(updateIntroduction, fields);

describe("updating an introduction from the firm's workspace", () => {
  it.each([
    ["a line break in providerId", { providerId: "saltus\r\nSet-Cookie: a=b", introductionId: "00000000-0000-4000-8000-000000000000", status: "accepted" }],
    ["a firm that does not exist", { providerId: "../../evil", introductionId: "00000000-0000-4000-8000-000000000000", status: "accepted" }],
    ["a line break in introductionId", { providerId: "saltus", introductionId: "x\r\nSet-Cookie: a=b", status: "accepted" }],
  ])("never puts %s into the redirect", async (_, fields) => {
    const target = await targetOf(fields);
    expect(target).not.toMatch(/[\r\n]/);
    expect(target).toMatch(/^\/sales-portal\/saltus\?notice=not-found(?:&introduction=[0-9a-f-]{36}#introduction-[0-9a-f-]{36})?$/);
  });
  it("goes back to the firm's workspace and the introduction", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    expect(await targetOf({ providerId: "saltus", introductionId: id, status: "accepted" })).toBe(`/sales-portal/saltus?notice=not-found&introduction=${id}#introduction-${id}`);
  });
  it("goes back to the status filter and page the form was sent from", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    expect(await targetOf({ providerId: "saltus", introductionId: id, status: "contacted", list: "status=sent&size=50&page=3" })).toBe(
      `/sales-portal/saltus?status=sent&size=50&page=3&notice=not-found&introduction=${id}#introduction-${id}`,
    );
  });
  it("sends a decline, which needs its reason, to the decline form", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    expect(await targetOf({ providerId: "saltus", introductionId: id, status: "declined", list: "status=sent" })).toBe(`/sales-portal/saltus?status=sent&notice=decline-form&introduction=${id}#introduction-${id}`);
  });
  it.each([
    ["an unknown status", "status=evil&size=25&page=1", "size=25&page=1&"],
    ["a line break", "status=sent%0D%0ASet-Cookie:%20a=b", ""],
    ["a page size not offered", "size=7&page=2", "size=25&page=2&"],
    ["a foreign parameter", "next=https://evil.example", ""],
    ["the other lists' pages", "status=sent&meetingsPage=3&reviewsPage=1", "status=sent&meetingsPage=3&"],
    ["other lists' pages that are not page numbers", "meetingsPage=-1&reviewsPage=2%0D%0Ax", ""],
  ])("keeps only what the list reads from %s", async (_, list, kept) => {
    const id = "00000000-0000-4000-8000-000000000000";
    expect(await targetOf({ providerId: "saltus", introductionId: id, status: "accepted", list })).toBe(`/sales-portal/saltus?${kept}notice=not-found&introduction=${id}#introduction-${id}`);
  });
});
