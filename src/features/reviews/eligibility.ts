/**
 * Who may review, and when the two sides' outcomes disagree (docs/reviews.md). Pure.
 */
import type { OUTCOME_RESULTS } from "./values";

export type OutcomeResult = (typeof OUTCOME_RESULTS)[number];

export interface OutcomeAnswer {
  meetingHeld: boolean;
  result: OutcomeResult;
}

export type ReviewRefusal = "not-yours" | "no-held-meeting" | "address-not-confirmed" | "already-reviewed" | "reviewed-from-another-introduction";

/** Mail providers that deliver an address with its dots moved to the same mailbox. */
const DOTS_IGNORED = new Set(["gmail.com", "googlemail.com"]);

/**
 * One person's address, however it is spelt to reach the same mailbox: lower case, without a
 * `+tag`, and for Gmail without dots. Used to publish one review from each person for each firm.
 */
export function reviewerKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (DOTS_IGNORED.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

/**
 * A review may be written only by the investor of the introduction, only once the investor has
 * said the meeting took place (a booked meeting on our records, not cancelled), and only once per
 * introduction; from a confirmed address; and one person (`reviewerKey` of that address) has one
 * published review of a firm, whichever of their introductions it came through.
 */
export function reviewRefusal(input: {
  userId: string;
  introductionUserId: string;
  hasBookedMeeting: boolean;
  investorOutcome: OutcomeAnswer | null;
  alreadyReviewed: boolean;
  addressConfirmed: boolean;
  reviewedFromAnotherIntroduction: boolean;
}): ReviewRefusal | null {
  if (input.userId !== input.introductionUserId) return "not-yours";
  if (!input.hasBookedMeeting || !input.investorOutcome?.meetingHeld) return "no-held-meeting";
  if (!input.addressConfirmed) return "address-not-confirmed";
  if (input.alreadyReviewed) return "already-reviewed";
  if (input.reviewedFromAnotherIntroduction) return "reviewed-from-another-introduction";
  return null;
}

export const REFUSAL_WORDS: Record<ReviewRefusal, string> = {
  "not-yours": "Only the person introduced can review this firm for this introduction.",
  "no-held-meeting": "Reviews are open once you have told us that your meeting with the firm took place.",
  "address-not-confirmed": "Please confirm your e-mail address first, with the link we e-mailed to it: we publish reviews only from confirmed addresses.",
  "already-reviewed": "You have already reviewed this firm for this introduction. Each introduction has one review.",
  "reviewed-from-another-introduction": "You have already reviewed this firm through another introduction. We publish one review from each person for each firm.",
};

/** What staff need to look at: the two sides answered and say different things. */
export function disagreement(investor: OutcomeAnswer | null, firm: OutcomeAnswer | null): string | null {
  if (!investor || !firm) return null;
  if (investor.meetingHeld !== firm.meetingHeld) return investor.meetingHeld ? "The investor says the meeting took place; the firm says it did not." : "The firm says the meeting took place; the investor says it did not.";
  if (investor.result !== firm.result) return `The investor says "${RESULT_WORDS[investor.result]}"; the firm says "${RESULT_WORDS[firm.result]}".`;
  return null;
}

export const RESULT_WORDS: Record<OutcomeResult, string> = {
  client: "Became a client",
  undecided: "Not decided yet",
  "not-proceeding": "Not going ahead",
};

export function outcomeInWords(answer: OutcomeAnswer | null): string {
  if (!answer) return "Not answered";
  return answer.meetingHeld ? `Meeting held; ${RESULT_WORDS[answer.result].toLowerCase()}` : "Meeting did not take place";
}
