/**
 * The one PostgreSQL schema, shared by the embedded (PGlite) and the server (pg) drivers.
 *
 * The original product stored documents in collections; each maps here to
 * a relational table:
 *   users (anonymous visitors and members) ← the signed-in user; cwmAccounts ← users.is_anonymous = false
 *   questionnaire_submissions ← secondProforma and timeTracker (timings are its started/finished columns)
 *   leads ← profileSecondProforma and profileSecondU300 (told apart by `segment`)
 *   visit_trackers, page_visits, scroll_stops ← the visitor tracking document
 *   contact_messages ← contactUs; utm_records ← utmTagsData; newsletter_signups ← emailNewsLetter
 *   ab_events ← abTesting (kind 'action') and abTestOnLoad (kind 'load')
 *   roles ← roles; callback_requests ← requestCallback
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
// The database enums take their values (and their order) from the one list of each.
import { INTRODUCTION_STATUSES } from "@/lib/introduction-statuses";
import { MEETING_KINDS, type MeetingKindValue, type WeeklyHoursValue } from "@/lib/meeting-values";
import { OUTCOME_RESULTS, OUTCOME_SIDES, REVIEW_REMOVAL_REASONS } from "@/lib/review-values";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/* ---------- Accounts (Better Auth's tables, written by hand so one migration owns them) ---------- */

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    isAnonymous: boolean("is_anonymous").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email), index("users_created_at_idx").on(t.createdAt)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("sessions_token_key").on(t.token), index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/**
 * One-time sign-in links (src/server/auth/sign-in-links.ts): only a SHA-256 hash of the token is
 * stored; a link signs in to `user_id` (an anonymous visitor record or a member) once, before
 * `expires_at`. `email` is where it was sent, so an expired or used link can send a fresh one there.
 */
export const signInLinks = pgTable(
  "sign_in_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    email: text("email"),
    callbackPath: text("callback_path").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("sign_in_links_token_hash_key").on(t.tokenHash), index("sign_in_links_user_id_idx").on(t.userId), index("sign_in_links_expires_at_idx").on(t.expiresAt)],
);

export const roleName = pgEnum("role_name", ["admin", "sales", "provider"]);
export type RoleName = (typeof roleName.enumValues)[number];

export const roles = pgTable(
  "roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: roleName("role").notNull(),
    /** The provider a `provider` role is tied to; null for operator roles. */
    providerId: text("provider_id"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("roles_user_role_provider_key").on(t.userId, t.role, t.providerId).nullsNotDistinct(),
    index("roles_user_id_idx").on(t.userId),
    check(
      "roles_provider_scope",
      sql`(${t.role} = 'provider') = (${t.providerId} is not null)`,
    ),
  ],
);

/* ---------- The questionnaire and its outcome ---------- */

/** One per visitor: created when they first finish, updated when they finish again. */
export const questionnaireSubmissions = pgTable(
  "questionnaire_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The full formData object, with its own field names. */
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull(),
    /** The investable total T in whole pounds, or null when unknown (docs/product.md, "Money and the investable total"). */
    investableTotal: bigint("investable_total", { mode: "number" }),
    under300: boolean("under_300").notNull().default(false),
    introducer: text("introducer"),
    matchRule: text("match_rule"),
    matchedIds: text("matched_ids").array().notNull().default(sql`'{}'::text[]`),
    otherIds: text("other_ids").array().notNull().default(sql`'{}'::text[]`),
    excludedIds: text("excluded_ids").array().notNull().default(sql`'{}'::text[]`),
    matchReason: text("match_reason"),
    /** The shared context's start and end dates: how long the questionnaire took. */
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("questionnaire_submissions_user_id_key").on(t.userId),
    index("questionnaire_submissions_created_at_idx").on(t.createdAt),
    index("questionnaire_submissions_matched_ids_idx").using("gin", t.matchedIds),
  ],
);

export const leadSegment = pgEnum("lead_segment", ["standard", "under-300k"]);
export type LeadSegment = (typeof leadSegment.enumValues)[number];

/** A visitor's profile: the introduction request that the operator's business turns on. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    submissionId: uuid("submission_id").references(() => questionnaireSubmissions.id, {
      onDelete: "set null",
    }),
    /** standard ← profileSecondProforma (T ≥ £300k); under-300k ← profileSecondU300. */
    segment: leadSegment("segment").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    email: text("email").notNull(),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }).notNull(),
    recs: text("recs").array().notNull().default(sql`'{}'::text[]`),
    /** How and when the visitor prefers to be contacted (docs/product.md, "Introductions"); null on older leads. */
    contactMethod: text("contact_method"),
    contactTime: text("contact_time"),
    /** When the visitor confirmed `email` through the e-mailed link; reset when the address changes. */
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    /**
     * The address the visitor last confirmed, and the only one a firm sees: a changed `email` reaches
     * the firms once it is confirmed in its turn (docs/introductions.md). Null until first confirmed.
     */
    confirmedEmail: text("confirmed_email"),
    /**
     * When `confirmed_email` was confirmed through a link. Null for an address migration 0012 kept
     * for the firms without anyone having confirmed it (leads from before confirmation existed):
     * only a confirmed one may sign in by address, count as the visitor's, or be returned to.
     */
    confirmedEmailAt: timestamp("confirmed_email_at", { withTimezone: true }),
    /** SHA-256 of the latest confirmation link's token (single use: cleared once used). */
    confirmTokenHash: text("confirm_token_hash"),
    confirmTokenCreatedAt: timestamp("confirm_token_created_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("leads_user_id_key").on(t.userId),
    index("leads_confirm_token_hash_idx").on(t.confirmTokenHash),
    index("leads_created_at_idx").on(t.createdAt),
    index("leads_recs_idx").using("gin", t.recs),
    index("leads_submission_id_idx").on(t.submissionId),
  ],
);

export const callbackRequests = pgTable(
  "callback_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    providerId: text("provider_id").notNull(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("callback_requests_user_provider_key").on(t.userId, t.providerId),
    index("callback_requests_provider_created_idx").on(t.providerId, t.createdAt),
    index("callback_requests_lead_id_idx").on(t.leadId),
  ],
);

/* ---------- Introductions (docs/product.md, "Introductions") ---------- */

export const introductionStatus = pgEnum("introduction_status", INTRODUCTION_STATUSES);

/** A (lead, firm) pair the visitor chose: the only way a firm receives a visitor's details. */
export const introductions = pgTable(
  "introductions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    providerId: text("provider_id").notNull(),
    status: introductionStatus("status").notNull().default("sent"),
    declineReason: text("decline_reason"),
    /** When the firm first accepted or declined: its response time is measured to here. */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    /** When the firm was told (the visitor's e-mail confirmed); null while confirming. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** How the firm was told: `firm` (its members and/or address) or `desk` (the operator's introductions desk). */
    deliveredVia: text("delivered_via"),
    /** When the investor was told this introduction is overdue (claimed once, across instances). */
    overdueNotifiedAt: timestamp("overdue_notified_at", { withTimezone: true }),
    /** For one that reached our desk: when our staff marked it passed on to the firm, and who. */
    passedOnAt: timestamp("passed_on_at", { withTimezone: true }),
    passedOnBy: text("passed_on_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * When it reached our desk, kept while it is marked passed on (`sentAt` then restarts the
     * firm's clock), so that a mark made in error can be undone with the desk's own time.
     */
    reachedDeskAt: timestamp("reached_desk_at", { withTimezone: true }),
    /** The declined or overdue introduction this one was offered in place of. */
    replacesId: uuid("replaces_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("introductions_user_provider_key").on(t.userId, t.providerId),
    index("introductions_provider_created_idx").on(t.providerId, t.createdAt),
    index("introductions_lead_id_idx").on(t.leadId),
    index("introductions_status_created_idx").on(t.status, t.createdAt),
    // The held-introductions job reads these every pass (docs/introductions.md, "Delivery routes"):
    // few rows at any time, however many introductions there are.
    index("introductions_held_idx").on(t.providerId).where(sql`${t.deliveredVia} = 'held' and ${t.status} = 'sent'`),
    // Few rows: only those our desk passed on. Deleting a staff account finds its marks through it.
    index("introductions_passed_on_by_idx").on(t.passedOnBy).where(sql`${t.passedOnBy} is not null`),
  ],
);

/** An introduction event that is more than a change of status (docs/introductions.md, "Delivery routes"). */
export const introductionEventKind = pgEnum("introduction_event_kind", ["desk-passed-on", "desk-undone"]);
export type IntroductionEventKind = (typeof introductionEventKind.enumValues)[number];

/** Every status an introduction has had, with who changed it and when. */
export const introductionEvents = pgTable(
  "introduction_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    introductionId: uuid("introduction_id")
      .notNull()
      .references(() => introductions.id, { onDelete: "cascade" }),
    status: introductionStatus("status").notNull(),
    reason: text("reason"),
    /** The member or visitor who made the change; null for the system (expiry). */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorKind: text("actor_kind").notNull(),
    /** Null for a change of status; otherwise our desk's mark that it was passed on to the firm, or that mark undone. */
    kind: introductionEventKind("kind"),
    createdAt: createdAt(),
  },
  (t) => [
    index("introduction_events_introduction_idx").on(t.introductionId, t.createdAt),
    index("introduction_events_actor_id_idx").on(t.actorId),
  ],
);

/* ---------- First meetings (docs/product.md, "Meetings") ---------- */

export const meetingKind = pgEnum("meeting_kind", MEETING_KINDS);
export const MEETING_STATUSES = ["booked", "cancelled"] as const;
export const meetingStatus = pgEnum("meeting_status", MEETING_STATUSES);

/**
 * A first meeting booked on an introduction. Rescheduling moves the same row (same iCalendar UID,
 * `sequence` one higher); cancelling keeps it with its reason. A firm's slot can be held by one
 * booked meeting only, and an introduction has at most one booked meeting: both are enforced by
 * the database, so two presses at once can never both win.
 */
export const meetings = pgTable(
  "meetings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    introductionId: uuid("introduction_id")
      .notNull()
      .references(() => introductions.id, { onDelete: "cascade" }),
    providerId: text("provider_id").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    kind: meetingKind("kind").notNull(),
    /** Where an in-person meeting takes place. */
    address: text("address"),
    status: meetingStatus("status").notNull().default("booked"),
    /** The iCalendar UID: stable for the meeting's life, so calendars update the one event. */
    uid: text("uid").notNull(),
    /** The iCalendar SEQUENCE: raised by every reschedule and the cancellation. */
    sequence: integer("sequence").notNull().default(0),
    /** The investor's IANA time zone when they booked (from their browser), for their mails. */
    investorTimeZone: text("investor_time_zone"),
    cancelReason: text("cancel_reason"),
    /** `investor` or `firm`: who cancelled; null when the meeting was called off (below). */
    cancelledBy: text("cancelled_by"),
    /**
     * Set when the meeting was called off because its introduction closed, not cancelled by
     * either side: how it closed (`withdrawn`, `not-proceeding`, `declined`, `expired`), or
     * `closed` when it has been asked for again since (src/features/meetings/closed.ts).
     */
    calledOffBecause: text("called_off_because"),
    /** When the 24-hour reminder was sent (claimed once, across instances). */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    /** When both sides were asked how the meeting went (claimed once, across instances). */
    outcomeAskedAt: timestamp("outcome_asked_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("meetings_uid_key").on(t.uid),
    uniqueIndex("meetings_provider_slot_booked_key").on(t.providerId, t.startsAt).where(sql`${t.status} = 'booked'`),
    uniqueIndex("meetings_introduction_booked_key").on(t.introductionId).where(sql`${t.status} = 'booked'`),
    index("meetings_starts_at_idx").on(t.startsAt),
  ],
);

/* ---------- After the first meeting: outcomes and verified reviews (docs/reviews.md) ---------- */

export const outcomeSide = pgEnum("outcome_side", OUTCOME_SIDES);
export const outcomeResult = pgEnum("outcome_result", OUTCOME_RESULTS);

/**
 * One side's answer to "did the meeting happen, and what came of it": one row per side per
 * introduction (the investor's and the firm's), replaced when that side answers again.
 */
export const introductionOutcomes = pgTable(
  "introduction_outcomes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    introductionId: uuid("introduction_id")
      .notNull()
      .references(() => introductions.id, { onDelete: "cascade" }),
    side: outcomeSide("side").notNull(),
    meetingHeld: boolean("meeting_held").notNull(),
    result: outcomeResult("result").notNull(),
    /** Who answered (the investor's record, or the firm's member). */
    answeredBy: text("answered_by").references(() => users.id, { onDelete: "set null" }),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("introduction_outcomes_side_key").on(t.introductionId, t.side), index("introduction_outcomes_answered_by_idx").on(t.answeredBy)],
);

/**
 * A verified review: written by the investor of an introduction whose meeting they said took
 * place, at most one per introduction. Never chosen by rating: every review is published unless
 * staff removed it for a stated reason (`review_removals`). The firm may reply once.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    introductionId: uuid("introduction_id")
      .notNull()
      .references(() => introductions.id, { onDelete: "cascade" }),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    /** As published: the reviewer's first name and the initial of their last name. */
    authorName: text("author_name").notNull(),
    /** The day of the meeting the review rests on (London date). */
    meetingOn: date("meeting_on").notNull(),
    /**
     * SHA-256 of the reviewer's confirmed e-mail address in a standard form (`reviewerKey`): one
     * published review from each person for each firm. Null on reviews written before it was kept.
     * Not keyed by the site's secret, which may be replaced while the review stands (docs/security.md).
     */
    reviewerKey: text("reviewer_key"),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    replyBody: text("reply_body"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reviews_introduction_key").on(t.introductionId),
    uniqueIndex("reviews_provider_reviewer_key").on(t.providerId, t.reviewerKey).where(sql`${t.removedAt} is null`),
    index("reviews_provider_created_idx").on(t.providerId, t.createdAt),
    index("reviews_user_id_idx").on(t.userId),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

export const reviewRemovalReason = pgEnum("review_removal_reason", REVIEW_REMOVAL_REASONS);

/**
 * Every removal of a review by staff, with the stated reason. Kept when the review itself goes,
 * without its note: a trigger clears the note whenever the review row is deleted, however it goes
 * (drizzle/0020_review_removal_notes.sql), since it may describe what the review said.
 */
export const reviewRemovals = pgTable(
  "review_removals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id").references(() => reviews.id, { onDelete: "set null" }),
    providerId: text("provider_id").notNull(),
    reason: reviewRemovalReason("reason").notNull(),
    note: text("note"),
    removedBy: text("removed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("review_removals_provider_idx").on(t.providerId, t.createdAt),
    index("review_removals_review_id_idx").on(t.reviewId),
    index("review_removals_removed_by_idx").on(t.removedBy),
  ],
);

/**
 * A firm's first-meeting options, set in its workspace: the kinds it offers, how long a meeting
 * lasts, its weekly hours in Europe/London time (one range per weekday, "09:00"–"17:00"), dates off,
 * the notice it needs and how far ahead it may be booked. Slots are computed from these
 * (src/features/meetings/slots.ts), never stored.
 */
export const firmMeetingSettings = pgTable("firm_meeting_settings", {
  providerId: text("provider_id").primaryKey(),
  kinds: jsonb("kinds").$type<MeetingKindValue[]>().notNull(),
  address: text("address"),
  durationMinutes: integer("duration_minutes").notNull(),
  /** Monday first: seven entries, each `{ from, to }` in London time or null for a day without hours. */
  weeklyHours: jsonb("weekly_hours").$type<WeeklyHoursValue>().notNull(),
  /** London dates (YYYY-MM-DD) on which no meeting may be booked. */
  datesOff: jsonb("dates_off").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  noticeHours: integer("notice_hours").notNull(),
  horizonDays: integer("horizon_days").notNull(),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
}, (t) => [index("firm_meeting_settings_updated_by_idx").on(t.updatedBy)]);

/**
 * Up to three times a firm proposes for one introduction, instead of (or as well as) its weekly
 * hours: the investor may book one of them. Replaced whole when the firm proposes again.
 */
export const meetingSlotOffers = pgTable("meeting_slot_offers", {
  introductionId: uuid("introduction_id")
    .primaryKey()
    .references(() => introductions.id, { onDelete: "cascade" }),
  providerId: text("provider_id").notNull(),
  /** ISO instants, earliest first. */
  startsAt: jsonb("starts_at").$type<string[]>().notNull(),
  durationMinutes: integer("duration_minutes").notNull(),
  kinds: jsonb("kinds").$type<MeetingKindValue[]>().notNull(),
  address: text("address"),
  createdAt: createdAt(),
});

/** Operator-set facts about a firm's introductions: where its "New introduction" mail also goes. */
export const firmIntroductionSettings = pgTable("firm_introduction_settings", {
  providerId: text("provider_id").primaryKey(),
  introductionsEmail: text("introductions_email"),
  /** False when the operator has marked the firm as not taking introductions: it is not offered. */
  takingIntroductions: boolean("taking_introductions").notNull().default(true),
  updatedAt: updatedAt(),
});

/* ---------- Mail (written in the same transaction as its cause, delivered by the sender) ---------- */

export const outboxStatus = pgEnum("outbox_status", ["pending", "sent", "failed"]);
export type OutboxStatus = (typeof outboxStatus.enumValues)[number];

export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What caused the mail, for the operator's view: new-introduction, password-reset, … */
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    status: outboxStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A sender's claim: another instance leaves the row alone until it lapses. */
    leaseToken: uuid("lease_token"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** A calendar invitation sent with the mail (an .ics part): its METHOD (REQUEST or CANCEL) and text. */
    calendarMethod: text("calendar_method"),
    calendarIcs: text("calendar_ics"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("outbox_created_at_idx").on(t.createdAt),
  ],
);

/* ---------- Messages and sign-ups ---------- */

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    // Optional: the team replies by e-mail; a number is there for those who would rather be rung.
    phone: text("phone"),
    email: text("email").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt), index("contact_messages_user_id_idx").on(t.userId)],
);

export const partnerEnquiries = pgTable(
  "partner_enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    organisation: text("organisation").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    website: text("website"),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("partner_enquiries_created_at_idx").on(t.createdAt), index("partner_enquiries_user_id_idx").on(t.userId)],
);

export const newsletterSignups = pgTable(
  "newsletter_signups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** Stored lower-cased: one row per address. */
    email: text("email").notNull(),
    /** Null until the address is confirmed through the e-mailed link; only confirmed addresses count. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /**
     * SHA-256 of the confirmation link's token (the token itself is only in the mail). For a
     * confirmed address, the link that applies the pending name below.
     */
    confirmTokenHash: text("confirm_token_hash"),
    /** A new name given for a confirmed address: applied only through the link e-mailed to it. */
    pendingFirstName: text("pending_first_name"),
    pendingLastName: text("pending_last_name"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("newsletter_signups_email_key").on(t.email), index("newsletter_signups_user_id_idx").on(t.userId)],
);

/* ---------- Visit tracking, UTM and A/B (only after consent) ---------- */

export const deviceClass = pgEnum("device_class", ["Mobile", "Tablet", "Desktop"]);
export type DeviceClass = (typeof deviceClass.enumValues)[number];

/** The visitor tracking document's scalar fields; its lists are the two tables below. */
export const visitTrackers = pgTable("visit_trackers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  device: deviceClass("device").notNull(),
  wm: text("wm").notNull().default(""),
  ipAddress: text("ip_address"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index("visit_trackers_created_at_idx").on(t.createdAt)]);

export const pageVisits = pgTable(
  "page_visits",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => visitTrackers.userId, { onDelete: "cascade" }),
    /** Host plus path. */
    url: text("url").notNull(),
    elapsedTime: integer("elapsed_time").notNull(),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    scrollYTop: integer("scroll_y_top").notNull(),
    scrollYBottom: integer("scroll_y_bottom").notNull(),
    viewPortHeight: integer("view_port_height").notNull(),
    viewPortWidth: integer("view_port_width").notNull(),
    wmLogs: jsonb("wm_logs").$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    /** Why the visit ended: a route change, the tab being left, or the visitor going idle. */
    endedBy: text("ended_by").notNull(),
    manuallyClosedSession: boolean("manually_closed_session"),
    scrollX: integer("scroll_x"),
    createdAt: createdAt(),
  },
  (t) => [
    index("page_visits_user_start_idx").on(t.userId, t.startTime),
    index("page_visits_created_at_idx").on(t.createdAt),
  ],
);

export const scrollStops = pgTable(
  "scroll_stops",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => visitTrackers.userId, { onDelete: "cascade" }),
    url: text("url").notNull(),
    scrollYTop: integer("scroll_y_top").notNull(),
    scrollYBottom: integer("scroll_y_bottom").notNull(),
    viewPortHeight: integer("view_port_height").notNull(),
    viewPortWidth: integer("view_port_width").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("scroll_stops_user_created_idx").on(t.userId, t.createdAt),
    index("scroll_stops_created_at_idx").on(t.createdAt),
  ],
);

export const utmRecords = pgTable(
  "utm_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    /** Each utm_ tag with its prefix removed: { source: "google", campaign: "..." }. */
    tags: jsonb("tags").$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("utm_records_user_id_idx").on(t.userId),
    index("utm_records_created_at_idx").on(t.createdAt),
  ],
);

export const questionEventKind = pgEnum("question_event_kind", ["shown", "answered", "left"]);
export type QuestionEventKind = (typeof questionEventKind.enumValues)[number];

/**
 * The questionnaire's own events (docs/product.md, "Operator analytics"), sent by the visit tracker with analytics
 * consent: a question shown, answered (Continue) or left (Back, or leaving the questionnaire),
 * with the milliseconds it was on screen. The device class is copied from the batch so the
 * funnel can be split by device without a join.
 */
export const questionEvents = pgTable(
  "question_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => visitTrackers.userId, { onDelete: "cascade" }),
    /** proforma or partner (the insurer flow). */
    flow: text("flow").notNull(),
    /** The question's page id within its flow ("looking-for-advice", "pensions/sipp"). */
    question: text("question").notNull(),
    /** The question's position on this visitor's path (1 = first). */
    step: integer("step").notNull(),
    kind: questionEventKind("kind").notNull(),
    /** For `left`: back (the Back button or the browser's back) or exit (closed or navigated away). */
    leftBy: text("left_by"),
    timeSpentMs: integer("time_spent_ms"),
    device: deviceClass("device").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("question_events_created_at_idx").on(t.createdAt),
    index("question_events_user_kind_idx").on(t.userId, t.kind),
  ],
);

/**
 * Daily summaries of page visits for the analytics Pages table (docs/product.md, "Operator analytics"): one row per UTC day,
 * path and device class, with visit counts and bucketed distributions of time on page and scroll
 * depth. Kept by the tracking ingest in the transaction that stores the visits, so the table reads a
 * few thousand rows instead of every visit. Aggregates only: no visitor ids, so they outlive the visits' retention.
 */
export const pageVisitDays = pgTable(
  "page_visit_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    device: deviceClass("device").notNull(),
    visits: integer("visits").notNull(),
    idleVisits: integer("idle_visits").notNull(),
    timeHistogram: integer("time_histogram").array().notNull(),
    scrollHistogram: integer("scroll_histogram").array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.device] })],
);

/**
 * The questionnaire funnel's summary per visitor and question (docs/product.md, "Operator analytics"): every event of the
 * visitor on the question, folded into one row (first and last event, the lowest device class and
 * step, whether it was shown and answered, how many times the visitor went back from it). `day` is
 * the UTC day when all of them fell on one day, else null. Kept by triggers on question_events
 * (drizzle/0004_analytics_summaries.sql) in the transaction of every write to the events, so it
 * holds exactly the visitors whose events are stored and goes when their events go.
 */
export const questionVisitors = pgTable(
  "question_visitors",
  {
    userId: text("user_id").notNull(),
    flow: text("flow").notNull(),
    question: text("question").notNull(),
    firstAt: timestamp("first_at", { withTimezone: true }).notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
    day: date("day", { mode: "string" }),
    device: deviceClass("device").notNull(),
    step: integer("step").notNull(),
    shown: boolean("shown").notNull(),
    answered: boolean("answered").notNull(),
    backs: integer("backs").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.flow, t.question] }),
    index("question_visitors_day_idx").on(t.day),
    index("question_visitors_spanning_idx").on(t.lastAt).where(sql`${t.day} is null`),
    // The funnel's visitors who reached a question without continuing, looked up by day.
    index("question_visitors_unanswered_idx").on(t.day).where(sql`${t.shown} and not ${t.answered}`),
  ],
);

/**
 * Daily counts of the one-day rows of question_visitors: per UTC day, question, device class and
 * step, how many visitors met the question that day only, reached it, continued, and went back.
 * A range of whole days adds these up; visitors who met a question on several days are read from
 * their events. Aggregates only, kept by the same triggers.
 */
export const questionDays = pgTable(
  "question_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    flow: text("flow").notNull(),
    question: text("question").notNull(),
    device: deviceClass("device").notNull(),
    step: integer("step").notNull(),
    visitors: integer("visitors").notNull(),
    reached: integer("reached").notNull(),
    continued: integer("continued").notNull(),
    backs: integer("backs").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.flow, t.question, t.device, t.step] })],
);

/**
 * The traffic-sources cohort per visitor (docs/product.md, "Operator analytics"): when their tracking record began, the
 * first UTM source, medium and campaign they arrived with ("direct" without tags), and whether they
 * started the questionnaire, finished it, sent a lead, and how many introductions they made. Kept by
 * triggers on the tables these come from, so the row exists exactly while the tracking record does.
 */
export const visitorCohorts = pgTable(
  "visitor_cohorts",
  {
    userId: text("user_id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    source: text("source").notNull(),
    medium: text("medium"),
    campaign: text("campaign"),
    started: boolean("started").notNull(),
    completed: boolean("completed").notNull(),
    lead: boolean("lead").notNull(),
    introductions: integer("introductions").notNull(),
  },
  (t) => [index("visitor_cohorts_created_at_idx").on(t.createdAt)],
);

/** Daily counts of visitor_cohorts: per UTC day the tracking record began and first touch. Aggregates only. */
export const visitorCohortDays = pgTable(
  "visitor_cohort_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    source: text("source").notNull(),
    medium: text("medium"),
    campaign: text("campaign"),
    visits: integer("visits").notNull(),
    starts: integer("starts").notNull(),
    completions: integer("completions").notNull(),
    leads: integer("leads").notNull(),
    introductions: integer("introductions").notNull(),
  },
  (t) => [unique("visitor_cohort_days_key").on(t.day, t.source, t.medium, t.campaign).nullsNotDistinct()],
);

export const abEventKind = pgEnum("ab_event_kind", ["load", "action"]);
export type AbEventKind = (typeof abEventKind.enumValues)[number];

export const abEvents = pgTable(
  "ab_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** load ← abTestOnLoad (a variant was shown); action ← abTesting (its goal happened). */
    kind: abEventKind("kind").notNull(),
    title: text("title").notNull(),
    testing: text("testing").notNull(),
    url: text("url").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("ab_events_title_kind_idx").on(t.title, t.kind, t.testing),
    index("ab_events_user_id_idx").on(t.userId),
    index("ab_events_created_at_idx").on(t.createdAt),
  ],
);

/* ---------- Rate limits (src/server/rate-limit.ts; Better Auth's limiter too) ---------- */

/**
 * One fixed window per key ("<rule>:<address or account>"): the hits in it and when it ends (ms
 * since the epoch). Shared by every instance on one database; written by one atomic upsert.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: bigint("reset_at", { mode: "number" }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

/* ---------- Provider facts (docs/product.md, "Provider facts") ---------- */

/**
 * One row per provider: the facts shown about it (validated by the providers feature's schema on
 * every read and write) and when each was last verified. Seeded from the code's data on first read.
 */
export const providerFacts = pgTable(
  "provider_facts",
  {
    providerId: text("provider_id").primaryKey(),
    facts: jsonb("facts").notNull(),
    /** { fact key: ISO date-time } for the facts verified so far. */
    verifiedAt: jsonb("verified_at").notNull().default(sql`'{}'::jsonb`),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("provider_facts_updated_by_idx").on(t.updatedBy)],
);

export const proposalStatus = pgEnum("provider_proposal_status", ["pending", "approved", "rejected"]);
export type ProposalStatus = (typeof proposalStatus.enumValues)[number];

/** A provider member's proposed change to its own firm's facts, waiting for an admin. */
export const providerFactProposals = pgTable(
  "provider_fact_proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: text("provider_id").notNull(),
    /** Only the facts the member changed. */
    changes: jsonb("changes").notNull(),
    proposedBy: text("proposed_by").references(() => users.id, { onDelete: "set null" }),
    status: proposalStatus("status").notNull().default("pending"),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** Why an admin rejected it, told to the member who proposed it. */
    decisionReason: text("decision_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    index("provider_fact_proposals_provider_status_idx").on(t.providerId, t.status),
    index("provider_fact_proposals_proposed_by_idx").on(t.proposedBy),
    index("provider_fact_proposals_decided_by_idx").on(t.decidedBy),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SubmissionRow = typeof questionnaireSubmissions.$inferSelect;
export type NewSubmission = typeof questionnaireSubmissions.$inferInsert;
export type LeadRow = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type RoleRow = typeof roles.$inferSelect;
export type IntroductionRow = typeof introductions.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type MeetingRow = typeof meetings.$inferSelect;
export type FirmMeetingSettingsRow = typeof firmMeetingSettings.$inferSelect;
