import { NextResponse } from "next/server";
import { askForCallback, visitorCallbacks } from "@/features/leads/server/request-callback";
import { readJsonObject, requireVisitor, unavailable } from "@/features/leads/server/http";
import { visitorWriteLimiter } from "@/features/leads/server/limits";
import { db } from "@/server/db/client";

/** Asks one of the visitor's matched providers to call them: once per provider. */
export async function POST(request: Request) {
  const who = await requireVisitor(request);
  if ("response" in who) return who.response;
  if (!visitorWriteLimiter.take(who.visitor.id)) {
    return NextResponse.json(
      { error: "Too many requests. Please wait a moment and try again." },
      { status: 429, headers: { "retry-after": String(visitorWriteLimiter.retryAfterSeconds(who.visitor.id)) } },
    );
  }
  const read = await readJsonObject(request);
  if ("response" in read) return read.response;

  try {
    const outcome = await askForCallback(await db(), who.visitor.id, read.body);
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
  } catch (error) {
    return unavailable(`a callback request of visitor ${who.visitor.id}`, error);
  }
}

/** The visitor's own callback requests. */
export async function GET(request: Request) {
  const who = await requireVisitor(request);
  if ("response" in who) return who.response;
  return NextResponse.json({ callbacks: await visitorCallbacks(await db(), who.visitor.id) });
}
