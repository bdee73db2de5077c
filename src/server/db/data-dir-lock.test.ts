import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir, takeOver } from "./data-dir-lock";

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

describe("taking over a stale lock", () => {
  it("gives it to exactly one of several processes that find it at the same moment", async () => {
    const dir = tempDir();
    // A lock left by a process that has since died.
    const dead = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => dead.once("exit", resolve));
    fs.writeFileSync(path.join(dir, "server.lock"), String(dead.pid));

    const lockModule = path.resolve("src/server/db/data-dir-lock.ts");
    const start = Date.now() + 3000;
    // A winner holds the lock until every contender has answered (the parent then closes its stdin),
    // so a late starter can never take a lock that was released in between.
    const script = `
      const { lockDataDir } = await import(${JSON.stringify(lockModule)});
      while (Date.now() < ${start}) {}
      try {
        lockDataDir(${JSON.stringify(dir)});
        console.log("locked");
        process.stdin.resume();
        await new Promise((resolve) => process.stdin.once("end", resolve));
      } catch (error) { console.log(error.name); }
      process.exit(0);
    `;
    const children = Array.from({ length: 6 }, () => spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script]));
    const answered = children.map(
      (child) =>
        new Promise<string>((resolve) => {
          let output = "";
          child.stdout.on("data", (chunk: Buffer) => {
            output += chunk.toString();
            if (output.includes("\n")) resolve(output.trim());
          });
          child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
          child.once("exit", () => resolve(output.trim()));
        }),
    );
    const outputs = await Promise.all(answered);
    for (const child of children) child.stdin.end();
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve)) : null)));
    expect(outputs.filter((output) => output === "locked")).toHaveLength(1);
    expect(outputs.filter((output) => output === "DataDirLockedError")).toHaveLength(5);
    expect(fs.existsSync(path.join(dir, "server.lock.takeover"))).toBe(false);
  }, 30_000);

  it("never shows a half-written lock: the file appears with its pid in it", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    const names = fs.readdirSync(dir);
    expect(names).toEqual(["server.lock"]);
    expect(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
  });
});

describe("the takeover step", () => {
  it("removes the lock only while it is still the stale one it saw, and only outside another takeover", () => {
    const dir = tempDir();
    const lock = path.join(dir, "server.lock");
    // Between seeing the stale lock (pid 999999) and taking over, another process replaced it.
    fs.writeFileSync(lock, "424242");
    takeOver(lock, `${lock}.takeover`, 999_999);
    expect(fs.readFileSync(lock, "utf8")).toBe("424242");
    // While someone else's takeover is under way, nothing is removed.
    fs.writeFileSync(lock, "999999");
    fs.mkdirSync(`${lock}.takeover`);
    takeOver(lock, `${lock}.takeover`, 999_999);
    expect(fs.readFileSync(lock, "utf8")).toBe("999999");
    fs.rmdirSync(`${lock}.takeover`);
    // The real stale lock goes, and the takeover folder with it.
    takeOver(lock, `${lock}.takeover`, 999_999);
    expect(fs.existsSync(lock)).toBe(false);
    expect(fs.existsSync(`${lock}.takeover`)).toBe(false);
  });
});
