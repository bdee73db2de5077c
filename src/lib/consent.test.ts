import { describe, expect, it } from "vitest";
import { parseConsent, readCookie, serialiseConsent } from "./consent";

describe("consent cookie", () => {
  it("round-trips a choice", () => {
    const choice = { analytics: true, marketing: false, decidedAt: 1_763_769_600_000 };
    expect(serialiseConsent(choice)).toBe("1.10.1763769600000");
    expect(parseConsent(serialiseConsent(choice))).toEqual(choice);
  });

  it("treats a missing, older or tampered value as no choice", () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent("0.11.1763769600000")).toBeNull();
    expect(parseConsent("1.12.1763769600000")).toBeNull();
    expect(parseConsent("1.11.abc")).toBeNull();
  });

  it("reads one cookie from a header", () => {
    expect(readCookie("a=1; wm_consent=1.00.5; b=2", "wm_consent")).toBe("1.00.5");
    expect(readCookie("a=1", "wm_consent")).toBeUndefined();
  });
});
