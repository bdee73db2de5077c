import { describe, expect, it } from "vitest";
import { noticeCode, noticeFor } from "./notice-codes";

const table = { saved: "Saved.", busy: "Too many changes." } as const;

describe("notices named in the address", () => {
  it("reads a code the table holds", () => {
    expect(noticeFor(table, "saved")).toBe("Saved.");
    expect(noticeCode(table, "busy")).toBe("busy");
  });

  it.each(["constructor", "toString", "__proto__", "hasOwnProperty", "", "Saved"])("ignores %j, which the table does not hold as its own", (code) => {
    expect(noticeFor(table, code)).toBeNull();
    expect(noticeCode(table, code)).toBeNull();
  });

  it("ignores what is not text (a repeated parameter arrives as a list)", () => {
    expect(noticeFor(table, ["saved", "busy"])).toBeNull();
    expect(noticeFor(table, undefined)).toBeNull();
  });
});
