/**
 * The mail a firm's member gets when an admin decides on the changes they proposed to their firm's
 * profile facts (docs/product.md, "Provider facts"). Pure: returns the composed mail.
 */
import { composeMail, type ComposedMail } from "@/server/mail/compose";
import { formatOrdinalDate } from "@/lib/dates";
import { listInWords, possessive } from "@/lib/words";

export interface FactsDecision {
  firmName: string;
  approved: boolean;
  /** The titles of the facts the proposal changed, as the facts page names them. */
  factTitles: string[];
  proposedAt: Date;
  /** The admin's reason, when they rejected it. */
  reason: string | null;
  /** The firm's facts page. */
  url: string;
}

export function factsDecisionMail(decision: FactsDecision): ComposedMail {
  // This mail's apostrophes are typographic: "Saltus’", "Canaccord’s".
  const firms = possessive(decision.firmName).replace("'", "’");
  const what = `the changes you proposed on ${formatOrdinalDate(decision.proposedAt)} to ${firms} profile (${listInWords(decision.factTitles.map((title) => `“${title}”`))})`;
  return composeMail({
    subject: decision.approved ? `Your changes to ${firms} profile are published` : `Your proposed changes to ${firms} profile were not published`,
    greeting: "Hello,",
    paragraphs: decision.approved
      ? [
          `We have approved ${what}. They are now on the profile that visitors see.`,
          "The changed facts show as not yet verified until we check them against the firm’s own published documents.",
        ]
      : [
          `We have not published ${what}. The profile is unchanged.`,
          ...(decision.reason ? [`The reason given: “${decision.reason}”`] : []),
          "You can propose the changes again, amended, from the facts page.",
        ],
    action: { label: `Open ${firms} profile facts`, url: decision.url },
    footer: [`You receive this because you proposed these changes for ${decision.firmName} on Wealth Match.`],
  });
}
