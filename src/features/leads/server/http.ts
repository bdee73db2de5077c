import "server-only";

import { NextResponse } from "next/server";
import { currentVisitor, type Visitor } from "@/server/auth/session";
import { readJsonBody } from "@/server/http";
import { logFailure } from "@/server/log";

const MAX_BODY_BYTES = 16 * 1024;

/** The request's JSON object body, or a 400/413 response naming what is wrong (src/server/http.ts). */
export async function readJsonObject(request: Request): Promise<{ body: Record<string, unknown> } | { response: Response }> {
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
export function unavailable(context: string, error: unknown): NextResponse {
  logFailure(`leads: ${context}`, error);
  return NextResponse.json(
    { error: "We could not save this just now. What you typed is still here: please try again in a moment." },
    { status: 503 },
  );
}
