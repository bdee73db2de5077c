import { describe, expect, it } from "vitest";
import { authFieldProblem } from "./field-rules";

describe("Better Auth endpoints use the forms' rules", () => {
  it("refuses weak passwords on sign-up, naming the field", () => {
    expect(authFieldProblem("/sign-up/email", { email: "ada@example.co.uk", password: "aaaaaaaa", name: "Ada" })).toEqual({
      field: "password",
      message: expect.stringMatching(/upper-case letter/),
    });
    expect(authFieldProblem("/sign-up/email", { email: "ada@example.co.uk", password: "Abcdefgh1!x-yzABCDEFGH12345", name: "Ada" })?.field).toBe("password");
    expect(authFieldProblem("/sign-up/email", { email: "ada@example.co.uk", password: "Secret#123", name: "Ada" })).toBeNull();
  });

  it("refuses addresses the forms refuse, the hostile one included", () => {
    expect(authFieldProblem("/sign-up/email", { email: "ada@localhost", password: "Secret#123" })?.field).toBe("email");
    expect(authFieldProblem("/sign-in/email", { email: `${"a".repeat(40)}!@x.com`, password: "x" })?.field).toBe("email");
    expect(authFieldProblem("/request-password-reset", { email: "nobody" })?.field).toBe("email");
    expect(authFieldProblem("/change-email", { newEmail: "x@y" })?.field).toBe("newEmail");
  });

  it("checks every endpoint that sets a password", () => {
    for (const path of ["/change-password", "/set-password", "/reset-password"]) {
      expect(authFieldProblem(path, { newPassword: "aaaaaaaa", currentPassword: "Secret#123", token: "t" })?.field, path).toBe("newPassword");
      expect(authFieldProblem(path, { newPassword: "Secret#124", currentPassword: "Secret#123", token: "t" }), path).toBeNull();
    }
  });

  it("leaves other endpoints alone and survives a missing body", () => {
    expect(authFieldProblem("/get-session", undefined)).toBeNull();
    expect(authFieldProblem("/sign-in/anonymous", {})).toBeNull();
    expect(authFieldProblem("/sign-up/email", undefined)?.field).toBe("email");
  });
});
