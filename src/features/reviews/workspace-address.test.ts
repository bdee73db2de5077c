import { describe, expect, it } from "vitest";
import { readListPage, workspaceListAddress } from "./workspace-address";

const id = "00000000-0000-4000-8000-000000000000";

describe("going back to the firm's meetings and reviews", () => {
  it("goes back to the page of the list the form was on", () => {
    expect(workspaceListAddress({ providerId: "saltus", page: "3" }, "meetings", "saved", id)).toBe(`/sales-portal/saltus?meetingsPage=3&outcome=saved#meeting-${id}`);
    expect(workspaceListAddress({ providerId: "saltus", page: "2" }, "reviews", "replied")).toBe("/sales-portal/saltus?reviewsPage=2&review=replied#reviews");
    expect(workspaceListAddress({ providerId: "saltus", page: "1" }, "reviews", "removed")).toBe("/sales-portal/saltus?review=removed#reviews");
  });

  it.each([
    ["a line break", "2\r\nSet-Cookie: a=b"],
    ["a negative page", "-4"],
    ["a fraction", "2.5"],
    ["a huge number", "99999999999"],
    ["nothing", ""],
  ])("reads %s as the first page and never puts it into the address", (_, page) => {
    expect(readListPage(page)).toBe(1);
    expect(workspaceListAddress({ providerId: "saltus", page }, "meetings", "saved", id)).toBe(`/sales-portal/saltus?outcome=saved#meeting-${id}`);
  });

  it("never names a firm that does not exist, nor an introduction that is not an id", () => {
    expect(workspaceListAddress({ providerId: "../../evil", page: "2" }, "reviews", "replied")).toBe("/sales-portal");
    expect(workspaceListAddress({ providerId: "saltus", page: "1" }, "meetings", "saved", "x\r\ny")).toBe("/sales-portal/saltus?outcome=saved#after-the-meeting");
  });
});
