import { describe, expect, it } from "vitest";
import { stopsWithin } from "./watchdog";

describe("stopsWithin", () => {
  it("gives back what the work returns", () => {
    expect(stopsWithin(() => 42)).toBe(42);
  });
  it("stops work that runs away, and fails", () => {
    // A pattern that backtracks exponentially: 2^40 steps would take hours.
    expect(() => stopsWithin(() => /^(a+)+$/.test(`${"a".repeat(40)}!`), 200)).toThrow(/timed out/);
  });
});
