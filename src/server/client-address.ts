/**
 * The one place the client's address is derived (rate limits, Better Auth, tracking).
 *
 * `next start` writes the socket's address into `X-Forwarded-For` only when the request does
 * not carry that header already, and route handlers cannot see the socket. So:
 * - behind a proxy that appends the address it saw (TRUST_PROXY=true), the last entry is the
 *   client's address, and it may be stored (DECISIONS §7);
 * - without one, a header holding exactly one address is the socket's, unless the visitor wrote
 *   it. Such an address keys rate limits (a visitor who invents one only moves to a bucket of
 *   their own, which the per-account limits do not depend on) but is never stored, since the
 *   visitor may have chosen it. Anything else (a list, garbage) gives no address.
 */
const ADDRESS = /^[0-9a-fA-F:.]{2,45}$/;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function valid(candidate: string | undefined): string | null {
  const value = candidate?.trim();
  if (!value || !ADDRESS.test(value)) return null;
  if (value.includes(":")) {
    // IPv4-mapped IPv6 (::ffff:192.0.2.1) is the IPv4 address.
    const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value)?.[1];
    if (mapped) return valid(mapped);
    return value.split(":").length <= 8 ? value.toLowerCase() : null;
  }
  const parts = IPV4.exec(value);
  return parts && parts.slice(1).every((part) => Number(part) <= 255) ? value : null;
}

/** The address rate limits are keyed by, or null when there is none to go by. */
export function clientAddress(headers: Headers, trustProxy: boolean): string | null {
  const forwarded = headers.get("x-forwarded-for");
  if (trustProxy) return valid(forwarded?.split(",").at(-1) ?? headers.get("x-real-ip") ?? undefined);
  if (!forwarded || forwarded.includes(",")) return null;
  return valid(forwarded);
}

/** The address that may be stored with a visitor's record: only one a trusted proxy vouched for. */
export function storableClientAddress(headers: Headers, trustProxy: boolean): string | null {
  return trustProxy ? clientAddress(headers, true) : null;
}

/**
 * The header Better Auth reads the address from (advanced.ipAddress.ipAddressHeaders). Nothing a
 * visitor sends under this name survives: `withClientAddressHeader` always replaces it.
 */
export const CLIENT_ADDRESS_HEADER = "x-wm-client-address";

export function withClientAddressHeader(headers: Headers, trustProxy: boolean): Headers {
  const copy = new Headers(headers);
  copy.delete(CLIENT_ADDRESS_HEADER);
  const address = clientAddress(headers, trustProxy);
  if (address) copy.set(CLIENT_ADDRESS_HEADER, address);
  return copy;
}
