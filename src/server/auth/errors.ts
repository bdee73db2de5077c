import "server-only";

/**
 * The code Better Auth puts on the errors its server API throws (e.g. "INVALID_EMAIL_OR_PASSWORD"),
 * read by shape: the error classes differ between its packages, so `instanceof` is unreliable.
 */
export function authErrorCode(error: unknown): string | null {
  if (typeof error !== "object" || error === null || !("body" in error)) return null;
  const body = (error as { body?: unknown }).body;
  if (typeof body !== "object" || body === null || !("code" in body)) return null;
  const code = (body as { code?: unknown }).code;
  return typeof code === "string" ? code : null;
}
