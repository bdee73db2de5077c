import "server-only";

import { and, eq, isNull, not, sql, type SQL } from "drizzle-orm";
import { introductions } from "@/server/db/schema";

/**
 * An introduction that came through our desk and has not been passed on: its firm has not been
 * told, so it is not yet the firm's to answer. It is never overdue for the firm, in its response
 * figures or to the investor until our staff mark it passed on (docs/introductions.md, "Delivery
 * routes"); our staff see it as late instead once a working day has gone.
 */
export function isWaitingAtDesk(r: { status: string; deliveredVia: string | null; passedOnAt: Date | null }): boolean {
  return r.status === "sent" && r.deliveredVia === "desk" && r.passedOnAt === null;
}

/**
 * Whether our staff may take back a "passed on" mark (undoPassedOn): it is marked, from a time the
 * desk's arrival was kept, and nothing has followed from it (the firm has not answered, the
 * investor has not been told it is late).
 */
export function canUndoPassedOn(r: { status: string; passedOnAt: Date | null; reachedDeskAt: Date | null; overdueNotifiedAt: Date | null }): boolean {
  return r.passedOnAt !== null && r.reachedDeskAt !== null && r.status === "sent" && r.overdueNotifiedAt === null;
}

/** Came through our desk and not marked passed on (a NULL route is no desk's). */
const fromDeskNotPassedOn = () => [sql`${introductions.deliveredVia} is not distinct from 'desk'`, isNull(introductions.passedOnAt)];

/**
 * For a firm's response figures: leaves out what came through our desk and was never passed on
 * nor answered by the firm, whatever became of it since (still waiting, withdrawn, expired): the
 * firm never had it, so it cannot count as unanswered. One the firm answered counts.
 */
export function reachedTheFirm(): SQL {
  return not(and(...fromDeskNotPassedOn(), isNull(introductions.firstResponseAt))!);
}

/** `isWaitingAtDesk` in SQL, negated: the rows whose firm has been told. */
export function notWaitingAtDesk(): SQL {
  return not(and(eq(introductions.status, "sent"), ...fromDeskNotPassedOn())!);
}
