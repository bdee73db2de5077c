import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildDecision, buildIsCurrent, builtSiteUrl, listenAddress, serverNodeFlags, siteUrlToServe } from "./settings.mjs";

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

describe("the address the server runs with (SITE_URL)", () => {
  it("is SITE_URL when set, without a trailing slash", () => {
    expect(siteUrlToServe({ SITE_URL: "https://www.example.co.uk/" })).toEqual({ siteUrl: "https://www.example.co.uk" });
  });

  it("is http://localhost:PORT with a warning when SITE_URL is unset on this machine", () => {
    for (const env of [{ PORT: "4000" }, { PORT: "4000", HOSTNAME: "127.0.0.1" }, { PORT: "4000", HOSTNAME: "localhost" }]) {
      const site = siteUrlToServe(env);
      expect(site).toMatchObject({ siteUrl: "http://localhost:4000" });
      expect("warning" in site && site.warning).toMatch(/SITE_URL is not set/);
    }
  });

  it("is refused, naming SITE_URL, when unset on a public address or malformed", () => {
    expect(siteUrlToServe({ HOSTNAME: "203.0.113.7" })).toEqual({ error: expect.stringMatching(/SITE_URL is not set/) });
    expect(siteUrlToServe({ SITE_URL: "example.co.uk" })).toEqual({ error: expect.stringMatching(/SITE_URL must be an absolute address/) });
    expect(siteUrlToServe({ SITE_URL: "ftp://example.co.uk" })).toEqual({ error: expect.stringMatching(/SITE_URL must start with/) });
  });

  it("of a build is read from its prerendered robots.txt", () => {
    expect(builtSiteUrl("User-Agent: *\nAllow: /\n\nSitemap: https://a.example/sitemap.xml\n")).toBe("https://a.example");
    expect(builtSiteUrl("User-Agent: *\n")).toBeNull();
    expect(builtSiteUrl(null)).toBeNull();
  });
});

describe("whether npm start builds first", () => {
  const base = { exists: true, current: true, siteUrl: "https://a.example", wanted: "https://a.example", skipBuild: false };

  it("serves a current build made for the same address", () => {
    expect(buildDecision(base)).toEqual({ build: false });
  });

  it("builds again, saying why, when the build was made for another SITE_URL", () => {
    const decision = buildDecision({ ...base, wanted: "https://b.example" });
    expect(decision).toEqual({ build: true, reason: expect.stringContaining("made for SITE_URL https://a.example, not https://b.example") });
    expect(buildDecision({ ...base, siteUrl: null })).toMatchObject({ build: true });
  });

  it("builds when the build is missing or older than the sources", () => {
    expect(buildDecision({ ...base, exists: false, siteUrl: null })).toMatchObject({ build: true, reason: expect.stringContaining("no production build") });
    expect(buildDecision({ ...base, current: false })).toMatchObject({ build: true, reason: expect.stringContaining("older than the sources") });
  });

  it("with SKIP_BUILD=1 never builds, and warns when the build names another address", () => {
    expect(buildDecision({ ...base, skipBuild: true })).toEqual({ build: false });
    expect(buildDecision({ ...base, current: false, skipBuild: true })).toEqual({ build: false });
    expect(buildDecision({ ...base, wanted: "https://b.example", skipBuild: true })).toEqual({ build: false, warning: expect.stringContaining("SKIP_BUILD=1 serves it as it is") });
  });
});

describe("whether the production build is current", () => {
  it("is not when there is no build, or a source file is newer than it, however deep", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "wm-build-current-"));
    try {
      const source = path.join(root, "src", "features", "a", "b.tsx");
      fs.mkdirSync(path.dirname(source), { recursive: true });
      fs.writeFileSync(source, "export {};");
      expect(buildIsCurrent(root)).toBe(false);
      const buildId = path.join(root, ".next", "BUILD_ID");
      fs.mkdirSync(path.dirname(buildId), { recursive: true });
      fs.writeFileSync(buildId, "id");
      const at = (file, seconds) => fs.utimesSync(file, seconds, seconds);
      at(source, 1_000);
      for (const folder of [path.dirname(source), path.join(root, "src", "features"), path.join(root, "src")]) at(folder, 1_000);
      at(buildId, 2_000);
      expect(buildIsCurrent(root)).toBe(true);
      at(source, 3_000);
      expect(buildIsCurrent(root)).toBe(false);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
