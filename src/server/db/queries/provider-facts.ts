import "server-only";

import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "@/server/mail";
import type { Database } from "../client";
import { providerFactProposals, providerFacts, users } from "../schema";

/** The stored facts as raw JSON: the providers feature validates them before use. */
export type ProviderFactsRow = Pick<typeof providerFacts.$inferSelect, "providerId" | "facts" | "verifiedAt" | "updatedAt" | "createdAt">;

const columns = {
  providerId: providerFacts.providerId,
  facts: providerFacts.facts,
  verifiedAt: providerFacts.verifiedAt,
  updatedAt: providerFacts.updatedAt,
  createdAt: providerFacts.createdAt,
};

export async function listProviderFacts(db: Database): Promise<ProviderFactsRow[]> {
  return db.select(columns).from(providerFacts);
}

/**
 * Each stored row's services and names alone: the matching API and every mail or list that names a
 * firm read nothing else.
 */
export async function listProviderHeadlines(db: Executor): Promise<{ providerId: string; services: unknown; name: unknown; nameForSL: unknown }[]> {
  return db
    .select({
      providerId: providerFacts.providerId,
      services: sql<unknown>`${providerFacts.facts} -> 'services'`,
      name: sql<unknown>`${providerFacts.facts} -> 'name'`,
      nameForSL: sql<unknown>`${providerFacts.facts} -> 'nameForSL'`,
    })
    .from(providerFacts);
}

export async function findProviderFacts(db: Database, providerId: string): Promise<ProviderFactsRow | null> {
  const [row] = await db.select(columns).from(providerFacts).where(eq(providerFacts.providerId, providerId));
  return row ?? null;
}

/** The stored facts, locked until the transaction ends, so that a change is merged onto the latest. */
export async function lockProviderFacts(tx: Database, providerId: string): Promise<ProviderFactsRow | null> {
  const [row] = await tx.select(columns).from(providerFacts).where(eq(providerFacts.providerId, providerId)).for("update");
  return row ?? null;
}

/** Seeds rows that are missing; an existing row (edited by staff) is never overwritten. */
export async function seedProviderFacts(db: Database, seeds: { providerId: string; facts: unknown }[]): Promise<void> {
  if (seeds.length === 0) return;
  await db.insert(providerFacts).values(seeds).onConflictDoNothing({ target: providerFacts.providerId });
}

export async function writeProviderFacts(db: Database, input: { providerId: string; facts: unknown; verifiedAt: unknown; updatedBy: string | null }): Promise<void> {
  await db
    .insert(providerFacts)
    .values(input)
    .onConflictDoUpdate({ target: providerFacts.providerId, set: { facts: input.facts, verifiedAt: input.verifiedAt, updatedBy: input.updatedBy, updatedAt: new Date() } });
}

export type ProposalRow = Pick<typeof providerFactProposals.$inferSelect, "id" | "providerId" | "changes" | "status" | "createdAt">;

const proposalColumns = {
  id: providerFactProposals.id,
  providerId: providerFactProposals.providerId,
  changes: providerFactProposals.changes,
  status: providerFactProposals.status,
  createdAt: providerFactProposals.createdAt,
};

export async function insertProposal(db: Database, input: { providerId: string; changes: unknown; proposedBy: string }): Promise<ProposalRow> {
  const [row] = await db.insert(providerFactProposals).values(input).returning(proposalColumns);
  if (!row) throw new Error("proposal not stored");
  return row;
}

/** A provider's proposals waiting for an admin, newest first, with the proposer's address (null once their account is gone). */
export async function listPendingProposals(db: Database, providerId: string): Promise<(ProposalRow & { proposedByEmail: string | null })[]> {
  return db
    .select({ ...proposalColumns, proposedByEmail: users.email })
    .from(providerFactProposals)
    .leftJoin(users, eq(users.id, providerFactProposals.proposedBy))
    .where(and(eq(providerFactProposals.providerId, providerId), eq(providerFactProposals.status, "pending")))
    .orderBy(desc(providerFactProposals.createdAt));
}

/** How many proposed changes wait for approval, per provider with any. */
export async function countPendingProposals(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ providerId: providerFactProposals.providerId, count: sql<number>`count(*)::int` })
    .from(providerFactProposals)
    .where(eq(providerFactProposals.status, "pending"))
    .groupBy(providerFactProposals.providerId);
  return new Map(rows.map((row) => [row.providerId, Number(row.count)]));
}

export async function findPendingProposal(db: Database, id: string, providerId: string): Promise<ProposalRow | null> {
  const [row] = await db
    .select(proposalColumns)
    .from(providerFactProposals)
    .where(and(eq(providerFactProposals.id, id), eq(providerFactProposals.providerId, providerId), eq(providerFactProposals.status, "pending")));
  return row ?? null;
}

/**
 * Marks a pending proposal decided, with the reason for a rejection. Returns who proposed it (null
 * when their account is gone), or false when it was no longer pending (decided elsewhere).
 */
export async function decideProposal(
  db: Database,
  input: { id: string; status: "approved" | "rejected"; decidedBy: string; reason: string | null },
): Promise<{ proposedBy: string | null } | false> {
  const [row] = await db
    .update(providerFactProposals)
    .set({ status: input.status, decidedBy: input.decidedBy, decidedAt: new Date(), decisionReason: input.reason })
    .where(and(eq(providerFactProposals.id, input.id), eq(providerFactProposals.status, "pending")))
    .returning({ proposedBy: providerFactProposals.proposedBy });
  return row ?? false;
}

export interface DecidedProposalRow {
  id: string;
  changes: unknown;
  status: "approved" | "rejected";
  reason: string | null;
  createdAt: Date;
  decidedAt: Date;
  proposedByEmail: string | null;
}

/** A provider's most recently decided proposals, newest decision first. */
export async function listDecidedProposals(db: Database, providerId: string, limit: number): Promise<DecidedProposalRow[]> {
  const rows = await db
    .select({
      id: providerFactProposals.id,
      changes: providerFactProposals.changes,
      status: providerFactProposals.status,
      reason: providerFactProposals.decisionReason,
      createdAt: providerFactProposals.createdAt,
      decidedAt: providerFactProposals.decidedAt,
      proposedByEmail: users.email,
    })
    .from(providerFactProposals)
    .leftJoin(users, eq(users.id, providerFactProposals.proposedBy))
    .where(and(eq(providerFactProposals.providerId, providerId), ne(providerFactProposals.status, "pending")))
    .orderBy(desc(providerFactProposals.decidedAt))
    .limit(limit);
  return rows.flatMap((row) => (row.status !== "pending" && row.decidedAt ? [{ ...row, status: row.status, decidedAt: row.decidedAt }] : []));
}
