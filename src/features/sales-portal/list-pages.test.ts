import { describe, expect, it } from "vitest";
import { readListPage } from "./paging";

describe("the page of a list in the firm's workspace, from the address", () => {
  it("reads a whole number from 1", () => {
    expect(readListPage("1")).toBe(1);
    expect(readListPage("3")).toBe(3);
    expect(readListPage("100000")).toBe(100000);
  });

  it.each([
    ["a line break", "2\r\nSet-Cookie: a=b"],
    ["zero", "0"],
    ["a negative page", "-4"],
    ["a fraction", "2.5"],
    ["a leading zero", "02"],
    ["a huge number", "99999999999"],
    ["nothing", ""],
    ["a repeated parameter", ["2", "3"]],
  ])("reads %s as the first page", (_, value) => {
    expect(readListPage(value)).toBe(1);
  });
});
