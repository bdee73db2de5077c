import "server-only";

import { authSecret } from "./auth/secret";
import { sign } from "./signatures";

/**
 * A part of a rate-limit key that names an e-mail address or a network without holding it: an
 * HMAC under the site's secret (docs/security.md), so that someone who reads the table without the
 * secret cannot test a guessed address against the key, as a bare hash would let them. `purpose`
 * keeps one use's hashes apart from another's.
 */
export function keyedHash(purpose: string, value: string): string {
  return sign(authSecret(), purpose, value).slice(0, 32);
}
