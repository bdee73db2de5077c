import { recordUtm, utmLimiter } from "@/features/tracking/utm";
import { currentVisitor } from "@/server/auth/session";
import { db } from "@/server/db/client";

export async function POST(request: Request) {
  try {
    const visitor = await currentVisitor(request.headers);
    return await recordUtm(request, { visitorId: visitor?.id ?? null, database: db, limiter: utmLimiter });
  } catch (error) {
    console.error("[utm] could not store a UTM record:", error);
    return Response.json({ error: "The campaign details could not be recorded." }, { status: 503 });
  }
}
