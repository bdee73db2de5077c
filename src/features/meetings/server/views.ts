import "server-only";

import { and, desc, eq, inArray } from "drizzle-orm";
import { loadProviderNames } from "@/features/providers/server";
import type { Database } from "@/server/db/client";
import { introductions, leads, meetingSlotOffers, meetings } from "@/server/db/schema";
import { MEETING_KINDS, type MeetingKindValue } from "../kinds";
import { investorTimeInWords, meetingTimeInWords, UK_ZONE } from "../times";
import { bookableTimes, readMeetingSettings } from "./availability";
import { isBookable, MEETING_STANDS_STATUSES } from "./meetings";
import { closedByStatus, type ClosedBy } from "../closed";

export interface BookedMeetingView {
  id: string;
  startsAt: string;
  endsAt: string;
  kind: MeetingKindValue;
  address: string | null;
  /** It has started: neither side may move or cancel it any more. */
  started: boolean;
}

/**
 * The last meeting that did not take place: cancelled by a side, with the reason given, or called
 * off because its introduction closed (no one cancelled it or gave a reason), with how it closed
 * (null: it has been asked for again since).
 */
export type CancelledMeetingView = { startsAt: string; endsAt: string } & (
  | { calledOff: false; by: "investor" | "firm"; reason: string }
  | { calledOff: true; closed: ClosedBy | null }
);

/** One introduction's meeting as the investor sees it (src/features/meetings/components/investor-meeting.tsx). */
export interface InvestorMeetingView {
  introductionId: string;
  firmName: string;
  meeting: BookedMeetingView | null;
  /** The times on offer now (to book, or to move the booked meeting to); null when the firm has offered none. */
  times: { slots: { startsAt: string; endsAt: string }[]; kinds: MeetingKindValue[]; address: string | null; durationMinutes: number; proposed: boolean } | null;
  lastCancelled: CancelledMeetingView | null;
  /** The status line with the meeting's date and time, in the zone the investor booked from. */
  statusWords: string | null;
  /** The kind of meeting the investor asked for when they sent the introduction (phone or video call), chosen first when booking. */
  preferredKind: MeetingKindValue | null;
}

/** The contact method given with the introduction, as a kind of meeting: "email" and older leads' null have none. */
function preferredMeetingKind(contactMethod: string | null): MeetingKindValue | null {
  return MEETING_KINDS.find((kind) => kind === contactMethod) ?? null;
}

const booked = (m: { id: string; startsAt: Date; endsAt: Date; kind: MeetingKindValue; address: string | null }, now: Date): BookedMeetingView => ({
  id: m.id,
  startsAt: m.startsAt.toISOString(),
  endsAt: m.endsAt.toISOString(),
  kind: m.kind,
  address: m.address,
  started: m.startsAt <= now,
});

async function meetingsOf(database: Database, introductionIds: string[]) {
  if (introductionIds.length === 0) return [];
  return database
    .select({
      id: meetings.id,
      introductionId: meetings.introductionId,
      startsAt: meetings.startsAt,
      endsAt: meetings.endsAt,
      kind: meetings.kind,
      address: meetings.address,
      status: meetings.status,
      cancelledBy: meetings.cancelledBy,
      calledOffBecause: meetings.calledOffBecause,
      cancelReason: meetings.cancelReason,
      investorTimeZone: meetings.investorTimeZone,
    })
    .from(meetings)
    .where(inArray(meetings.introductionId, introductionIds))
    .orderBy(desc(meetings.updatedAt));
}

const lastCancelledOf = (rows: Awaited<ReturnType<typeof meetingsOf>>, introductionId: string): CancelledMeetingView | null => {
  const row = rows.find((r) => r.introductionId === introductionId && r.status === "cancelled");
  if (!row) return null;
  const when = { startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() };
  return row.calledOffBecause !== null
    ? { ...when, calledOff: true, closed: closedByStatus(row.calledOffBecause) }
    : { ...when, calledOff: false, by: row.cancelledBy === "firm" ? "firm" : "investor", reason: row.cancelReason ?? "" };
};

/**
 * The status line of an introduction with a meeting booked: "Meeting arranged for …" while it is
 * open, and for a client whose first meeting is still ahead "Became a client; first meeting on …".
 * Null when the status line stays as it is.
 */
export function statusWithMeeting(status: string, meeting: { endsAt: Date; inWords: string } | null, now = new Date()): string | null {
  if (!meeting) return null;
  if (isBookable(status)) return `Meeting arranged for ${meeting.inWords}`;
  if (status === "client" && meeting.endsAt > now) return `Became a client; first meeting on ${meeting.inWords}`;
  return null;
}

/**
 * Staff's status lines with each booked meeting's date and time in UK time (the operator's list of
 * every introduction and its CSV; the firm's workspace reads its meetings with `firmMeetings`).
 */
export async function withBookedMeetings<T extends { id: string; status: string; statusWords: string }>(database: Database, rows: T[], now = new Date()): Promise<T[]> {
  // Read a thousand ids at a time: an export passes every introduction, and a query's parameters are limited.
  const all: Awaited<ReturnType<typeof meetingsOf>> = [];
  for (let start = 0; start < rows.length; start += 1000) all.push(...(await meetingsOf(database, rows.slice(start, start + 1000).map((r) => r.id))));
  return rows.map((row) => {
    const meeting = all.find((m) => m.introductionId === row.id && m.status === "booked");
    const words = statusWithMeeting(row.status, meeting ? { endsAt: meeting.endsAt, inWords: meetingTimeInWords(meeting.startsAt, meeting.endsAt, UK_ZONE) } : null, now);
    return words ? { ...row, statusWords: words } : row;
  });
}

/**
 * The investor's meetings and the times they may book, per introduction the firm has accepted;
 * and a client's first meeting while it is still ahead, with the times it may be moved to.
 */
export async function investorMeetings(database: Database, userId: string, now = new Date()): Promise<Record<string, InvestorMeetingView>> {
  const intros = await database
    .select({ id: introductions.id, providerId: introductions.providerId, status: introductions.status, contactMethod: leads.contactMethod })
    .from(introductions)
    .leftJoin(leads, eq(leads.id, introductions.leadId))
    .where(and(eq(introductions.userId, userId), inArray(introductions.status, [...MEETING_STANDS_STATUSES])));
  const [rows, names] = await Promise.all([meetingsOf(database, intros.map((i) => i.id)), loadProviderNames(database)]);
  const views: Record<string, InvestorMeetingView> = {};
  for (const intro of intros) {
    const current = rows.find((r) => r.introductionId === intro.id && r.status === "booked");
    if (!isBookable(intro.status) && !(current && current.endsAt > now)) continue;
    // With a meeting booked, these are the times it may be moved to: any but its own.
    const bookable = await bookableTimes(database, intro, now, current?.id);
    const times = bookable && current ? { ...bookable, slots: bookable.slots.filter((slot) => slot.startsAt.getTime() !== current.startsAt.getTime()) } : bookable;
    views[intro.id] = {
      introductionId: intro.id,
      firmName: names.short(intro.providerId),
      meeting: current ? booked(current, now) : null,
      times: times && { ...times, slots: times.slots.map((s) => ({ startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() })) },
      lastCancelled: lastCancelledOf(rows, intro.id),
      statusWords: statusWithMeeting(intro.status, current ? { endsAt: current.endsAt, inWords: investorTimeInWords(current.startsAt, current.endsAt, current.investorTimeZone) } : null, now),
      preferredKind: preferredMeetingKind(intro.contactMethod),
    };
  }
  return views;
}

/** One introduction's meeting as the firm sees it, in UK time. */
export interface FirmMeetingView {
  introductionId: string;
  canArrange: boolean;
  meeting: (BookedMeetingView & { inWords: string }) | null;
  /** Times the firm proposed that are still ahead, in words (UK time). */
  proposed: string[];
  hasSettings: boolean;
  lastCancelled: (CancelledMeetingView & { inWords: string }) | null;
}

/** The firm's meetings on the introductions it is looking at. */
export async function firmMeetings(database: Database, providerId: string, rows: { id: string; status: string }[], now = new Date()): Promise<Record<string, FirmMeetingView>> {
  const ids = rows.map((r) => r.id);
  const [all, offers, settings] = await Promise.all([
    meetingsOf(database, ids),
    ids.length === 0 ? [] : database.select({ introductionId: meetingSlotOffers.introductionId, startsAt: meetingSlotOffers.startsAt, durationMinutes: meetingSlotOffers.durationMinutes }).from(meetingSlotOffers).where(inArray(meetingSlotOffers.introductionId, ids)),
    readMeetingSettings(database, providerId),
  ]);
  const views: Record<string, FirmMeetingView> = {};
  for (const row of rows) {
    const current = all.find((m) => m.introductionId === row.id && m.status === "booked");
    const offer = offers.find((o) => o.introductionId === row.id);
    const cancelled = lastCancelledOf(all, row.id);
    views[row.id] = {
      introductionId: row.id,
      canArrange: isBookable(row.status),
      meeting: current ? { ...booked(current, now), inWords: meetingTimeInWords(current.startsAt, current.endsAt, UK_ZONE) } : null,
      proposed: (offer?.startsAt ?? [])
        .map((iso) => new Date(iso))
        .filter((d) => d > now)
        .map((d) => meetingTimeInWords(d, new Date(d.getTime() + (offer?.durationMinutes ?? 0) * 60_000), UK_ZONE)),
      hasSettings: settings !== null,
      lastCancelled: cancelled && { ...cancelled, inWords: meetingTimeInWords(new Date(cancelled.startsAt), new Date(cancelled.endsAt), UK_ZONE) },
    };
  }
  return views;
}

/** "Your introductions" with each booked meeting's date and time in its status line. */
export function withMeetingStatus<T extends { id: string; statusWords: string; meetingAhead?: boolean }>(introductions: T[], meetings: Record<string, InvestorMeetingView>): T[] {
  return introductions.map((intro) => {
    const view = meetings[intro.id];
    const meetingAhead = Boolean(view?.meeting && !view.meeting.started);
    return view?.statusWords ? { ...intro, statusWords: view.statusWords, meetingAhead } : { ...intro, meetingAhead };
  });
}
