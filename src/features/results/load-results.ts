import "server-only";

import { choosePool, matchProviders, residenceClass, type MatchRule } from "@/features/matching";
import { getProvider, providerShortName, type Provider } from "@/features/providers";
import { restoreFormData } from "@/lib/form-data";
import { callingCodeFor } from "@/lib/validation";
import type { Database } from "@/server/db/client";
import { listCallbacksByUser } from "@/server/db/queries/callbacks";
import { findLeadByUser } from "@/server/db/queries/leads";
import { findSubmissionByUser } from "@/server/db/queries/submissions";
import { exclusionReason, fitReasons } from "./fit-reasons";

export interface MatchedProvider {
  provider: Provider;
  reasons: string[];
}

export interface ResultsView {
  rule: MatchRule;
  summary: string;
  total: number | null;
  countryName: string | null;
  matched: MatchedProvider[];
  others: Provider[];
  exclusions: { provider: Provider; explanation: string }[];
  /** Matchable firms outside this visitor's pool (not excluded by a minimum). */
  outsidePool: Provider[];
  callingCode: string;
  lead: { firstName: string; lastName: string; email: string; phoneNumber: string; sentAt: string } | null;
  callbacks: Record<string, string>;
}

const regionNames = new Intl.DisplayNames(["en-GB"], { type: "region" });
/** Countries whose English name takes "the" in a sentence ("you live in the United Kingdom"). */
const WITH_THE = new Set(["GB", "US", "NL", "AE", "PH", "BS", "GM", "CF", "DO", "KY", "MV", "MH", "SB", "VA", "KM", "CD", "CG", "FK", "FO", "IM", "VG", "VI", "TC"]);

function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    const name = regionNames.of(code);
    if (!name || name === code) return null;
    return WITH_THE.has(code) && !/^the /i.test(name) ? `the ${name}` : name;
  } catch {
    return null;
  }
}

const known = (ids: readonly string[]) => ids.map(getProvider).filter((p): p is Provider => p !== null);

/**
 * Everything the results page shows for a visitor, or null when they have not finished the
 * questionnaire. The match itself is the one stored with their submission; the summary and the
 * exclusions do not depend on the random choice, so they are worked out again from the answers.
 */
export async function loadResults(database: Database, visitorId: string): Promise<ResultsView | null> {
  const submission = await findSubmissionByUser(database, visitorId);
  if (!submission?.match) return null;
  const [lead, callbacks] = await Promise.all([findLeadByUser(database, visitorId), listCallbacksByUser(database, visitorId)]);

  const answers = restoreFormData(submission.answers);
  const total = submission.investableTotal;
  const rule = submission.match.rule as MatchRule;
  const context = { rule, total, answers, residence: residenceClass(answers), countryName: countryName(answers.taxResidence) };
  const exclusions = matchProviders(answers, { nameOf: providerShortName }).exclusions;
  const excludedIds = new Set<string>(exclusions.map((e) => e.id));

  return {
    rule,
    summary: choosePool(answers, total).summary,
    total,
    countryName: context.countryName,
    matched: known(submission.match.wealthManagers).map((provider) => ({ provider, reasons: fitReasons(provider, context) })),
    others: known(submission.match.otherWm),
    exclusions: exclusions.flatMap((e) => {
      const provider = getProvider(e.id);
      return provider ? [{ provider, explanation: exclusionReason(provider, e.reason, total) }] : [];
    }),
    outsidePool: known(submission.match.notWm.filter((id) => !excludedIds.has(id))),
    callingCode: callingCodeFor(answers.taxResidence),
    lead: lead
      ? { firstName: lead.firstName, lastName: lead.lastName, email: lead.email, phoneNumber: lead.phoneNumber, sentAt: lead.updatedAt.toISOString() }
      : null,
    callbacks: Object.fromEntries(callbacks.map((c) => [c.providerId, c.requestedAt.toISOString()])),
  };
}
