import { recordAbEvent } from "@/features/experiments/record-event";
import { analyticsFromRequest } from "@/features/tracking/server";
import { currentVisitor } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { clientWentAway } from "@/server/http";
import { checkWriteLimit } from "@/server/limits";
import { logFailure } from "@/server/log";

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
    // 499, as proxies log a request its client closed: the answer reaches no one, and nothing failed.
    if (clientWentAway(request, error)) return new Response(null, { status: 499 });
    logFailure("experiments: storing an A/B event", error);
    return Response.json({ error: "The experiment event could not be recorded." }, { status: 503 });
  }
}
