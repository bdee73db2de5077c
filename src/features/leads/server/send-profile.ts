import "server-only";

import { callingCodeFor } from "@/lib/validation";
import type { Database } from "@/server/db/client";
import { findLeadByUser, saveLead, type LeadView } from "@/server/db/queries/leads";
import { findSubmissionByUser } from "@/server/db/queries/submissions";
import { fieldMessages, leadSegment, profileSchema } from "../schema";

export type SendProfileOutcome =
  | { status: "saved"; lead: LeadView }
  | { status: "invalid"; issues: { field: string; message: string }[] }
  | { status: "no-submission" };

function taxResidenceOf(answers: Record<string, unknown>): string | null {
  return typeof answers.taxResidence === "string" ? answers.taxResidence : null;
}

/**
 * Stores the visitor's profile as their lead (DECISIONS §6): validated against the calling code
 * of the country they live in, with recs = the providers they were matched with, in the segment
 * for their band. Nothing is stored unless every field is valid.
 */
export async function sendProfile(database: Database, visitorId: string, body: unknown): Promise<SendProfileOutcome> {
  const submission = await findSubmissionByUser(database, visitorId);
  if (!submission?.match) return { status: "no-submission" };

  const parsed = profileSchema(callingCodeFor(taxResidenceOf(submission.answers))).safeParse(body);
  if (!parsed.success) {
    const messages = fieldMessages(parsed.error.issues);
    return { status: "invalid", issues: Object.entries(messages).map(([field, message]) => ({ field, message: message ?? "" })) };
  }
  const { firstName, lastName, phoneNumber, email } = parsed.data;
  const lead = await saveLead(database, {
    userId: visitorId,
    submissionId: submission.id,
    segment: leadSegment(submission.investableTotal),
    firstName,
    lastName,
    phoneNumber,
    email,
    recs: submission.match.wealthManagers,
  });
  return { status: "saved", lead };
}

export async function visitorLead(database: Database, visitorId: string): Promise<LeadView | null> {
  return findLeadByUser(database, visitorId);
}
