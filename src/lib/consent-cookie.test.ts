import { describe, expect, it } from "vitest";
import { analyticsAllowed } from "./consent-cookie";

describe("analytics consent read on the server", () => {
  it("is given only by a readable cookie that allows analytics", () => {
    expect(analyticsAllowed("a=1; wm_consent=1.10.1700000000000")).toBe(true);
    expect(analyticsAllowed("wm_consent=1.01.1700000000000")).toBe(false);
    expect(analyticsAllowed("wm_consent=0.11.1700000000000")).toBe(false);
    expect(analyticsAllowed("wm_consent=%E0%A4%A")).toBe(false);
    expect(analyticsAllowed(null)).toBe(false);
    expect(analyticsAllowed("")).toBe(false);
  });
});
