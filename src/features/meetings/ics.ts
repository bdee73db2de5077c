/**
 * The calendar invitation sent with every meeting mail (docs/introductions.md, "Meetings"), built
 * with the npm `ics` package. Times are written in UTC (`…Z`), which every calendar reads without a
 * time-zone table; the UID stays the meeting's for its life and SEQUENCE rises with each change, so a
 * calendar updates or removes the one event it already holds.
 */
import { createEvent } from "ics";

export type CalendarMethod = "REQUEST" | "CANCEL";

export interface MeetingInvite {
  method: CalendarMethod;
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  title: string;
  description: string;
  location: string | null;
  organizer: { name: string; email: string };
  /** Null leaves the attendee out: a firm's copy while the investor has no confirmed address. */
  attendee: { name: string; email: string } | null;
  /** When the meeting last changed (LAST-MODIFIED; DTSTAMP is when the text is written). */
  stamp: Date;
}

/**
 * Text a visitor typed (a name, an address) made safe for a calendar line: `ics` escapes line feeds,
 * commas and semicolons, but a carriage return or another control character would pass through
 * and could start a line of the reader's choosing, so each run of them becomes one space.
 */
function calendarText(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]+/g, " ");
}

/**
 * The same for a quoted parameter value (an attendee's or organiser's CN): iCalendar has no escape
 * for a double quote inside one, so a quote would end the value early; it becomes an apostrophe.
 */
function calendarParameter(text: string): string {
  return calendarText(text).replaceAll('"', "'");
}

/** The iCalendar text; throws when `ics` refuses the event (a bug here, never a visitor's input). */
export function buildMeetingIcs(invite: MeetingInvite): string {
  const { error, value } = createEvent({
    productId: "wealth-match/meetings",
    method: invite.method,
    uid: invite.uid,
    sequence: invite.sequence,
    lastModified: invite.stamp.getTime(),
    start: invite.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: invite.endsAt.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: calendarText(invite.title),
    description: calendarText(invite.description),
    ...(invite.location ? { location: calendarText(invite.location) } : {}),
    status: invite.method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    organizer: { name: calendarParameter(invite.organizer.name), email: invite.organizer.email },
    ...(invite.attendee ? { attendees: [{ name: calendarParameter(invite.attendee.name), email: invite.attendee.email, rsvp: false, partstat: "ACCEPTED" as const, role: "REQ-PARTICIPANT" as const }] } : {}),
  });
  if (error || !value) throw new Error(`calendar invitation: ${error?.message ?? "no output"}`);
  return value;
}
