import { matchProviders, type MatchResult } from "@/features/matching";
import { loadPublishedHeadlines } from "@/features/providers/server";
import { db } from "@/server/db/client";
import { parseSentAnswers } from "@/lib/form-data";
import { readJsonBody } from "@/server/http";
import { refuseCrossSiteWrite } from "@/server/request-guard";
import { limitRequest } from "@/server/limits";
import { securedJson, withSecurityHeaders } from "@/server/security-headers";

const MAX_BODY_BYTES = 64 * 1024;

function badRequest(error: string, issues: { field: string; message: string }[] = []) {
  return Response.json({ error, issues }, { status: 400 });
}

/**
 * docs/product.md, "HTTP contracts": questionnaire answers in (the stored answers' field names; missing fields take their
 * defaults), the match out. Stateless: stores nothing. The proxy does not run in front of this
 * route (src/proxy.ts says why), so it sets the security headers itself.
 */
export async function POST(request: Request) {
  const answered = await answer(request);
  return answered instanceof Response ? withSecurityHeaders(answered) : securedJson(answered);
}

/**
 * Every other method: 405 naming POST (and OPTIONS), with the same headers, since Next.js's own
 * answer for a method a route does not export would go out without them.
 */
function onlyPost(): Response {
  return withSecurityHeaders(Response.json({ error: "Send the answers with POST.", issues: [] }, { status: 405, headers: { allow: "POST, OPTIONS" } }));
}
export { onlyPost as GET, onlyPost as PUT, onlyPost as PATCH, onlyPost as DELETE };

export function OPTIONS(): Response {
  return withSecurityHeaders(new Response(null, { status: 204, headers: { allow: "POST, OPTIONS" } }));
}

/** The match, or the answer that refuses the request (limited, too large, not valid). */
async function answer(request: Request): Promise<Response | MatchResult> {
  // The proxy does not run in front of this route: its cross-site check runs here.
  const crossSite = refuseCrossSiteWrite(request);
  if (crossSite) return crossSite;
  const limited = await limitRequest("match", request);
  if (limited) return limited;
  const read = await readJsonBody(request, { limit: MAX_BODY_BYTES });
  if (!read.ok) return read.response;
  const body = read.value;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return badRequest("The request body must be a JSON object of answers.");

  // The answers schema's rules, checking only the fields sent (parseSentAnswers says why).
  const parsed = parseSentAnswers(body as Record<string, unknown>);
  if (!parsed.success) {
    return badRequest(
      "Some answers are not valid.",
      parsed.issues.map((issue) => ({ field: issue.path.join(".") || "body", message: issue.message })),
    );
  }
  // The firms' services and names from their facts, so the order fits what was asked as on the results page.
  const published = await loadPublishedHeadlines(await db());
  return matchProviders(parsed.data, { nameOf: published.short, servicesOf: published.services });
}
