import "server-only";

import { NextResponse } from "next/server";
import { currentVisitor, type Visitor } from "@/server/auth/session";

const MAX_BODY_BYTES = 16 * 1024;

/** The request's JSON object body, or a 400/413 response naming what is wrong. */
export async function readJsonObject(request: Request): Promise<{ body: Record<string, unknown> } | { response: NextResponse }> {
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) {
    return { response: NextResponse.json({ error: "The request body is larger than 16 KB.", issues: [] }, { status: 413 }) };
  }
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === "object" && body !== null && !Array.isArray(body)) return { body: body as Record<string, unknown> };
  } catch {
    // answered below
  }
  return { response: NextResponse.json({ error: "The request body must be a JSON object.", issues: [] }, { status: 400 }) };
}

/** The signed-in visitor, or a 401 response asking them to reload. */
export async function requireVisitor(request: Request): Promise<{ visitor: Visitor } | { response: NextResponse }> {
  const visitor = await currentVisitor(request.headers).catch(() => null);
  if (visitor) return { visitor };
  return { response: NextResponse.json({ error: "Your visit has not started yet. Please reload the page and try again." }, { status: 401 }) };
}

/** A database failure: logged with context, answered with a message that keeps the visitor's input safe. */
export function unavailable(context: string, error: unknown): NextResponse {
  console.error(`[leads] ${context} failed:`, error);
  return NextResponse.json(
    { error: "We could not save this just now. What you typed is still here: please try again in a moment." },
    { status: 503 },
  );
}
