/**
 * The mails first meetings cause (docs/introductions.md, "Meetings"). Pure: each returns the
 * composed mail; the calendar invitation goes with it (./ics.ts). The investor reads times in their
 * own zone (and UK time when theirs is elsewhere); the firm reads UK time.
 */
import { composeMail, type ComposedMail } from "@/server/mail/compose";
import { closedInWords, type ClosedBy } from "./closed";
import type { MeetingKindValue } from "./kinds";
import { investorTimeInWords, meetingTimeInWords, UK_ZONE } from "./times";
import { isSignInLinkUrl, plainLinkNote } from "@/lib/sign-in-link-url";
import { possessive } from "@/lib/words";
import { invitationsInWords, type FirmSide } from "@/features/introductions";

export type MeetingSide = "investor" | "firm";

export interface MeetingFacts {
  firmName: string;
  investorName: string;
  /** Greets the investor, as every other mail to them does. */
  investorFirstName: string;
  startsAt: Date;
  endsAt: Date;
  kind: MeetingKindValue;
  address: string | null;
  /** The investor's zone, from their browser when they booked. */
  investorTimeZone: string | null;
  /** The firm's side is our desk, which passes the meeting on to a firm with no one here (notify.ts). */
  throughDesk?: boolean;
}

/**
 * The firm's side reads its mails as the firm's own people, or, through our desk, in words the desk
 * and the firm it passes them to can both read: the firm named, and the desk's team doing in the
 * introduction's page what members do in their workspace.
 */
const viaDesk = (m: MeetingFacts, side: MeetingSide) => side === "firm" && m.throughDesk === true;

const howInWords = (m: MeetingFacts, side: MeetingSide) =>
  m.kind === "in-person"
    ? `In person, at ${m.address ?? "the firm's office"}.`
    : side === "investor"
      ? m.kind === "video"
        ? `A video call: ${m.firmName} will e-mail you the link to join.`
        : `A phone call: ${m.firmName} will ring you on the number you gave.`
      : viaDesk(m, side)
        ? m.kind === "video"
          ? `A video call: ${m.firmName} is to e-mail ${m.investorName} the link to join.`
          : `A phone call: ${m.firmName} is to ring ${m.investorName} on the number passed on with the introduction.`
        : m.kind === "video"
          ? `A video call: please e-mail ${m.investorName} the link to join.`
          : `A phone call: please ring ${m.investorName} on the number in your workspace.`;

/** Where the firm's side moves or cancels the meeting, and who does it. */
const firmChangeInWords = (m: MeetingFacts, side: MeetingSide, what: string) =>
  viaDesk(m, side) ? `If ${m.firmName} can no longer make it, our team can ${what} on the introduction's page` : `If you can no longer make it, you can ${what} in your workspace`;

const when = (m: MeetingFacts, side: MeetingSide, at = m) => (side === "investor" ? investorTimeInWords(at.startsAt, at.endsAt, m.investorTimeZone) : meetingTimeInWords(at.startsAt, at.endsAt, UK_ZONE));

/**
 * What the calendar invitation with the mail does, to the reader's calendar; for our desk, to the
 * firm's once passed on, since the desk is asked to pass it on rather than keep it.
 */
const calendarNote = (m: MeetingFacts, side: MeetingSide, does: (calendar: string) => string) =>
  `The calendar invitation with this e-mail ${does(viaDesk(m, side) ? `${possessive(m.firmName)} calendar once passed on` : "your calendar")}.`;

interface Links {
  /** The investor's link to their introductions (a one-time sign-in link to a confirmed address), or the firm's workspace link. */
  url: string;
}

/** The investor's mail says when its button is a plain page rather than a sign-in link (investor-url.ts). */
const linkNote = (side: MeetingSide, url: string) => (side === "investor" && !isSignInLinkUrl(url) ? [plainLinkNote("your introductions")] : []);

const greeting = (m: MeetingFacts, side: MeetingSide) => (side === "investor" ? `Dear ${m.investorFirstName},` : "Hello,");

/**
 * Who changed the meeting, from where the reader stands. The firm's mail goes to all its members,
 * so a change one of them made is the firm's, never "you".
 */
function changedBy(m: MeetingFacts, side: MeetingSide, by: MeetingSide, verb: string): string {
  if (side === "investor") return by === "investor" ? `You ${verb} your first meeting with ${m.firmName}` : `${m.firmName} ${verb} your first meeting`;
  return by === "investor" ? `${m.investorName} ${verb} their first meeting with ${m.firmName}` : `${m.firmName} ${verb} the first meeting with ${m.investorName}`;
}
const action = (side: MeetingSide, url: string) => ({ label: side === "investor" ? "Reschedule or cancel" : "Open the introduction", url });
const footer = (m: MeetingFacts, side: MeetingSide) =>
  side === "investor"
    ? []
    : [m.throughDesk ? `You receive this because our desk passes introductions on to ${m.firmName}.` : `You receive this because you handle introductions for ${m.firmName} on Wealth Match.`];

/** What our desk is asked first, when the firm's side of a meeting is the desk: to pass it on. */
const deskNote = (m: MeetingFacts, side: MeetingSide) =>
  viaDesk(m, side) ? [`For our desk: ${m.firmName} has no one on Wealth Match to receive this, so it comes to you. Please pass it on to ${m.firmName} with its calendar invitation, as you passed on the introduction.`] : [];

/** A meeting mail to one side: its greeting, the desk's note first when the desk reads it, and its footer. */
const meetingMail = (m: MeetingFacts, side: MeetingSide, mail: { subject: string; paragraphs: string[]; action: { label: string; url: string } }): ComposedMail =>
  composeMail({ ...mail, greeting: greeting(m, side), paragraphs: [...deskNote(m, side), ...mail.paragraphs], footer: footer(m, side) });

/**
 * To the investor, when the firm proposes times for their first meeting. Nothing is booked yet, so
 * no calendar invitation goes with it. The times are in UK time: the investor's zone is known only
 * once their browser shows the times, which the introductions page does.
 */
export function meetingTimesProposedMail(input: { firstName: string; firmName: string; times: { startsAt: Date; endsAt: Date }[]; url: string; firmSide: FirmSide }): ComposedMail {
  const one = input.times.length === 1;
  return composeMail({
    subject: `${input.firmName} has proposed ${one ? "a time" : "times"} for your first meeting`,
    greeting: `Dear ${input.firstName},`,
    paragraphs: [
      `${input.firmName} has proposed ${one ? "this time" : `these ${input.times.length} times`} for a first meeting with you, in UK time:`,
      ...input.times.map((t) => meetingTimeInWords(t.startsAt, t.endsAt, UK_ZONE)),
      `To book ${one ? "it" : "one of them"}, open your introductions with the button below, where the times are shown in your own time zone with the kinds of meeting ${input.firmName} offers. Nothing is booked until you choose. ${invitationsInWords(input.firmName, input.firmSide)}`,
      `If none suits you, ${input.firmName} will contact you the way you asked.`,
      ...linkNote("investor", input.url),
    ],
    action: { label: one ? "Book this time" : "Choose a time", url: input.url },
  });
}

/** Both sides, on booking. */
export function meetingBookedMail(m: MeetingFacts, side: MeetingSide, links: Links): ComposedMail {
  return meetingMail(m, side, {
    subject: side === "investor" ? `Your first meeting with ${m.firmName}` : `First meeting booked: ${meetingTimeInWords(m.startsAt, m.endsAt, UK_ZONE)}`,
    paragraphs: [
      side === "investor"
        ? `Your first meeting with ${m.firmName} is booked for ${when(m, side)}.`
        : `${m.investorName} has booked a first meeting with ${m.firmName} for ${when(m, side)}.`,
      howInWords(m, side),
      calendarNote(m, side, (calendar) => `adds the meeting to ${calendar}, and later changes update it`),
      side === "investor"
        ? "If the time no longer suits you, you can reschedule or cancel it on your introductions page, with a short reason for the firm."
        : `${firmChangeInWords(m, side, "reschedule or cancel it")}, with a short reason for the investor.`,
      ...linkNote(side, links.url),
    ],
    action: action(side, links.url),
  });
}

/** Both sides, when either moves the meeting. */
export function meetingRescheduledMail(m: MeetingFacts, side: MeetingSide, links: Links & { movedBy: MeetingSide; reason: string; previous: { startsAt: Date; endsAt: Date } }): ComposedMail {
  return meetingMail(m, side, {
    subject: side === "investor" ? `Your meeting with ${m.firmName} has moved` : `First meeting moved: ${meetingTimeInWords(m.startsAt, m.endsAt, UK_ZONE)}`,
    paragraphs: [
      `${changedBy(m, side, links.movedBy, "moved")} to ${when(m, side)}. It was ${when(m, side, { ...m, ...links.previous })}.`,
      `The reason given: ${links.reason}`,
      howInWords(m, side),
      calendarNote(m, side, (calendar) => `moves the meeting in ${calendar}`),
      ...linkNote(side, links.url),
    ],
    action: action(side, links.url),
  });
}

/** Both sides, when either cancels. */
export function meetingCancelledMail(m: MeetingFacts, side: MeetingSide, links: Links & { cancelledBy: MeetingSide; reason: string; reopens?: boolean }): ComposedMail {
  return meetingMail(m, side, {
    subject: side === "investor" ? `Your meeting with ${m.firmName} is cancelled` : `First meeting cancelled: ${meetingTimeInWords(m.startsAt, m.endsAt, UK_ZONE)}`,
    paragraphs: [
      `${changedBy(m, side, links.cancelledBy, "cancelled")} on ${when(m, side)}.`,
      `The reason given: ${links.reason}`,
      calendarNote(m, side, (calendar) => `removes the meeting from ${calendar}`),
      ...(links.reopens === false
        ? []
        : [
            side === "investor"
              ? `Your introduction to ${m.firmName} stays open: you can book another time on your introductions page.`
              : `The introduction stays open: ${m.investorName} can book another time, or ${viaDesk(m, side) ? `our team can propose times for ${m.firmName} on the introduction's page` : "you can propose times in your workspace"}.`,
          ]),
      ...linkNote(side, links.url),
    ],
    action: { label: side === "investor" ? "See your introductions" : "Open the introduction", url: links.url },
  });
}

/** Both sides, when the meeting's introduction closes before it starts: the meeting is called off. */
export function meetingCalledOffMail(m: MeetingFacts, side: MeetingSide, links: Links & { closed: ClosedBy | null }): ComposedMail {
  return meetingMail(m, side, {
    subject: side === "investor" ? `Your meeting with ${m.firmName} is called off` : `First meeting called off: ${meetingTimeInWords(m.startsAt, m.endsAt, UK_ZONE)}`,
    paragraphs: [
      `${closedInWords(m, side, links.closed)}, so the first meeting on ${when(m, side)} is called off.`,
      calendarNote(m, side, (calendar) => `removes the meeting from ${calendar}`),
      ...linkNote(side, links.url),
    ],
    action: { label: side === "investor" ? "See your introductions" : "Open the introduction", url: links.url },
  });
}

/** Both sides, about 24 hours before. */
export function meetingReminderMail(m: MeetingFacts, side: MeetingSide, links: Links): ComposedMail {
  return meetingMail(m, side, {
    subject: side === "investor" ? `Reminder: your meeting with ${m.firmName} tomorrow` : `Reminder: first meeting with ${m.investorName} tomorrow`,
    paragraphs: [
      side === "investor" ? `A reminder that your first meeting with ${m.firmName} is on ${when(m, side)}.` : `A reminder that your first meeting with ${m.investorName} is on ${when(m, side)}.`,
      howInWords(m, side),
      side === "investor" ? "If you can no longer make it, please reschedule or cancel it on your introductions page so the firm knows." : `${firmChangeInWords(m, side, "reschedule or cancel it")}, so the investor knows.`,
      ...linkNote(side, links.url),
    ],
    action: action(side, links.url),
  });
}

