import "server-only";

import { and, arrayContains, count, desc, gte, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import { callbackRequests, contactMessages, leads, newsletterSignups, partnerEnquiries, questionnaireSubmissions } from "../schema";
import { leadViewColumns, listLeadsForProvider, type LeadView } from "./leads";

export interface ProviderActivity {
  providerId: string;
  matches: number;
  leads: number;
  leadsLast30Days: number;
  callbacks: number;
}

const DAY = 86_400_000;

/** Per provider: how often it was matched, named in a lead, and asked for a callback. */
export async function providerActivity(db: Database, now = new Date()): Promise<ProviderActivity[]> {
  const since = new Date(now.getTime() - 30 * DAY);
  const providerOfMatch = sql<string>`unnest(${questionnaireSubmissions.matchedIds})`;
  const matches = await db
    .select({ providerId: providerOfMatch, n: sql<number>`count(*)::int` })
    .from(questionnaireSubmissions)
    .groupBy(providerOfMatch);
  const providerOfLead = sql<string>`unnest(${leads.recs})`;
  const leadRows = await db
    .select({
      providerId: providerOfLead,
      n: sql<number>`count(*)::int`,
      recent: sql<number>`(count(*) filter (where ${leads.createdAt} >= ${since.toISOString()}))::int`,
    })
    .from(leads)
    .groupBy(providerOfLead);
  const callbacks = await db
    .select({ providerId: callbackRequests.providerId, n: count() })
    .from(callbackRequests)
    .groupBy(callbackRequests.providerId);

  const byId = new Map<string, ProviderActivity>();
  const entry = (providerId: string) => {
    let row = byId.get(providerId);
    if (!row) byId.set(providerId, (row = { providerId, matches: 0, leads: 0, leadsLast30Days: 0, callbacks: 0 }));
    return row;
  };
  for (const row of matches) entry(row.providerId).matches = Number(row.n);
  for (const row of leadRows) Object.assign(entry(row.providerId), { leads: Number(row.n), leadsLast30Days: Number(row.recent) });
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
  // Only confirmed addresses count (DECISIONS §10: double opt-in).
  const confirmed = isNotNull(newsletterSignups.confirmedAt);
  const [subscribers] = await db.select({ n: count() }).from(newsletterSignups).where(confirmed);
  const [recentSubscribers] = await db.select({ n: count() }).from(newsletterSignups).where(and(confirmed, gte(newsletterSignups.createdAt, new Date(Date.now() - 30 * DAY))));
  return { messages, enquiries, subscribers: subscribers?.n ?? 0, subscribersLast30Days: recentSubscribers?.n ?? 0 };
}
