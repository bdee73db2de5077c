import { emailField, passwordField } from "@/lib/validation";

/**
 * One rule per field on every door: Better Auth's own HTTP endpoints check the
 * e-mail address and password with the same rules as the site's forms, so posting straight to
 * /api/auth/... cannot create an account, or set a password, that the forms would refuse.
 * The paths are Better Auth's endpoint paths (without the /api/auth prefix).
 */
const RULES: Record<string, Record<string, typeof emailField | typeof passwordField>> = {
  "/sign-up/email": { email: emailField, password: passwordField },
  "/sign-in/email": { email: emailField },
  "/change-email": { newEmail: emailField },
  "/change-password": { newPassword: passwordField },
  "/set-password": { newPassword: passwordField },
  "/reset-password": { newPassword: passwordField },
  "/request-password-reset": { email: emailField },
  "/forget-password": { email: emailField },
};

export interface FieldProblem {
  field: string;
  message: string;
}

/** The first field of an endpoint's body that breaks the site's rule for it, or null when all pass. */
export function authFieldProblem(path: string, body: unknown): FieldProblem | null {
  const rules = RULES[path];
  if (!rules) return null;
  const values = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  for (const [field, rule] of Object.entries(rules)) {
    const result = rule.safeParse(values[field]);
    if (!result.success) return { field, message: result.error.issues[0]?.message ?? `${field} is not valid` };
  }
  return null;
}
