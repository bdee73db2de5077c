import { describe, expect, it } from "vitest";
import { dateInWords, weekInWords } from "./staff-dates";

describe("dateInWords", () => {
  it("writes a date as the staff's pages do, day first, without an ordinal", () => {
    expect(dateInWords("2026-12-01")).toBe("1 Dec 2026");
    expect(dateInWords("not a date")).toBe("not a date");
  });
});

describe("weekInWords", () => {
  it("says a week day first, as British readers write dates", () => {
    expect(weekInWords("2026-11-23")).toBe("23 Nov");
    expect(weekInWords("2026-01-05", true)).toBe("Week of 5 Jan 2026");
  });

  it("leaves anything that is not a date as it is", () => {
    expect(weekInWords("2026-13-45")).toBe("2026-13-45");
    expect(weekInWords("last week")).toBe("last week");
  });
});
