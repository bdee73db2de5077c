import "server-only";

import { eq } from "drizzle-orm";
import { serverEnv, siteUrl } from "@/config/env";
import { routes } from "@/config/routes";
import { firmRouteRows, investorIntroductionsUrl } from "@/features/introductions/server";
import { enqueueMail, type Executor } from "@/server/mail";
import type { ComposedMail } from "@/server/mail/compose";
import type { MailKind } from "@/server/mail/kinds";
import { loadProviderNames } from "@/features/providers/server";
import { introductions, leads, meetings } from "@/server/db/schema";
import { buildMeetingIcs, type CalendarMethod } from "../ics";
import type { MeetingKindValue } from "../kinds";
import type { FirmSide } from "@/features/introductions";
import type { MeetingFacts, MeetingSide } from "../mails";

/** One meeting with what its mails need: both sides' names and addresses. */
export interface MeetingContext {
  id: string;
  uid: string;
  sequence: number;
  status: "booked" | "cancelled";
  introductionId: string;
  providerId: string;
  /** The firm's short name as published. */
  firmName: string;
  userId: string;
  startsAt: Date;
  endsAt: Date;
  kind: MeetingKindValue;
  address: string | null;
  investorTimeZone: string | null;
  /**
   * `email`: the investor's current address, where their own mail goes; `confirmedEmail`: the one
   * they last confirmed, the only one the firm sees (null only if none ever was).
   */
  investor: { email: string; confirmedEmail: string | null; name: string; firstName: string };
  /** Who hears of the meeting on the firm's side (firmMeetingRecipients). */
  firm: FirmRecipients;
}

/**
 * Who at the firm hears of its meetings: `to`, and whether that is the firm's own people
 * (`reaches: "firm"`), our desk, which passes meetings on to a firm with no one here to receive
 * them as it passes on introductions (`"desk"`), or nobody (no desk is set).
 */
export interface FirmRecipients {
  to: string[];
  organiser: string;
  reaches: FirmSide;
}

/** A meeting as its access checks read it: without the firm's side, which only its mails need. */
export type MeetingRow = Omit<MeetingContext, "firmName" | "firm">;

/** Reads a meeting with its introduction and the investor's profile; locks the meeting row when asked. */
export async function meetingRow(tx: Executor, meetingId: string, lock = false): Promise<MeetingRow | null> {
  const query = tx
    .select({
      id: meetings.id,
      uid: meetings.uid,
      sequence: meetings.sequence,
      status: meetings.status,
      introductionId: meetings.introductionId,
      providerId: meetings.providerId,
      userId: introductions.userId,
      startsAt: meetings.startsAt,
      endsAt: meetings.endsAt,
      kind: meetings.kind,
      address: meetings.address,
      investorTimeZone: meetings.investorTimeZone,
      email: leads.email,
      confirmedEmail: leads.confirmedEmail,
      firstName: leads.firstName,
      lastName: leads.lastName,
    })
    .from(meetings)
    .innerJoin(introductions, eq(introductions.id, meetings.introductionId))
    .innerJoin(leads, eq(leads.id, introductions.leadId))
    .where(eq(meetings.id, meetingId));
  const [row] = lock ? await query.for("update", { of: meetings }) : await query;
  if (!row) return null;
  const { email, confirmedEmail, firstName, lastName, ...rest } = row;
  return { ...rest, investor: { email, confirmedEmail, name: `${firstName} ${lastName}`.trim(), firstName } };
}

/** A meeting with all its mails need: the row, the firm's published name and who hears for the firm. */
export async function meetingContext(tx: Executor, meetingId: string): Promise<MeetingContext | null> {
  const row = await meetingRow(tx, meetingId);
  if (!row) return null;
  // In turn: `tx` may be a transaction's one connection.
  const firmName = (await loadProviderNames(tx)).short(row.providerId);
  const firm = await firmMeetingRecipients(tx, row.providerId);
  return { ...row, firmName, firm };
}

/** The bare address in a From header ("Wealth Match <hello@example.co.uk>"). */
const addressOf = (from: string) => /<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? from.trim();

/**
 * Who at the firm hears of its meetings, as its introductions would go (`firmRouteRows`, whether or
 * not it is taking new ones): its provider members and introductions address, else the desk, else
 * nobody; and the address the invitation names as its organiser. Investors see the organiser, so
 * it is never a member's own address, which is how that member signs in: it is the firm's
 * introductions address, or else the site's sending address.
 */
export async function firmMeetingRecipients(tx: Executor, providerId: string): Promise<FirmRecipients> {
  const row = (await firmRouteRows(tx, [providerId], undefined, { evenIfClosed: true })).get(providerId)!;
  const organiser = row.introductionsEmail?.trim().toLowerCase() || addressOf(serverEnv().MAIL_FROM);
  const { route } = row;
  if (route.kind === "firm") return { to: route.recipients, organiser, reaches: "firm" };
  if (route.kind === "desk") return { to: [route.recipient], organiser, reaches: "desk" };
  return { to: [], organiser, reaches: "nobody" };
}

export function factsOf(m: MeetingContext): MeetingFacts {
  return {
    firmName: m.firmName,
    investorName: m.investor.name,
    investorFirstName: m.investor.firstName,
    startsAt: m.startsAt,
    endsAt: m.endsAt,
    kind: m.kind,
    address: m.address,
    investorTimeZone: m.investorTimeZone,
    throughDesk: m.firm.reaches === "desk",
  };
}

/**
 * Mails both sides about a meeting in `tx`, each with the calendar invitation: the investor with
 * their one-time sign-in link, the firm's people with the workspace link. Returns the sides whose
 * mail was held back by the per-target limits, so the caller can say so.
 *
 * The two invitations differ only in the attendee's address. The firm's names the address the
 * investor last confirmed, as the workspace does: a changed address reaches the firm only once it
 * is confirmed. The investor's own mail and invitation go to their current address, as all their
 * mail does: it is where they asked to hear from us, and their calendar knows the meeting as theirs
 * only when the attendee is the address it came to. A reply their calendar sends goes to the
 * organiser, so a firm can learn that address that way (docs/introductions.md says so).
 */
export async function mailBothSides(
  tx: Executor,
  m: MeetingContext,
  options: { kind: Extract<MailKind, `meeting-${string}`>; method: CalendarMethod; build: (side: MeetingSide, url: string) => ComposedMail; now: Date },
): Promise<MeetingSide[]> {
  const { firmName } = m;
  const { to: firmTo, organiser } = m.firm;
  const invitation = (attendeeEmail: string | null) =>
    buildMeetingIcs({
      method: options.method,
      uid: m.uid,
      sequence: m.sequence,
      startsAt: m.startsAt,
      endsAt: m.endsAt,
      title: `First meeting: ${m.investor.name} and ${firmName}`,
      description: `A first meeting arranged through Wealth Match after ${firmName} accepted the introduction.`,
      location: m.kind === "in-person" ? m.address : m.kind === "video" ? "Video call" : "Phone call",
      organizer: { name: firmName, email: organiser },
      attendee: attendeeEmail ? { name: m.investor.name, email: attendeeEmail } : null,
      stamp: options.now,
    });
  const investorCalendar = { method: options.method, ics: invitation(m.investor.email) };
  const firmCalendar = { method: options.method, ics: invitation(m.investor.confirmedEmail) };
  const investorMail = options.build("investor", await investorIntroductionsUrl(tx, { userId: m.userId, email: m.investor.email }));
  const firmMail = options.build("firm", `${siteUrl()}${routes.salesPortalIntroduction(m.providerId, m.introductionId)}`);
  const investor = await enqueueMail(tx, { kind: options.kind, to: m.investor.email, calendar: investorCalendar, ...investorMail });
  const firm = firmTo.length > 0 ? await enqueueMail(tx, firmTo.map((to) => ({ kind: options.kind, to, limitKey: `meetings:${m.providerId}`, calendar: firmCalendar, ...firmMail }))) : { written: [], held: [] };
  // A firm nobody hears for was not held back: the caller says so from `m.firm.reaches`.
  return [...(investor.written.length === 0 ? (["investor"] as const) : []), ...(firmTo.length > 0 && firm.written.length === 0 ? (["firm"] as const) : [])];
}
