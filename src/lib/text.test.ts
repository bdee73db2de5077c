import { describe, expect, it } from "vitest";
import { trimChar, trimEndChar } from "./text";

describe("trimming a repeated character", () => {
  it("trims the end, or both ends", () => {
    expect(trimEndChar("income///", "/")).toBe("income");
    expect(trimEndChar("/a/b", "/")).toBe("/a/b");
    expect(trimChar("--nil-rate-band--", "-")).toBe("nil-rate-band");
    expect(trimChar("----", "-")).toBe("");
  });
  it("takes linear time on long runs that a pattern would rescan", () => {
    const hostile = `${"-".repeat(200_000)}a`;
    const start = performance.now();
    expect(trimChar(hostile, "-")).toBe("a");
    expect(trimEndChar(`${"/".repeat(200_000)}x`, "/")).toHaveLength(200_001);
    expect(performance.now() - start).toBeLessThan(200);
  });
});
