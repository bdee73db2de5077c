/** Small helpers shared by every route handler that reads a body. */
import type { z } from "zod";
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from "@/lib/text-safety";
import { logFailure } from "@/server/log";
import { readBytesCapped } from "@/server/read-capped";

export function problem(status: number, error: string, issues?: { field: string; message: string }[]): Response {
  return Response.json(issues ? { error, issues } : { error }, { status });
}

export function validationProblem(error: z.ZodError): Response {
  const issues = error.issues.map((issue) => ({ field: issue.path.join(".") || "body", message: issue.message }));
  const first = issues[0];
  return problem(400, first ? `${first.field}: ${first.message}` : "The request is not valid.", issues);
}

/**
 * Reads a request body as text, giving up once it passes `limit` bytes (checked against the
 * declared length first, then while streaming, since the declared length may be absent or false).
 */
export async function readBodyCapped(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) {
    await request.body?.cancel().catch(() => undefined);
    return null;
  }
  const bytes = await readBytesCapped(request.body, limit);
  return bytes === null ? null : utf8.decode(bytes);
}

/** Stateless between calls (no `stream` option), so one serves every request. */
const utf8 = new TextDecoder();

/** Deeper JSON than any form or API of the site sends is refused before it is parsed. */
export const MAX_JSON_DEPTH = 32;

/**
 * How deeply the arrays and objects of JSON text nest, counted in one pass over the characters
 * (brackets inside strings do not count), stopping once past `limit`: so a 5,000-deep body is
 * refused without being parsed, or walked by anything that recurses (a validator, Better Auth).
 */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function sizeLabel(bytes: number): string {
  return bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes} bytes`;
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

/**
 * The one way a route reads a JSON body: capped at `limit` bytes while streaming (413 past it,
 * without reading the rest), refused with 400 when it nests more than MAX_JSON_DEPTH deep,
 * parsed (400 when it is not JSON, or not an object when `object`
 * is set), and refused with 400 naming the field when any text in it holds a NUL character or
 * an unpaired surrogate, which the database would otherwise fail on. With `allowEmpty`, an empty
 * body is `undefined`.
 */
export async function readJsonBody(request: Request, options: { limit: number; object?: boolean; allowEmpty?: boolean }): Promise<JsonBody> {
  const text = await readBodyCapped(request, options.limit);
  if (text === null) return { ok: false, response: problem(413, `The request body is larger than ${sizeLabel(options.limit)}.`, []) };
  if (options.allowEmpty && text.trim() === "") return { ok: true, value: undefined };
  if (jsonDepthExceeds(text)) {
    return { ok: false, response: problem(400, `The request body nests arrays and objects more than ${MAX_JSON_DEPTH} deep.`, [{ field: "body", message: "is nested too deeply" }]) };
  }
  const json = parseJson(text);
  if (!json.ok) return { ok: false, response: problem(400, "The request body must be JSON.", []) };
  if (options.object && (typeof json.value !== "object" || json.value === null || Array.isArray(json.value))) {
    return { ok: false, response: problem(400, "The request body must be a JSON object.", []) };
  }
  const field = findUnsafeText(json.value);
  if (field) return { ok: false, response: problem(400, `${field}: ${UNSAFE_TEXT_MESSAGE}`, [{ field, message: UNSAFE_TEXT_MESSAGE }]) };
  return { ok: true, value: json.value };
}

/**
 * True when a request failed because its client went away while the body was still arriving (a
 * tab closed mid-send): Node's "aborted" ECONNRESET, or the request's own signal. Nothing was
 * stored and no one is left to answer, so it is not the site's failure to log.
 */
export function clientWentAway(request: Request, error: unknown): boolean {
  if (request.signal.aborted) return true;
  const e = error as { code?: unknown; message?: unknown } | null;
  return typeof e === "object" && e !== null && e.code === "ECONNRESET" && e.message === "aborted";
}

/**
 * The answer of a write whose work threw: 499, unlogged, when the client went away (as proxies log
 * a request its client closed: the answer reaches no one, and nothing failed); otherwise the
 * failure is logged under `context` and answered 503 with `message`.
 */
export function failedWrite(request: Request, error: unknown, context: string, message: string): Response {
  if (clientWentAway(request, error)) return new Response(null, { status: 499 });
  logFailure(context, error);
  return problem(503, message);
}
