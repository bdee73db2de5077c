import "server-only";

import { createHash } from "node:crypto";
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, sql } from "drizzle-orm";
import { firmMaySeeContact, type IntroductionStatus } from "@/features/introductions";
import { dateInLondon, reachedTheFirm } from "@/features/introductions/server";
import { canManageRoles } from "@/lib/permissions";
import type { RoleGrant } from "@/server/db/queries/roles";
import type { Database } from "@/server/db/client";
import { introductionEvents, introductions, leads, meetings, reviewRemovals, reviews } from "@/server/db/schema";
import type { REVIEW_REMOVAL_REASONS } from "../values";
import { REFUSAL_WORDS, reviewerKey, reviewRefusal, type OutcomeAnswer, type ReviewRefusal } from "../eligibility";
import { responseFigures, windowStart, type ResponseFigures } from "../response-figures";
import { publishedName, ratingSummary, type RatingSummary } from "../summary";
import { heldMeetingOf, outcomesFor } from "./outcomes";


/** What a review keeps of its writer's address: a one-way hash of its standard form. */
function hashedReviewerKey(email: string): string {
  return createHash("sha256").update(reviewerKey(email)).digest("hex");
}

export type PostReviewResult = { status: "published" } | { status: "refused"; reason: ReviewRefusal | "not-found"; message: string };

/**
 * Publishes the investor's review of the firm of one of their introductions. Refused unless the
 * introduction is theirs, has a booked meeting that has started and that they said took place,
 * and has no review yet; the unique index on `reviews.introduction_id` settles two presses at once.
 */
export async function postReview(database: Database, userId: string, input: { introductionId: string; rating: number; body: string }, now = new Date()): Promise<PostReviewResult> {
  return database.transaction(async (tx) => {
    const [intro] = await tx
      .select({
        userId: introductions.userId,
        providerId: introductions.providerId,
        firstName: leads.firstName,
        lastName: leads.lastName,
        email: leads.email,
        emailConfirmedAt: leads.emailConfirmedAt,
      })
      .from(introductions)
      .innerJoin(leads, eq(leads.id, introductions.leadId))
      .where(eq(introductions.id, input.introductionId));
    if (!intro) return { status: "refused", reason: "not-found", message: "We could not find that introduction." };
    const meeting = await heldMeetingOf(tx, input.introductionId, now);
    const investorOutcome = (await outcomesFor(tx, [input.introductionId])).get(input.introductionId)?.investor ?? null;
    const [existing] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.introductionId, input.introductionId));
    // One published review from each person for each firm: the key is kept with the review when it
    // is published (a unique index settles two at once), so a profile's address changed later
    // neither frees its writer to review again nor blocks the address's owner.
    const key = hashedReviewerKey(intro.email);
    const [sameReviewer] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.providerId, intro.providerId), eq(reviews.reviewerKey, key), isNull(reviews.removedAt), ne(reviews.introductionId, input.introductionId)));
    const refusal = reviewRefusal({
      userId,
      introductionUserId: intro.userId,
      hasBookedMeeting: meeting !== null,
      investorOutcome,
      alreadyReviewed: existing !== undefined,
      addressConfirmed: intro.emailConfirmedAt !== null,
      reviewedFromAnotherIntroduction: sameReviewer !== undefined,
    });
    if (refusal) return { status: "refused", reason: refusal, message: REFUSAL_WORDS[refusal] };
    const inserted = await tx
      .insert(reviews)
      .values({
        introductionId: input.introductionId,
        providerId: intro.providerId,
        userId,
        rating: input.rating,
        body: input.body,
        authorName: publishedName(intro.firstName, intro.lastName),
        meetingOn: dateInLondon(meeting!.startsAt),
        reviewerKey: key,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (inserted.length === 0) {
      // Another press won the race: for this introduction, or for this person through another.
      const [raced] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.introductionId, input.introductionId));
      const reason = raced ? "already-reviewed" : "reviewed-from-another-introduction";
      return { status: "refused", reason, message: REFUSAL_WORDS[reason] };
    }
    return { status: "published" };
  });
}


/** The firm's one public reply to a review of it. */
export async function replyToReview(database: Database, member: { roles: readonly RoleGrant[] }, input: { reviewId: string; reply: string }, now = new Date()): Promise<"replied" | "forbidden" | "already-replied" | "not-found"> {
  const [review] = await database.select({ providerId: reviews.providerId, replyBody: reviews.replyBody }).from(reviews).where(eq(reviews.id, input.reviewId));
  if (!review) return "not-found";
  // The firm's own members reply, not the operator's staff.
  if (!member.roles.some((r) => r.role === "provider" && r.providerId === review.providerId)) return "forbidden";
  const updated = await database
    .update(reviews)
    .set({ replyBody: input.reply, repliedAt: now })
    .where(and(eq(reviews.id, input.reviewId), isNull(reviews.replyBody)))
    .returning({ id: reviews.id });
  return updated.length > 0 ? "replied" : "already-replied";
}


/**
 * The investor withdraws their own review of one of their introductions, whatever its state: it is
 * deleted, with the firm's reply, and not kept in any form (the privacy policy, "Your reviews").
 * Only the person the introduction belongs to can; they may write a new one afterwards. A review
 * staff removed goes the same way: its `review_removals` row stays as staff's record (the firm, the
 * reason, who removed it and when), its `review_id` set null by the foreign key; staff's note, which
 * may describe the review, is cleared by the database as the review goes (migration 0020), so
 * nothing of the investor's is left in it.
 */
export async function withdrawReview(database: Database, userId: string, introductionId: string): Promise<"withdrawn" | "not-found"> {
  const own = database.select({ id: introductions.id }).from(introductions).where(and(eq(introductions.id, introductionId), eq(introductions.userId, userId)));
  const deleted = await database
    .delete(reviews)
    .where(and(eq(reviews.introductionId, introductionId), inArray(reviews.introductionId, own)))
    .returning({ id: reviews.id });
  return deleted.length > 0 ? "withdrawn" : "not-found";
}

/** Staff (admin only) remove a review for one of the stated reasons; the removal is logged. */
export async function removeReview(database: Database, member: { id: string; roles: readonly RoleGrant[] }, input: { reviewId: string; reason: (typeof REVIEW_REMOVAL_REASONS)[number]; note: string }, now = new Date()): Promise<"removed" | "forbidden" | "not-found"> {
  if (!canManageRoles(member.roles)) return "forbidden";
  return database.transaction(async (tx) => {
    const [removed] = await tx
      .update(reviews)
      .set({ removedAt: now })
      .where(and(eq(reviews.id, input.reviewId), isNull(reviews.removedAt)))
      .returning({ id: reviews.id, providerId: reviews.providerId });
    if (!removed) return "not-found";
    await tx.insert(reviewRemovals).values({ reviewId: removed.id, providerId: removed.providerId, reason: input.reason, note: input.note || null, removedBy: member.id, createdAt: now });
    return "removed";
  });
}

export interface PublishedReview {
  id: string;
  rating: number;
  body: string;
  authorName: string;
  meetingOn: string;
  createdAt: Date;
  replyBody: string | null;
  repliedAt: Date | null;
}

/** A firm's published reviews: the summary over all of them and the newest `limit`. */
export async function firmReviews(database: Database, providerId: string, limit = 10): Promise<{ summary: RatingSummary; newest: PublishedReview[] }> {
  const published = and(eq(reviews.providerId, providerId), isNull(reviews.removedAt));
  const [ratings, newest] = await Promise.all([
    database.select({ rating: reviews.rating }).from(reviews).where(published),
    database
      .select({ id: reviews.id, rating: reviews.rating, body: reviews.body, authorName: reviews.authorName, meetingOn: reviews.meetingOn, createdAt: reviews.createdAt, replyBody: reviews.replyBody, repliedAt: reviews.repliedAt })
      .from(reviews)
      .where(published)
      .orderBy(desc(reviews.createdAt))
      .limit(limit),
  ]);
  return { summary: ratingSummary(ratings.map((r) => r.rating)), newest };
}

/** A firm's response figures over the last 12 months of introductions sent to it. */
export async function firmResponseFigures(database: Database, providerId: string, now = new Date()): Promise<ResponseFigures> {
  const rows = await database
    .select({
      sentAt: introductions.sentAt,
      firstResponseAt: introductions.firstResponseAt,
      status: introductions.status,
      // When it was last withdrawn, from its history.
      withdrawnAt: sql<Date | null>`(select max(${introductionEvents.createdAt}) from ${introductionEvents} where ${introductionEvents.introductionId} = ${introductions.id} and ${introductionEvents.status} = 'withdrawn')`.mapWith((v: string | Date | null) => (v === null ? null : new Date(v))),
    })
    .from(introductions)
    // One our desk never passed on was never the firm's to answer: it counts once passed on or answered.
    .where(and(eq(introductions.providerId, providerId), isNotNull(introductions.sentAt), gte(introductions.sentAt, windowStart(now)), reachedTheFirm()));
  return responseFigures(
    rows.map((r) => ({ sentAt: r.sentAt!, firstResponseAt: r.firstResponseAt, status: r.status, withdrawnAt: r.status === "withdrawn" ? r.withdrawnAt : null })),
    now,
  );
}

/** How many meetings, and how many reviews, one page of the firm's workspace lists. */
export const FIRM_PAGE_SIZE = 20;

/** One page of a list in the firm's workspace, newest first. */
export interface FirmPage<T> {
  rows: T[];
  total: number;
  /** The page shown (1 for the first), and how many there are (at least 1). */
  page: number;
  pages: number;
}

const pageOf = <T>(rows: T[], total: number, page: number): FirmPage<T> => ({ rows, total, page, pages: Math.max(1, Math.ceil(total / FIRM_PAGE_SIZE)) });

export interface FirmMeetingRow {
  introductionId: string;
  meetingStartsAt: Date;
  /** The investor's name, while the firm may see their details (firmMaySeeContact). */
  investorName: string | null;
  /** The introduction's status, which the firm's answer of a decision marks too (markAfterMeeting). */
  status: IntroductionStatus;
  investor: OutcomeAnswer | null;
  firm: OutcomeAnswer | null;
}

/** The firm's introductions whose booked meeting has started, latest first, a page at a time: both sides' answers. */
export async function firmMeetingRows(database: Database, providerId: string, options: { page?: number; now?: Date } = {}): Promise<FirmPage<FirmMeetingRow>> {
  const page = options.page ?? 1;
  const started = and(eq(meetings.providerId, providerId), eq(meetings.status, "booked"), lte(meetings.startsAt, options.now ?? new Date()));
  const [held, [counted]] = await Promise.all([
    database
      .select({ introductionId: meetings.introductionId, startsAt: meetings.startsAt, status: introductions.status, firstName: leads.firstName, lastName: leads.lastName })
      .from(meetings)
      .innerJoin(introductions, eq(introductions.id, meetings.introductionId))
      .innerJoin(leads, eq(leads.id, introductions.leadId))
      .where(started)
      .orderBy(desc(meetings.startsAt), desc(meetings.id))
      .limit(FIRM_PAGE_SIZE)
      .offset((page - 1) * FIRM_PAGE_SIZE),
    database.select({ total: count() }).from(meetings).where(started),
  ]);
  const pairs = await outcomesFor(database, held.map((m) => m.introductionId));
  const rows = held.map((m) => ({
    introductionId: m.introductionId,
    meetingStartsAt: m.startsAt,
    investorName: firmMaySeeContact(m.status) ? `${m.firstName} ${m.lastName}` : null,
    status: m.status,
    investor: pairs.get(m.introductionId)?.investor ?? null,
    firm: pairs.get(m.introductionId)?.firm ?? null,
  }));
  return pageOf(rows, counted?.total ?? 0, page);
}

export interface FirmReviewRow {
  id: string;
  rating: number;
  body: string;
  authorName: string;
  /** The London date of the meeting the review rests on. */
  meetingOn: string;
  removedAt: Date | null;
  replyBody: string | null;
}

/**
 * Every review of the firm, newest first, a page at a time, those staff removed included (marked),
 * so that the firm can reply to any review and an admin remove any, however old.
 */
export async function firmReviewRows(database: Database, providerId: string, options: { page?: number } = {}): Promise<FirmPage<FirmReviewRow>> {
  const page = options.page ?? 1;
  const ofFirm = eq(reviews.providerId, providerId);
  const [rows, [counted]] = await Promise.all([
    database
      .select({ id: reviews.id, rating: reviews.rating, body: reviews.body, authorName: reviews.authorName, meetingOn: reviews.meetingOn, removedAt: reviews.removedAt, replyBody: reviews.replyBody })
      .from(reviews)
      .where(ofFirm)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(FIRM_PAGE_SIZE)
      .offset((page - 1) * FIRM_PAGE_SIZE),
    database.select({ total: count() }).from(reviews).where(ofFirm),
  ]);
  return pageOf(rows, counted?.total ?? 0, page);
}
