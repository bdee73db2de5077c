import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { listenAddress, serverNodeFlags } from "./settings.mjs";

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

describe("the server's Node.js flags", () => {
  /** The most memory V8 would give a Node.js process started with these flags (NODE_OPTIONS cleared). */
  function heapLimit(flags) {
    const { NODE_OPTIONS: _ignored, ...env } = process.env;
    const run = spawnSync(process.execPath, [...flags, "-p", "require('node:v8').getHeapStatistics().heap_size_limit"], { encoding: "utf8", env });
    expect(run.status, run.stderr).toBe(0);
    return Number(run.stdout.trim());
  }

  it("are accepted by this Node.js and let the young generation grow by 48 MB per half, and as much for large objects", () => {
    expect(heapLimit(serverNodeFlags) - heapLimit([])).toBe(3 * 48 * 1024 * 1024);
  });
});
