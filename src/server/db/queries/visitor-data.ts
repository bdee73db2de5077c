import "server-only";

import { and, asc, desc, eq, inArray, notInArray, or, sql } from "drizzle-orm";
import { invitesAttendee, mentionsAddress } from "@/server/mail/mentions";
import { LINK_LEFT_OUT, redactSecretLinks } from "@/server/mail/redact";
import type { Database } from "../client";
import {
  abEvents,
  introductionOutcomes,
  reviews,
  callbackRequests,
  contactMessages,
  introductionEvents,
  introductions,
  meetings,
  leads,
  newsletterSignups,
  outbox,
  pageVisits,
  partnerEnquiries,
  questionEvents,
  questionnaireSubmissions,
  scrollStops,
  sessions,
  users,
  utmRecords,
  visitTrackers,
  visitorCohorts,
  signInLinks,
} from "../schema";
import { listCallbacksByUser } from "./callbacks";
import { findLeadByUser } from "./leads";
import { revokeResetLinks } from "./reset-links";
import { listUtmRecords } from "./marketing";
import { findSubmissionByUser } from "./submissions";
import { findTracker } from "./tracking";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Keeps whichever of two one-per-visitor rows was updated last, under the member's id. */
async function keepNewest(
  tx: Transaction,
  table: typeof questionnaireSubmissions | typeof leads,
  fromId: string,
  toId: string,
): Promise<void> {
  const rows = await tx
    .select({ id: table.id, userId: table.userId, updatedAt: table.updatedAt })
    .from(table)
    .where(inArray(table.userId, [fromId, toId]));
  const incoming = rows.find((r) => r.userId === fromId);
  if (!incoming) return;
  const existing = rows.find((r) => r.userId === toId);
  if (existing && existing.updatedAt >= incoming.updatedAt) {
    await tx.delete(table).where(eq(table.id, incoming.id));
    return;
  }
  if (existing) await tx.delete(table).where(eq(table.id, existing.id));
  await tx.update(table).set({ userId: toId }).where(eq(table.id, incoming.id));
}

/**
 * Introductions follow their visitor (one per firm: the member's own wins), and all point at the
 * lead that keepNewest will keep, so deleting the other lead does not take them with it. A kept
 * lead with no confirmed address takes the other's, so that a firm that saw one keeps seeing it.
 */
async function moveIntroductions(tx: Transaction, fromId: string, toId: string): Promise<void> {
  const both = await tx
    .select({ id: leads.id, userId: leads.userId, updatedAt: leads.updatedAt, confirmedEmail: leads.confirmedEmail, confirmedEmailAt: leads.confirmedEmailAt })
    .from(leads)
    .where(inArray(leads.userId, [fromId, toId]));
  const incoming = both.find((r) => r.userId === fromId);
  const existing = both.find((r) => r.userId === toId);
  if (incoming && existing) {
    const [kept, dropped] = existing.updatedAt >= incoming.updatedAt ? [existing, incoming] : [incoming, existing];
    const moved = await tx.update(introductions).set({ leadId: kept.id }).where(eq(introductions.leadId, dropped.id)).returning({ id: introductions.id });
    if (moved.length > 0 && kept.confirmedEmail === null && dropped.confirmedEmail !== null) {
      await tx.update(leads).set({ confirmedEmail: dropped.confirmedEmail, confirmedEmailAt: dropped.confirmedEmailAt }).where(eq(leads.id, kept.id));
    }
  }
  const taken = tx.select({ providerId: introductions.providerId }).from(introductions).where(eq(introductions.userId, toId));
  await tx.update(introductions).set({ userId: toId }).where(and(eq(introductions.userId, fromId), notInArray(introductions.providerId, taken)));
  // A review follows its introduction (the one left behind goes with the anonymous record).
  const moved = tx.select({ id: introductions.id }).from(introductions).where(eq(introductions.userId, toId));
  await tx.update(reviews).set({ userId: toId }).where(and(eq(reviews.userId, fromId), inArray(reviews.introductionId, moved)));
}

/**
 * Moves everything an anonymous visitor entered to the member they became (docs/product.md, "Who it is for": the
 * anonymous visitor is linked to the new account; nothing they entered is lost). Runs before
 * Better Auth deletes the anonymous user. Where both have a one-per-visitor record, the newest wins.
 */
export async function transferVisitorData(db: Database, fromId: string, toId: string): Promise<void> {
  if (fromId === toId) return;
  await db.transaction(async (tx) => {
    await keepNewest(tx, questionnaireSubmissions, fromId, toId);
    await moveIntroductions(tx, fromId, toId);
    await keepNewest(tx, leads, fromId, toId);

    const taken = tx.select({ providerId: callbackRequests.providerId }).from(callbackRequests).where(eq(callbackRequests.userId, toId));
    await tx
      .update(callbackRequests)
      .set({ userId: toId })
      .where(and(eq(callbackRequests.userId, fromId), notInArray(callbackRequests.providerId, taken)));

    for (const table of [contactMessages, partnerEnquiries, newsletterSignups, utmRecords, abEvents]) {
      await tx.update(table).set({ userId: toId }).where(eq(table.userId, fromId));
    }

    // Visits and scroll stops hang off the tracking record: make sure the member has one first.
    const [tracker] = await tx.select().from(visitTrackers).where(eq(visitTrackers.userId, fromId));
    if (tracker) {
      await tx
        .insert(visitTrackers)
        .values({ ...tracker, userId: toId })
        .onConflictDoNothing({ target: visitTrackers.userId });
      await tx.update(pageVisits).set({ userId: toId }).where(eq(pageVisits.userId, fromId));
      await tx.update(scrollStops).set({ userId: toId }).where(eq(scrollStops.userId, fromId));
      await tx.update(questionEvents).set({ userId: toId }).where(eq(questionEvents.userId, fromId));
      await tx.delete(visitTrackers).where(eq(visitTrackers.userId, fromId));
    }
  });
}

/**
 * The visitor's introductions, newest first: the firm, where it stands, when, and every status it
 * has had. Who changed it is given only as visitor, firm, staff (our own team) or system, never a
 * person's address.
 */
async function exportIntroductions(db: Database, userId: string, firmName: FirmName) {
  const rows = await db
    .select({ id: introductions.id, providerId: introductions.providerId, status: introductions.status, declineReason: introductions.declineReason, firstResponseAt: introductions.firstResponseAt, createdAt: introductions.createdAt, updatedAt: introductions.updatedAt })
    .from(introductions)
    .where(eq(introductions.userId, userId))
    .orderBy(desc(introductions.createdAt));
  if (rows.length === 0) return [];
  const events = await db
    .select({ introductionId: introductionEvents.introductionId, status: introductionEvents.status, reason: introductionEvents.reason, actorKind: introductionEvents.actorKind, at: introductionEvents.createdAt })
    .from(introductionEvents)
    .where(inArray(introductionEvents.introductionId, rows.map((r) => r.id)))
    .orderBy(asc(introductionEvents.createdAt));
  const ids = rows.map((r) => r.id);
  const outcomes = await db
    .select({ introductionId: introductionOutcomes.introductionId, side: introductionOutcomes.side, meetingHeld: introductionOutcomes.meetingHeld, result: introductionOutcomes.result, answeredAt: introductionOutcomes.answeredAt })
    .from(introductionOutcomes)
    .where(inArray(introductionOutcomes.introductionId, ids));
  const written = await db
    .select({ introductionId: reviews.introductionId, rating: reviews.rating, body: reviews.body, publishedAs: reviews.authorName, meetingOn: reviews.meetingOn, createdAt: reviews.createdAt, removedAt: reviews.removedAt, firmReply: reviews.replyBody, repliedAt: reviews.repliedAt })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), inArray(reviews.introductionId, ids)));
  const reviewOf = (review: (typeof written)[number] | undefined) => {
    if (!review) return null;
    const { introductionId: _introduction, ...rest } = review;
    return rest;
  };
  return rows.map(({ id, providerId, ...intro }) => ({
    firm: { id: providerId, name: firmName(providerId) },
    ...intro,
    // Both sides' answers after the meeting: yours, and what the firm told us of it.
    outcomes: outcomes.filter((o) => o.introductionId === id).map(({ introductionId: _id, ...o }) => o),
    review: reviewOf(written.find((r) => r.introductionId === id)),
    history: events
      .filter((e) => e.introductionId === id)
      .map((e) => ({ status: e.status, reason: e.reason, by: e.actorKind === "visitor" || e.actorKind === "system" || e.actorKind === "staff" ? e.actorKind : "firm", at: e.at })),
  }));
}

/**
 * The visitor's first meetings with firms, booked and cancelled, newest first: when, how, where, the
 * zone they booked from, who cancelled and why, and when the reminder went. The calendar UID and
 * sequence are the site's bookkeeping, not data about the visitor, and are left out.
 */
async function exportMeetings(db: Database, userId: string, firmName: FirmName) {
  const rows = await db
    .select({
      providerId: meetings.providerId,
      startsAt: meetings.startsAt,
      endsAt: meetings.endsAt,
      kind: meetings.kind,
      address: meetings.address,
      status: meetings.status,
      investorTimeZone: meetings.investorTimeZone,
      cancelledBy: meetings.cancelledBy,
      calledOffBecause: meetings.calledOffBecause,
      cancelReason: meetings.cancelReason,
      reminderSentAt: meetings.reminderSentAt,
      createdAt: meetings.createdAt,
      updatedAt: meetings.updatedAt,
    })
    .from(meetings)
    .innerJoin(introductions, eq(introductions.id, meetings.introductionId))
    .where(eq(introductions.userId, userId))
    .orderBy(desc(meetings.startsAt));
  return rows.map(({ providerId, ...meeting }) => ({ firm: { id: providerId, name: firmName(providerId) }, ...meeting }));
}

/**
 * What is held under the member's e-mail address rather than their id (a newsletter sign-up made
 * before the account): theirs only once they have shown they own the address, by opening the link
 * e-mailed to it. Until then it is someone else's as far as the account is concerned: not shown,
 * exported or deleted with it.
 */
function heldUnderAddress(user: { email: string; isAnonymous: boolean | null; emailVerified: boolean }) {
  return !user.isAnonymous && user.emailVerified ? eq(newsletterSignups.email, user.email.toLowerCase()) : undefined;
}

/** A firm's name from its provider id; the caller passes the providers feature's lookup (this layer knows no providers). */
type FirmName = (providerId: string) => string;

/** Everything stored about one visitor or member, for them to download (docs/product.md, "Privacy, consent and retention"). */
export async function exportVisitorData(db: Database, userId: string, firmName: FirmName) {
  const [user] = await db
    .select({ id: users.id, email: users.email, isAnonymous: users.isAnonymous, emailVerified: users.emailVerified, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const submission = await findSubmissionByUser(db, userId);
  const emailMatch = heldUnderAddress(user);
  const addresses = await addressesShownTheirs(db, userId, user);
  return {
    exportedAt: new Date().toISOString(),
    account: { id: user.id, email: user.isAnonymous ? null : user.email, member: !user.isAnonymous, createdAt: user.createdAt },
    questionnaire: submission ? { answers: submission.answers, match: submission.match, total: submission.investableTotal, startedAt: submission.startedAt, finishedAt: submission.finishedAt, updatedAt: submission.updatedAt } : null,
    profile: await findLeadByUser(db, userId),
    introductions: await exportIntroductions(db, userId, firmName),
    meetings: await exportMeetings(db, userId, firmName),
    callbackRequests: await listCallbacksByUser(db, userId),
    contactMessages: await db
      .select({ firstName: contactMessages.firstName, lastName: contactMessages.lastName, phone: contactMessages.phone, email: contactMessages.email, message: contactMessages.message, createdAt: contactMessages.createdAt })
      .from(contactMessages)
      .where(eq(contactMessages.userId, userId)),
    partnerEnquiries: await db
      .select({ name: partnerEnquiries.name, organisation: partnerEnquiries.organisation, email: partnerEnquiries.email, message: partnerEnquiries.message, createdAt: partnerEnquiries.createdAt })
      .from(partnerEnquiries)
      .where(eq(partnerEnquiries.userId, userId)),
    newsletter: await db
      .select({ firstName: newsletterSignups.firstName, lastName: newsletterSignups.lastName, email: newsletterSignups.email, createdAt: newsletterSignups.createdAt })
      .from(newsletterSignups)
      .where(emailMatch ? or(eq(newsletterSignups.userId, userId), emailMatch) : eq(newsletterSignups.userId, userId)),
    utmRecords: await listUtmRecords(db, userId),
    experiments: await db
      .select({ title: abEvents.title, testing: abEvents.testing, kind: abEvents.kind, url: abEvents.url, createdAt: abEvents.createdAt })
      .from(abEvents)
      .where(eq(abEvents.userId, userId)),
    visitTracking: await findTracker(db, userId),
    questionnaireEvents: await db
      .select({ flow: questionEvents.flow, question: questionEvents.question, step: questionEvents.step, kind: questionEvents.kind, leftBy: questionEvents.leftBy, timeSpentMs: questionEvents.timeSpentMs, device: questionEvents.device, createdAt: questionEvents.createdAt })
      .from(questionEvents)
      .where(eq(questionEvents.userId, userId))
      .orderBy(questionEvents.id),
    // Each link's hash is left out (it is not the link): the address it went to, and when.
    signInLinks: await db
      .select({ sentTo: signInLinks.email, createdAt: signInLinks.createdAt, expiresAt: signInLinks.expiresAt, usedAt: signInLinks.usedAt })
      .from(signInLinks)
      .where(eq(signInLinks.userId, userId)),
    // Each session's token is left out: it would sign in whoever holds the file.
    sessions: await db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, ipAddress: sessions.ipAddress, browser: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    // Our copies of the e-mails sent to an address shown to be theirs (the rule deleteVisitorData
    // follows), with their working links left out: the file may travel further than their inbox.
    emails:
      addresses.size === 0
        ? []
        : (
            await db
              .select({ to: outbox.recipient, subject: outbox.subject, text: outbox.textBody, status: outbox.status, createdAt: outbox.createdAt, sentAt: outbox.sentAt })
              .from(outbox)
              .where(inArray(sql`lower(${outbox.recipient})`, [...addresses]))
              .orderBy(asc(outbox.createdAt))
          ).map((mail) => ({ ...mail, text: redactSecretLinks(mail.text, LINK_LEFT_OUT) })),
    trafficSource: (await db.select({ source: visitorCohorts.source, medium: visitorCohorts.medium, campaign: visitorCohorts.campaign, since: visitorCohorts.createdAt }).from(visitorCohorts).where(eq(visitorCohorts.userId, userId)))[0] ?? null,
  };
}

/**
 * The addresses shown to be the user's: the account's verified address, the profile's address once
 * confirmed, and the one the profile last confirmed (what firms see while a newer one waits; not one
 * migration 0012 kept for the firms that nobody confirmed).
 */
async function addressesShownTheirs(db: Database | Transaction, userId: string, user: { email: string; isAnonymous: boolean | null; emailVerified: boolean }): Promise<Set<string>> {
  const [lead] = await db
    .select({ email: leads.email, confirmedAt: leads.emailConfirmedAt, confirmedEmail: leads.confirmedEmail, confirmedEmailAt: leads.confirmedEmailAt })
    .from(leads)
    .where(eq(leads.userId, userId));
  const addresses = new Set<string>();
  if (!user.isAnonymous && user.emailVerified) addresses.add(user.email.toLowerCase());
  if (lead?.confirmedAt) addresses.add(lead.email.toLowerCase());
  if (lead?.confirmedEmail && lead.confirmedEmailAt) addresses.add(lead.confirmedEmail.toLowerCase());
  return addresses;
}

export type VisitorDataExport = NonNullable<Awaited<ReturnType<typeof exportVisitorData>>>;

/**
 * Erases a visitor or member and everything stored about them. Rows that only point at the
 * user (messages, sign-ups) are deleted explicitly; the rest cascade with the user. Our copies of
 * the e-mails about them go too: those sent to an address shown to be theirs (the account's
 * verified address, or the profile's confirmed one), and those already sent to someone else that
 * carry it, such as the calendar invitations sent to a firm's staff (which name the investor as
 * attendee). An address never shown to be theirs is left alone, so no one can delete another
 * person's mail by typing their address; mail still waiting to go to someone else is left to go.
 */
export async function deleteVisitorData(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email, isAnonymous: users.isAnonymous, emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId));
    if (!user) return false;
    for (const address of await addressesShownTheirs(tx, userId, user)) {
      // The database finds every copy that holds the address anywhere (a calendar file's folded lines
      // may split it: a break then a space or a tab); each is then checked in full (mentions.ts).
      const joined = (column: typeof outbox.textBody | typeof outbox.calendarIcs) => sql`lower(replace(replace(coalesce(${column}, ''), ${"\r\n "}, ''), ${"\r\n\t"}, ''))`;
      const found = await tx
        .select({ id: outbox.id, recipient: outbox.recipient, status: outbox.status, textBody: outbox.textBody, calendarIcs: outbox.calendarIcs })
        .from(outbox)
        .where(or(sql`lower(${outbox.recipient}) = ${address}`, sql`position(${address} in ${joined(outbox.textBody)}) > 0`, sql`position(${address} in ${joined(outbox.calendarIcs)}) > 0`));
      const theirs = found.filter(
        (mail) =>
          mail.recipient.toLowerCase() === address ||
          // Mail to someone else that carries their address goes once it has been sent, never before.
          (mail.status !== "pending" && (mentionsAddress(mail.textBody, address) || invitesAttendee(mail.calendarIcs, address))),
      );
      if (theirs.length > 0) await tx.delete(outbox).where(inArray(outbox.id, theirs.map((mail) => mail.id)));
    }
    await tx.delete(contactMessages).where(eq(contactMessages.userId, userId));
    await tx.delete(partnerEnquiries).where(eq(partnerEnquiries.userId, userId));
    // Reviews and both sides' outcomes go with the account (the privacy policy says so); the
    // introductions, their meetings and events go with the user row below.
    await tx.delete(reviews).where(eq(reviews.userId, userId));
    await tx.delete(introductionOutcomes).where(inArray(introductionOutcomes.introductionId, tx.select({ id: introductions.id }).from(introductions).where(eq(introductions.userId, userId))));
    const emailMatch = heldUnderAddress(user);
    await tx.delete(newsletterSignups).where(emailMatch ? or(eq(newsletterSignups.userId, userId), emailMatch) : eq(newsletterSignups.userId, userId));
    // Password-reset links hold the member's id, not a reference to the user row: they go here.
    await revokeResetLinks(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    return true;
  });
}

/** For tests and the sales portal: how many rows a user owns across the tables above. */
export async function countOwnedRows(db: Database, userId: string): Promise<number> {
  const tables = [questionnaireSubmissions, leads, callbackRequests, contactMessages, partnerEnquiries, newsletterSignups, utmRecords, abEvents, pageVisits, scrollStops, questionEvents, reviews] as const;
  let total = 0;
  for (const table of tables) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.userId, userId));
    total += row?.n ?? 0;
  }
  return total;
}
