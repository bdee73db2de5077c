import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, clientAddress, storableClientAddress, withClientAddressHeader } from "./client-address";

const h = (headers: Record<string, string>) => new Headers(headers);

describe("the client address", () => {
  it("behind a trusted proxy is the last forwarded entry (the one the proxy appended)", () => {
    expect(clientAddress(h({ "x-forwarded-for": "6.6.6.6, 203.0.113.5" }), true)).toBe("203.0.113.5");
    expect(clientAddress(h({ "x-real-ip": "198.51.100.2" }), true)).toBe("198.51.100.2");
    expect(storableClientAddress(h({ "x-forwarded-for": "203.0.113.5" }), true)).toBe("203.0.113.5");
  });

  it("without a trusted proxy keys limits by the single address next start wrote, and is never stored", () => {
    expect(clientAddress(h({ "x-forwarded-for": "::ffff:127.0.0.1" }), false)).toBe("127.0.0.1");
    expect(clientAddress(h({ "x-forwarded-for": "2001:DB8::1" }), false)).toBe("2001:db8::1");
    expect(storableClientAddress(h({ "x-forwarded-for": "203.0.113.5" }), false)).toBeNull();
    // A list can only have come from the visitor: no address.
    expect(clientAddress(h({ "x-forwarded-for": "1.2.3.4, 5.6.7.8" }), false)).toBeNull();
    expect(clientAddress(h({ "x-real-ip": "1.2.3.4" }), false)).toBeNull();
  });

  it("refuses anything that is not an address", () => {
    for (const value of ["999.1.1.1", "evil.example", "1.2.3", "<script>", "", "1:2:3:4:5:6:7:8:9"]) expect(clientAddress(h({ "x-forwarded-for": value }), true)).toBeNull();
  });

  it("replaces whatever a visitor sent under Better Auth's header", () => {
    const forged = withClientAddressHeader(h({ [CLIENT_ADDRESS_HEADER]: "10.0.0.1", "x-forwarded-for": "203.0.113.9" }), false);
    expect(forged.get(CLIENT_ADDRESS_HEADER)).toBe("203.0.113.9");
    const none = withClientAddressHeader(h({ [CLIENT_ADDRESS_HEADER]: "10.0.0.1" }), false);
    expect(none.get(CLIENT_ADDRESS_HEADER)).toBeNull();
  });
});
