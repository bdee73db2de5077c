import { ingestLimiter, ingestTrackingBatch, ownTracking, trustProxy } from "@/features/tracking/ingest";
import { currentVisitor } from "@/server/auth/session";
import { db } from "@/server/db/client";

export async function POST(request: Request) {
  try {
    const visitor = await currentVisitor(request.headers);
    return await ingestTrackingBatch(request, { visitorId: visitor?.id ?? null, database: db, limiter: ingestLimiter, trustProxy: trustProxy() });
  } catch (error) {
    console.error("[tracking] could not store a batch:", error);
    return Response.json({ error: "The visit could not be recorded." }, { status: 503 });
  }
}

export async function GET(request: Request) {
  try {
    const visitor = await currentVisitor(request.headers);
    return await ownTracking({ visitorId: visitor?.id ?? null, database: db });
  } catch (error) {
    console.error("[tracking] could not read a tracking record:", error);
    return Response.json({ error: "Your tracking record could not be read." }, { status: 503 });
  }
}
