import { NextResponse } from "next/server";
import { toSummary } from "@/features/providers";
import { loadProviders } from "@/features/providers/server";
import { db } from "@/server/db/client";
import { problem } from "@/server/http";
import { logFailure } from "@/server/log";

export const dynamic = "force-dynamic";

/** docs/product.md, "HTTP contracts": all 15 providers with their public fields and capability labels, as stored ("Provider facts"). */
export async function GET() {
  try {
    const providers = await loadProviders(await db());
    // A short cache: an admin's save must show within seconds (docs/product.md, "Provider facts").
    return NextResponse.json(providers.map(toSummary), { headers: { "cache-control": "public, max-age=5" } });
  } catch (error) {
    logFailure("api/providers: reading provider facts", error);
    return problem(503, "The provider list is unavailable just now. Please try again shortly.");
  }
}
