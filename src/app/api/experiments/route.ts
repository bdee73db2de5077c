import { experimentLimiter, recordAbEvent } from "@/features/experiments/record-event";
import { currentVisitor } from "@/server/auth/session";
import { db } from "@/server/db/client";

export async function POST(request: Request) {
  try {
    const visitor = await currentVisitor(request.headers);
    return await recordAbEvent(request, { visitorId: visitor?.id ?? null, database: db, limiter: experimentLimiter });
  } catch (error) {
    console.error("[experiments] could not store an A/B event:", error);
    return Response.json({ error: "The experiment event could not be recorded." }, { status: 503 });
  }
}
