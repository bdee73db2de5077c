import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { wrapLabel } from "./wrap-label";

describe("wrapLabel", () => {
  it("keeps a short label on one line", () => {
    expect(wrapLabel("age", 20)).toEqual(["age"]);
  });
  it("breaks after hyphens and slashes", () => {
    expect(wrapLabel("looking-for-advice", 10)).toEqual(["looking-", "for-advice"]);
    expect(wrapLabel("looking-for-advice", 8)).toEqual(["looking-", "for-", "advice"]);
    expect(wrapLabel("pensions/sipp-value", 10)).toEqual(["pensions/", "sipp-value"]);
  });
  it("breaks inside a word only when it is longer than a line", () => {
    expect(wrapLabel("abcdefghijkl", 5)).toEqual(["abcde", "fghij", "kl"]);
  });
  it("never loses a character and never makes a line longer than asked", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "b", "-", "/", " ", "_"), maxLength: 80 }), fc.integer({ min: 1, max: 30 }), (label, perLine) => {
        const lines = wrapLabel(label, perLine);
        expect(lines.every((line) => line.length <= perLine)).toBe(true);
        expect(lines.join("").replace(/\s/g, "")).toBe(label.replace(/\s/g, ""));
      }),
      { numRuns: 2_000 },
    );
  });
});
