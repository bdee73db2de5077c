// @ts-check
/**
 * The production server's settings, as `npm start` (scripts/start.mjs) reads them before it runs
 * Next.js's own server (`next start`). Nothing here touches a request: pages, route handlers and
 * compression are Next.js's.
 */
import fs from "node:fs";
import path from "node:path";

/**
 * Where the production server listens: PORT (default 3000), and only on HOSTNAME when that is set
 * (say 127.0.0.1 behind a reverse proxy); otherwise on every interface.
 * @param {Record<string, string | undefined>} env
 * @returns {{ port: number, hostname: string | undefined }}
 */
export function listenAddress(env) {
  const portText = env.PORT?.trim() || "3000";
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) throw new Error(`PORT must be a port number (0 to 65535), not "${portText}"`);
  return { port, hostname: env.HOSTNAME?.trim() || undefined };
}

/** Addresses that only this machine can reach (an unset HOSTNAME counts: a fresh clone's `npm start`). */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/**
 * The public address the server is to run with: SITE_URL, without a trailing slash; or, when it is
 * unset and the server listens on this machine only (or HOSTNAME is unset), http://localhost:PORT
 * with a warning to print. Without SITE_URL on any other address it is an error: links in mail,
 * canonical links and cookies would name an address nobody can reach.
 * @param {Record<string, string | undefined>} env
 * @returns {{ siteUrl: string, warning?: string } | { error: string }}
 */
export function siteUrlToServe(env) {
  const { port, hostname } = listenAddress(env);
  const given = env.SITE_URL?.trim();
  if (given) {
    let url;
    try {
      url = new URL(given);
    } catch {
      return { error: `SITE_URL must be an absolute address such as https://www.example.co.uk, not "${given}"` };
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return { error: `SITE_URL must start with https:// or http://, not "${given}"` };
    return { siteUrl: given.replace(/\/+$/, "") };
  }
  if (hostname === undefined || LOCAL_HOSTS.has(hostname.toLowerCase()) || hostname.startsWith("127.")) {
    const siteUrl = `http://localhost:${port}`;
    return {
      siteUrl,
      warning: `SITE_URL is not set: serving as ${siteUrl}. Links, feeds and cookies name that address, which only this machine reaches; set SITE_URL to the site's public address before anyone else uses it.`,
    };
  }
  return { error: `SITE_URL is not set, and the server would listen on ${hostname}: set SITE_URL to the site's public address, such as https://www.example.co.uk` };
}

/**
 * The SITE_URL a production build was made with, as its prerendered robots.txt names it
 * (`Sitemap: <SITE_URL>/sitemap.xml`, src/app/robots.ts), or null when it cannot be read.
 * Static pages, the sitemap and the feed carry the address their build was made with, so a
 * build for another address must be made again (scripts/start.mjs).
 * @param {string | null} robotsText the text of .next/server/app/robots.txt.body, or null when missing
 * @returns {string | null}
 */
export function builtSiteUrl(robotsText) {
  if (robotsText === null) return null;
  const line = robotsText.split("\n").find((text) => /^sitemap:/i.test(text.trim()));
  if (!line) return null;
  const address = line.trim().slice("sitemap:".length).trim();
  return address.endsWith("/sitemap.xml") ? address.slice(0, -"/sitemap.xml".length) : null;
}

// What a production build is made of: a change to any of these makes the build stale.
const BUILD_SOURCES = ["src", "content", "public", "drizzle", "package.json", "package-lock.json", "next.config.ts", "postcss.config.mjs", "tsconfig.json"];

/**
 * The latest modification time of a file, or of anything in a folder (0 when it is missing).
 * @param {string} target
 * @returns {number}
 */
function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * Whether the production build in `root`/.next is at least as new as every source it is made of
 * (false when there is none). `npm start` and `npm run bench` both ask, so neither serves or
 * measures a build older than the code.
 * @param {string} root the project's folder
 * @returns {boolean}
 */
export function buildIsCurrent(root) {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!fs.existsSync(buildId)) return false;
  const built = fs.statSync(buildId).mtimeMs;
  return BUILD_SOURCES.every((source) => newestMtime(path.join(root, source)) <= built);
}

/**
 * Whether `npm start` builds before serving, and the message it prints when it does.
 * SKIP_BUILD=1 serves whatever build there is (a warning, not a build, when it was made for
 * another address), for test runs that build once beforehand.
 * @param {{ exists: boolean, current: boolean, siteUrl: string | null, wanted: string, skipBuild: boolean }} build
 * @returns {{ build: false, warning?: string } | { build: true, reason: string }}
 */
export function buildDecision({ exists, current, siteUrl, wanted, skipBuild }) {
  const otherAddress = exists && siteUrl !== wanted;
  const otherMessage = siteUrl === null ? `the production build does not say which SITE_URL it was made with` : `the production build was made for SITE_URL ${siteUrl}, not ${wanted}`;
  if (skipBuild) {
    if (!exists) return { build: false, warning: "SKIP_BUILD=1 but there is no production build: run `npm run build` first" };
    return otherAddress ? { build: false, warning: `${otherMessage}; SKIP_BUILD=1 serves it as it is, so its pages name the build's address` } : { build: false };
  }
  if (!exists) return { build: true, reason: "there is no production build yet: building…" };
  if (otherAddress) return { build: true, reason: `${otherMessage}: building again, so that links, the sitemap and feeds name ${wanted}…` };
  if (!current) return { build: true, reason: "the production build is older than the sources: building…" };
  return { build: false };
}

/**
 * The Node.js flags the production server runs with: `npm start` (scripts/start.mjs) passes them,
 * and the bench starts both the site and the bare Next.js app the same way. Node.js reads them
 * only at start, so a server started another way needs them on its command line or in NODE_OPTIONS.
 *
 * `--max-semi-space-size=64`: V8's young generation, where every request's short-lived objects
 * are made, may grow to 64 MB per half rather than 16 MB. Every request through Next.js's router
 * allocates about a quarter of a megabyte; under load the default size is collected about ten
 * times a second, and each collection copies every object still in use, such as those of the
 * requests under way; collected a quarter as often, most of a request's objects are gone by then.
 * The matching API gained 0.04 to 0.06 of a bare route handler's throughput with it in earlier
 * side-by-side trials (docs/security.md, "Cost"); `npm run bench` compares both under the same
 * flags. It costs up to 144 MB more memory (two halves of 48 MB more, and as much again for large
 * objects), taken only as load asks for it.
 */
export const serverNodeFlags = ["--max-semi-space-size=64"];
