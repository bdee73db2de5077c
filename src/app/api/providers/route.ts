import { NextResponse } from "next/server";
import { listProviders, toSummary } from "@/features/providers";

/** DECISIONS §9: all 15 providers with their public fields and capability labels. */
export function GET() {
  return NextResponse.json(listProviders().map(toSummary), {
    headers: { "cache-control": "public, max-age=300" },
  });
}
