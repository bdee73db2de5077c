import { NextResponse } from "next/server";
import { providerShortName } from "@/features/providers";
import { submissionRequestSchema, submitQuestionnaire } from "@/features/questionnaire/server/save-submission";
import { db } from "@/server/db/client";
import { findSubmissionByUser } from "@/server/db/queries/submissions";
import { currentVisitor } from "@/server/auth/session";

const MAX_BODY_BYTES = 64 * 1024;

const noVisitor = () =>
  NextResponse.json({ error: "Your visit has not started yet. Please reload the page and try again." }, { status: 401 });

/** Stores the current visitor's finished questionnaire and answers its match. */
export async function POST(request: Request) {
  const visitor = await currentVisitor(request.headers).catch(() => null);
  if (!visitor) return noVisitor();

  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return NextResponse.json({ error: "The request body is larger than 64 KB.", issues: [] }, { status: 413 });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return NextResponse.json({ error: "The request body must be JSON.", issues: [] }, { status: 400 });
  }
  const parsed = submissionRequestSchema.safeParse(body);
  if (!parsed.success) {
    return NextResponse.json(
      {
        error: "Some answers are not valid.",
        issues: parsed.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })),
      },
      { status: 400 },
    );
  }

  try {
    return NextResponse.json(await submitQuestionnaire(visitor.id, parsed.data, { nameOf: providerShortName }));
  } catch (error) {
    console.error(`[submissions] saving for visitor ${visitor.id} failed:`, error);
    return NextResponse.json(
      { error: "We could not save your answers just now. They are still in your browser: please try again." },
      { status: 503 },
    );
  }
}

/** The current visitor's own stored submission (answers and match). */
export async function GET(request: Request) {
  const visitor = await currentVisitor(request.headers).catch(() => null);
  if (!visitor) return noVisitor();
  const submission = await findSubmissionByUser(await db(), visitor.id);
  if (!submission) return NextResponse.json({ error: "You have not finished the questionnaire yet." }, { status: 404 });
  const { userId: _userId, ...view } = submission;
  return NextResponse.json(view);
}
