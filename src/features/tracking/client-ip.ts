/**
 * The visitor's IP address as the server saw it (DECISIONS §7: no third-party look-up).
 *
 * Next 16's `next start` fills in `X-Forwarded-For` with the socket address only when the
 * request does not carry one already, and route handlers cannot see the socket. So without a
 * trusted proxy in front, the header may have been written by the visitor, and we record no
 * address at all rather than one the visitor chose. Behind a proxy that appends the address it
 * saw (TRUST_PROXY=true), the last entry is that address.
 */
export function clientIp(headers: Headers, trustProxy: boolean): string | null {
  if (!trustProxy) return null;
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded?.split(",").at(-1)?.trim() ?? headers.get("x-real-ip")?.trim();
  if (!last) return null;
  // An address only: IPv4, or IPv6 (possibly with an IPv4 tail); nothing else is stored.
  return /^[0-9a-fA-F:.]{2,45}$/.test(last) ? last : null;
}
