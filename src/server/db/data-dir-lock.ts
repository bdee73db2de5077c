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

/** Takes the lock for this process, or throws DataDirLockedError. Returns a release function. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx", 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      const release = () => {
        if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(lockPath);
      if (owner === process.pid) return () => undefined;
      if (owner !== null && isRunningNodeProcess(owner)) throw new DataDirLockedError(dataDir, owner);
      fs.rmSync(lockPath, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not take the lock on ${lockPath}`);
}
