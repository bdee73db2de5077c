import "server-only";

import { and, count, desc, eq, gt, ilike, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { deliveredViaOf, firmMaySeeContact, INTRODUCTION_STATUSES, staffStatusInWords, summariseAnswers, type AnswerSummary, type DeliveredVia, type IntroductionStatus } from "@/features/introductions";
import { answerDueBy, canUndoPassedOn, isOverdue, isWaitingAtDesk } from "@/features/introductions/server";
import { writeCsv } from "@/lib/csv";
import type { Database } from "@/server/db/client";
import { introductionEvents, introductions, leads, questionnaireSubmissions, users, type IntroductionEventKind } from "@/server/db/schema";

export interface IntroductionHistoryEntry {
  status: IntroductionStatus;
  statusWords: string;
  reason: string | null;
  by: string;
  at: Date;
}

/** What a firm sees of one introduction: only what the visitor agreed to share, and never other firms. */
export interface FirmIntroductionView {
  id: string;
  status: IntroductionStatus;
  statusWords: string;
  declineReason: string | null;
  createdAt: Date;
  overdue: boolean;
  /**
   * Null once withdrawn or expired: the contact details are hidden. `email` is the address the
   * visitor last confirmed: a changed one reaches the firm only once it is confirmed (null only if
   * none ever was, which a firm never sees in practice: nothing reaches it before a confirmation).
   */
  contact: { name: string; phoneNumber: string; email: string | null; contactMethod: string | null; contactTime: string | null } | null;
  answers: AnswerSummary;
  history: IntroductionHistoryEntry[];
  /**
   * For one that came through our desk: until it is passed on, the London date it is due by (one
   * working day after it arrived, as the investor was told) and whether that has gone by; once it
   * is, when and by whom (our staff's address to our staff, "Wealth Match staff" to the firm).
   * Null for one that reached the firm directly.
   */
  desk: DeskView | null;
}

export function readStatusFilter(value: unknown): IntroductionStatus | null {
  return typeof value === "string" && (INTRODUCTION_STATUSES as readonly string[]).includes(value) ? (value as IntroductionStatus) : null;
}

/**
 * What one event of the history says happened. A "sent" that went to our desk, whether the
 * visitor's confirmation sent it there or an undone mark put it back, is the desk's, not the firm's.
 */
function eventWords(row: { status: IntroductionStatus; kind: IntroductionEventKind | null; actorKind: string; deliveredVia: string | null }): string {
  if (row.kind === "desk-undone") return AT_THE_DESK;
  if (row.status === "sent" && row.actorKind === "visitor" && row.deliveredVia === "desk") return REACHED_THE_DESK;
  return staffStatusInWords[row.status];
}

/**
 * Each introduction's history. Who acted is named by address, except that our own team (admin and
 * sales, who may act in a firm's workspace) is "Wealth Match staff" to anyone but our team:
 * a firm does not learn our staff's addresses. A change is our team's when it was recorded as
 * such when made (`workspaceActorKind`; drizzle/0015_staff_actor_kind.sql for older ones).
 */
async function historyOf(database: Database, ids: string[], viewer: { staff: boolean }): Promise<Map<string, IntroductionHistoryEntry[]>> {
  const map = new Map<string, IntroductionHistoryEntry[]>();
  if (ids.length === 0) return map;
  const rows = await database
    .select({
      introductionId: introductionEvents.introductionId,
      status: introductionEvents.status,
      reason: introductionEvents.reason,
      kind: introductionEvents.kind,
      actorKind: introductionEvents.actorKind,
      actorEmail: users.email,
      at: introductionEvents.createdAt,
      deliveredVia: introductions.deliveredVia,
    })
    .from(introductionEvents)
    .innerJoin(introductions, eq(introductions.id, introductionEvents.introductionId))
    .leftJoin(users, eq(users.id, introductionEvents.actorId))
    .where(inArray(introductionEvents.introductionId, ids))
    .orderBy(introductionEvents.createdAt);
  for (const row of rows) {
    const member = row.actorKind === "staff" && !viewer.staff ? "Wealth Match staff" : (row.actorEmail ?? "a former member");
    const by = row.actorKind === "visitor" ? "the visitor" : row.actorKind === "system" ? "automatically" : member;
    const list = map.get(row.introductionId) ?? [];
    list.push({ status: row.status, statusWords: eventWords(row), reason: row.reason, by, at: row.at });
    map.set(row.introductionId, list);
  }
  return map;
}

/** A firm's introductions as it may see them: one still waiting for the visitor's e-mail confirmation is not the firm's to see. */
const firmSees = (providerId: string) => and(eq(introductions.providerId, providerId), ne(introductions.status, "confirming"));

/**
 * The page of the firm's list of all its introductions (newest first, `size` a page) that holds
 * this one; null when it is not the firm's to see.
 */
export async function pageOfFirmIntroduction(database: Database, providerId: string, introductionId: string, size: number): Promise<number | null> {
  const visible = firmSees(providerId);
  const target = database.select({ createdAt: introductions.createdAt }).from(introductions).where(and(visible, eq(introductions.id, introductionId)));
  const [found] = await target;
  if (!found) return null;
  // Compared in the database: a time read into JavaScript loses its microseconds. In the list's
  // order: newer first, then, at the same moment, the larger id.
  const before = or(gt(introductions.createdAt, sql`(${target})`), and(eq(introductions.createdAt, sql`(${target})`), gt(introductions.id, introductionId)));
  const [newer] = await database.select({ total: count() }).from(introductions).where(and(visible, before));
  return Math.floor((newer?.total ?? 0) / size) + 1;
}

/** One firm's introductions, newest first, optionally of one status. */
export async function listFirmIntroductions(
  database: Database,
  providerId: string,
  options: { status: IntroductionStatus | null; limit: number; offset: number; now?: Date; viewerIsStaff?: boolean },
): Promise<{ rows: FirmIntroductionView[]; total: number }> {
  const where = and(firmSees(providerId), options.status ? eq(introductions.status, options.status) : undefined);
  const [rows, [counted]] = await Promise.all([
    database
      .select({
        id: introductions.id,
        status: introductions.status,
        declineReason: introductions.declineReason,
        ...deliveryColumns,
        firstName: leads.firstName,
        lastName: leads.lastName,
        phoneNumber: leads.phoneNumber,
        // Never `leads.email`: a changed address may be mistyped or someone else's until confirmed.
        confirmedEmail: leads.confirmedEmail,
        contactMethod: leads.contactMethod,
        contactTime: leads.contactTime,
        answers: questionnaireSubmissions.answers,
        investableTotal: questionnaireSubmissions.investableTotal,
      })
      .from(introductions)
      .innerJoin(leads, eq(leads.id, introductions.leadId))
      .leftJoin(questionnaireSubmissions, eq(questionnaireSubmissions.userId, introductions.userId))
      .leftJoin(passer, eq(passer.id, introductions.passedOnBy))
      .where(where)
      // One visitor's introductions share a moment: the id settles their order, so pages never repeat or skip one.
      .orderBy(desc(introductions.createdAt), desc(introductions.id))
      .limit(options.limit)
      .offset(options.offset),
    database.select({ total: count() }).from(introductions).where(where),
  ]);
  const history = await historyOf(database, rows.map((r) => r.id), { staff: options.viewerIsStaff ?? false });
  const now = options.now ?? new Date();
  return {
    total: counted?.total ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      status: r.status,
      // Our staff read where it really is; the firm's own member, who sees it, may answer it.
      statusWords: options.viewerIsStaff && isWaitingAtDesk(r) ? AT_THE_DESK : staffStatusInWords[r.status],
      declineReason: r.declineReason,
      createdAt: r.sentAt ?? r.createdAt,
      overdue: overdueNow(r, now),
      contact: firmMaySeeContact(r.status)
        ? { name: `${r.firstName} ${r.lastName}`, phoneNumber: r.phoneNumber, email: r.confirmedEmail, contactMethod: r.contactMethod, contactTime: r.contactTime }
        : null,
      answers: summariseAnswers(r.answers ?? {}, r.investableTotal ?? null),
      history: history.get(r.id) ?? [],
      desk: r.deliveredVia === "desk" ? deskView(r, { staff: options.viewerIsStaff ?? false }, now) : null,
    })),
  };
}

/** Who passed introductions on: our staff, joined under a name of its own beside the history's. */
const passer = alias(users, "passer");

/**
 * How an introduction reached its firm and when, for the desk's view and the overdue marks: every
 * list that selects them joins `passer` on `introductions.passed_on_by`.
 */
const deliveryColumns = {
  createdAt: introductions.createdAt,
  sentAt: introductions.sentAt,
  deliveredVia: introductions.deliveredVia,
  passedOnAt: introductions.passedOnAt,
  passedOnBy: passer.email,
  reachedDeskAt: introductions.reachedDeskAt,
  overdueNotifiedAt: introductions.overdueNotifiedAt,
  firstResponseAt: introductions.firstResponseAt,
};

/** What our staff read for one waiting at the desk, where the firm's status would say "sent". */
const AT_THE_DESK = "At our desk, to pass on";
/** The history's words for the moment an introduction reached our desk. */
const REACHED_THE_DESK = "Reached our desk, to pass on";

/** The investor was told our team passes it on within one working day of its arrival. */
const PASS_ON_WITHIN_WORKING_DAYS = 1;

/** `undoable`: our staff may take the mark back (undoPassedOn), while nothing has followed from it. */
export type DeskView = { passedOn: null; passOnBy: string; late: boolean } | { passedOn: { at: Date; by: string; undoable: boolean } };

type DeskRow = { status: IntroductionStatus; sentAt: Date | null; createdAt: Date; passedOnAt: Date | null; passedOnBy: string | null; reachedDeskAt: Date | null; overdueNotifiedAt: Date | null };

function deskView(r: DeskRow, viewer: { staff: boolean }, now: Date): DeskView {
  if (r.passedOnAt) {
    const undoable = viewer.staff && canUndoPassedOn(r);
    return { passedOn: { at: r.passedOnAt, by: viewer.staff ? (r.passedOnBy ?? "a former member of staff") : "Wealth Match staff", undoable } };
  }
  const arrived = r.sentAt ?? r.createdAt;
  return { passedOn: null, passOnBy: answerDueBy(arrived, PASS_ON_WITHIN_WORKING_DAYS), late: isOverdue(arrived, now, PASS_ON_WITHIN_WORKING_DAYS) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sent, unanswered for 2 working days. A held introduction is not yet, nor one waiting at our desk:
 * its firm has not been told, and its clock starts when it is (src/features/introductions/server/held.ts;
 * our staff see a desk introduction as late instead, `DeskView`).
 */
function overdueNow(r: { status: IntroductionStatus; sentAt: Date | null; createdAt: Date; deliveredVia: string | null; passedOnAt: Date | null }, now: Date): boolean {
  return r.status === "sent" && r.deliveredVia !== "held" && !isWaitingAtDesk(r) && isOverdue(r.sentAt ?? r.createdAt, now);
}

/**
 * How many visitors chose this firm: its introductions in all, in the last 30 days, and per week
 * (Monday, YYYY-MM-DD) over the last `weeks` weeks. Counts only this firm's own introductions,
 * never visitors who were merely matched with it and chose another firm.
 */
export async function firmIntroductionCounts(
  database: Database,
  providerId: string,
  weeks: number,
  now = new Date(),
): Promise<{ total: number; last30Days: number; byWeek: Map<string, number> }> {
  const since30 = new Date(now.getTime() - 30 * DAY_MS);
  const sinceWeeks = new Date(now.getTime() - weeks * 7 * DAY_MS);
  const week = sql<string>`to_char(date_trunc('week', ${introductions.createdAt}), 'YYYY-MM-DD')`;
  const [[totals], weekly] = await Promise.all([
    database
      .select({ total: sql<number>`count(*)::int`, recent: sql<number>`(count(*) filter (where ${introductions.createdAt} >= ${since30.toISOString()}::timestamptz))::int` })
      .from(introductions)
      .where(firmSees(providerId)),
    database
      .select({ week, n: sql<number>`count(*)::int` })
      .from(introductions)
      .where(and(firmSees(providerId), sql`${introductions.createdAt} >= ${sinceWeeks.toISOString()}::timestamptz`))
      .groupBy(week),
  ]);
  return { total: Number(totals?.total ?? 0), last30Days: Number(totals?.recent ?? 0), byWeek: new Map(weekly.map((r) => [r.week, Number(r.n)])) };
}

/** A row of the operator's list. */
export interface OperatorIntroductionRow {
  id: string;
  providerId: string;
  status: IntroductionStatus;
  statusWords: string;
  name: string;
  /** The visitor's current address, which staff see. */
  email: string;
  /** The address the visitor last confirmed, which the firm sees; null until one is. */
  confirmedEmail: string | null;
  /** When the visitor asked for it. */
  createdAt: Date;
  /** When the firm was told; null while the visitor's address waits for confirmation. */
  sentAt: Date | null;
  firstResponseAt: Date | null;
  overdue: boolean;
  /**
   * How the firm was told: `desk` when it had no direct route, `held` while its notice waits for
   * the firm's next hourly mail (docs/introductions.md, "Delivery routes"); null while confirming.
   */
  deliveredVia: DeliveredVia | null;
  /** Through our desk: whether it has been passed on, or by when it is due (`DeskView`). */
  desk: DeskView | null;
}

export interface OperatorFilters {
  status: IntroductionStatus | null;
  providerId: string | null;
  search: string;
  overdueOnly: boolean;
  /** Only introductions that went through the introductions desk (the firm has no direct route). */
  deskOnly?: boolean;
}

function operatorWhere(filters: OperatorFilters): SQL | undefined {
  const term = filters.search.trim();
  // The search term is a literal for ILIKE: its wildcards are escaped.
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(
    filters.status ? eq(introductions.status, filters.status) : undefined,
    filters.providerId ? eq(introductions.providerId, filters.providerId) : undefined,
    term ? or(ilike(leads.email, pattern), ilike(sql`${leads.firstName} || ' ' || ${leads.lastName}`, pattern)) : undefined,
    filters.overdueOnly ? and(eq(introductions.status, "sent"), isNull(introductions.firstResponseAt)) : undefined,
    filters.deskOnly ? eq(introductions.deliveredVia, "desk") : undefined,
  );
}

/**
 * Every introduction for the operator, newest first, with status, firm, name/e-mail search and
 * overdue filters. Overdue needs the working-day calendar, so that filter is finished here.
 */
export async function listAllIntroductions(
  database: Database,
  filters: OperatorFilters,
  options: { limit: number; offset: number; now?: Date },
): Promise<{ rows: OperatorIntroductionRow[]; total: number }> {
  const now = options.now ?? new Date();
  const query = database
    .select({
      id: introductions.id,
      providerId: introductions.providerId,
      status: introductions.status,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      confirmedEmail: leads.confirmedEmail,
      ...deliveryColumns,
    })
    .from(introductions)
    .innerJoin(leads, eq(leads.id, introductions.leadId))
    .leftJoin(passer, eq(passer.id, introductions.passedOnBy))
    .where(operatorWhere(filters))
    .orderBy(desc(introductions.createdAt), desc(introductions.id));
  const toRow = (r: Awaited<typeof query>[number]): OperatorIntroductionRow => ({
    id: r.id,
    providerId: r.providerId,
    status: r.status,
    statusWords: isWaitingAtDesk(r) ? AT_THE_DESK : staffStatusInWords[r.status],
    name: `${r.firstName} ${r.lastName}`,
    email: r.email,
    confirmedEmail: r.confirmedEmail,
    createdAt: r.createdAt,
    sentAt: r.sentAt,
    firstResponseAt: r.firstResponseAt,
    overdue: overdueNow(r, now),
    deliveredVia: deliveredViaOf(r.deliveredVia),
    desk: r.deliveredVia === "desk" ? deskView(r, { staff: true }, now) : null,
  });
  if (filters.overdueOnly) {
    const all = (await query).map(toRow).filter((r) => r.overdue);
    return { rows: all.slice(options.offset, options.offset + options.limit), total: all.length };
  }
  const [rows, [counted]] = await Promise.all([
    query.limit(options.limit).offset(options.offset),
    database.select({ total: count() }).from(introductions).innerJoin(leads, eq(leads.id, introductions.leadId)).where(operatorWhere(filters)),
  ]);
  return { rows: rows.map(toRow), total: counted?.total ?? 0 };
}

/** Every matching introduction, for the CSV download (no paging). */
export async function exportIntroductions(database: Database, filters: OperatorFilters, now = new Date()): Promise<OperatorIntroductionRow[]> {
  return (await listAllIntroductions(database, filters, { limit: 1_000_000, offset: 0, now })).rows;
}

/** Each firm's median time from sending to its first answer (accept or decline), in hours. */
export async function medianResponseHours(database: Database): Promise<{ providerId: string; medianHours: number; answered: number }[]> {
  const rows = await database
    .select({
      providerId: introductions.providerId,
      medianHours: sql<string>`percentile_cont(0.5) within group (order by extract(epoch from (${introductions.firstResponseAt} - coalesce(${introductions.sentAt}, ${introductions.createdAt}))) / 3600)`,
      answered: count(),
    })
    .from(introductions)
    .where(sql`${introductions.firstResponseAt} is not null`)
    .groupBy(introductions.providerId)
    .orderBy(introductions.providerId);
  return rows.map((r) => ({ providerId: r.providerId, medianHours: Number(r.medianHours), answered: r.answered }));
}

export function introductionsCsv(rows: OperatorIntroductionRow[], firmName: (id: string) => string): string {
  // Times in UTC (ISO 8601), as spreadsheets read them; the header says so.
  const header = ["Asked (UTC)", "Sent to the firm (UTC)", "Firm", "Status", "Name", "E-mail", "First answered (UTC)", "Overdue", "Through the desk", "Passed on by the desk (UTC)", "Confirmed e-mail (the firm sees)"];
  const lines = rows.map((r) => [
    r.createdAt.toISOString(),
    // One that reached our desk reached the firm only once passed on (`sent_at` then moves to that moment).
    r.deliveredVia === "desk" && !r.desk?.passedOn ? "" : (r.sentAt?.toISOString() ?? ""),
    firmName(r.providerId),
    r.statusWords,
    r.name,
    r.email,
    r.firstResponseAt?.toISOString() ?? "",
    r.overdue ? "yes" : "no",
    r.deliveredVia === "desk" ? "yes" : "no",
    r.desk?.passedOn ? r.desk.passedOn.at.toISOString() : "",
    r.confirmedEmail ?? "",
  ]);
  // Every cell quoted and neutralised for spreadsheets by the site's one CSV writer (src/lib/csv.ts).
  return writeCsv(header, lines, { quoteAll: true });
}
