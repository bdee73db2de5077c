import { NextResponse } from "next/server";
import { matchProviders } from "@/features/matching";
import { providerShortName } from "@/features/providers";
import { formDataSchema } from "@/lib/form-data";

const MAX_BODY_BYTES = 64 * 1024;

function badRequest(error: string, issues: { field: string; message: string }[] = []) {
  return NextResponse.json({ error, issues }, { status: 400 });
}

/**
 * DECISIONS §9: questionnaire answers in (SPEC field names; missing fields take SPEC's
 * defaults), the match out. Stateless: stores nothing.
 */
export async function POST(request: Request) {
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) return badRequest("The request body is larger than 64 KB.");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return badRequest("The request body must be JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return badRequest("The request body must be a JSON object of answers.");

  const parsed = formDataSchema.safeParse(body);
  if (!parsed.success) {
    return badRequest(
      "Some answers are not valid.",
      parsed.error.issues.map((issue) => ({ field: issue.path.join(".") || "body", message: issue.message })),
    );
  }
  return NextResponse.json(matchProviders(parsed.data, { nameOf: providerShortName }));
}
