import { recordAbEvent } from "@/features/experiments/record-event";
import { analyticsFromRequest } from "@/server/ingest-guard";
import { currentVisitor } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { failedWrite } from "@/server/http";
import { checkWriteLimit } from "@/server/limits";

export async function POST(request: Request) {
  try {
    const analytics = analyticsFromRequest(request);
    const visitor = analytics ? await currentVisitor(request.headers) : null;
    return await recordAbEvent(request, {
      visitorId: visitor?.id ?? null,
      analytics,
      limit: (visitorId) => checkWriteLimit("experiments", { headers: request.headers, accountId: visitorId }),
      database: db,
    });
  } catch (error) {
    return failedWrite(request, error, "experiments: storing an A/B event", "The experiment event could not be recorded.");
  }
}
