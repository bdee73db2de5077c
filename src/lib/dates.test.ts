import { describe, expect, it } from "vitest";
import { formatOrdinalDate, formatOrdinalDateTime, londonToday, ordinal } from "./dates";

describe("ordinal", () => {
  it("uses st, nd, rd and th, with the teens as th", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 24, 31, 101, 111, 112].map(ordinal)).toEqual([
      "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "24th", "31st", "101st", "111th", "112th",
    ]);
  });
});

describe("formatOrdinalDate", () => {
  it("formats like 1st Jan 2024", () => {
    expect(formatOrdinalDate(new Date("2024-01-01T12:00:00Z"))).toBe("1st Jan 2024");
    expect(formatOrdinalDate("2023-09-22T09:00:00Z")).toBe("22nd Sep 2023");
    expect(formatOrdinalDate("2025-03-13")).toBe("13th Mar 2025");
  });

  it("uses UK time, so late evening in summer is already the next day", () => {
    expect(formatOrdinalDate("2024-06-30T23:30:00Z")).toBe("1st Jul 2024");
    expect(formatOrdinalDate("2024-12-31T23:30:00Z")).toBe("31st Dec 2024");
  });

  it("gives an empty string for an unreadable date", () => {
    expect(formatOrdinalDate("not a date")).toBe("");
  });

  it("reads a calendar day kept as UTC midnight in UTC when told, whatever the UK's clocks say", () => {
    expect(formatOrdinalDate("2024-06-30T23:59:59.999Z", { zone: "UTC" })).toBe("30th Jun 2024");
    expect(formatOrdinalDate("2024-06-30T23:59:59.999Z")).toBe("1st Jul 2024");
  });
});

describe("formatOrdinalDateTime", () => {
  it("adds the UK's time on a 24-hour clock", () => {
    expect(formatOrdinalDateTime("2026-11-30T09:05:00Z")).toBe("30th Nov 2026, 09:05");
    expect(formatOrdinalDateTime("2026-06-30T23:30:00Z")).toBe("1st Jul 2026, 00:30");
    expect(formatOrdinalDateTime("2026-09-02T14:00:00Z")).toBe("2nd Sep 2026, 15:00");
    expect(formatOrdinalDateTime("nonsense")).toBe("");
  });
});

describe("londonToday", () => {
  it("gives the UK's date as yyyy-mm-dd, in summer time and out of it", () => {
    expect(londonToday(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    expect(londonToday(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
    expect(londonToday(new Date("2027-01-01T00:00:00Z"))).toBe("2027-01-01");
  });
});
