import { NextResponse } from "next/server";
import { loadProviderNames } from "@/features/providers/server";
import { currentVisitor } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { exportVisitorData } from "@/server/db/queries/visitor-data";

/** docs/product.md, "Privacy, consent and retention": everything we hold about the signed-in visitor, as a file to keep. */
export async function GET(request: Request) {
  const visitor = await currentVisitor(request.headers);
  if (!visitor) return NextResponse.json({ error: "Sign in to download your data." }, { status: 401 });
  const database = await db();
  const data = await exportVisitorData(database, visitor.id, (await loadProviderNames(database)).full);
  if (!data) return NextResponse.json({ error: "We hold no data for this visit." }, { status: 404 });
  const day = new Date().toISOString().slice(0, 10);
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="wealth-match-data-${day}.json"`,
      "cache-control": "no-store",
    },
  });
}
