import { describe, expect, it } from "vitest";
import { pageCount, readPaging } from "./paging";

describe("paging", () => {
  it("offers 25, 50 and 100 per page, 25 by default", () => {
    expect(readPaging({})).toEqual({ size: 25, page: 1, offset: 0 });
    expect(readPaging({ size: "50", page: "3" })).toEqual({ size: 50, page: 3, offset: 100 });
    expect(readPaging({ size: "100" }).size).toBe(100);
  });
  it("falls back safely on anything else", () => {
    expect(readPaging({ size: "30", page: "-2" })).toEqual({ size: 25, page: 1, offset: 0 });
    expect(readPaging({ size: ["50", "100"], page: "abc" })).toEqual({ size: 25, page: 1, offset: 0 });
  });
  it("counts pages, at least one", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(51, 25)).toBe(3);
  });
});
