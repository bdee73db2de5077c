import "server-only";

import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { siteUrl } from "@/config/env";
import { investorIntroductionsUrl } from "@/features/introductions/server";
import { loadProviderNames } from "@/features/providers/server";
import { canViewProvider, workspaceActorKind, type RoleGrant } from "@/lib/permissions";
import type { Database } from "@/server/db/client";
import { consumeLimitIn, type LimitExecutor, type LimitRule } from "@/server/rate-limit";
import { introductionEvents, introductions, leads, meetingSlotOffers, meetings } from "@/server/db/schema";
import { enqueueMail, type Executor } from "@/server/mail";
import type { MeetingKindValue } from "../kinds";
import { meetingBookedMail, meetingCancelledMail, meetingRescheduledMail, meetingTimesProposedMail, type MeetingSide } from "../mails";
import { investorTimeInWords, knownTimeZone, meetingTimeInWords, UK_ZONE } from "../times";
import { bookableTimes, bookedSlots, readMeetingSettings } from "./availability";
import { firmMeetingRecipients, mailBothSides, meetingContext, meetingRow, factsOf, type MeetingContext, type MeetingRow } from "./notify";

const HOUR_MS = 60 * 60 * 1000;

/** Introduction statuses on which a first meeting can be booked: the firm has accepted and it is still open. */
export const BOOKABLE_STATUSES = ["accepted", "contacted", "meeting-arranged"] as const;
export const isBookable = (status: string) => (BOOKABLE_STATUSES as readonly string[]).includes(status);
/**
 * Statuses under which a booked meeting still stands: the open ones, and a client's, whose first
 * meeting goes ahead. Under any other the meeting is cancelled (cancelMeetingsOfClosedIntroductions).
 */
export const MEETING_STANDS_STATUSES = [...BOOKABLE_STATUSES, "client"] as const;

export type MeetingOutcome =
  | { status: "done"; message: string; meetingId: string }
  | { status: "invalid"; field: string; message: string }
  | { status: "taken" | "not-found" | "not-allowed" | "forbidden"; message: string };

/** Who acts: the investor (their visitor or member id) or a firm's member or staff. */
export type MeetingActor = { side: "investor"; userId: string } | { side: "firm"; member: { id: string; roles: readonly RoleGrant[] } };

const TAKEN = "Someone has just booked that time. Please choose another.";

/**
 * Bookings and moves of one introduction's first meeting in a day, by either side together. Each
 * mails the investor and everyone at the firm with an invitation, so a run of them would flood the
 * firm's inboxes and use up its hourly share of mail (src/server/mail/limits.ts). Cancelling is not
 * counted: it needs a booking first, and either side must always be able to call a meeting off.
 */
export const MEETING_CHANGES_PER_DAY = { window: 24 * 60 * 60, max: 8 } satisfies LimitRule;

/** Thrown inside a booking's or a move's transaction once it is over the day's changes, to undo it. */
class TooManyChanges extends Error {
  constructor(readonly outcome: Exclude<MeetingOutcome, { status: "done" }>) {
    super(outcome.message);
  }
}

/**
 * Counts a booking or a move once it has been written, in its transaction: one that is refused or
 * loses its time to another press counts for nothing, and one over the day's changes is undone
 * with its count (the transaction is rolled back by `TooManyChanges`).
 */
async function countChange(tx: LimitExecutor, introductionId: string, now: Date): Promise<void> {
  const decision = await consumeLimitIn(tx, `meeting-changes:${introductionId}`, MEETING_CHANGES_PER_DAY, now.getTime());
  if (decision.allowed) return;
  const hours = Math.ceil(decision.retryAfter / 3600);
  throw new TooManyChanges({
    status: "not-allowed",
    message: `This first meeting has been booked or moved ${MEETING_CHANGES_PER_DAY.max} times in a day, which is as many as we send invitations for. Please try again in ${hours === 1 ? "an hour" : `${hours} hours`}, or cancel it.`,
  });
}

/** The outcome of a booking or a move, or the refusal of one over the day's changes. */
const refusedIfTooMany = (error: unknown): MeetingOutcome => {
  if (error instanceof TooManyChanges) return error.outcome;
  throw error;
};

/**
 * Who was e-mailed `what` about a booking, move or cancellation, as the side that made it reads
 * it. The firm's side is its own people, or our desk, which passes it on (docs/introductions.md,
 * "Meetings"), or nobody when no desk is set; a side the per-target limits held back is said apart.
 */
export function toldInWords(m: Pick<MeetingContext, "firmName" | "firm">, actor: MeetingSide, held: MeetingSide[], what: string): string {
  const investor = actor === "investor" ? "you" : "the investor";
  const firm = m.firm.reaches === "desk" ? `our team, who pass it on to ${m.firmName}` : m.firmName;
  const mailed: { side: MeetingSide; who: string }[] = [{ side: "investor", who: investor }, ...(m.firm.reaches === "nobody" ? [] : [{ side: "firm" as const, who: firm }])];
  const told = mailed.filter((r) => !held.includes(r.side)).map((r) => r.who);
  const notTold = mailed.filter((r) => held.includes(r.side)).map((r) => r.who);
  const words: string[] = [];
  if (told.length === 2 && m.firm.reaches === "firm") words.push(`We have e-mailed ${investor} and ${firm} ${what}.`);
  else if (told.length > 0) words.push(`We have e-mailed ${what} to ${told.join(" and to ")}.`);
  if (notTold.length > 0) words.push(`We could not e-mail ${notTold.join(" or ")} about it just now, because of the number of e-mails sent in the last hour.`);
  if (m.firm.reaches === "nobody") words.push(`${m.firmName} has no one to receive mail through us at the moment, so they have not been told.`);
  return words.join(" ");
}

/**
 * Mails the investor the times their firm proposed, with their link to the page where they book
 * (investorIntroductionsUrl: a sign-in link to a confirmed address), in `tx`. False when the per-address limits held the mail back.
 */
async function tellInvestorOfProposedTimes(tx: Executor, intro: { id: string; providerId: string }, times: Date[], durationMinutes: number): Promise<boolean> {
  const [investor] = await tx
    .select({ userId: introductions.userId, email: leads.email, firstName: leads.firstName })
    .from(introductions)
    .innerJoin(leads, eq(leads.id, introductions.leadId))
    .where(eq(introductions.id, intro.id));
  if (!investor) return false;
  const url = await investorIntroductionsUrl(tx, { userId: investor.userId, email: investor.email });
  const mail = meetingTimesProposedMail({
    firstName: investor.firstName,
    firmName: (await loadProviderNames(tx)).short(intro.providerId),
    times: times.map((startsAt) => ({ startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000) })),
    url,
    firmSide: (await firmMeetingRecipients(tx, intro.providerId)).reaches,
  });
  const { held } = await enqueueMail(tx, { kind: "meeting-times-proposed", to: investor.email, ...mail });
  return held.length === 0;
}

/** The firm proposes up to three times for one introduction (replacing any it proposed before), and the investor is mailed them. */
export async function offerTimes(database: Database, member: { id: string; roles: readonly RoleGrant[] }, input: { introductionId: string; providerId: string; times: Date[] }, now = new Date()): Promise<MeetingOutcome> {
  if (!canViewProvider(member.roles, input.providerId)) return { status: "forbidden", message: "This introduction belongs to another firm." };
  return database.transaction(async (tx) => {
    const [intro] = await tx.select({ id: introductions.id, providerId: introductions.providerId, status: introductions.status }).from(introductions).where(eq(introductions.id, input.introductionId));
    if (!intro || intro.providerId !== input.providerId) return { status: "not-found", message: "This introduction no longer exists." } as const;
    if (!isBookable(intro.status)) return { status: "not-allowed", message: "Accept the introduction first: meetings can be proposed once it is accepted and still open." } as const;
    const settings = await readMeetingSettings(tx, intro.providerId);
    if (!settings) return { status: "not-allowed", message: "First set your meeting options (kinds of meeting and length) in the First meetings section." } as const;
    const [booked] = await tx.select({ id: meetings.id }).from(meetings).where(and(eq(meetings.introductionId, intro.id), eq(meetings.status, "booked")));
    if (booked) return { status: "not-allowed", message: "A first meeting is already booked on this introduction: reschedule it instead." } as const;
    const tooSoon = input.times.findIndex((t) => t.getTime() < now.getTime() + HOUR_MS);
    if (tooSoon >= 0) return { status: "invalid", field: `time${tooSoon + 1}`, message: `${["First", "Second", "Third"][tooSoon]} time: choose a time at least an hour from now` } as const;
    const startsAt = [...new Set(input.times.map((t) => t.toISOString()))].sort();
    const values = { providerId: intro.providerId, startsAt, durationMinutes: settings.durationMinutes, kinds: settings.kinds, address: settings.address, createdAt: now };
    await tx.insert(meetingSlotOffers).values({ introductionId: intro.id, ...values }).onConflictDoUpdate({ target: meetingSlotOffers.introductionId, set: values });
    const told = await tellInvestorOfProposedTimes(tx, intro, startsAt.map((iso) => new Date(iso)), settings.durationMinutes);
    const saved = `Saved. The investor can now book ${startsAt.length === 1 ? "this time" : `one of these ${startsAt.length} times`}`;
    return {
      status: "done",
      message: told ? `${saved}, and we have e-mailed ${startsAt.length === 1 ? "it" : "them"} to the investor.` : `${saved} on their introductions page. We could not e-mail them about it just now, because of the number of e-mails sent in the last hour.`,
      meetingId: "",
    } as const;
  });
}

/**
 * The investor books one of the times on offer. In one transaction: the meeting (the database's
 * partial unique indexes make a firm's slot, and an introduction's booked meeting, one only: of two
 * presses at once, one inserts and the other finds the conflict and is told), the introduction moved
 * to "meeting-arranged" with its event, and both sides' mails with the invitation.
 */
export async function bookMeeting(database: Database, userId: string, input: { introductionId: string; slot: string; kind: MeetingKindValue; timeZone: string }, now = new Date()): Promise<MeetingOutcome> {
  const startsAt = new Date(input.slot);
  const timeZone = knownTimeZone(input.timeZone);
  return database.transaction(async (tx) => {
    const [intro] = await tx
      .select({ id: introductions.id, providerId: introductions.providerId, status: introductions.status })
      .from(introductions)
      .where(and(eq(introductions.id, input.introductionId), eq(introductions.userId, userId)))
      .for("update");
    if (!intro) return { status: "not-found", message: "This introduction is not one of yours." } as const;
    const firmName = (await loadProviderNames(tx)).short(intro.providerId);
    if (!isBookable(intro.status)) return { status: "not-allowed", message: `A meeting can be booked once ${firmName} has accepted your introduction, while it is open.` } as const;
    const [already] = await tx.select({ id: meetings.id }).from(meetings).where(and(eq(meetings.introductionId, intro.id), eq(meetings.status, "booked")));
    if (already) return { status: "not-allowed", message: `You already have a meeting booked with ${firmName}: reschedule or cancel it instead.` } as const;
    const times = await bookableTimes(tx, intro, now);
    if (!times) return { status: "not-allowed", message: `${firmName} has not offered meeting times yet.` } as const;
    if (!times.kinds.includes(input.kind)) return { status: "invalid", field: "kind", message: "How to meet: choose one of the ways the firm offers" } as const;
    const slot = times.slots.find((s) => s.startsAt.getTime() === startsAt.getTime());
    if (!slot) {
      const [clash] = await tx.select({ id: meetings.id }).from(meetings).where(and(eq(meetings.providerId, intro.providerId), eq(meetings.startsAt, startsAt), eq(meetings.status, "booked")));
      return clash ? ({ status: "taken", message: TAKEN } as const) : ({ status: "invalid", field: "slot", message: "Time: choose one of the times offered" } as const);
    }
    const id = randomUUID();
    const [created] = await tx
      .insert(meetings)
      .values({
        id,
        introductionId: intro.id,
        providerId: intro.providerId,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        kind: input.kind,
        address: input.kind === "in-person" ? times.address : null,
        uid: `${id}@${new URL(siteUrl()).hostname}`,
        investorTimeZone: timeZone,
      })
      // Either partial unique index: this slot is booked, or this introduction has a meeting.
      .onConflictDoNothing()
      .returning({ id: meetings.id });
    if (!created) return { status: "taken", message: TAKEN } as const;
    await countChange(tx, intro.id, now);
    await tx.update(introductions).set({ status: "meeting-arranged", updatedAt: now }).where(eq(introductions.id, intro.id));
    await tx.insert(introductionEvents).values({ introductionId: intro.id, status: "meeting-arranged", reason: `First meeting booked for ${meetingTimeInWords(slot.startsAt, slot.endsAt, UK_ZONE)}`, actorId: userId, actorKind: "visitor" });
    const m = (await meetingContext(tx, created.id))!;
    const held = await mailBothSides(tx, m, { kind: "meeting-booked", method: "REQUEST", now, build: (side, url) => meetingBookedMail(factsOf(m), side, { url }) });
    return { status: "done", meetingId: created.id, message: `Booked: ${investorTimeInWords(slot.startsAt, slot.endsAt, timeZone)}. ${toldInWords(m, "investor", held, "a calendar invitation")}` } as const;
  }).catch(refusedIfTooMany);
}

/** Reads and checks a booked meeting for a change by `actor`, locked for the transaction. */
async function meetingToChange(tx: Parameters<Parameters<Database["transaction"]>[0]>[0], actor: MeetingActor, meetingId: string, now: Date): Promise<MeetingRow | Exclude<MeetingOutcome, { status: "done" }>> {
  const m = await meetingRow(tx, meetingId, true);
  if (!m) return { status: "not-found", message: "This meeting no longer exists." };
  const allowed = actor.side === "investor" ? m.userId === actor.userId : canViewProvider(actor.member.roles, m.providerId);
  if (!allowed) return actor.side === "investor" ? { status: "not-found", message: "This meeting is not one of yours." } : { status: "forbidden", message: "This meeting belongs to another firm." };
  if (m.status !== "booked") return { status: "not-allowed", message: "This meeting has already been cancelled." };
  // Once it has started, a meeting stands: what came of it is the outcome's to say, and a review
  // written after it must keep the meeting it rests on (docs/reviews.md).
  if (m.startsAt <= now) return { status: "not-allowed", message: m.endsAt <= now ? "This meeting has already taken place." : "This meeting has already started, so it can no longer be moved or cancelled." };
  return m;
}

const isOutcome = (value: MeetingRow | MeetingOutcome): value is Exclude<MeetingOutcome, { status: "done" }> => "status" in value && !("uid" in value);
const actorId = (actor: MeetingActor) => (actor.side === "investor" ? actor.userId : actor.member.id);
const actorKind = (actor: MeetingActor) => (actor.side === "investor" ? "visitor" : workspaceActorKind(actor.member.roles));

/**
 * Either side moves a booked meeting, with a reason. The investor picks from the times on offer; the
 * firm may name any time an hour or more ahead that does not overlap its other meetings. The row
 * keeps its UID and its SEQUENCE rises, so calendars move the one event; the reminder is due again.
 */
export async function rescheduleMeeting(database: Database, actor: MeetingActor, input: { meetingId: string; startsAt: Date; reason: string; timeZone?: string }, now = new Date()): Promise<MeetingOutcome> {
  return database.transaction(async (tx) => {
    const m = await meetingToChange(tx, actor, input.meetingId, now);
    if (isOutcome(m)) return m;
    const length = m.endsAt.getTime() - m.startsAt.getTime();
    const field = actor.side === "investor" ? "slot" : "newTime";
    let endsAt = new Date(input.startsAt.getTime() + length);
    if (input.startsAt.getTime() === m.startsAt.getTime()) return { status: "invalid", field, message: "New time: choose a time other than the current one" } as const;
    if (actor.side === "investor") {
      const times = await bookableTimes(tx, { id: m.introductionId, providerId: m.providerId }, now, m.id);
      const slot = times?.slots.find((s) => s.startsAt.getTime() === input.startsAt.getTime());
      if (!slot) return { status: "invalid", field, message: "New time: choose one of the times offered" } as const;
      endsAt = slot.endsAt;
    } else {
      if (input.startsAt.getTime() < now.getTime() + HOUR_MS) return { status: "invalid", field, message: "New date and time: choose a time at least an hour from now" } as const;
      const others = await bookedSlots(tx, m.providerId, now, m.id);
      if (others.some((o) => input.startsAt < o.endsAt && o.startsAt < endsAt)) return { status: "taken", message: "New date and time: you already have a meeting then. Please choose another time." } as const;
    }
    const previous = { startsAt: m.startsAt, endsAt: m.endsAt };
    // A savepoint: should another booking take the slot at this moment, the unique index refuses
    // this update and the rest of the transaction is unharmed.
    const moved = await tx
      .transaction(async (inner) =>
        inner
          .update(meetings)
          .set({ startsAt: input.startsAt, endsAt, sequence: sql`${meetings.sequence} + 1`, reminderSentAt: null, updatedAt: now, ...(actor.side === "investor" && knownTimeZone(input.timeZone) ? { investorTimeZone: knownTimeZone(input.timeZone) } : {}) })
          .where(and(eq(meetings.id, m.id), eq(meetings.status, "booked")))
          .returning({ id: meetings.id }),
      )
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return null;
        throw error;
      });
    if (!moved) return { status: "taken", message: TAKEN } as const;
    await countChange(tx, m.introductionId, now);
    await tx.insert(introductionEvents).values({
      introductionId: m.introductionId,
      status: "meeting-arranged",
      reason: `Meeting moved to ${meetingTimeInWords(input.startsAt, endsAt, UK_ZONE)}: ${input.reason}`,
      actorId: actorId(actor),
      actorKind: actorKind(actor),
    });
    const updated = (await meetingContext(tx, m.id))!;
    const held = await mailBothSides(tx, updated, {
      kind: "meeting-rescheduled",
      method: "REQUEST",
      now,
      build: (side, url) => meetingRescheduledMail(factsOf(updated), side, { url, movedBy: actor.side, reason: input.reason, previous }),
    });
    const when = actor.side === "investor" ? investorTimeInWords(input.startsAt, endsAt, updated.investorTimeZone) : meetingTimeInWords(input.startsAt, endsAt, UK_ZONE);
    return { status: "done", meetingId: m.id, message: `Moved to ${when}. ${toldInWords(updated, actor.side, held, "an updated calendar invitation")}` } as const;
  }).catch(refusedIfTooMany);
}

/**
 * Either side cancels, with a reason. The meeting is kept as cancelled (its SEQUENCE raised, for the
 * CANCEL invitation); the introduction goes back to where it stood before the booking, so another
 * time can be booked.
 */
export async function cancelMeeting(database: Database, actor: MeetingActor, input: { meetingId: string; reason: string }, now = new Date()): Promise<MeetingOutcome> {
  return database.transaction(async (tx) => {
    const m = await meetingToChange(tx, actor, input.meetingId, now);
    if (isOutcome(m)) return m;
    await tx
      .update(meetings)
      .set({ status: "cancelled", cancelReason: input.reason, cancelledBy: actor.side, sequence: sql`${meetings.sequence} + 1`, updatedAt: now })
      .where(eq(meetings.id, m.id));
    const [intro] = await tx.select({ status: introductions.status }).from(introductions).where(eq(introductions.id, m.introductionId)).for("update");
    const [contacted] = await tx
      .select({ id: introductionEvents.id })
      .from(introductionEvents)
      .where(and(eq(introductionEvents.introductionId, m.introductionId), inArray(introductionEvents.status, ["contacted"])))
      .limit(1);
    const back = contacted ? "contacted" : "accepted";
    if (intro?.status === "meeting-arranged") await tx.update(introductions).set({ status: back, updatedAt: now }).where(eq(introductions.id, m.introductionId));
    await tx.insert(introductionEvents).values({
      introductionId: m.introductionId,
      status: intro?.status === "meeting-arranged" ? back : (intro?.status ?? back),
      reason: `Meeting on ${meetingTimeInWords(m.startsAt, m.endsAt, UK_ZONE)} cancelled: ${input.reason}`,
      actorId: actorId(actor),
      actorKind: actorKind(actor),
    });
    const cancelled = (await meetingContext(tx, m.id))!;
    const held = await mailBothSides(tx, cancelled, {
      kind: "meeting-cancelled",
      method: "CANCEL",
      now,
      build: (side, url) => meetingCancelledMail(factsOf(cancelled), side, { url, cancelledBy: actor.side, reason: input.reason }),
    });
    return { status: "done", meetingId: m.id, message: `Cancelled. ${toldInWords(cancelled, actor.side, held, "a calendar cancellation")}` } as const;
  });
}

/** A unique-index refusal from either driver (SQLSTATE 23505), however deep drizzle wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if (typeof e === "object" && (e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
