import { describe, expect, it } from "vitest";
import { dateInWords, weekInWords } from "./staff-dates";

describe("dateInWords", () => {
  it("writes a calendar date as the site writes dates, with an ordinal day, whatever the UK's clocks say", () => {
    expect(dateInWords("2026-12-01")).toBe("1st Dec 2026");
    expect(dateInWords("2026-07-01")).toBe("1st Jul 2026");
    expect(dateInWords("not a date")).toBe("not a date");
  });
});

describe("weekInWords", () => {
  it("says a week by its first day: short on a chart's axis, with its year in full", () => {
    expect(weekInWords("2026-11-23")).toBe("23rd Nov");
    expect(weekInWords("2026-01-05", true)).toBe("Week of 5th Jan 2026");
  });

  it("leaves anything that is not a date as it is", () => {
    expect(weekInWords("2026-13-45")).toBe("2026-13-45");
    expect(weekInWords("last week")).toBe("last week");
  });
});
