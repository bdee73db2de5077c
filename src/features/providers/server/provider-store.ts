import "server-only";

import { eq } from "drizzle-orm";
import type { ZodType } from "zod";
import { writtenOnlyByThisProcess, type Database } from "@/server/db/client";
import {
  decideProposal,
  findPendingProposal,
  findProviderFacts,
  insertProposal,
  listDecidedProposals,
  listPendingProposals,
  listProviderFacts,
  listProviderHeadlines,
  lockProviderFacts,
  seedProviderFacts,
  writeProviderFacts,
  type ProviderFactsRow,
} from "@/server/db/queries/provider-facts";
import { siteUrl } from "@/config/env";
import { routes } from "@/config/routes";
import { canEditProviderFacts } from "@/lib/permissions";
import { rolesForUser } from "@/server/db/queries/roles";
import { users } from "@/server/db/schema";
import { enqueueMail, type Executor } from "@/server/mail";
import { FACT_TITLES, factChangesSchema, factsOf, providerFactsSchema, verifiedAtSchema, withFacts, type FactChanges, type ProviderFacts } from "../facts";
import { factsDecisionMail } from "../mails";
import { getProvider, listProviders } from "../index";
import type { FactKey, Provider, ProviderNames } from "../types";

/**
 * Provider facts from the database (docs/product.md, "Provider facts"). The code's data is only the seed: the first
 * read stores it for any provider without a row. A stored row that no longer passes the schema
 * is logged and the seed shown instead, so one bad row cannot take a profile down.
 */
function fromRow(seed: Provider, row: ProviderFactsRow | undefined): Provider {
  if (!row) return seed;
  const facts = providerFactsSchema.safeParse(row.facts);
  const verifiedAt = verifiedAtSchema.safeParse(row.verifiedAt);
  if (!facts.success || !verifiedAt.success) {
    console.error(`[providers] stored facts for ${seed.id} are invalid; showing the seed`);
    return seed;
  }
  // A row never saved by staff still holds the seed: it has no change time to show.
  const edited = row.updatedAt.getTime() - row.createdAt.getTime() > 1000;
  return withFacts(seed, facts.data, verifiedAt.data, edited ? row.updatedAt.toISOString() : null);
}

export async function loadProviders(database: Database): Promise<Provider[]> {
  let rows = await listProviderFacts(database);
  const stored = new Set(rows.map((row) => row.providerId));
  const missing = listProviders().filter((p) => !stored.has(p.id));
  if (missing.length > 0) {
    await seedProviderFacts(database, missing.map((p) => ({ providerId: p.id, facts: factsOf(p) })));
    rows = await listProviderFacts(database);
  }
  const byId = new Map(rows.map((row) => [row.providerId, row]));
  return listProviders().map((seed) => fromRow(seed, byId.get(seed.id)));
}

/** What the matching API and every list or mail that names a firm read of its published facts. */
interface Headline {
  services: Provider["services"];
  name: string;
  nameForSL: string;
}

type Headlines = Map<string, Headline>;

// Kept on globalThis: the matching API and the actions that publish facts are separate bundles.
const holders = globalThis as unknown as { __providerHeadlines?: WeakMap<Database, Promise<Headlines>> };
const keptHeadlines = (holders.__providerHeadlines ??= new WeakMap());

/**
 * Each firm's services and names as published, read without the rest of its facts: the matching
 * API orders matches by the services on every request, and mails, lists and the CSV name firms as
 * an admin last saved them. A stored value that fails its check gives way to the seed's, as a
 * whole row does in `loadProviders`, and so does a firm without a row yet.
 *
 * On a database only this process writes (the embedded one) the read is kept until this module
 * publishes a change (`forgetHeadlines`); PostgreSQL, which other instances write, is read every
 * time, and so is a transaction.
 */
function loadHeadlines(database: Executor): Promise<Headlines> {
  if (!writtenOnlyByThisProcess(database)) return readHeadlines(database);
  let read = keptHeadlines.get(database);
  if (!read) {
    read = readHeadlines(database);
    keptHeadlines.set(database, read);
    read.catch(() => keptHeadlines.delete(database));
  }
  return read;
}

/** Called after every write of provider facts, once it has finished. */
function forgetHeadlines(database: Database): void {
  keptHeadlines.delete(database);
}

/** A stored value when it passes its check, else the seed's. */
function orSeed<T>(schema: ZodType<T>, value: unknown, seed: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : seed;
}

async function readHeadlines(database: Executor): Promise<Headlines> {
  const stored = new Map((await listProviderHeadlines(database)).map((row) => [row.providerId, row]));
  const { services, name, nameForSL } = providerFactsSchema.shape;
  return new Map(
    listProviders().map((seed) => {
      const row = stored.get(seed.id);
      const headline = row
        ? { services: orSeed(services, row.services, seed.services), name: orSeed(name, row.name, seed.name), nameForSL: orSeed(nameForSL, row.nameForSL, seed.nameForSL) }
        : { services: seed.services, name: seed.name, nameForSL: seed.nameForSL };
      return [seed.id, headline];
    }),
  );
}

/** Names and services as published, for the matching API: one read for both. */
export interface PublishedHeadlines extends ProviderNames {
  /** The firm's services; none for an unknown id. */
  services(id: string): readonly Provider["services"][number][];
}

export async function loadPublishedHeadlines(database: Executor): Promise<PublishedHeadlines> {
  const headlines = await loadHeadlines(database);
  return {
    short: (id) => headlines.get(id)?.nameForSL ?? id,
    full: (id) => headlines.get(id)?.name ?? id,
    services: (id) => headlines.get(id)?.services ?? [],
  };
}

export type { ProviderNames };

export async function loadProviderNames(database: Executor): Promise<ProviderNames> {
  const { short, full } = await loadPublishedHeadlines(database);
  return { short, full };
}

export async function loadProvider(database: Database, id: string): Promise<Provider | null> {
  const seed = getProvider(id);
  if (!seed) return null;
  const row = await findProviderFacts(database, id);
  if (!row) {
    await seedProviderFacts(database, [{ providerId: id, facts: factsOf(seed) }]);
    return seed;
  }
  return fromRow(seed, row);
}

/** Writes a provider's facts, dating those ticked as verified (see `publishFacts`). */
async function writeFacts(
  database: Database,
  provider: Provider,
  input: { facts: ProviderFacts; verified: readonly FactKey[]; by: string; now?: Date },
): Promise<void> {
  const now = (input.now ?? new Date()).toISOString();
  const before = factsOf(provider);
  const verifiedAt: Partial<Record<FactKey, string>> = {};
  for (const key of Object.keys(input.facts) as FactKey[]) {
    const changed = JSON.stringify(before[key]) !== JSON.stringify(input.facts[key]);
    if (input.verified.includes(key)) verifiedAt[key] = now;
    else if (!changed && provider.verifiedAt[key]) verifiedAt[key] = provider.verifiedAt[key];
  }
  await writeProviderFacts(database, { providerId: provider.id, facts: input.facts, verifiedAt, updatedBy: input.by });
}

/**
 * An admin's save: publishes at once. Facts ticked as verified get today's date; a changed fact
 * that was not re-verified loses its old date, since the date vouched for the old value.
 */
export async function publishFacts(
  database: Database,
  provider: Provider,
  input: { facts: ProviderFacts; verified: readonly FactKey[]; by: string; now?: Date },
): Promise<void> {
  await writeFacts(database, provider, input);
  forgetHeadlines(database);
}

export interface Proposal {
  id: string;
  changes: FactChanges;
  createdAt: string;
}

/** A proposal waiting for an admin, with who proposed it (their address; null once their account is gone). */
export interface PendingProposal extends Proposal {
  proposedBy: string | null;
}

export async function proposeFacts(database: Database, providerId: string, changes: FactChanges, by: string): Promise<Proposal> {
  const row = await insertProposal(database, { providerId, changes: factChangesSchema.parse(changes), proposedBy: by });
  return { id: row.id, changes, createdAt: row.createdAt.toISOString() };
}

export async function pendingProposals(database: Database, providerId: string): Promise<PendingProposal[]> {
  const rows = await listPendingProposals(database, providerId);
  return rows.flatMap((row) => {
    const changes = factChangesSchema.safeParse(row.changes);
    return changes.success ? [{ id: row.id, changes: changes.data, createdAt: row.createdAt.toISOString(), proposedBy: row.proposedByEmail }] : [];
  });
}

/** A proposal an admin has decided on, as the facts page lists it. */
export interface DecidedProposal {
  id: string;
  /** The titles of the facts it changed. */
  factTitles: string[];
  approved: boolean;
  reason: string | null;
  proposedAt: string;
  decidedAt: string;
  /** The proposing member's e-mail address (null when their account is gone). */
  proposedBy: string | null;
}

/** A provider's latest decided proposals, newest decision first. */
export async function recentDecisions(database: Database, providerId: string, limit = 5): Promise<DecidedProposal[]> {
  const rows = await listDecidedProposals(database, providerId, limit);
  return rows.map((row) => ({
    id: row.id,
    factTitles: Object.keys(typeof row.changes === "object" && row.changes !== null ? row.changes : {}).flatMap((key) => (key in FACT_TITLES ? [FACT_TITLES[key as FactKey]] : [])),
    approved: row.status === "approved",
    reason: row.reason,
    proposedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt.toISOString(),
    proposedBy: row.proposedByEmail,
  }));
}

/** Said when an approved proposal's stored values no longer pass the facts' checks. */
const UNREADABLE_PROPOSAL = "The proposed values no longer pass the checks the facts page makes, so nothing could be published.";

/**
 * An admin approves (the changes publish, unverified) or rejects a pending proposal, with a reason
 * for a rejection. The member who proposed it is e-mailed the decision while they may still edit
 * the firm's facts. Decision, facts and mail are written in one transaction.
 */
export async function decideOnProposal(
  database: Database,
  provider: Provider,
  input: { proposalId: string; approve: boolean; by: string; reason: string | null; now?: Date },
): Promise<ProposalDecision> {
  const proposal = await findPendingProposal(database, input.proposalId, provider.id);
  if (!proposal) return { status: "not-pending" };
  const changes = factChangesSchema.safeParse(proposal.changes);
  const approved = input.approve && changes.success;
  const reason = approved ? null : changes.success ? input.reason : UNREADABLE_PROPOSAL;
  const outcome = await database.transaction(async (tx): Promise<ProposalDecision> => {
    const decided = await decideProposal(tx, { id: proposal.id, status: approved ? "approved" : "rejected", decidedBy: input.by, reason });
    if (!decided) return { status: "not-pending" };
    if (approved) {
      // Merged onto the facts as they are now, not as they were read before: another admin may have
      // published a change since, which must not be written over.
      const current = fromRow(provider, (await lockProviderFacts(tx, provider.id)) ?? undefined);
      await writeFacts(tx, current, { facts: { ...factsOf(current), ...changes.data }, verified: [], by: input.by });
    }
    const status = approved ? "approved" : "rejected";
    const proposer = decided.proposedBy ? await memberHandling(tx, decided.proposedBy, provider.id) : null;
    if (!proposer) return { status, proposer: "gone" };
    const changed = changes.success ? (Object.keys(changes.data) as FactKey[]).map((key) => FACT_TITLES[key]) : [];
    const mail = factsDecisionMail({ firmName: provider.nameForSL, approved, factTitles: changed, proposedAt: proposal.createdAt, reason, url: `${siteUrl()}${routes.providerEditor(provider.id)}` });
    // Counted under a key of its own, so that an admin clearing a backlog cannot use up the member's own allowance (their reset links).
    const { written } = await enqueueMail(tx, { kind: "facts-decision", to: proposer.email, limitKey: `proposer:${proposer.email.toLowerCase()}`, ...mail }, (input.now ?? new Date()).getTime());
    return { status, proposer: written.length > 0 ? "mailed" : "held" };
  });
  if (outcome.status === "approved") forgetHeadlines(database);
  return outcome;
}

/**
 * What became of a decision, and of the mail to the member who proposed the changes: sent, held by
 * the mail limits, or not sent since they may no longer edit the firm's facts.
 */
export type ProposalDecision = { status: "not-pending" } | { status: "approved" | "rejected"; proposer: "mailed" | "held" | "gone" };

/** The member's address while they may still edit the firm's facts (its own staff, sales or admin). */
async function memberHandling(database: Database, userId: string, providerId: string): Promise<{ email: string } | null> {
  const [user] = await database.select({ email: users.email, isAnonymous: users.isAnonymous }).from(users).where(eq(users.id, userId));
  if (!user || user.isAnonymous) return null;
  return canEditProviderFacts(await rolesForUser(database, userId), providerId) ? { email: user.email } : null;
}
