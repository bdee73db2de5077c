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

function filesNamed(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesNamed(full, name);
    return name.test(entry.name) ? [full] : [];
  });
}
const routeFiles = (dir: string) => filesNamed(dir, /^route\.(ts|tsx|js|mjs)$/);

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

/**
 * Every page and route handler as a path pattern, dynamic segments written `[name]` (or
 * `[...name]`): for requests that must fail on the address itself whatever the route does.
 */
export function appPaths(): string[] {
  const folders = filesNamed(APP_DIR, /^(page|route)\.(ts|tsx|js|mjs|mdx)$/).map((file) => path.relative(APP_DIR, path.dirname(file)));
  const paths = folders.map(
    (folder) => `/${folder.split(path.sep).filter((segment) => segment && !/^\(.*\)$/.test(segment) && !segment.startsWith("@")).join("/")}`,
  );
  return [...new Set(paths)].sort();
}

export const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"];
