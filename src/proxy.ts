import { NextResponse, type NextRequest } from "next/server";
import { refuseHostileRequest, refuseUndecodableAction } from "@/server/request-guard";
import { siteSecurityHeaders, usesNonce } from "@/server/security-headers";

/**
 * Refuses hostile requests first: a broken percent-encoding (400), a write from another site (403)
 * and a server action over its body limit (413), as src/server/request-guard.ts says. Then:
 * security headers on every response: pages, route handlers, redirects and static files
 * (src/server/security-headers.ts says which and why). Pages rendered per request get a fresh
 * CSP nonce, which Next.js reads from the request's policy header and puts on its own scripts.
 */
export async function proxy(request: NextRequest) {
  // Broken addresses, cross-site writes, oversized and undecodable server actions end here (src/server/request-guard.ts).
  const refused = refuseHostileRequest(request) ?? (await refuseUndecodableAction(request));
  if (refused) {
    for (const [name, value] of Object.entries(siteSecurityHeaders(undefined))) refused.headers.set(name, value);
    return refused;
  }
  const nonce = usesNonce(request.nextUrl.pathname) ? Buffer.from(crypto.randomUUID()).toString("base64") : undefined;
  const headers = siteSecurityHeaders(nonce);
  let response: NextResponse;
  if (nonce) {
    const forwarded = new Headers(request.headers);
    forwarded.set("x-nonce", nonce);
    forwarded.set("Content-Security-Policy", headers["Content-Security-Policy"] as string);
    response = NextResponse.next({ request: { headers: forwarded } });
  } else {
    response = NextResponse.next();
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Every path, static files included, but POST /api/match: a proxy in front of a POST makes Next.js
  // copy the request body for it, which cost that otherwise light route about half its throughput.
  // The route sets the same headers itself (withSecurityHeaders).
  matcher: "/((?!api/match$).*)",
};
