import { describe, expect, it } from "vitest";
import { formatOrdinalDate } from "./dates";
import { formatMoney, formatPounds } from "./money";

describe("money and dates as SPEC §9 shows them", () => {
  it("shows money as k, million or billion", () => {
    expect(formatMoney(750_000)).toBe("£750k");
    expect(formatMoney(299_999)).toBe("£300k");
    expect(formatMoney(1_500_000)).toBe("£1.5 million");
    expect(formatMoney(12_000_000)).toBe("£12 million");
    expect(formatMoney(2_000_000_000)).toBe("£2 billion");
    expect(formatMoney(950)).toBe("£950");
    expect(formatPounds(1_250_000)).toBe("£1,250,000");
  });

  it("shows ordinal dates in UK time", () => {
    expect(formatOrdinalDate(new Date("2024-01-01T12:00:00Z"))).toBe("1st Jan 2024");
    expect(formatOrdinalDate("2026-11-22T10:00:00Z")).toBe("22nd Nov 2026");
    expect(formatOrdinalDate("2026-11-23T10:00:00Z")).toBe("23rd Nov 2026");
    expect(formatOrdinalDate("2026-11-11T10:00:00Z")).toBe("11th Nov 2026");
    // 23:30 UTC in summer is already the next day in London.
    expect(formatOrdinalDate("2026-06-30T23:30:00Z")).toBe("1st Jul 2026");
  });
});
