import "server-only";

import { and, arrayContains, count, desc, gte, isNotNull, ne, sql } from "drizzle-orm";
import type { Database } from "../client";
import { callbackRequests, contactMessages, introductions, leads, newsletterSignups, partnerEnquiries, questionnaireSubmissions } from "../schema";
import { leadViewColumns, listLeadsForProvider, type LeadView } from "./leads";

export interface ProviderActivity {
  providerId: string;
  /** Visitors whose results listed the firm (not a choice of the visitor's, and nothing sent). */
  matches: number;
  /** Visitors who chose to be introduced to the firm (its own introductions, withdrawn ones included). */
  introductions: number;
  introductionsLast30Days: number;
  callbacks: number;
}

const DAY = 86_400_000;

/**
 * Per provider: how many visitors were matched with it, how many chose to be introduced to it (all
 * time and in the last 30 days: the `introductions` table, never the firms a lead was merely
 * matched with; confirmed ones only, as the firm's page counts them), and how many asked it for a callback.
 */
export async function providerActivity(db: Database, now = new Date()): Promise<ProviderActivity[]> {
  const since = new Date(now.getTime() - 30 * DAY);
  const providerOfMatch = sql<string>`unnest(${questionnaireSubmissions.matchedIds})`;
  const [matches, introduced, callbacks] = await Promise.all([
    db.select({ providerId: providerOfMatch, n: sql<number>`count(*)::int` }).from(questionnaireSubmissions).groupBy(providerOfMatch),
    db
      .select({
        providerId: introductions.providerId,
        n: sql<number>`count(*)::int`,
        recent: sql<number>`(count(*) filter (where ${introductions.createdAt} >= ${since.toISOString()}::timestamptz))::int`,
      })
      .from(introductions)
      // As the firm's own page counts them: once the visitor has confirmed (an unconfirmed one may lapse).
      .where(ne(introductions.status, "confirming"))
      .groupBy(introductions.providerId),
    db.select({ providerId: callbackRequests.providerId, n: count() }).from(callbackRequests).groupBy(callbackRequests.providerId),
  ]);

  const byId = new Map<string, ProviderActivity>();
  const entry = (providerId: string) => {
    let row = byId.get(providerId);
    if (!row) byId.set(providerId, (row = { providerId, matches: 0, introductions: 0, introductionsLast30Days: 0, callbacks: 0 }));
    return row;
  };
  for (const row of matches) entry(row.providerId).matches = Number(row.n);
  for (const row of introduced) Object.assign(entry(row.providerId), { introductions: Number(row.n), introductionsLast30Days: Number(row.recent) });
  for (const row of callbacks) entry(row.providerId).callbacks = row.n;
  return [...byId.values()];
}

export interface Page<T> {
  rows: T[];
  total: number;
}

export async function recentLeads(db: Database, { limit, offset }: { limit: number; offset: number }): Promise<Page<LeadView>> {
  const rows = await db
    .select(leadViewColumns)
    .from(leads)
    .orderBy(desc(leads.createdAt))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(leads);
  return { rows, total: total?.n ?? 0 };
}

export async function providerLeads(db: Database, providerId: string, page: { limit: number; offset: number }): Promise<Page<LeadView>> {
  const rows = await listLeadsForProvider(db, providerId, page);
  const [total] = await db.select({ n: count() }).from(leads).where(arrayContains(leads.recs, [providerId]));
  return { rows, total: total?.n ?? 0 };
}

/** Matches and leads per week for one provider since a date, oldest first, weeks without either included. */
export async function weeklyActivity(db: Database, providerId: string, weeks: number, now = new Date()) {
  const since = new Date(now.getTime() - weeks * 7 * DAY);
  const matchWeek = sql<string>`to_char(date_trunc('week', ${questionnaireSubmissions.updatedAt}), 'YYYY-MM-DD')`;
  const matched = await db
    .select({ week: matchWeek, n: sql<number>`count(*)::int` })
    .from(questionnaireSubmissions)
    .where(and(arrayContains(questionnaireSubmissions.matchedIds, [providerId]), gte(questionnaireSubmissions.updatedAt, since)))
    .groupBy(matchWeek);
  const leadWeek = sql<string>`to_char(date_trunc('week', ${leads.createdAt}), 'YYYY-MM-DD')`;
  const led = await db
    .select({ week: leadWeek, n: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(arrayContains(leads.recs, [providerId]), gte(leads.createdAt, since)))
    .groupBy(leadWeek);
  const matchesByWeek = new Map(matched.map((r) => [r.week, Number(r.n)]));
  const leadsByWeek = new Map(led.map((r) => [r.week, Number(r.n)]));
  const result: { week: string; matches: number; leads: number }[] = [];
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  for (let i = weeks - 1; i >= 0; i--) {
    const week = new Date(monday.getTime() - i * 7 * DAY).toISOString().slice(0, 10);
    result.push({ week, matches: matchesByWeek.get(week) ?? 0, leads: leadsByWeek.get(week) ?? 0 });
  }
  return result;
}

export async function inboxSummary(db: Database, limit = 10) {
  const messages = await db
    .select({ id: contactMessages.id, firstName: contactMessages.firstName, lastName: contactMessages.lastName, email: contactMessages.email, phone: contactMessages.phone, message: contactMessages.message, createdAt: contactMessages.createdAt })
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt))
    .limit(limit);
  const enquiries = await db
    .select({ id: partnerEnquiries.id, name: partnerEnquiries.name, organisation: partnerEnquiries.organisation, email: partnerEnquiries.email, message: partnerEnquiries.message, createdAt: partnerEnquiries.createdAt })
    .from(partnerEnquiries)
    .orderBy(desc(partnerEnquiries.createdAt))
    .limit(limit);
  const [[messageCount], [enquiryCount]] = await Promise.all([db.select({ n: count() }).from(contactMessages), db.select({ n: count() }).from(partnerEnquiries)]);
  // Only confirmed addresses count (docs/product.md, "Privacy, consent and retention": double opt-in).
  const confirmed = isNotNull(newsletterSignups.confirmedAt);
  const [subscribers] = await db.select({ n: count() }).from(newsletterSignups).where(confirmed);
  const [recentSubscribers] = await db.select({ n: count() }).from(newsletterSignups).where(and(confirmed, gte(newsletterSignups.createdAt, new Date(Date.now() - 30 * DAY))));
  return { messages, messageTotal: messageCount?.n ?? 0, enquiries, enquiryTotal: enquiryCount?.n ?? 0, subscribers: subscribers?.n ?? 0, subscribersLast30Days: recentSubscribers?.n ?? 0 };
}
