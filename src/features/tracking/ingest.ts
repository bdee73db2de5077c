import "server-only";

import { serverEnv, type TrustProxy } from "@/config/env";
import type { Database } from "@/server/db/client";
import { listAbEvents, listUtmRecords } from "@/server/db/queries/marketing";
import { findTracker, storeTrackingBatch } from "@/server/db/queries/tracking";
import { clientIp } from "./client-ip";
import { MAX_BODY_BYTES, trackingBatchSchema } from "./batch-schema";
import { readJsonBody, validationProblem } from "@/server/http";
import { guardIngest, type IngestGuard } from "@/server/ingest-guard";

/**
 * POST /api/tracking: one batch of visits and scroll stops from the visitor's browser. The
 * visitor is the session's (never a user id from the body); the first batch creates the
 * tracking record, later ones keep its device and IP address current and append rows.
 */
export interface IngestContext extends IngestGuard {
  database: () => Promise<Database>;
  trustProxy: TrustProxy;
}

export async function ingestTrackingBatch(request: Request, context: IngestContext): Promise<Response> {
  const guard = await guardIngest(context);
  if ("response" in guard) return guard.response;
  const read = await readJsonBody(request, { limit: MAX_BODY_BYTES });
  if (!read.ok) return read.response;
  const parsed = trackingBatchSchema.safeParse(read.value);
  if (!parsed.success) return validationProblem(parsed.error);

  const database = await context.database();
  const batch = parsed.data;
  const ipAddress = clientIp(context.trustProxy);
  await storeTrackingBatch(database, { userId: guard.visitorId, device: batch.device, ipAddress }, { visits: batch.visits, scrollStops: batch.scrollStops, questionEvents: batch.questionEvents ?? [] });
  return new Response(null, { status: 204 });
}

/**
 * GET /api/tracking: what tracking holds about the session's visitor (their tracking record,
 * UTM records and A/B entries); the basis of the data download members get.
 */
export async function ownTracking(context: Pick<IngestContext, "visitorId" | "database">): Promise<Response> {
  // No visit started in this browser (docs/product.md, "Privacy, consent and retention": page views alone create none): nothing held.
  if (!context.visitorId) return Response.json({ tracker: null, utmRecords: [], abEvents: [] }, { headers: { "cache-control": "no-store" } });
  const database = await context.database();
  const [tracker, utmRecords, abEvents] = await Promise.all([
    findTracker(database, context.visitorId),
    listUtmRecords(database, context.visitorId),
    listAbEvents(database, context.visitorId),
  ]);
  return Response.json({ tracker, utmRecords, abEvents }, { headers: { "cache-control": "no-store" } });
}

export function trustProxy(): TrustProxy {
  return serverEnv().TRUST_PROXY;
}
