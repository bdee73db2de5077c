/**
 * Who may review, and when the two sides' outcomes disagree (docs/reviews.md). Pure.
 */
import type { OUTCOME_RESULTS } from "./values";

export type OutcomeResult = (typeof OUTCOME_RESULTS)[number];

export interface OutcomeAnswer {
  meetingHeld: boolean;
  result: OutcomeResult;
}

export type ReviewRefusal = "not-yours" | "no-held-meeting" | "already-reviewed";

/**
 * A review may be written only by the investor of the introduction, only once the investor has
 * said the meeting took place (a booked meeting on our records, not cancelled), and only once per
 * introduction.
 */
export function reviewRefusal(input: {
  userId: string;
  introductionUserId: string;
  hasBookedMeeting: boolean;
  investorOutcome: OutcomeAnswer | null;
  alreadyReviewed: boolean;
}): ReviewRefusal | null {
  if (input.userId !== input.introductionUserId) return "not-yours";
  if (!input.hasBookedMeeting || !input.investorOutcome?.meetingHeld) return "no-held-meeting";
  if (input.alreadyReviewed) return "already-reviewed";
  return null;
}

export const REFUSAL_WORDS: Record<ReviewRefusal, string> = {
  "not-yours": "Only the person introduced can review this firm for this introduction.",
  "no-held-meeting": "Reviews are open once you have told us that your meeting with the firm took place.",
  "already-reviewed": "You have already reviewed this firm for this introduction. Each introduction has one review.",
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
