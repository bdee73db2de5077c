import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hostileStrings } from "@/testing/hostile-inputs";
import { stopsWithin } from "@/testing/watchdog";
import { FIELD_VALIDATORS } from "./field-validators";
import { isValidEmail, isValidPassword } from "./validation";

// The patterns the checks replaced. They backtrack exponentially, so they are only ever run here, on
// short strings, to show that the linear checks accept exactly the same addresses and passwords.
const OLD_SPEC_EMAIL = /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$/;
const OLD_WIDER_EMAIL = /^\w+([.+-]?\w+)*@\w+([.-]?\w+)*(\.[A-Za-z]{2,63})+$/;
const oldEmail = (value: string) => value.length <= 254 && (OLD_SPEC_EMAIL.test(value) || OLD_WIDER_EMAIL.test(value));
const OLD_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[#?!@$%^&*-]).{8,24}$/;

// Pieces that build near-addresses, so that both accepted and refused strings come up often.
const EMAIL_PIECES = ["a", "Zq", "07", "_", ".", "-", "+", "@", ".com", ".co.uk", ".london", ".c0", ".x", "é", " ", "..", "@x.io"];
const emailLike = fc.array(fc.constantFrom(...EMAIL_PIECES), { maxLength: 8 }).map((parts) => parts.join(""));

describe("the e-mail check accepts exactly what the e-mail rule accepts", () => {
  it("agrees with the old patterns on generated near-addresses", () => {
    fc.assert(fc.property(emailLike, (text) => isValidEmail(text) === oldEmail(text)), { numRuns: 5_000 });
  });
  it("agrees with the old patterns on arbitrary short text", () => {
    fc.assert(fc.property(fc.string({ maxLength: 14 }), (text) => isValidEmail(text) === oldEmail(text)), { numRuns: 3_000 });
  });
  it("keeps the 254-character limit", () => {
    const long = `${"a".repeat(240)}@example.com`;
    expect(isValidEmail(long)).toBe(true);
    expect(isValidEmail(`${"a".repeat(243)}@example.com`)).toBe(false);
  });
});

describe("the password check is the password rule", () => {
  const passwordLike = fc.string({ unit: fc.constantFrom("a", "B", "3", "#", "-", "_", " ", "\n", "\u2028", "é", "😀"), minLength: 6, maxLength: 26 });
  it("agrees with the old pattern", () => {
    fc.assert(fc.property(passwordLike, (text) => isValidPassword(text) === OLD_PASSWORD.test(text)), { numRuns: 5_000 });
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 30 }), (text) => isValidPassword(text) === OLD_PASSWORD.test(text)), { numRuns: 3_000 });
  });
});

describe("no input can stall validation", () => {
  it("validates 10,000 hostile strings of up to 10,000 characters without running away", () => {
    const strings = hostileStrings(10_000, 10_000);
    expect(strings).toHaveLength(10_000);
    expect(Math.max(...strings.map((s) => s.length))).toBe(10_000);
    // The 33-character address that stalled the old pattern for about 15 seconds is among the shapes.
    expect(strings.some((s) => s.startsWith("a".repeat(32)) && s.endsWith("!"))).toBe(true);
    // A backtracking rule would take hours on these strings; a linear one takes well under a second.
    // (npm run bench times them: scripts/bench/validation-worker.ts.)
    for (const [name, validate] of Object.entries(FIELD_VALIDATORS)) {
      expect(() => stopsWithin(() => strings.forEach((text) => validate(text)), 30_000), name).not.toThrow();
    }
  });
  it("refuses the hostile address without running away", () => {
    const hostile = `${"a".repeat(40)}!`;
    expect(stopsWithin(() => isValidEmail(`${hostile}@x.com`))).toBe(false);
    expect(stopsWithin(() => isValidEmail(`jane@${"a".repeat(40)}!`))).toBe(false);
  });
});
