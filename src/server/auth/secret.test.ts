import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

/** A fresh copy of the module, so that the environment it reads is this test's. */
async function loadAuthSecret(env: { DATA_DIR: string; BETTER_AUTH_SECRET?: string }) {
  vi.resetModules();
  vi.stubEnv("DATA_DIR", env.DATA_DIR);
  vi.stubEnv("BETTER_AUTH_SECRET", env.BETTER_AUTH_SECRET ?? "");
  return (await import("./secret")).authSecret;
}

describe("authSecret", () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "auth-secret-")), "data");
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it("uses BETTER_AUTH_SECRET when it is set, and writes no file", async () => {
    const authSecret = await loadAuthSecret({ DATA_DIR: dataDir, BETTER_AUTH_SECRET: "s".repeat(40) });
    expect(authSecret()).toBe("s".repeat(40));
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it("without it, generates a secret beside the data that only the owner can read, and keeps it", async () => {
    const authSecret = await loadAuthSecret({ DATA_DIR: dataDir });
    const secret = authSecret();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, "auth-secret");
    expect(fs.readFileSync(file, "utf8").trim()).toBe(secret);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // A restarted server reads the same secret back, so sessions survive it.
    const restarted = await loadAuthSecret({ DATA_DIR: dataDir });
    expect(restarted()).toBe(secret);
  });

  it("reads the file once per process, however often it is asked for", async () => {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, "auth-secret"), `${"k".repeat(43)}\n`);
    const authSecret = await loadAuthSecret({ DATA_DIR: dataDir });
    const reads = vi.spyOn(fs, "readFileSync");
    for (let i = 0; i < 5; i++) expect(authSecret()).toBe("k".repeat(43));
    expect(reads.mock.calls.filter(([file]) => String(file).endsWith("auth-secret"))).toHaveLength(1);
  });

  it("replaces a file too short to be a secret", async () => {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, "auth-secret"), "short\n");
    const authSecret = await loadAuthSecret({ DATA_DIR: dataDir });
    const secret = authSecret();
    expect(secret).not.toBe("short");
    expect(fs.readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim()).toBe(secret);
  });
});
