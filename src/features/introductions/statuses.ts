import { RETENTION } from "@/config/retention";
import { INTRODUCTION_STATUSES, type IntroductionStatus } from "@/lib/introduction-statuses";

/**
 * An introduction's statuses and who may move it where (docs/product.md, "Introductions"). Pure: the firm's
 * workspace, the visitor's page and the server ask the same questions.
 */
export { INTRODUCTION_STATUSES, type IntroductionStatus };

/** Shown in words, to visitors and staff alike. */
export const statusInWords: Record<IntroductionStatus, string> = {
  confirming: "Confirming your e-mail",
  sent: "Sent, waiting for the firm",
  accepted: "Accepted",
  declined: "Declined",
  contacted: "Contacted",
  "meeting-arranged": "Meeting arranged",
  client: "Became a client",
  "not-proceeding": "Not proceeding",
  withdrawn: "Withdrawn",
  expired: "Expired",
};

/** The same, as the firm's and the operator's staff read them: "your e-mail" is the visitor's word. */
export const staffStatusInWords: Record<IntroductionStatus, string> = {
  ...statusInWords,
  confirming: "Waiting for the visitor to confirm their e-mail",
};

/** What a firm's staff may do, labelled as the buttons say it. */
export const FIRM_ACTIONS = ["accepted", "declined", "contacted", "meeting-arranged", "client", "not-proceeding"] as const;
export type FirmAction = (typeof FIRM_ACTIONS)[number];

export const firmActionLabel: Record<FirmAction, string> = {
  accepted: "Accept",
  declined: "Decline",
  contacted: "Contacted",
  "meeting-arranged": "Meeting arranged",
  client: "Became a client",
  "not-proceeding": "Not proceeding",
};

const firmMoves: Record<IntroductionStatus, readonly FirmAction[]> = {
  // No firm has been told yet: nothing for it to do.
  confirming: [],
  sent: ["accepted", "declined"],
  accepted: ["contacted", "meeting-arranged", "not-proceeding"],
  contacted: ["meeting-arranged", "client", "not-proceeding"],
  "meeting-arranged": ["client", "not-proceeding"],
  declined: [],
  client: [],
  "not-proceeding": [],
  withdrawn: [],
  expired: [],
};

/** The actions a firm may take on an introduction in `status`. */
export function firmActionsFrom(status: IntroductionStatus): readonly FirmAction[] {
  return firmMoves[status];
}

export function canFirmMove(from: IntroductionStatus, to: IntroductionStatus): to is FirmAction {
  return (firmMoves[from] as readonly string[]).includes(to);
}

/**
 * A visitor may withdraw whenever the firm can see their contact details, whatever the firm last
 * marked it (a firm's "Became a client" never expires, so it is not the firm's to keep), and while
 * it is still confirming, before any firm is told. A declined or expired one is already closed: the
 * firm no longer sees their contact details, so withdrawing it would change nothing.
 */
export function canWithdraw(status: IntroductionStatus): boolean {
  return status === "confirming" || firmMaySeeContact(status);
}

/** Statuses a firm knows of: everything but an introduction still waiting for the visitor's e-mail confirmation. */
export function firmKnowsOf(status: IntroductionStatus): boolean {
  return status !== "confirming";
}

/** The visitor may ask a firm again only after withdrawing their introduction to it. */
export function canAskAgain(status: IntroductionStatus): boolean {
  return status === "withdrawn";
}

/** Contact details stay hidden from the firm once it declined, the visitor withdrew or the introduction expired. */
export function firmMaySeeContact(status: IntroductionStatus): boolean {
  return status !== "withdrawn" && status !== "expired" && status !== "declined" && status !== "confirming";
}

/** docs/product.md, "Introductions": after 6 months an introduction that did not become a client expires. */
export const EXPIRES_AFTER_MONTHS = RETENTION.introductionOpenMonths;
export function expiresFrom(status: IntroductionStatus): boolean {
  return status !== "client" && status !== "expired" && status !== "withdrawn" && status !== "confirming";
}
