import { describe, expect, it } from "vitest";
import { deleteAccountSchema, safeNextPath, signInSchema, signUpSchema } from "./schemas";

describe("account forms", () => {
  it("sends visitors only to paths on this site", () => {
    expect(safeNextPath("/sales-portal/saltus")).toBe("/sales-portal/saltus");
    expect(safeNextPath("https://evil.example")).toBe("/account");
    expect(safeNextPath("//evil.example")).toBe("/account");
    expect(safeNextPath("/\\evil.example")).toBe("/account");
    expect(safeNextPath(null)).toBe("/account");
  });

  it("asks for a valid e-mail, the password rule's password and the same password twice", () => {
    const ok = signUpSchema.safeParse({ email: "ada@example.co.uk", password: "Secret#123", confirmPassword: "Secret#123", next: "" });
    expect(ok.success).toBe(true);
    const bad = signUpSchema.safeParse({ email: "ada@", password: "secret", confirmPassword: "other", next: "" });
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(["confirmPassword", "email", "password"]);
    const mismatch = signUpSchema.safeParse({ email: "ada@example.co.uk", password: "Secret#123", confirmPassword: "Secret#124", next: "" });
    expect(mismatch.error?.issues[0]?.path).toEqual(["confirmPassword"]);
  });

  it("needs both sign-in fields and an explicit confirmation to delete", () => {
    expect(signInSchema.safeParse({ email: "ada@example.co.uk", password: "", next: "" }).error?.issues[0]?.message).toBe("Enter your password");
    expect(deleteAccountSchema.safeParse({ confirm: "" }).success).toBe(false);
    expect(deleteAccountSchema.safeParse({ confirm: "on" }).success).toBe(true);
  });
});
