/**
 * IP addresses and ranges, parsed without regular expressions that could backtrack: the client
 * address helper (src/server/client-address.ts) and the TRUST_PROXY setting use them.
 * An IPv4-mapped IPv6 address (::ffff:192.0.2.1) is the IPv4 address; an IPv4 part with a leading
 * zero (010) is refused, since parsers disagree on what it means. What is accepted is exactly what
 * Node.js's `net.isIP` accepts (a zone after "%" included), which the tests check on generated
 * text. Every request a rate limit counts passes through here, so the parsers scan characters in
 * place instead of building arrays of them.
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

/** The number spelt by `text` from `start` to `end` in base 10 (at most 3 digits) or 16 (at most 4), or -1. */
function digitsValue(text: string, start: number, end: number, base: 10 | 16): number {
  const length = end - start;
  if (length < 1 || length > (base === 10 ? 3 : 4)) return -1;
  let value = 0;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    let digit: number;
    if (code >= 48 && code <= 57) digit = code - 48;
    else if (base === 16 && code >= 97 && code <= 102) digit = code - 87;
    else return -1;
    value = value * base + digit;
  }
  return value;
}

/** The IPv4 address spelt from `start` to the end of `text` as a 32-bit number, or -1. */
function parseIpv4(text: string, start = 0): number {
  let value = 0;
  let partStart = start;
  for (let part = 0; part < 4; part++) {
    let partEnd = text.indexOf(".", partStart);
    if (part === 3) {
      if (partEnd !== -1) return -1;
      partEnd = text.length;
    } else if (partEnd === -1) return -1;
    // "010" is 8 to some parsers and 10 to others: a leading zero is refused, as Node.js does.
    if (partEnd - partStart > 1 && text.charCodeAt(partStart) === 48) return -1;
    const n = digitsValue(text, partStart, partEnd, 10);
    if (n < 0 || n > 255) return -1;
    value = value * 256 + n;
    partStart = partEnd + 1;
  }
  return value;
}

/**
 * The 16-bit groups spelt from `start` to `end` (colon-separated; the last may be a dotted IPv4
 * address, which gives two groups), appended to `groups`; false when the text is not that.
 */
function parseGroups(text: string, start: number, end: number, groups: number[]): boolean {
  if (start === end) return true;
  let partStart = start;
  for (;;) {
    const colon = text.indexOf(":", partStart);
    const partEnd = colon === -1 || colon > end ? end : colon;
    if (partEnd === end && text.lastIndexOf(".", end - 1) >= partStart) {
      if (end !== text.length) return false;
      const v4 = parseIpv4(text, partStart);
      if (v4 < 0) return false;
      groups.push(Math.floor(v4 / 65536), v4 % 65536);
      return true;
    }
    const group = digitsValue(text, partStart, partEnd, 16);
    if (group < 0) return false;
    groups.push(group);
    if (partEnd === end) return true;
    partStart = partEnd + 1;
  }
}

/** Whether `zone` (after the "%") is a name Node.js accepts for an interface: letters, digits, "-", "." and ":". */
function isZone(zone: string): boolean {
  if (zone.length === 0) return false;
  for (let i = 0; i < zone.length; i++) {
    const code = zone.charCodeAt(i);
    const allowed = (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 58) || code === 0x2d || code === 0x2e;
    if (!allowed) return false;
  }
  return true;
}

function parseIpv6(input: string): bigint | null {
  // A zone (fe80::1%eth0) names the interface, not the address.
  const zone = input.indexOf("%");
  if (zone !== -1 && !isZone(input.slice(zone + 1))) return null;
  const text = (zone === -1 ? input : input.slice(0, zone)).toLowerCase();
  if (text.length > 45) return null;
  const gap = text.indexOf("::");
  if (gap !== -1 && text.indexOf("::", gap + 1) !== -1) return null;
  const head: number[] = [];
  const tail: number[] = [];
  if (gap === -1) {
    if (!parseGroups(text, 0, text.length, head)) return null;
  } else if (!parseGroups(text, 0, gap, head) || !parseGroups(text, gap + 2, text.length, tail)) return null;
  const missing = 8 - head.length - tail.length;
  if (gap !== -1 ? missing < 1 : missing !== 0) return null;
  let value = 0n;
  for (const group of head) value = (value << 16n) | BigInt(group);
  value <<= BigInt(16 * missing);
  for (const group of tail) value = (value << 16n) | BigInt(group);
  return value;
}

const MAPPED_PREFIX = 0xffffn << 32n;

/** The address `text` spells, or null when it is not one. */
export function parseIpAddress(text: string | null | undefined): IpAddress | null {
  const trimmed = text?.trim();
  if (!trimmed || trimmed.length > 60) return null;
  if (!trimmed.includes(":")) {
    const value = parseIpv4(trimmed);
    return value < 0 ? null : { family: 4, value: BigInt(value) };
  }
  const value = parseIpv6(trimmed);
  if (value === null) return null;
  if (value >> 32n === MAPPED_PREFIX >> 32n) return { family: 4, value: value & 0xffffffffn };
  return { family: 6, value };
}

/** One spelling per address: dotted IPv4, or eight lower-case IPv6 groups without leading zeros. */
export function formatIpAddress(address: IpAddress): string {
  if (address.family === 4) {
    const n = Number(address.value);
    return `${n >>> 24}.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
  }
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
  let prefix = digitsValue(prefixText, 0, prefixText.length, 10);
  if (prefix < 0) return null;
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
