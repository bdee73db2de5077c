import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The site's signed tokens (sign-in links, newsletter unsubscribe links, the "sent" pages'
 * receipts): an HMAC-SHA-256 of `message` under `secret`, base64url, prefixed with the token's
 * `purpose`, so that a signature made for one use is never valid for another.
 */
export function sign(secret: string, purpose: string, message: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${message}`).digest("base64url");
}

/** Whether a signature sent back equals the expected one, compared in constant time. */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
