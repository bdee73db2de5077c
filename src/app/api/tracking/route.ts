import { ingestTrackingBatch, ownTracking, trustProxy } from "@/features/tracking/ingest";
import { currentVisitor } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { failedWrite } from "@/server/http";
import { ingestGuardFor } from "@/server/ingest-request";
import { logFailure } from "@/server/log";

export async function POST(request: Request) {
  try {
    return await ingestTrackingBatch(request, { ...(await ingestGuardFor(request, "tracking")), database: db, trustProxy: trustProxy() });
  } catch (error) {
    return failedWrite(request, error, "tracking: storing a batch", "The visit could not be recorded.");
  }
}

export async function GET(request: Request) {
  try {
    const visitor = await currentVisitor(request.headers);
    return await ownTracking({ visitorId: visitor?.id ?? null, database: db });
  } catch (error) {
    logFailure("tracking: reading a tracking record", error);
    return Response.json({ error: "Your tracking record could not be read." }, { status: 503 });
  }
}
