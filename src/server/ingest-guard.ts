import "server-only";

import { analyticsAllowed } from "@/lib/consent-cookie";
import { problem } from "@/server/http";
import { tooManyRequests, type LimitDecision } from "@/server/rate-limit";

/**
 * What the tracking, UTM and experiment routes check before reading a body, in order: the
 * visitor's consent cookie allows analytics (docs/product.md, "Privacy, consent and retention": 403 otherwise, whatever the browser
 * did), there is a visitor session (401), and the visitor is within the rate limit (429).
 */
export interface IngestGuard {
  visitorId: string | null;
  /** Whether the request's consent cookie allows analytics. */
  analytics: boolean;
  /** Counts this write against the visitor's (and their address's) limits. */
  limit: (visitorId: string) => Promise<LimitDecision>;
}

export const ANALYTICS_REFUSED =
  "Analytics is switched off in this browser's cookie choices, so nothing was recorded. You can change this under Cookie settings at the foot of any page.";

export function analyticsFromRequest(request: Request): boolean {
  return analyticsAllowed(request.headers.get("cookie"));
}

/** A response refusing the request, or the visitor's id when it may go ahead. */
export async function guardIngest(guard: IngestGuard): Promise<{ visitorId: string } | { response: Response }> {
  if (!guard.analytics) return { response: problem(403, ANALYTICS_REFUSED) };
  if (!guard.visitorId) return { response: problem(401, "No visitor session: reload the page to start one.") };
  const decision = await guard.limit(guard.visitorId);
  if (!decision.allowed) return { response: tooManyRequests(decision.retryAfter) };
  return { visitorId: guard.visitorId };
}
