/**
 * Requests refused before any page, action or route handler runs (src/proxy.ts; POST /api/match,
 * which the proxy does not run in front of, calls `refuseCrossSiteWrite` itself). Each answer is a
 * 4xx naming what is wrong, never a server error (docs/security.md, "Hostile requests").
 *
 * - An address whose percent-encoding is broken (`/account/%zz`): 400. Next.js would otherwise fail
 *   decoding it for a dynamic route's parameters.
 * - A write (any method but GET, HEAD and OPTIONS) sent by a page of another site: 403. The browser
 *   says where a request comes from: `Sec-Fetch-Site` other than `same-origin` (or `none`, typed by
 *   the person), or an `Origin` whose host is not the one the request was sent to (as Next.js checks
 *   server actions, but refusing with 403 rather than failing with 500). A request with neither
 *   header is not from a browser's page, and goes on to the route's own checks.
 * - A server action whose body is over SERVER_ACTION_BODY_LIMIT: 413 (Next.js's own limit for
 *   actions, which it reports as a failure). Refused at once when the declared length says so, and
 *   otherwise as the body arrives (one sent in chunks declares none).
 * - A server action call (`Next-Action` header) whose body React could not decode: 400. React's
 *   encoding puts the arguments, a JSON array, in the form field "0" (or the whole body when it is
 *   not a form); without it React waits for a root that never comes and Next.js answers 500
 *   ("Connection closed").
 */

import { readBytesCapped } from "./read-capped";

export const SERVER_ACTION_BODY_LIMIT = 1024 * 1024;
const TOO_LARGE = "The form sent is larger than 1 MB.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

interface GuardedRequest {
  method: string;
  url: string;
  headers: Headers;
}

function refusal(status: number, error: string, pathname: string): Response {
  // Route handlers answer JSON; pages and actions a line of text.
  return pathname.startsWith("/api/")
    ? Response.json({ error }, { status, headers: { "cache-control": "no-store" } })
    : new Response(error, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
}

/** The path of `url` exactly as sent (still percent-encoded). */
function rawPath(url: string): string {
  const afterScheme = url.indexOf("//");
  const pathStart = url.indexOf("/", afterScheme >= 0 ? afterScheme + 2 : 0);
  if (pathStart < 0) return "/";
  const end = url.slice(pathStart).search(/[?#]/);
  return end < 0 ? url.slice(pathStart) : url.slice(pathStart, pathStart + end);
}

export function hasBrokenPercentEncoding(url: string): boolean {
  try {
    decodeURIComponent(rawPath(url));
    return false;
  } catch {
    return true;
  }
}

/** The hosts the request was sent to: Host, and X-Forwarded-Host when a proxy in front set one. */
function requestHosts(headers: Headers): string[] {
  const hosts = [headers.get("host"), headers.get("x-forwarded-host")?.split(",")[0]];
  return hosts.filter((host): host is string => !!host).map((host) => host.trim().toLowerCase());
}

/** Why a write is refused as cross-site, or null when it is not one. */
export function crossSiteWrite(request: GuardedRequest): string | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return "sec-fetch-site";
  const origin = request.headers.get("origin");
  if (origin === null) return null;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return "origin";
  }
  if (origin === "null" || !host) return "origin";
  const hosts = requestHosts(request.headers);
  // Without a Host header there is nothing to compare with; the URL's host is the one asked for.
  if (hosts.length === 0) hosts.push(new URL(request.url).host.toLowerCase());
  return hosts.includes(host) ? null : "origin";
}

export function refuseCrossSiteWrite(request: GuardedRequest): Response | null {
  const reason = crossSiteWrite(request);
  if (!reason) return null;
  return refusal(
    403,
    reason === "origin"
      ? "This request came from another site (its Origin header), and changes are only accepted from this site's own pages."
      : "This request came from another site (its Sec-Fetch-Site header), and changes are only accepted from this site's own pages.",
    rawPath(request.url),
  );
}

/**
 * 413 for a server action call whose body turns out to be over the limit as it arrives, and 400
 * for one whose arguments are not where React's encoding puts them.
 */
export async function refuseUndecodableAction(request: Request): Promise<Response | null> {
  if (request.method !== "POST" || !request.headers.has("next-action")) return null;
  const contentType = request.headers.get("content-type") ?? "";
  let body: Uint8Array | null;
  try {
    // A copy, read as it arrives: a body sent in chunks declares no length, so the header check in
    // refuseHostileRequest cannot hold it back.
    body = await readBytesCapped(request.clone().body, SERVER_ACTION_BODY_LIMIT);
  } catch {
    body = new Uint8Array();
  }
  if (body === null) return refusal(413, TOO_LARGE, rawPath(request.url));
  let root: unknown;
  try {
    root = contentType.startsWith("multipart/form-data")
      ? (await new Response(body as BodyInit, { headers: { "content-type": contentType } }).formData()).get("0")
      : new TextDecoder().decode(body);
  } catch {
    root = null;
  }
  let decodable = false;
  if (typeof root === "string") {
    try {
      decodable = Array.isArray(JSON.parse(root));
    } catch {
      decodable = false;
    }
  }
  return decodable ? null : refusal(400, "This form could not be read. Please reload the page and send it again.", rawPath(request.url));
}

export function refuseHostileRequest(request: GuardedRequest): Response | null {
  const pathname = rawPath(request.url);
  if (hasBrokenPercentEncoding(request.url)) {
    return refusal(400, "The address is not valid: a % in it must be followed by two hexadecimal digits of a UTF-8 character.", pathname);
  }
  const crossSite = refuseCrossSiteWrite(request);
  if (crossSite) return crossSite;
  if (request.headers.has("next-action")) {
    const declared = Number(request.headers.get("content-length") ?? "0");
    if (declared > SERVER_ACTION_BODY_LIMIT) return refusal(413, TOO_LARGE, pathname);
  }
  return null;
}
