import { describe, expect, it } from "vitest";
import { grantSchema } from "./role-grant";

describe("npm run roles arguments", () => {
  it("accepts a provider role for a provider in the directory", () => {
    expect(grantSchema.safeParse({ role: "provider", provider: "saltus" }).success).toBe(true);
    expect(grantSchema.safeParse({ role: "provider", provider: "wealthify" }).success).toBe(true);
    expect(grantSchema.safeParse({ role: "admin" }).success).toBe(true);
  });
  it("refuses an unknown provider id, listing the known ones", () => {
    const result = grantSchema.safeParse({ role: "provider", provider: "salts" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/--provider must be one of the provider ids: .*saltus/);
    expect(grantSchema.safeParse({ role: "provider", provider: "" }).success).toBe(false);
  });
  it("refuses a provider without the provider role, and the provider role without one", () => {
    expect(grantSchema.safeParse({ role: "sales", provider: "saltus" }).success).toBe(false);
    expect(grantSchema.safeParse({ role: "provider" }).success).toBe(false);
    expect(grantSchema.safeParse({ role: "owner" }).success).toBe(false);
  });
});
