import "server-only";

import "@/lib/zod-config";
import { z } from "zod";
import { partner } from "@/config/partner";
import { investableTotal, isUnder300k, matchProviders, type MatchOptions, type MatchResult } from "@/features/matching";
import { loadPublishedHeadlines } from "@/features/providers/server";
import { formDataSchema } from "@/lib/form-data";
import { db } from "@/server/db/client";
import { saveSubmission } from "@/server/db/queries/submissions";

export const submissionRequestSchema = z.object({
  answers: formDataSchema,
  startedAt: z.iso.datetime({ error: "startedAt must be an ISO date-time" }).nullable().optional(),
  finishedAt: z.iso.datetime({ error: "finishedAt must be an ISO date-time" }).nullable().optional(),
});

export type SubmissionRequest = z.infer<typeof submissionRequestSchema>;

export interface SubmissionOutcome {
  id: string;
  total: number | null;
  under300: boolean;
  match: MatchResult;
}

/**
 * Stores a visitor's finished questionnaire with its match (created the first time, replaced
 * when they finish again). The match is computed here, on the server, from the stored answers.
 */
export async function submitQuestionnaire(
  visitorId: string,
  request: SubmissionRequest,
  options: MatchOptions = {},
): Promise<SubmissionOutcome> {
  const total = investableTotal(request.answers, { partnerSlug: partner.slug });
  const under300 = isUnder300k(total);
  const answers = { ...request.answers, under300 };
  const database = await db();
  // The firms' services and names from their published facts, so matches fit what was asked; stable
  // matches (docs/questionnaire.md): seeded per visitor and pool, unless a test fixes the source.
  const published = await loadPublishedHeadlines(database);
  const match = matchProviders(answers, { seed: visitorId, servicesOf: published.services, nameOf: published.short, ...options });
  const saved = await saveSubmission(database, {
    userId: visitorId,
    answers,
    investableTotal: total,
    under300,
    introducer: answers.introducer,
    match,
    startedAt: request.startedAt ? new Date(request.startedAt) : null,
    finishedAt: request.finishedAt ? new Date(request.finishedAt) : new Date(),
  });
  return { id: saved.id, total, under300, match };
}
