import { analyticsFromRequest } from "@/server/ingest-guard";
import { recordUtm } from "@/features/tracking/utm";
import { currentVisitor } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { failedWrite } from "@/server/http";
import { checkWriteLimit } from "@/server/limits";

export async function POST(request: Request) {
  try {
    const analytics = analyticsFromRequest(request);
    const visitor = analytics ? await currentVisitor(request.headers) : null;
    return await recordUtm(request, {
      visitorId: visitor?.id ?? null,
      analytics,
      limit: (visitorId) => checkWriteLimit("utm", { headers: request.headers, accountId: visitorId }),
      database: db,
    });
  } catch (error) {
    return failedWrite(request, error, "utm: storing a UTM record", "The campaign details could not be recorded.");
  }
}
