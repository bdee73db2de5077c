import { describe, expect, it } from "vitest";
import { listenAddress } from "./settings.mjs";

describe("the server's listening address", () => {
  it("listens on HOSTNAME when it is set", () => {
    expect(listenAddress({ PORT: "8080", HOSTNAME: "127.0.0.1" })).toEqual({ port: 8080, hostname: "127.0.0.1" });
  });

  it("listens on every interface, on port 3000, by default", () => {
    expect(listenAddress({})).toEqual({ port: 3000, hostname: undefined });
    expect(listenAddress({ HOSTNAME: "  " })).toEqual({ port: 3000, hostname: undefined });
  });

  it("refuses a PORT that is not a port number, naming it", () => {
    for (const PORT of ["http", "80.5", "-1", "70000"]) expect(() => listenAddress({ PORT })).toThrow(/PORT/);
  });
});
