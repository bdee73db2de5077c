/**
 * A firm's response figures (docs/product.md, "Response figures"): over the introductions sent to
 * it in the last 12 months, the share answered (accepted or declined) within 2 working days, the
 * median time to answer and how many expired unanswered. Pure.
 *
 * What counts: every introduction the firm was sent in the window, except one the investor
 * withdrew before the firm's answer was due (the firm could not be judged on it) and one still
 * within its 2 working days (not yet judged). An introduction left unanswered past its due date,
 * expired or not, counts against the firm: not answered in time, and longer than any answer in
 * the median.
 */
import { answerDueBy, dateInLondon, isOverdue } from "@/features/introductions/server";

export const RESPONSE_WINDOW_MONTHS = 12;
/** Below this many counted introductions, no figure is shown. */
export const RESPONSE_MINIMUM = 5;
export const RESPONSE_WORKING_DAYS = 2;

export interface SentIntroduction {
  sentAt: Date;
  /** The firm's first accept or decline. */
  firstResponseAt: Date | null;
  status: string;
  /** When it was withdrawn, for a withdrawn one (its last change). */
  withdrawnAt?: Date | null;
}

export type ResponseFigures =
  | { shown: false; counted: number; minimum: number }
  | {
      shown: true;
      /** How many introductions the figures rest on. */
      counted: number;
      answeredInTime: number;
      /** answeredInTime / counted, 0–1. */
      shareInTime: number;
      /** Median hours from sending to the first answer; null when half or more were never answered. */
      medianHours: number | null;
      expiredUnanswered: number;
      unanswered: number;
    };

/** The start of the window: the same instant 12 calendar months before `now`. */
export function windowStart(now: Date, months = RESPONSE_WINDOW_MONTHS): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - months);
  return start;
}

/** Whether the introduction is counted, and if so how it went. */
export function judge(intro: SentIntroduction, now: Date): "skip" | "in-time" | "late" | "unanswered" {
  if (intro.firstResponseAt) {
    return dateInLondon(intro.firstResponseAt) <= answerDueBy(intro.sentAt, RESPONSE_WORKING_DAYS) ? "in-time" : "late";
  }
  if (intro.status === "withdrawn") {
    // Withdrawn before the answer was due: not the firm's doing. Withdrawn after: it had its chance.
    const at = intro.withdrawnAt ?? now;
    return isOverdue(intro.sentAt, at, RESPONSE_WORKING_DAYS) ? "unanswered" : "skip";
  }
  if (intro.status === "expired") return "unanswered";
  return isOverdue(intro.sentAt, now, RESPONSE_WORKING_DAYS) ? "unanswered" : "skip";
}

/** The median of the hours to answer, unanswered ones counting as longer than any answer. */
export function medianHours(hours: readonly number[], unanswered: number): number | null {
  const all = [...hours].sort((a, b) => a - b);
  const total = all.length + unanswered;
  if (total === 0) return null;
  const at = (i: number) => (i < all.length ? all[i]! : Number.POSITIVE_INFINITY);
  const median = total % 2 === 1 ? at((total - 1) / 2) : (at(total / 2 - 1) + at(total / 2)) / 2;
  return Number.isFinite(median) ? median : null;
}

export function responseFigures(intros: readonly SentIntroduction[], now: Date, minimum = RESPONSE_MINIMUM): ResponseFigures {
  const from = windowStart(now);
  let inTime = 0;
  let unanswered = 0;
  let expiredUnanswered = 0;
  const hours: number[] = [];
  for (const intro of intros) {
    if (intro.sentAt < from || intro.sentAt > now) continue;
    const verdict = judge(intro, now);
    if (verdict === "skip") continue;
    if (verdict === "unanswered") {
      unanswered += 1;
      if (intro.status === "expired") expiredUnanswered += 1;
      continue;
    }
    if (verdict === "in-time") inTime += 1;
    hours.push((intro.firstResponseAt!.getTime() - intro.sentAt.getTime()) / 3_600_000);
  }
  const counted = hours.length + unanswered;
  if (counted < minimum) return { shown: false, counted, minimum };
  return { shown: true, counted, answeredInTime: inTime, shareInTime: inTime / counted, medianHours: medianHours(hours, unanswered), expiredUnanswered, unanswered };
}

/** "3 hours", "1 day 4 hours", "under an hour"; "not answered" for null. */
export function durationInWords(hours: number | null): string {
  if (hours === null) return "more than half were never answered";
  if (hours < 1) return "under an hour";
  const whole = Math.round(hours);
  if (whole < 24) return `${whole} ${whole === 1 ? "hour" : "hours"}`;
  const days = Math.floor(whole / 24);
  const rest = whole % 24;
  return `${days} ${days === 1 ? "day" : "days"}${rest > 0 ? ` ${rest} ${rest === 1 ? "hour" : "hours"}` : ""}`;
}

/** "7 of 9 (78%)" */
export function shareInWords(figures: Extract<ResponseFigures, { shown: true }>): string {
  return `${figures.answeredInTime} of ${figures.counted} (${Math.round(figures.shareInTime * 100)}%)`;
}
