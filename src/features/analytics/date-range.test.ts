import { describe, expect, it } from "vitest";
import { rangeQuery, readRange } from "./date-range";

const now = new Date("2026-11-22T22:30:00Z");

describe("readRange", () => {
  it("defaults to the last 30 days, ending with today", () => {
    const result = readRange({}, now);
    expect(result.ok).toBe(true);
    expect(result.range).toMatchObject({ preset: "30", fromDay: "2026-10-24", toDay: "2026-11-22" });
    expect(result.range.to.toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(result.range.to.getTime() - result.range.from.getTime()).toBe(30 * 86_400_000);
  });

  it.each([
    ["7", "2026-11-16"],
    ["90", "2026-08-25"],
  ])("reads the last %s days", (range, fromDay) => {
    expect(readRange({ range }, now).range).toMatchObject({ preset: range, fromDay, toDay: "2026-11-22" });
  });

  it("reads a preset period whatever the date boxes hold, since they apply to custom dates only", () => {
    expect(readRange({ range: "7", from: "", to: "" }, now)).toMatchObject({ ok: true, range: { preset: "7" } });
    expect(readRange({ range: "90", from: "nonsense" }, now)).toMatchObject({ ok: true, range: { preset: "90" } });
  });

  it("reads a custom range, both days included", () => {
    const result = readRange({ range: "custom", from: "2026-01-01", to: "2026-01-31" }, now);
    expect(result.ok).toBe(true);
    expect(result.range.from.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(result.range.to.toISOString()).toBe("2026-02-01T00:00:00.000Z");
    expect(rangeQuery(result.range)).toBe("range=custom&from=2026-01-01&to=2026-01-31");
  });

  it.each([
    [{ range: "14" }, /^Period: choose the last 7, 30 or 90 days/],
    [{ range: "toString" }, /^Period: choose/],
    [{ range: "custom", from: "2026-02-30", to: "2026-03-01" }, /^From: “2026-02-30” is not a day of the calendar\.$/],
    [{ range: "custom", from: "1/2/2026", to: "2026-03-01" }, /^From: “1\/2\/2026” is not a date; enter one as yyyy-mm-dd, for example 2026-11-01\.$/],
    [{ range: "custom", from: "2026-03-01", to: "yesterday, please" }, /^To: “yesterday,” is not a date; enter one as yyyy-mm-dd/],
    [{ range: "custom", from: "2026-03-02", to: "2026-03-01" }, /From must not be after To/],
    [{ range: "custom", from: "2030-01-01", to: "2030-01-31" }, /From is still to come/],
    [{ range: "custom", from: "2026-03-02" }, /needs both/],
    [{ range: "custom", from: "2024-01-01", to: "2026-03-01" }, /at most 366 days/],
  ])("refuses %o and falls back to 30 days with a message", (params, message) => {
    const result = readRange(params, now);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
    expect(result.range.preset).toBe("30");
    // The form shows the range as it was sent.
    expect(result.range.typed).toEqual({ range: String(params.range ?? ""), from: "from" in params ? String(params.from).slice(0, 10) : "", to: "to" in params ? String(params.to).slice(0, 10) : "" });
  });
});
