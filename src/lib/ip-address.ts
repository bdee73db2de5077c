/**
 * IP addresses and ranges, parsed without regular expressions that could backtrack: the client
 * address helper (src/server/client-address.ts) and the TRUST_PROXY setting use them.
 * An IPv4-mapped IPv6 address (::ffff:192.0.2.1) is the IPv4 address.
 */
export interface IpAddress {
  family: 4 | 6;
  /** The address as a number: 32 bits for IPv4, 128 for IPv6. */
  value: bigint;
}

export interface IpRange extends IpAddress {
  /** How many leading bits must match. */
  prefix: number;
}

const DIGITS = "0123456789";
const HEX = "0123456789abcdef";

function parseIpv4(text: string): bigint | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (part.length < 1 || part.length > 3 || [...part].some((c) => !DIGITS.includes(c))) return null;
    const n = Number(part);
    if (n > 255) return null;
    value = (value << 8n) | BigInt(n);
  }
  return value;
}

function parseGroups(text: string): number[] | null {
  if (text === "") return [];
  const groups: number[] = [];
  const parts = text.split(":");
  for (const [index, part] of parts.entries()) {
    if (index === parts.length - 1 && part.includes(".")) {
      const v4 = parseIpv4(part);
      if (v4 === null) return null;
      groups.push(Number(v4 >> 16n), Number(v4 & 0xffffn));
      continue;
    }
    if (part.length < 1 || part.length > 4 || [...part].some((c) => !HEX.includes(c))) return null;
    groups.push(Number.parseInt(part, 16));
  }
  return groups;
}

function parseIpv6(input: string): bigint | null {
  // A zone (fe80::1%eth0) names the interface, not the address.
  const text = input.split("%", 1)[0]!.toLowerCase();
  if (text.length > 45) return null;
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = parseGroups(halves[0]!);
  const tail = halves.length === 2 ? parseGroups(halves[1]!) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<number>(missing).fill(0), ...tail];
  return groups.reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

const MAPPED_PREFIX = 0xffffn << 32n;

/** The address `text` spells, or null when it is not one. */
export function parseIpAddress(text: string | null | undefined): IpAddress | null {
  const trimmed = text?.trim();
  if (!trimmed || trimmed.length > 60) return null;
  if (!trimmed.includes(":")) {
    const value = parseIpv4(trimmed);
    return value === null ? null : { family: 4, value };
  }
  const value = parseIpv6(trimmed);
  if (value === null) return null;
  if (value >> 32n === MAPPED_PREFIX >> 32n) return { family: 4, value: value & 0xffffffffn };
  return { family: 6, value };
}

/** One spelling per address: dotted IPv4, or eight lower-case IPv6 groups without leading zeros. */
export function formatIpAddress(address: IpAddress): string {
  if (address.family === 4) return [24n, 16n, 8n, 0n].map((shift) => String((address.value >> shift) & 0xffn)).join(".");
  return [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((shift) => ((address.value >> shift) & 0xffffn).toString(16)).join(":");
}

/**
 * What rate limits count an address under: an IPv4 address itself, and for IPv6 its /64, since
 * one connection to the internet is usually given a whole /64 to choose addresses from.
 */
export function limitKeyOfAddress(address: IpAddress): string {
  if (address.family === 4) return formatIpAddress(address);
  const network = { family: 6 as const, value: (address.value >> 64n) << 64n };
  return `${formatIpAddress(network)}/64`;
}

/** "203.0.113.7", "10.0.0.0/8", "::1" or "fd00::/8"; null when it is none of those. */
export function parseIpRange(text: string): IpRange | null {
  const [addressText, prefixText, extra] = text.trim().split("/");
  if (extra !== undefined) return null;
  const address = parseIpAddress(addressText);
  if (!address) return null;
  const bits = address.family === 4 ? 32 : 128;
  if (prefixText === undefined) return { ...address, prefix: bits };
  if (prefixText.length < 1 || prefixText.length > 3 || [...prefixText].some((c) => !DIGITS.includes(c))) return null;
  let prefix = Number(prefixText);
  // A range written in IPv6 form for mapped IPv4 addresses (::ffff:10.0.0.0/104) counts in IPv4 bits.
  if (address.family === 4 && addressText!.includes(":")) prefix -= 96;
  if (prefix < 0 || prefix > bits) return null;
  return { ...address, prefix };
}

export function ipInRange(address: IpAddress, range: IpRange): boolean {
  if (address.family !== range.family) return false;
  const shift = BigInt((address.family === 4 ? 32 : 128) - range.prefix);
  return address.value >> shift === range.value >> shift;
}
