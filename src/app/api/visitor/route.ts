import { NextResponse } from "next/server";
import { getAuth } from "@/server/auth/auth";
import { currentVisitor } from "@/server/auth/session";
import { logFailure } from "@/server/log";

/**
 * The app calls this once on start: it answers the current visitor, signing a new visitor in
 * anonymously first (SPEC §1: no account is needed to use the questionnaire).
 */
export async function POST(request: Request) {
  try {
    const existing = await currentVisitor(request.headers);
    if (existing) return NextResponse.json(existing);

    const auth = await getAuth();
    const { headers, response } = await auth.api.signInAnonymous({
      headers: request.headers,
      returnHeaders: true,
    });
    if (!response) throw new Error("anonymous sign-in returned no user");
    const reply = NextResponse.json({ id: response.user.id, isAnonymous: true });
    for (const cookie of headers.getSetCookie()) reply.headers.append("set-cookie", cookie);
    return reply;
  } catch (error) {
    logFailure("visitor: anonymous sign-in", error);
    return NextResponse.json({ error: "We could not start your visit. Please reload the page." }, { status: 503 });
  }
}
