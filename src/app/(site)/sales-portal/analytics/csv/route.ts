import { analyticsCsv } from "@/features/analytics/csv-download";
import { experiments } from "@/features/experiments/experiments";
import { routes } from "@/config/routes";
import { currentMember } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { logFailure } from "@/server/log";

export async function GET(request: Request) {
  try {
    const member = await currentMember(request.headers);
    const next = new URL(request.url);
    return await analyticsCsv(request, { member, database: db, declared: experiments, signInUrl: routes.signInThen(next.pathname + next.search) });
  } catch (error) {
    logFailure("analytics: building a CSV download", error);
    return Response.json({ error: "The table could not be read. Try again shortly." }, { status: 503 });
  }
}
