import { isIP } from "node:net";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatIpAddress, ipInRange, limitKeyOfAddress, parseIpAddress, parseIpRange } from "./ip-address";

const spelt = (text: string) => {
  const address = parseIpAddress(text);
  return address ? formatIpAddress(address) : null;
};

describe("parseIpAddress", () => {
  it("reads IPv4, IPv6 in its full and shortened forms, and IPv4-mapped IPv6 as IPv4", () => {
    expect(spelt("203.0.113.7")).toBe("203.0.113.7");
    expect(spelt(" 0.0.0.0 ")).toBe("0.0.0.0");
    expect(spelt("255.255.255.255")).toBe("255.255.255.255");
    expect(spelt("2001:DB8:0:0:0:0:0:1")).toBe("2001:db8:0:0:0:0:0:1");
    expect(spelt("2001:db8::1")).toBe("2001:db8:0:0:0:0:0:1");
    expect(spelt("::")).toBe("0:0:0:0:0:0:0:0");
    expect(spelt("::1")).toBe("0:0:0:0:0:0:0:1");
    expect(spelt("fe80::")).toBe("fe80:0:0:0:0:0:0:0");
    expect(spelt("fe80::1%eth0")).toBe("fe80:0:0:0:0:0:0:1");
    expect(spelt("fe80::1%")).toBeNull();
    expect(spelt("fe80::1%eth0%1")).toBeNull();
    expect(spelt("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0:0:0:c000:221");
    expect(parseIpAddress("::ffff:192.0.2.1")).toEqual({ family: 4, value: 0xc0000201n });
    expect(parseIpAddress("::FFFF:c000:0201")).toEqual({ family: 4, value: 0xc0000201n });
  });

  it("refuses what is not an address", () => {
    for (const text of [
      "",
      " ",
      null,
      undefined,
      "256.0.0.1",
      "1.2.3",
      "1.2.3.4.5",
      "1..2.3",
      "1.2.3.4.",
      "1.2.3.-4",
      "1.2.3.1234",
      "010.0.0.1",
      "::ffff:10.0.0.01",
      "a.b.c.d",
      "<script>",
      "1:2:3:4:5:6:7:8:9",
      "1:2:3:4:5:6:7",
      "1::2::3",
      ":::",
      "1:2:3:4:5:6:7::8",
      ":1::",
      "1::2:",
      "12345::",
      "g::1",
      "::1.2.3",
      "::1.2.3.4:5",
      "1.2.3.4::",
      "1:2:3:4:5:6:7:1.2.3.4",
      `${"1:".repeat(30)}1`,
    ]) {
      expect(parseIpAddress(text), String(text)).toBeNull();
    }
  });

  it("accepts every address Node.js accepts, as the same address", () => {
    const v4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => parts.join("."));
    fc.assert(
      fc.property(v4, (text) => {
        expect(spelt(text)).toBe(text);
      }),
    );
    const groups = fc.array(fc.nat(0xffff), { minLength: 8, maxLength: 8 });
    fc.assert(
      fc.property(groups, (values) => {
        const full = values.map((group) => group.toString(16)).join(":");
        // The WHATWG URL parser writes IPv6 in its shortest form: parsing that must give the same address.
        const shortest = new URL(`http://[${full}]/`).hostname.slice(1, -1);
        const mapped = values.slice(0, 6).every((group, index) => group === (index === 5 ? 0xffff : 0));
        const expected = mapped ? `${values[6]! >> 8}.${values[6]! & 255}.${values[7]! >> 8}.${values[7]! & 255}` : values.map((group) => group.toString(16)).join(":");
        expect(spelt(full)).toBe(expected);
        expect(spelt(shortest)).toBe(expected);
        expect(spelt(full.toUpperCase())).toBe(expected);
      }),
    );
  });

  it("accepts exactly what Node.js accepts, whatever the characters", () => {
    // Up to 60 characters, the most an address may be here; the pieces make addresses likely.
    const piece = fc.constantFrom(..."0123456789abcdefABCDEF:.%-xz", "::", "ffff", "255", "1.2.3.4", "%eth0");
    const text = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(""));
    fc.assert(
      fc.property(text, (candidate) => {
        expect(parseIpAddress(candidate) !== null, candidate).toBe(isIP(candidate) !== 0);
      }),
      { numRuns: 20_000 },
    );
  });

  it("reads dotted IPv4 at the end of any IPv6 form as its last two groups", () => {
    const v4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255));
    const head = fc.array(fc.nat(0xffff), { minLength: 6, maxLength: 6 });
    fc.assert(
      fc.property(head, v4, fc.nat(5), fc.nat(6), (groups, [a, b, c, d], from, length) => {
        // Groups `from` to `end` (at least one) left out as "::", or none when length is 0.
        const end = Math.min(6, from + length);
        const left = length === 0 ? groups : [...groups.slice(0, from), ...groups.slice(end)];
        const words = left.map((group) => group.toString(16));
        const spelling = length === 0 ? `${words.join(":")}:${a}.${b}.${c}.${d}` : `${words.slice(0, from).join(":")}::${words.slice(from).map((w) => `${w}:`).join("")}${a}.${b}.${c}.${d}`;
        const full = length === 0 ? groups : [...groups.slice(0, from), ...Array<number>(end - from).fill(0), ...groups.slice(end)];
        expect(isIP(spelling), spelling).toBe(6);
        const mapped = full.every((group, index) => group === (index === 5 ? 0xffff : 0));
        const expected = mapped ? `${a}.${b}.${c}.${d}` : [...full, (a << 8) | b, (c << 8) | d].map((group) => group.toString(16)).join(":");
        expect(spelt(spelling), spelling).toBe(expected);
      }),
    );
  });
});

describe("ranges and limit keys", () => {
  it("reads ranges, counting a mapped IPv4 range in IPv4 bits", () => {
    const ten = parseIpRange("10.0.0.0/8")!;
    expect(ipInRange(parseIpAddress("10.200.3.4")!, ten)).toBe(true);
    expect(ipInRange(parseIpAddress("11.0.0.1")!, ten)).toBe(false);
    expect(ipInRange(parseIpAddress("::ffff:10.1.2.3")!, parseIpRange("::ffff:10.0.0.0/104")!)).toBe(true);
    expect(ipInRange(parseIpAddress("fd12::9")!, parseIpRange("fd00::/8")!)).toBe(true);
    expect(ipInRange(parseIpAddress("fe12::9")!, parseIpRange("fd00::/8")!)).toBe(false);
    expect(parseIpRange("203.0.113.7")).toEqual({ family: 4, value: 0xcb007107n, prefix: 32 });
    for (const text of ["10.0.0.0/33", "10.0.0.0/", "10.0.0.0/8/8", "10.0.0.0/x", "::/129", "::ffff:10.0.0.0/95"]) expect(parseIpRange(text), text).toBeNull();
  });

  it("keys IPv4 by the address and IPv6 by its /64", () => {
    expect(limitKeyOfAddress(parseIpAddress("203.0.113.7")!)).toBe("203.0.113.7");
    expect(limitKeyOfAddress(parseIpAddress("2001:db8:1:2:aaaa::1")!)).toBe("2001:db8:1:2:0:0:0:0/64");
  });
});
