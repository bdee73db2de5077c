import { describe, expect, it } from "vitest";
import { formatMoney, formatPounds } from "./money";

describe("formatMoney", () => {
  it("shows thousands as k", () => {
    expect(formatMoney(750_000)).toBe("£750k");
    expect(formatMoney(12_500)).toBe("£12.5k");
    expect(formatMoney(1_000)).toBe("£1k");
  });

  it("shows millions and billions in words", () => {
    expect(formatMoney(1_250_000)).toBe("£1.25 million");
    expect(formatMoney(12_000_000)).toBe("£12 million");
    expect(formatMoney(2_000_000_000)).toBe("£2 billion");
    expect(formatMoney(1_234_567_890_123)).toBe("£1234.57 billion");
  });

  it("moves an amount that rounds up into the next unit", () => {
    expect(formatMoney(999_999)).toBe("£1 million");
    expect(formatMoney(999_999_999)).toBe("£1 billion");
    expect(formatMoney(999.7)).toBe("£1k");
  });

  it("shows small amounts as whole pounds", () => {
    expect(formatMoney(0)).toBe("£0");
    expect(formatMoney(950)).toBe("£950");
  });

  it("keeps the sign, honours options and says unknown for unreadable amounts", () => {
    expect(formatMoney(-2_500)).toBe("-£2.5k");
    expect(formatMoney(1_333_333, { decimals: 1 })).toBe("£1.3 million");
    expect(formatMoney(5_000, { symbol: "" })).toBe("5k");
    expect(formatMoney(Number.NaN)).toBe("unknown");
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe("unknown");
  });
});

describe("formatPounds", () => {
  it("writes exact whole pounds with separators", () => {
    expect(formatPounds(1_250_000)).toBe("£1,250,000");
    expect(formatPounds(999.6)).toBe("£1,000");
  });
});

describe("short amounts and ranges, as in a band's title", () => {
  it("shows k, m and bn without spaces", async () => {
    const { formatShortMoney, rangeInWords } = await import("./money");
    expect(formatShortMoney(25_000)).toBe("£25k");
    expect(formatShortMoney(1_500_000)).toBe("£1.5m");
    expect(formatShortMoney(2_000_000_000)).toBe("£2bn");
    expect(rangeInWords({ min: 2_000_000, max: 5_000_000 })).toBe("£2m to under £5m");
    expect(rangeInWords({ min: 10_000_000, max: null })).toBe("£10m or more");
    expect(rangeInWords({ min: 0, max: 25_000 })).toBe("less than £25k");
  });
});
