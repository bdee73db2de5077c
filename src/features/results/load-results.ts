import "server-only";

import { partner } from "@/config/partner";
import { askedServices, choosePool, matchProviders, residenceClass, type MatchRule } from "@/features/matching";
import type { Provider } from "@/features/providers";
import { loadProviders } from "@/features/providers/server";
import { answerLines, type AnswerLine } from "@/features/questionnaire";
import { restoreFormData } from "@/lib/form-data";
import { callingCodeFor, phoneForDisplay } from "@/lib/validation";
import type { Database } from "@/server/db/client";
import { listCallbacksByUser } from "@/server/db/queries/callbacks";
import { findLeadByUser } from "@/server/db/queries/leads";
import { findSubmissionByUser } from "@/server/db/queries/submissions";
import { answersSummary, askedFor, askedServicesFor, costAmount, exclusionReason, fitReasons, statedAmount, type FitReason, totalCheckInWords, unmetServices } from "./fit-reasons";
import { howChosen, outsidePoolReasons, type HowChosen } from "./how-chosen";

export interface MatchedProvider {
  provider: Provider;
  reasons: FitReason[];
}

export interface ResultsView {
  rule: MatchRule;
  /** What the visitor told us about their money and home, in their terms. */
  summary: string;
  /** What they asked for, one sentence each. */
  askedFor: string[];
  /** A typed total far below the bands they chose, with the way to change it (totalCheckInWords); null otherwise. */
  totalCheck: { words: string; href: string } | null;
  /** The partner's display name when they came through its flow. */
  partnerName: string | null;
  answers: AnswerLine[];
  howChosen: HowChosen;
  matched: MatchedProvider[];
  others: Provider[];
  exclusions: { provider: Provider; explanation: string }[];
  /** Matchable firms outside this visitor's pool (not excluded by a minimum). */
  outsidePool: Provider[];
  /** The amount each match's cost in pounds is worked on: the visitor's own figure or band; null when unknown. */
  costAmount: { min: number; max: number | null } | null;
  /** One sentence per asked service that no eligible firm is known to offer: that none does, or that we do not know yet. */
  unmet: string[];
  callingCode: string;
  /**
   * `phoneShown`: the number as people read it (+44 7911 123456). `confirmedEmail`: the address
   * the visitor last confirmed, the one firms see while a newer `email` waits for its confirmation.
   */
  lead: { firstName: string; lastName: string; email: string; confirmedEmail: string | null; phoneNumber: string; phoneShown: string; sentAt: string } | null;
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
  const viaPartner = answers.introducer === partner.slug;
  const stated = statedAmount(answers, total, viaPartner ? answers.lloydsAmountToInvest : null);
  const context = { rule, stated, answers, residence: residenceClass(answers), countryName: countryName(answers.taxResidence), connected: viaPartner };
  const providers = new Map<string, Provider>((await loadProviders(database)).map((p) => [p.id, p]));
  const known = (ids: readonly string[]) => ids.map((id) => providers.get(id)).filter((p): p is Provider => p !== undefined);
  const nameOf = (id: string) => providers.get(id)?.nameForSL ?? id;
  const exclusions = matchProviders(answers, { nameOf }).exclusions;
  const excludedIds = new Set<string>(exclusions.map((e) => e.id));
  const matched = known(submission.match.wealthManagers);
  const others = known(submission.match.otherWm);
  const outsidePool = known(submission.match.notWm.filter((id) => !excludedIds.has(id)));
  const excluded = exclusions.flatMap((e) => {
    const provider = providers.get(e.id);
    return provider ? [{ provider, explanation: exclusionReason(provider, e.reason, stated) }] : [];
  });

  const lines = answerLines(viaPartner ? "partner" : "proforma", answers);
  const totalWords = viaPartner ? null : totalCheckInWords(answers);
  const changeTotal = lines.find((line) => line.pageId === "exact-value")?.href;

  return {
    rule,
    summary: answersSummary(stated, viaPartner ? null : context.countryName),
    askedFor: askedFor(answers),
    totalCheck: totalWords && changeTotal ? { words: totalWords, href: changeTotal } : null,
    partnerName: viaPartner ? partner.displayName : null,
    answers: lines,
    howChosen: howChosen({
      pool: choosePool(answers, total),
      matched,
      others,
      asked: askedServices(answers),
      askedFor: askedServicesFor(answers),
      excluded: excluded.map((e) => e.explanation),
      outside: outsidePoolReasons({ answers, stated, outsidePool, connected: viaPartner }),
      nameOf,
      connected: viaPartner,
      livesElsewhere: !viaPartner && context.residence === "other" && answers.taxResidence && answers.taxResidence !== "GB" ? context.countryName : null,
    }),
    matched: matched.map((provider) => ({ provider, reasons: fitReasons(provider, context) })),
    others,
    exclusions: excluded,
    outsidePool,
    costAmount: costAmount(stated),
    unmet: unmetServices(answers, [...matched, ...others]),
    callingCode: callingCodeFor(answers.taxResidence),
    lead: lead
      ? {
          firstName: lead.firstName,
          lastName: lead.lastName,
          email: lead.email,
          confirmedEmail: lead.confirmedEmail,
          phoneNumber: lead.phoneNumber,
          phoneShown: phoneForDisplay(lead.phoneNumber),
          sentAt: lead.updatedAt.toISOString(),
        }
      : null,
    callbacks: Object.fromEntries(callbacks.map((c) => [c.providerId, c.requestedAt.toISOString()])),
  };
}
