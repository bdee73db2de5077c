import "server-only";

import { chosenFirmsSchema, contactPreferenceSchema } from "@/features/introductions";
import { confirmationLink, firmRoutes, introduceToFirms, listVisitorIntroductions, remindToConfirm, type VisitorIntroduction } from "@/features/introductions/server";
import { isOffered } from "@/features/introductions";
import { callingCodeFor } from "@/lib/validation";
import type { Database } from "@/server/db/client";
import { findLeadByUser, saveLead, type LeadView } from "@/server/db/queries/leads";
import { findSubmissionByUser } from "@/server/db/queries/submissions";
import { fieldMessages, leadSegment, profileSchema } from "../schema";
import { contactProblems } from "./check-contact";

export type SendProfileOutcome =
  | {
      status: "saved";
      lead: LeadView;
      introduced: string[];
      introductions: VisitorIntroduction[];
      /** A confirmation link the profile waits on: out (`mailed`), or held back by the address's mail limit (`held`). */
      confirmLink: "mailed" | "held" | null;
    }
  | { status: "invalid"; issues: { field: string; message: string }[] }
  | { status: "no-submission" };

function taxResidenceOf(answers: Record<string, unknown>): string | null {
  return typeof answers.taxResidence === "string" ? answers.taxResidence : null;
}

/**
 * Stores the visitor's profile as their lead and introduces it to the matched firms the visitor
 * ticked (docs/introductions.md): lead, introductions and every mail they cause are written in one
 * transaction. Until the visitor confirms their e-mail address the introductions wait as
 * `confirming` and no firm is told. At least one firm is needed unless the visitor already has an
 * introduction (then the form only changes their details). Nothing is stored unless all is valid.
 */
export async function sendProfile(database: Database, visitorId: string, body: unknown): Promise<SendProfileOutcome> {
  const submission = await findSubmissionByUser(database, visitorId);
  if (!submission?.match) return { status: "no-submission" };
  const matched = submission.match.wealthManagers;
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};

  const existing = await listVisitorIntroductions(database, visitorId);
  const profile = profileSchema(callingCodeFor(taxResidenceOf(submission.answers))).safeParse(body);
  const preference = contactPreferenceSchema.safeParse(body);
  const firms = existing.length > 0 && (fields.firms === undefined || (Array.isArray(fields.firms) && fields.firms.length === 0))
    ? ({ success: true, data: [] as string[] } as const)
    : chosenFirmsSchema.safeParse(fields.firms);
  const issues = [
    ...(profile.success ? [] : profile.error.issues),
    ...(preference.success ? [] : preference.error.issues),
    ...(firms.success ? [] : firms.error.issues.map((i) => ({ ...i, path: ["firms"] }))),
  ];
  if (firms.success && firms.data.some((id) => !matched.includes(id))) issues.push({ path: ["firms"], message: "You can only send your details to the firms you were matched with" } as (typeof issues)[number]);
  if (firms.success && firms.data.length > 0) {
    // Never accept a firm whose introduction could not really be sent (docs/introductions.md).
    const routeOf = await firmRoutes(database, firms.data);
    const closed = firms.data.filter((id) => {
      const route = routeOf.get(id);
      return !route || !isOffered(route);
    });
    if (closed.length > 0) issues.push({ path: ["firms"], message: "One of the firms you ticked is not taking introductions at the moment: untick it to send" } as (typeof issues)[number]);
  }
  if (profile.success) for (const problem of contactProblems(profile.data)) issues.push({ path: [problem.field], message: problem.message } as (typeof issues)[number]);
  if (issues.length > 0 || !profile.success || !preference.success || !firms.success) {
    return { status: "invalid", issues: Object.entries(fieldMessages(issues)).map(([field, message]) => ({ field, message: message ?? "" })) };
  }

  const { firstName, lastName, phoneNumber, email } = profile.data;
  return database.transaction(async (tx) => {
    const lead = await saveLead(tx, {
      userId: visitorId,
      submissionId: submission.id,
      segment: leadSegment(submission.investableTotal),
      firstName,
      lastName,
      phoneNumber,
      email,
      recs: matched,
      contactMethod: preference.data.contactMethod,
      contactTime: preference.data.contactTime,
    });
    const created = await introduceToFirms(tx, { userId: visitorId, leadId: lead.id, providerIds: firms.data });
    const introduced = created.map((c) => c.providerId);
    const confirmLink = created.length === 0 ? await remindToConfirm(tx, lead.id) : await confirmationLink(tx, lead.id);
    return { status: "saved", lead, introduced, introductions: await listVisitorIntroductions(tx, visitorId), confirmLink } as const;
  });
}

export async function visitorLead(database: Database, visitorId: string): Promise<LeadView | null> {
  return findLeadByUser(database, visitorId);
}
