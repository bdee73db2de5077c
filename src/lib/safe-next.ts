import type { Route } from "next";
import { routes } from "@/config/routes";

/**
 * Where to send a visitor after signing in or up (the `next` parameter). The value is resolved with
 * the URL parser, exactly as a browser would resolve it against this site, and kept only when the
 * result stays on this site's origin; what is returned is the path, query and fragment of that
 * result, so every browser quirk the parser applies (tabs and line ends dropped, backslashes read as
 * slashes, dot segments removed) has already happened and nothing is left for a browser to reinterpret.
 * Anything else gives the fallback. No open redirect, and no character that cannot go in a header.
 */
// Only same-origin results are kept and the origin is never part of the answer, so any fixed origin
// resolves exactly as the site's own would.
const SITE_ORIGIN = "https://site.invalid";
const MAX_NEXT_LENGTH = 2048;

export function safeNextPath(value: string | null | undefined, fallback: Route = routes.account, origin = SITE_ORIGIN): Route {
  if (!value || value.length > MAX_NEXT_LENGTH) return fallback;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil.example" resolves to the path "//evil.example", which a browser would read as another host.
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  return path as Route;
}
