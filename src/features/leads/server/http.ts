import "server-only";

import { NextResponse } from "next/server";
import { currentVisitor, type Visitor } from "@/server/auth/session";
import { readJsonBody } from "@/server/http";
import { limitRequest, type WritePolicy } from "@/server/limits";
import { logFailure } from "@/server/log";

const MAX_BODY_BYTES = 16 * 1024;

/** The request's JSON object body, or a 400/413 response naming what is wrong (src/server/http.ts). */
async function readJsonObject(request: Request): Promise<{ body: Record<string, unknown> } | { response: Response }> {
  const read = await readJsonBody(request, { limit: MAX_BODY_BYTES, object: true });
  return read.ok ? { body: read.value as Record<string, unknown> } : { response: read.response };
}

/** The signed-in visitor, or a 401 response asking them to reload. */
export async function requireVisitor(request: Request): Promise<{ visitor: Visitor } | { response: NextResponse }> {
  const visitor = await currentVisitor(request.headers).catch(() => null);
  if (visitor) return { visitor };
  return { response: NextResponse.json({ error: "Your visit has not started yet. Please reload the page and try again." }, { status: 401 }) };
}

/** A database failure: logged with context, answered with a message that keeps the visitor's input safe. */
function unavailable(context: string, error: unknown): NextResponse {
  logFailure(`leads: ${context}`, error);
  return NextResponse.json(
    { error: "We could not save this just now. What you typed is still here: please try again in a moment." },
    { status: 503 },
  );
}

/**
 * A visitor's JSON write to a route, checked in order: a visitor session (401), the `limit`
 * policy (429), a JSON object body (400/413). `answer` then runs with the visitor and the body;
 * a failure inside it is logged under `log` (ids only) and answered 503 by `unavailable`.
 */
export async function visitorJsonWrite(
  request: Request,
  options: { limit: WritePolicy; log: (visitorId: string) => string },
  answer: (visitor: Visitor, body: Record<string, unknown>) => Promise<Response>,
): Promise<Response> {
  const who = await requireVisitor(request);
  if ("response" in who) return who.response;
  const limited = await limitRequest(options.limit, request, who.visitor.id);
  if (limited) return limited;
  const read = await readJsonObject(request);
  if ("response" in read) return read.response;
  try {
    return await answer(who.visitor, read.body);
  } catch (error) {
    return unavailable(options.log(who.visitor.id), error);
  }
}
