import { NextResponse } from "next/server";
import { submissionRequestSchema, submitQuestionnaire } from "@/features/questionnaire/server/save-submission";
import { db } from "@/server/db/client";
import { findSubmissionByUser } from "@/server/db/queries/submissions";
import { currentVisitor } from "@/server/auth/session";
import { readJsonBody } from "@/server/http";
import { limitRequest } from "@/server/limits";
import { logFailure } from "@/server/log";

const MAX_BODY_BYTES = 64 * 1024;

const noVisitor = () =>
  NextResponse.json({ error: "Your visit has not started yet. Please reload the page and try again." }, { status: 401 });

/** Stores the current visitor's finished questionnaire and answers its match. */
export async function POST(request: Request) {
  const visitor = await currentVisitor(request.headers).catch(() => null);
  if (!visitor) return noVisitor();

  const limited = await limitRequest("submissions", request, visitor.id);
  if (limited) return limited;
  const read = await readJsonBody(request, { limit: MAX_BODY_BYTES });
  if (!read.ok) return read.response;
  const parsed = submissionRequestSchema.safeParse(read.value);
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
    return NextResponse.json(await submitQuestionnaire(visitor.id, parsed.data));
  } catch (error) {
    logFailure(`submissions: saving for visitor ${visitor.id}`, error);
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
