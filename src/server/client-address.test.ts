import { describe, expect, it } from "vitest";
import { parseServerEnv } from "@/config/env";
import { CLIENT_ADDRESS_HEADER, clientAddress, clientLimitAddress, storableClientAddress, withClientAddressHeader } from "./client-address";
import { runWithConnection } from "./connection";

const on = <T,>(remoteAddress: string | null, forwardedFor: string | null, fn: () => T) => runWithConnection({ remoteAddress, forwardedFor }, fn);
const trust = (value: string) => parseServerEnv({ TRUST_PROXY: value }).TRUST_PROXY;

describe("the client address", () => {
  it("by default is the socket's, whatever X-Forwarded-For says, so rotating the header changes nothing", () => {
    const unset = parseServerEnv({}).TRUST_PROXY;
    const seen = new Set<string | null>();
    for (let i = 0; i < 20; i += 1) seen.add(on("::ffff:198.51.100.4", `203.0.113.${i}`, () => clientLimitAddress(unset)));
    expect([...seen]).toEqual(["198.51.100.4"]);
    expect(on("198.51.100.4", "1.2.3.4, 5.6.7.8", () => clientAddress(false))).toBe("198.51.100.4");
    // Nothing a client wrote is stored without a configured proxy.
    expect(on("198.51.100.4", null, () => storableClientAddress(false))).toBeNull();
  });

  it("with TRUST_PROXY=true is the entry the connecting proxy appended", () => {
    expect(trust("true")).toBe(true);
    expect(on("10.0.0.2", "6.6.6.6, 203.0.113.5", () => clientAddress(true))).toBe("203.0.113.5");
    expect(on("10.0.0.2", null, () => clientAddress(true))).toBe("10.0.0.2");
    expect(on("10.0.0.2", "203.0.113.5", () => storableClientAddress(true))).toBe("203.0.113.5");
  });

  it("with a list of proxies is the right-most address that is not one of them", () => {
    const proxies = trust("10.0.0.0/8, 2001:db8:ffff::/48");
    // The client typed 6.6.6.6; the load balancer (10.0.0.7) appended the real client, 203.0.113.5.
    expect(on("10.0.0.1", "6.6.6.6, 203.0.113.5, 10.0.0.7", () => clientAddress(proxies))).toBe("203.0.113.5");
    // A connection that is not a listed proxy is the client, whatever it forwards.
    expect(on("198.51.100.9", "203.0.113.5", () => clientAddress(proxies))).toBe("198.51.100.9");
    // Garbage ends the walk at the proxy that passed it on.
    expect(on("10.0.0.1", "<script>, 10.0.0.7", () => clientAddress(proxies))).toBe("10.0.0.7");
    expect(on("2001:db8:ffff::1", "2001:DB8:1:2::99", () => clientAddress(proxies))).toBe("2001:db8:1:2:0:0:0:99");
  });

  it("counts IPv6 clients by their /64 for limits", () => {
    const a = on("2001:db8:1:2::1", null, () => clientLimitAddress(false));
    const b = on("2001:db8:1:2:ffff::7", null, () => clientLimitAddress(false));
    expect(a).toBe("2001:db8:1:2:0:0:0:0/64");
    expect(b).toBe(a);
  });

  it("is unknown outside a recorded connection", () => {
    expect(clientAddress(false)).toBeNull();
    expect(clientAddress(true)).toBeNull();
  });

  it("refuses a TRUST_PROXY that is neither a flag nor a list of addresses", () => {
    expect(() => parseServerEnv({ TRUST_PROXY: "yes please" })).toThrow(/TRUST_PROXY/);
    expect(() => parseServerEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
    expect(trust("false")).toBe(false);
  });

  it("replaces whatever a visitor sent under Better Auth's header", () => {
    const forged = on("203.0.113.9", null, () => withClientAddressHeader(new Headers({ [CLIENT_ADDRESS_HEADER]: "10.0.0.1" }), false));
    expect(forged.get(CLIENT_ADDRESS_HEADER)).toBe("203.0.113.9");
    const none = withClientAddressHeader(new Headers({ [CLIENT_ADDRESS_HEADER]: "10.0.0.1" }), false);
    expect(none.get(CLIENT_ADDRESS_HEADER)).toBeNull();
  });
});
