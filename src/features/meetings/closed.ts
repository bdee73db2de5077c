/**
 * A meeting called off because its introduction closed before it started (server/reminders.ts):
 * how it closed, the reason kept with the meeting for staff, and what each side reads. Pure.
 */
export type ClosedBy = "withdrawn" | "not-proceeding" | "declined" | "expired";

/**
 * The reason kept with the meeting (`meetings.cancel_reason`) for staff's pages. What called it off
 * is kept on its own (`meetings.called_off_because`), never read back from this text, which a side
 * cancelling may type too.
 */
export const CLOSED_REASON: Record<ClosedBy, string> = {
  withdrawn: "The investor withdrew the introduction.",
  "not-proceeding": "The firm marked the introduction as not proceeding.",
  expired: "The introduction closed after 6 months.",
  declined: "The introduction was declined.",
};

/** How an introduction closed, from its status; null for any other. */
export const closedByStatus = (status: string): ClosedBy | null => (Object.keys(CLOSED_REASON) as ClosedBy[]).find((closed) => closed === status) ?? null;

/** What `meetings.called_off_because` holds: how the introduction closed, or "closed" when asked for again since. */
export const calledOffValue = (closed: ClosedBy | null): string => closed ?? "closed";

/**
 * What closed the introduction, from where the reader stands ("You withdrew your introduction to
 * Saltus"): nobody "cancelled" the meeting or gave a reason. Null: it closed and has been asked
 * for again since. `place` says whether the words open a sentence or follow a colon; a firm's
 * name keeps its own case either way. Without the investor's name (the firm's workspace, which
 * stops showing it once an introduction closes) the firm reads "the investor".
 */
export function closedInWords(
  names: { firmName: string; investorName?: string },
  side: "investor" | "firm",
  closed: ClosedBy | null,
  place: "start" | "within" = "start",
): string {
  const { firmName, investorName } = names;
  const open = (word: string) => (place === "start" ? `${word.charAt(0).toUpperCase()}${word.slice(1)}` : word);
  if (side === "investor") {
    switch (closed) {
      case null:
        return `${open("your")} earlier introduction to ${firmName} closed`;
      case "withdrawn":
        return `${open("you")} withdrew your introduction to ${firmName}`;
      case "not-proceeding":
        return `${firmName} marked your introduction as not proceeding`;
      case "declined":
        return `${firmName} declined your introduction`;
      case "expired":
        return `${open("your")} introduction to ${firmName} closed after 6 months`;
    }
  }
  const introduction = investorName ? `the introduction of ${investorName}` : "the introduction";
  switch (closed) {
    case null:
      return investorName ? `${open("an")} earlier introduction of ${investorName} closed` : `${open("an")} earlier introduction closed`;
    case "withdrawn":
      return `${investorName ?? open("the investor")} withdrew their introduction to ${firmName}`;
    case "not-proceeding":
      return `${open(introduction)} was marked as not proceeding`;
    case "declined":
      return `${open(introduction)} was declined`;
    case "expired":
      return `${open(introduction)} closed after 6 months`;
  }
}
