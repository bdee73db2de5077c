/** Small helpers shared by the tracking, UTM and experiment route handlers. */
import type { z } from "zod";

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
  if (declared > limit) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
