import type { TrustProxy } from "@/config/env";
import { storableClientAddress } from "@/server/client-address";

/**
 * The visitor's IP address as the server saw it, for the tracking record (docs/product.md, "Privacy, consent and retention": no
 * third-party look-up; forwarded headers only when TRUST_PROXY says a proxy wrote them).
 * Derived by src/server/client-address.ts, the one helper for client addresses.
 */
export function clientIp(trustProxy: TrustProxy): string | null {
  return storableClientAddress(trustProxy);
}
