import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "wm-lock-"));

describe("the data folder lock", () => {
  it("creates the folder, takes the lock and releases it", () => {
    const dir = path.join(tempDir(), "nested", "data");
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(false);
  });

  it("refuses a folder held by another running process, naming it", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"]);
    try {
      fs.writeFileSync(path.join(dir, "server.lock"), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`already open in process ${other.pid}`));
    } finally {
      other.kill("SIGKILL");
      await new Promise((resolve) => other.once("exit", resolve));
    }
    // Once its owner is gone the lock is stale and is taken over.
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
  });
});
