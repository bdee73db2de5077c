import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { keyedHash } from "./keyed-hash";
import { mailLimitChecks } from "./mail/limits";

const bare = (value: string) => createHash("sha256").update(value).digest("base64url").slice(0, 32);

describe("keyed hashes in rate-limit keys", () => {
  it("are the same for the same value and purpose, differ by purpose, and are not the value's bare hash", () => {
    expect(keyedHash("mail-limit", "ann@example.com")).toBe(keyedHash("mail-limit", "ann@example.com"));
    expect(keyedHash("mail-limit", "ann@example.com")).not.toBe(keyedHash("sign-in-throttle", "ann@example.com"));
    expect(keyedHash("mail-limit", "ann@example.com")).not.toBe(bare("ann@example.com"));
    expect(keyedHash("mail-limit", "ann@example.com")).toMatch(/^[\w-]{32}$/);
  });

  it("are what the mail limits key an address and a target by, so neither can be tested against a guess", () => {
    const keys = [...mailLimitChecks({ kind: "password-reset", to: " Ann@Example.com " }), ...mailLimitChecks({ kind: "new-introduction", to: "staff@firm.example", limitKey: "firm:saltus" })].map((check) => check.key);
    expect(keys).toEqual([
      `mail:to:${keyedHash("mail-limit", "ann@example.com")}:password-reset`,
      `mail:to:${keyedHash("mail-limit", "ann@example.com")}`,
      `mail:target:${keyedHash("mail-limit", "firm:saltus")}:new-introduction`,
    ]);
    for (const key of keys) for (const value of ["ann@example.com", "firm:saltus"]) expect(key).not.toContain(bare(value));
  });
});
