/**
 * The one place the client's address is derived (rate limits, Better Auth, tracking).
 *
 * It starts from what the client cannot choose: the address of the socket the request came in on
 * (src/server/connection.ts records it for every request). `X-Forwarded-For` is read only when
 * TRUST_PROXY names proxies to believe:
 * - unset (the default): the socket's address, whatever the headers say;
 * - `true`: the proxy that connects is trusted, so the last `X-Forwarded-For` entry (the one it
 *   appended) is the client's;
 * - a list of addresses and ranges: the chain is every `X-Forwarded-For` entry followed by the
 *   socket's address, and the client is the right-most address in it that is not a listed proxy.
 *   An entry that is not an address ends the walk at the proxy that passed it on.
 * With no recorded connection (a request the server took before tracking began) there is no
 * address: such requests share one bucket.
 *
 * Rate limits count IPv6 clients by their /64 (`clientLimitAddress`), which one connection to the
 * internet usually holds whole. Only an address a configured proxy vouched for may be stored with a
 * visitor's record (docs/product.md, "Privacy, consent and retention", docs/security.md).
 */
import type { TrustProxy } from "@/config/env";
import { formatIpAddress, ipInRange, limitKeyOfAddress, parseIpAddress, type IpAddress } from "@/lib/ip-address";
import { currentConnection } from "@/server/connection";

function resolve(trust: TrustProxy): IpAddress | null {
  const connection = currentConnection();
  const socket = parseIpAddress(connection?.remoteAddress);
  if (!connection || !socket) return null;
  if (trust === false) return socket;
  const forwarded = (connection.forwardedFor ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  const trusted = (address: IpAddress) => trust === true || trust.some((range) => ipInRange(address, range));
  // Walk from the socket leftwards while the hop is a proxy we trust.
  let client = socket;
  if (!trusted(socket)) return socket;
  for (let index = forwarded.length - 1; index >= 0; index -= 1) {
    const hop = parseIpAddress(forwarded[index]);
    if (!hop) return client;
    client = hop;
    // With `true` only the connecting proxy is trusted: the entry it appended is the client.
    if (trust === true || !trusted(hop)) return hop;
  }
  return client;
}

/** The client's address, one spelling per address, or null when there is none to go by. */
export function clientAddress(trust: TrustProxy): string | null {
  const address = resolve(trust);
  return address ? formatIpAddress(address) : null;
}

/** What rate limits key on: the client's address, for IPv6 its /64; null when unknown. */
export function clientLimitAddress(trust: TrustProxy): string | null {
  const address = resolve(trust);
  return address ? limitKeyOfAddress(address) : null;
}

/** The address that may be stored with a visitor's record: only one a configured proxy vouched for. */
export function storableClientAddress(trust: TrustProxy): string | null {
  return trust === false ? null : clientAddress(trust);
}

/**
 * The header Better Auth reads the address from (advanced.ipAddress.ipAddressHeaders). Nothing a
 * visitor sends under this name survives: `withClientAddressHeader` always replaces it.
 */
export const CLIENT_ADDRESS_HEADER = "x-wm-client-address";

export function withClientAddressHeader(headers: Headers, trust: TrustProxy): Headers {
  const copy = new Headers(headers);
  copy.delete(CLIENT_ADDRESS_HEADER);
  const address = clientAddress(trust);
  if (address) copy.set(CLIENT_ADDRESS_HEADER, address);
  return copy;
}
