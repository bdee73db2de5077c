import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Every route handler of the app, found in the file tree (so a new one is covered by the tests that
 * use this list without being named): its file, an address that reaches it (dynamic segments
 * filled in with `sample`) and the HTTP methods it exports.
 */
export interface RouteHandler {
  file: string;
  path: string;
  methods: string[];
}

const APP_DIR = path.resolve(import.meta.dirname, "../app");
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** An address for a route folder: groups dropped, `[...x]` and `[x]` filled in. */
function addressOf(folder: string, sample: string): string {
  const segments = folder
    .split(path.sep)
    .filter((segment) => segment && !/^\(.*\)$/.test(segment) && !segment.startsWith("@"))
    .map((segment) => (/^\[\[?\.\.\./.test(segment) ? `${sample}/${sample}` : /^\[.*\]$/.test(segment) ? sample : segment));
  return `/${segments.join("/")}`;
}

export function routeHandlers(sample = "saltus"): RouteHandler[] {
  return routeFiles(APP_DIR)
    .sort()
    .map((file) => {
      const source = readFileSync(file, "utf8");
      const methods = METHODS.filter((method) => new RegExp(`export\\s+(?:async\\s+)?(?:function|const)\\s+${method}\\b|\\bas\\s+${method}\\b`).test(source));
      return { file: path.relative(path.resolve(APP_DIR, "../.."), file), path: addressOf(path.relative(APP_DIR, path.dirname(file)), sample), methods };
    });
}

export const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"];
