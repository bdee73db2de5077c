import "server-only";

import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { serverEnv } from "@/config/env";

/** The secret kept beside the data, once read, with the file it was read from. */
let kept: { file: string; secret: string } | undefined;

/**
 * The secret that signs session cookies and keys the hashes of `keyedHash`. Configured deployments
 * pass BETTER_AUTH_SECRET (the env schema demands it in production with PostgreSQL); the embedded
 * default generates one on first start and keeps it beside the data, so sessions survive restarts.
 * The file is read once per process: it is asked for with every mail written and sign-in tried.
 */
export function authSecret(): string {
  const env = serverEnv();
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;

  const dataDir = path.resolve(env.DATA_DIR);
  const file = path.join(dataDir, "auth-secret");
  if (kept?.file !== file) kept = { file, secret: readOrCreate(dataDir, file) };
  return kept.secret;
}

function readOrCreate(dataDir: string, file: string): string {
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const generated = crypto.randomBytes(32).toString("base64url");
  fs.writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  return generated;
}
