import { NextResponse } from "next/server";
import { askForCallback, visitorCallbacks } from "@/features/leads/server/request-callback";
import { requireVisitor, visitorJsonWrite } from "@/features/leads/server/http";
import { db } from "@/server/db/client";

/** Asks one of the visitor's matched providers to call them: once per provider. */
export function POST(request: Request) {
  const log = (visitorId: string) => `a callback request of visitor ${visitorId}`;
  return visitorJsonWrite(request, { limit: "callbacks", log }, async (visitor, body) => {
    const outcome = await askForCallback(await db(), visitor.id, body);
    switch (outcome.status) {
      case "invalid":
        return NextResponse.json({ error: "This callback request is not valid.", issues: outcome.issues }, { status: 400 });
      case "no-lead":
        return NextResponse.json({ error: outcome.message }, { status: 409 });
      case "created":
        return NextResponse.json(outcome, { status: 201 });
      case "already-requested":
        return NextResponse.json(outcome);
    }
  });
}

/** The visitor's own callback requests. */
export async function GET(request: Request) {
  const who = await requireVisitor(request);
  if ("response" in who) return who.response;
  return NextResponse.json({ callbacks: await visitorCallbacks(await db(), who.visitor.id) });
}
