import fs from "node:fs";
import path from "node:path";

/**
 * An exclusive lock on the embedded database's data folder.
 *
 * PGlite is a single-process database: two processes writing one folder silently lose or
 * corrupt data. The lock file holds the owner's pid; a lock left by a process that no longer
 * runs (after a crash or SIGKILL) is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is already open in process ${ownerPid}. ` +
        "Only one process may use a data folder: stop the other server first, " +
        "or point DATA_DIR at another folder (or set DATABASE_URL to use PostgreSQL).",
    );
    this.name = "DataDirLockedError";
  }
}

const LOCK_FILE = "server.lock";

function isRunningNodeProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  // A recycled pid may now belong to an unrelated program.
  try {
    return /node|next/.test(fs.readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    return true;
  }
}

function readOwner(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** A takeover in progress older than this was left by a crash and may be cleared. */
const TAKEOVER_STALE_MS = 10_000;

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Takes the lock for this process, or throws DataDirLockedError. Returns a release function.
 *
 * Atomic at every step: the lock file appears already holding this pid (written to a private file,
 * then hard-linked into place, which fails if a lock exists), so no one ever reads a half-written
 * lock; and a stale lock is taken over only by the one process holding the takeover folder (mkdir is
 * atomic), which checks again that the lock is still the stale one before removing it. Two processes
 * that find the same stale lock at the same moment therefore never both end up holding it.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const takeoverPath = `${lockPath}.takeover`;
  const mine = `${lockPath}.${process.pid}.${Date.now()}`;
  fs.writeFileSync(mine, String(process.pid), { mode: 0o600, flush: true });

  try {
    for (let attempt = 0; attempt < 200; attempt++) {
      try {
        fs.linkSync(mine, lockPath);
        const release = () => {
          if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        };
        process.once("exit", release);
        return release;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const owner = readOwner(lockPath);
      if (owner === process.pid) return () => undefined;
      if (owner !== null && isRunningNodeProcess(owner)) throw new DataDirLockedError(dataDir, owner);
      takeOver(lockPath, takeoverPath, owner);
    }
  } finally {
    fs.rmSync(mine, { force: true });
  }
  throw new Error(`Could not take the lock on ${lockPath}`);
}

/** Removes a stale lock, if this process wins the takeover and the lock is still the stale one. */
export function takeOver(lockPath: string, takeoverPath: string, staleOwner: number | null): void {
  try {
    fs.mkdirSync(takeoverPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    // Another process is taking over; a takeover folder left by a crash is cleared after a while.
    try {
      if (Date.now() - fs.statSync(takeoverPath).mtimeMs > TAKEOVER_STALE_MS) fs.rmSync(takeoverPath, { recursive: true, force: true });
    } catch {
      // gone already
    }
    sleep(20);
    return;
  }
  try {
    if (fs.existsSync(lockPath) && readOwner(lockPath) === staleOwner) fs.rmSync(lockPath, { force: true });
  } finally {
    fs.rmSync(takeoverPath, { recursive: true, force: true });
  }
}
