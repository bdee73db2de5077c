import "server-only";

import { serverEnv } from "@/config/env";
import type { Database } from "@/server/db/client";
import { listAbEvents, listUtmRecords } from "@/server/db/queries/marketing";
import { findTracker, storeTrackingBatch } from "@/server/db/queries/tracking";
import { clientIp } from "./client-ip";
import { MAX_BODY_BYTES, trackingBatchSchema } from "./batch-schema";
import { parseJson, problem, readBodyCapped, validationProblem } from "@/server/http";
import { createRateLimiter, type RateLimiter } from "@/server/rate-limit";

/**
 * POST /api/tracking: one batch of visits and scroll stops from the visitor's browser. The
 * visitor is the session's (never a user id from the body); the first batch creates the
 * tracking record, later ones keep its device and IP address current and append rows.
 */
export interface IngestContext {
  visitorId: string | null;
  database: () => Promise<Database>;
  limiter: RateLimiter;
  trustProxy: boolean;
}

// A visitor sends a batch per page change, tab switch or scroll pause: a burst of 30 and one
// every half second after that is far above what a person produces.
export const ingestLimiter = createRateLimiter({ capacity: 30, refillPerSecond: 2 });

export async function ingestTrackingBatch(request: Request, context: IngestContext): Promise<Response> {
  if (!context.visitorId) return problem(401, "No visitor session: reload the page to start one.");
  if (!context.limiter.take(context.visitorId)) {
    const response = problem(429, "Too many tracking requests; slow down.");
    response.headers.set("retry-after", String(context.limiter.retryAfterSeconds(context.visitorId)));
    return response;
  }
  const text = await readBodyCapped(request, MAX_BODY_BYTES);
  if (text === null) return problem(413, `body: must be at most ${MAX_BODY_BYTES} bytes`);
  const json = parseJson(text);
  if (!json.ok) return problem(400, "body: must be JSON");
  const parsed = trackingBatchSchema.safeParse(json.value);
  if (!parsed.success) return validationProblem(parsed.error);

  const database = await context.database();
  const batch = parsed.data;
  const ipAddress = clientIp(request.headers, context.trustProxy);
  await storeTrackingBatch(database, { userId: context.visitorId, device: batch.device, ipAddress }, { visits: batch.visits, scrollStops: batch.scrollStops, questionEvents: batch.questionEvents ?? [] });
  return new Response(null, { status: 204 });
}

/**
 * GET /api/tracking: what tracking holds about the session's visitor (their tracking record,
 * UTM records and A/B entries); the basis of the data download members get.
 */
export async function ownTracking(context: Pick<IngestContext, "visitorId" | "database">): Promise<Response> {
  if (!context.visitorId) return problem(401, "No visitor session.");
  const database = await context.database();
  const [tracker, utmRecords, abEvents] = await Promise.all([
    findTracker(database, context.visitorId),
    listUtmRecords(database, context.visitorId),
    listAbEvents(database, context.visitorId),
  ]);
  return Response.json({ tracker, utmRecords, abEvents }, { headers: { "cache-control": "no-store" } });
}

export function trustProxy(): boolean {
  return serverEnv().TRUST_PROXY;
}
