import { describe, expect, it } from "vitest";
import { stopsWithin } from "@/testing/watchdog";
import { trimChar, trimEndChar } from "./text";

describe("trimming a repeated character", () => {
  it("trims the end, or both ends", () => {
    expect(trimEndChar("income///", "/")).toBe("income");
    expect(trimEndChar("/a/b", "/")).toBe("/a/b");
    expect(trimChar("--nil-rate-band--", "-")).toBe("nil-rate-band");
    expect(trimChar("----", "-")).toBe("");
  });
  it("does not run away on long runs that a pattern would rescan", () => {
    const hostile = `${"-".repeat(200_000)}a`;
    expect(stopsWithin(() => trimChar(hostile, "-"))).toBe("a");
    expect(stopsWithin(() => trimEndChar(`${"/".repeat(200_000)}x`, "/"))).toHaveLength(200_001);
  });
});
