import { NextResponse } from "next/server";
import { currentVisitor } from "@/server/auth/session";
import { startVisitor } from "@/server/auth/start-visitor";
import { limitRequest } from "@/server/limits";
import { logFailure } from "@/server/log";

/**
 * The current visitor, if there is one: a look-up that creates nothing (docs/product.md, "Privacy, consent and retention"). No visit
 * yet is an ordinary answer, 204 No Content, not an error (a 404 would be logged in the browser's
 * console on every first page view).
 */
export async function GET(request: Request) {
  try {
    const visitor = await currentVisitor(request.headers);
    if (!visitor) return new NextResponse(null, { status: 204, headers: { "cache-control": "no-store" } });
    return NextResponse.json(visitor, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    logFailure("visitor: look-up", error);
    return NextResponse.json({ error: "We could not look up your visit. Please reload the page." }, { status: 503 });
  }
}

/**
 * Answers the current visitor, signing a new visitor in anonymously first (docs/product.md, "Who it is for": no account
 * is needed to use the questionnaire). The app calls it only once the visitor accepts analytics
 * or is about to store something; each address may start a limited number of visits.
 */
export async function POST(request: Request) {
  try {
    const existing = await currentVisitor(request.headers);
    if (existing) return NextResponse.json(existing);
    const limited = await limitRequest("visitor", request);
    if (limited) return limited;
    const { visitor, setCookies } = await startVisitor(request.headers);
    const reply = NextResponse.json(visitor);
    for (const cookie of setCookies) reply.headers.append("set-cookie", cookie);
    return reply;
  } catch (error) {
    logFailure("visitor: anonymous sign-in", error);
    return NextResponse.json({ error: "We could not start your visit. Please reload the page." }, { status: 503 });
  }
}
