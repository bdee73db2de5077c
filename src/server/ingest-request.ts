import "server-only";

import { currentVisitor } from "@/server/auth/session";
import { analyticsFromRequest, type IngestGuard } from "@/server/ingest-guard";
import { checkWriteLimit, type WritePolicy } from "@/server/limits";

/**
 * What an ingest route (tracking, UTM, experiments) hands to `guardIngest` for this request: the
 * consent cookie's answer, the visitor (looked up only when analytics is allowed) and the
 * `policy` limit, counted per visitor and per client address.
 */
export async function ingestGuardFor(request: Request, policy: WritePolicy): Promise<IngestGuard> {
  const analytics = analyticsFromRequest(request);
  const visitor = analytics ? await currentVisitor(request.headers) : null;
  return {
    visitorId: visitor?.id ?? null,
    analytics,
    limit: (visitorId) => checkWriteLimit(policy, { headers: request.headers, accountId: visitorId }),
  };
}
