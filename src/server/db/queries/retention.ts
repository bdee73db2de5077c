import { and, eq, gte, inArray, isNotNull, isNull, lt, notExists, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  abEvents,
  callbackRequests,
  contactMessages,
  introductionEvents,
  introductions,
  leads,
  newsletterSignups,
  outbox,
  pageVisits,
  questionEvents,
  partnerEnquiries,
  questionnaireSubmissions,
  rateLimits,
  scrollStops,
  sessions,
  users,
  utmRecords,
  verifications,
  visitTrackers,
} from "../schema";
import { RETENTION } from "@/config/retention";

export { RETENTION };

/** The instant `months` calendar months before `now` (clamped to the month's last day, in UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeCounts {
  answers: number;
  introductions: number;
  leads: number;
  callbacks: number;
  contactMessages: number;
  partnerEnquiries: number;
  expiredSessions: number;
  idleVisitors: number;
  pageVisits: number;
  scrollStops: number;
  questionEvents: number;
  mail: number;
  visitTrackers: number;
  utmRecords: number;
  abEvents: number;
  unconfirmedIntroductions: number;
  unconfirmedProfiles: number;
  expiredLimits: number;
  expiredVerifications: number;
}

/** The introduction in the query was sent to its firm at some time: its history has a "sent" event. */
export const sentOnce = () => sql`exists (select 1 from ${introductionEvents} where ${introductionEvents.introductionId} = ${introductions.id} and ${introductionEvents.status} = 'sent')`;

/**
 * Introductions whose e-mail address was never confirmed lapse after 7 days (no firm was ever told
 * of them), and the personal data given with them goes: a profile (lead) none of whose introductions
 * was ever sent is deleted with its introductions and callback requests; any other profile keeps
 * what was sent and loses only its lapsed introductions. One that was sent before, withdrawn and
 * asked for again (the address changed since) goes back to withdrawn with its history, meetings,
 * outcomes and review, which are not the lapsed request's to take. Safe to rerun.
 */
export async function lapseUnconfirmedIntroductions(db: Database, now: Date): Promise<{ introductions: number; profiles: number }> {
  const cutoff = new Date(now.getTime() - RETENTION.introductionUnconfirmedDays * DAY_MS);
  // Sent at some point: a sent time, or a status past confirming (other than a withdrawal before sending).
  const neverSent = notExists(
    db
      .select({ one: sql`1` })
      .from(introductions)
      .where(and(eq(introductions.leadId, leads.id), or(isNotNull(introductions.sentAt), notInArray(introductions.status, ["confirming", "withdrawn"]), sentOnce()))),
  );
  // Only a profile still waiting on a confirmation link it was sent (older profiles have none).
  const stale = and(isNull(leads.emailConfirmedAt), isNotNull(leads.confirmTokenCreatedAt), lt(leads.confirmTokenCreatedAt, cutoff), neverSent);
  return db.transaction(async (tx) => {
    const doomed = await tx.select({ id: leads.id }).from(leads).where(stale).for("update");
    const ids = doomed.map((d) => d.id);
    let lapsed = 0;
    if (ids.length > 0) {
      lapsed += (await tx.delete(introductions).where(inArray(introductions.leadId, ids)).returning({ id: introductions.id })).length;
      await tx.delete(callbackRequests).where(inArray(callbackRequests.leadId, ids));
      await tx.delete(leads).where(inArray(leads.id, ids));
    }
    // A profile that keeps sent introductions (its address changed since): only the lapsed ones go,
    // and one asked for again after it was sent and withdrawn is withdrawn once more.
    const unconfirmedSince = and(eq(introductions.status, "confirming"), lt(introductions.createdAt, cutoff));
    const reverted = await tx
      .update(introductions)
      .set({ status: "withdrawn", updatedAt: now })
      .where(and(unconfirmedSince, sentOnce()))
      .returning({ id: introductions.id });
    if (reverted.length > 0) {
      await tx.insert(introductionEvents).values(reverted.map((r) => ({ introductionId: r.id, status: "withdrawn" as const, reason: "Asked for again, but the e-mail address was not confirmed in time", actorId: null, actorKind: "system" })));
    }
    const left = await tx
      .delete(introductions)
      .where(unconfirmedSince)
      .returning({ leadId: introductions.leadId, providerId: introductions.providerId });
    for (const row of left) await tx.delete(callbackRequests).where(and(eq(callbackRequests.leadId, row.leadId), eq(callbackRequests.providerId, row.providerId)));
    lapsed += left.length;
    return { introductions: lapsed, profiles: ids.length };
  });
}

/**
 * Profiles made before `cutoff` with no introduction left. The candidates are locked first, and
 * the delete checks again in a statement of its own: an introduction a visitor sends with an old
 * profile while this runs is then either seen (the profile stays) or waits for the lock and finds
 * the profile gone (its insert fails), never deleted with it unseen.
 */
async function purgeOldProfiles(db: Database, cutoff: Date): Promise<number> {
  const none = notExists(db.select({ one: sql`1` }).from(introductions).where(eq(introductions.leadId, leads.id)));
  return db.transaction(async (tx) => {
    const candidates = await tx.select({ id: leads.id }).from(leads).where(and(lt(leads.createdAt, cutoff), none)).for("update");
    if (candidates.length === 0) return 0;
    const ids = candidates.map((row) => row.id);
    return (await tx.delete(leads).where(and(inArray(leads.id, ids), none)).returning({ id: leads.id })).length;
  });
}

/** Deletes everything past its retention period as of `now`. Safe to rerun. */
export async function purgeExpired(db: Database, now: Date, trackingMonths: number): Promise<PurgeCounts> {
  const count = (rows: unknown[]) => rows.length;
  const answersCutoff = monthsBefore(now, RETENTION.answersMonths);
  const introductionCutoff = monthsBefore(now, RETENTION.introductionMonths);
  const messagesCutoff = monthsBefore(now, RETENTION.messagesMonths);
  const trackingCutoff = monthsBefore(now, trackingMonths);
  const idleCutoff = new Date(now.getTime() - RETENTION.idleVisitorDays * DAY_MS);
  const mailCutoff = new Date(now.getTime() - RETENTION.mailDays * DAY_MS);

  const lapsed = await lapseUnconfirmedIntroductions(db, now);
  const counts: PurgeCounts = {
    unconfirmedIntroductions: lapsed.introductions,
    unconfirmedProfiles: lapsed.profiles,
    answers: count(await db.delete(questionnaireSubmissions).where(lt(questionnaireSubmissions.updatedAt, answersCutoff)).returning({ id: questionnaireSubmissions.id })),
    // Each introduction (with its meetings, outcomes and review) 6 years after it was made; a
    // profile once it is that old and no introduction made with it is left. One profile serves
    // all of a visitor's introductions, so it stays as long as the latest of them.
    introductions: count(await db.delete(introductions).where(lt(introductions.createdAt, introductionCutoff)).returning({ id: introductions.id })),
    leads: await purgeOldProfiles(db, introductionCutoff),
    callbacks: count(await db.delete(callbackRequests).where(lt(callbackRequests.createdAt, introductionCutoff)).returning({ id: callbackRequests.id })),
    contactMessages: count(await db.delete(contactMessages).where(lt(contactMessages.createdAt, messagesCutoff)).returning({ id: contactMessages.id })),
    partnerEnquiries: count(await db.delete(partnerEnquiries).where(lt(partnerEnquiries.createdAt, messagesCutoff)).returning({ id: partnerEnquiries.id })),
    pageVisits: count(await db.delete(pageVisits).where(lt(pageVisits.createdAt, trackingCutoff)).returning({ id: pageVisits.id })),
    scrollStops: count(await db.delete(scrollStops).where(lt(scrollStops.createdAt, trackingCutoff)).returning({ id: scrollStops.id })),
    questionEvents: count(await db.delete(questionEvents).where(lt(questionEvents.createdAt, trackingCutoff)).returning({ id: questionEvents.id })),
    visitTrackers: count(await db.delete(visitTrackers).where(lt(visitTrackers.updatedAt, trackingCutoff)).returning({ id: visitTrackers.userId })),
    utmRecords: count(await db.delete(utmRecords).where(lt(utmRecords.createdAt, trackingCutoff)).returning({ id: utmRecords.id })),
    abEvents: count(await db.delete(abEvents).where(lt(abEvents.createdAt, trackingCutoff)).returning({ id: abEvents.id })),
    mail: count(await db.delete(outbox).where(lt(outbox.createdAt, mailCutoff)).returning({ id: outbox.id })),
    expiredSessions: 0,
    idleVisitors: 0,
    expiredLimits: 0,
    expiredVerifications: 0,
  };

  // An anonymous visitor is idle once the 30-day session from its last visit has run out. If it holds
  // no answers, profile, callback, message or sign-up, it goes (with any tracking under it).
  const none = (table: typeof questionnaireSubmissions | typeof leads | typeof callbackRequests | typeof contactMessages | typeof partnerEnquiries | typeof newsletterSignups) =>
    notExists(db.select({ one: sql`1` }).from(table).where(eq(table.userId, users.id)));
  counts.idleVisitors = count(
    await db
      .delete(users)
      .where(
        and(
          eq(users.isAnonymous, true),
          lt(users.createdAt, idleCutoff),
          notExists(db.select({ one: sql`1` }).from(sessions).where(and(eq(sessions.userId, users.id), gte(sessions.expiresAt, now)))),
          none(questionnaireSubmissions),
          none(leads),
          none(callbackRequests),
          none(contactMessages),
          none(partnerEnquiries),
          none(newsletterSignups),
        ),
      )
      .returning({ id: users.id }),
  );
  // Sessions past their expiry sign no one in; they go too.
  counts.expiredSessions = count(await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }));
  // Rate-limit and sign-in counts (kept under an IP address or a hash) whose window has ended: an
  // ended window counts for nothing, so it goes.
  counts.expiredLimits = count(await db.delete(rateLimits).where(lt(rateLimits.resetAt, now.getTime())).returning({ key: rateLimits.key }));
  // Password-reset links (Better Auth's verification rows, each holding the member's id) past
  // their hour open nothing, so they go; Better Auth itself deletes one only when it is used.
  counts.expiredVerifications = count(await db.delete(verifications).where(lt(verifications.expiresAt, now)).returning({ id: verifications.id }));
  return counts;
}
