import "server-only";

import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { questionnaireSubmissions } from "../schema";

export interface SubmissionInput {
  userId: string;
  answers: Record<string, unknown>;
  investableTotal: number | null;
  under300: boolean;
  introducer: string | null;
  match: {
    rule: string;
    wealthManagers: string[];
    otherWm: string[];
    notWm: string[];
    reason: string;
  } | null;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export interface SubmissionView extends SubmissionInput {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}

function toColumns(input: SubmissionInput) {
  return {
    userId: input.userId,
    answers: input.answers,
    investableTotal: input.investableTotal,
    under300: input.under300,
    introducer: input.introducer,
    matchRule: input.match?.rule ?? null,
    matchedIds: input.match?.wealthManagers ?? [],
    otherIds: input.match?.otherWm ?? [],
    excludedIds: input.match?.notWm ?? [],
    matchReason: input.match?.reason ?? null,
    startedAt: input.startedAt,
    finishedAt: input.finishedAt,
  };
}

const viewColumns = {
  id: questionnaireSubmissions.id,
  userId: questionnaireSubmissions.userId,
  answers: questionnaireSubmissions.answers,
  investableTotal: questionnaireSubmissions.investableTotal,
  under300: questionnaireSubmissions.under300,
  introducer: questionnaireSubmissions.introducer,
  matchRule: questionnaireSubmissions.matchRule,
  matchedIds: questionnaireSubmissions.matchedIds,
  otherIds: questionnaireSubmissions.otherIds,
  excludedIds: questionnaireSubmissions.excludedIds,
  matchReason: questionnaireSubmissions.matchReason,
  startedAt: questionnaireSubmissions.startedAt,
  finishedAt: questionnaireSubmissions.finishedAt,
  createdAt: questionnaireSubmissions.createdAt,
  updatedAt: questionnaireSubmissions.updatedAt,
};

type ViewRow = typeof questionnaireSubmissions.$inferSelect;

function toView(row: ViewRow): SubmissionView {
  return {
    id: row.id,
    userId: row.userId,
    answers: row.answers,
    investableTotal: row.investableTotal,
    under300: row.under300,
    introducer: row.introducer,
    match: row.matchRule
      ? {
          rule: row.matchRule,
          wealthManagers: row.matchedIds,
          otherWm: row.otherIds,
          notWm: row.excludedIds,
          reason: row.matchReason ?? "",
        }
      : null,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Stores a visitor's finished questionnaire: created the first time, replaced when they finish again. */
export async function saveSubmission(db: Database, input: SubmissionInput): Promise<SubmissionView> {
  const columns = toColumns(input);
  const { userId: _userId, ...updatable } = columns;
  const [row] = await db
    .insert(questionnaireSubmissions)
    .values(columns)
    .onConflictDoUpdate({ target: questionnaireSubmissions.userId, set: { ...updatable, updatedAt: new Date() } })
    .returning(viewColumns);
  if (!row) throw new Error("saving the submission returned no row");
  return toView(row);
}

export async function findSubmissionByUser(db: Database, userId: string): Promise<SubmissionView | null> {
  const [row] = await db.select(viewColumns).from(questionnaireSubmissions).where(eq(questionnaireSubmissions.userId, userId));
  return row ? toView(row) : null;
}
