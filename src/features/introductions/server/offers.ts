import "server-only";

import { and, asc, eq, isNull, isNotNull, lt, ne, or } from "drizzle-orm";
import { loadProviderNames, type ProviderNames } from "@/features/providers/server";
import { enqueueMail, type Executor } from "@/server/mail";
import type { Database } from "@/server/db/client";
import { findLeadByUser } from "@/server/db/queries/leads";
import { findSubmissionByUser } from "@/server/db/queries/submissions";
import { introductions, leads } from "@/server/db/schema";
import { deliveryInWords, isOffered } from "../delivery-route";
import { visitorOverdueMail, type NextFirmInWords } from "../mails";
import { chooseNextFirm, poolOf, type NextFirm } from "../next-firm";
import { isOverdue } from "../working-days";
import { introduceToFirms, listVisitorIntroductions, type CreatedIntroduction } from "./introduce";
import { investorIntroductionsUrl } from "./investor-url";
import { firmRoutes } from "./routes";
import { notWaitingAtDesk } from "./desk";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The next firm of the investor's own pool not yet introduced, that can be offered. */
export async function nextFirmFor(executor: Executor, userId: string): Promise<NextFirm> {
  const submission = await findSubmissionByUser(executor as Database, userId);
  const pool = poolOf(submission?.match ?? null);
  const introduced = (await executor.select({ providerId: introductions.providerId }).from(introductions).where(eq(introductions.userId, userId))).map((r) => r.providerId);
  const routeOf = await firmRoutes(executor, pool);
  return chooseNextFirm({ pool, introduced, offered: (id) => {
    const route = routeOf.get(id);
    return route !== undefined && isOffered(route);
  } });
}

export const nextFirmInWords = (next: NextFirm, names: ProviderNames): NextFirmInWords => (next.kind === "firm" ? { firmName: names.short(next.providerId) } : null);

export interface NextFirmOfferView {
  /** The introduction that prompted the offer. */
  trigger: { id: string; providerId: string; firmName: string; reason: "declined" | "overdue" };
  next: { providerId: string; firmName: string } | null;
}

/**
 * What the investor is offered now: for the oldest of their declined or overdue introductions not
 * yet followed by another (one they sent from an earlier offer), the next firm of their pool.
 * Null when nothing prompts an offer.
 */
export async function currentOffer(database: Database, userId: string, now = new Date()): Promise<NextFirmOfferView | null> {
  const intros = await listVisitorIntroductions(database, userId);
  const replaced = new Set(intros.flatMap((i) => (i.replacesId ? [i.replacesId] : [])));
  const trigger = intros
    .filter((i) => !replaced.has(i.id))
    .filter((i) => i.status === "declined" || (i.status === "sent" && !i.waitingAtDesk && i.sentAt !== null && isOverdue(i.sentAt, now)))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0];
  if (!trigger) return null;
  const [next, names] = await Promise.all([nextFirmFor(database, userId), loadProviderNames(database)]);
  return {
    trigger: { id: trigger.id, providerId: trigger.providerId, firmName: names.short(trigger.providerId), reason: trigger.status === "declined" ? "declined" : "overdue" },
    next: next.kind === "firm" ? { providerId: next.providerId, firmName: names.short(next.providerId) } : null,
  };
}

export type SendToNextOutcome =
  | { status: "sent"; introduction: CreatedIntroduction; message: string }
  | { status: "invalid" | "not-offered"; message: string };

/**
 * The investor's one press: sends their details to the firm they are offered, and only that firm.
 * Anything else (an old offer, a firm outside their pool) is refused and nothing is sent.
 */
export async function sendToNextFirm(database: Database, userId: string, body: unknown): Promise<SendToNextOutcome> {
  const providerId = typeof body === "object" && body !== null && "providerId" in body ? (body as { providerId: unknown }).providerId : undefined;
  if (typeof providerId !== "string" || providerId.length === 0 || providerId.length > 40) return { status: "invalid", message: "providerId: choose the firm you were offered" };
  const offer = await currentOffer(database, userId);
  if (!offer?.next || offer.next.providerId !== providerId) {
    return { status: "not-offered", message: "That firm is not the one we are offering you now. Please reload the page to see your introductions." };
  }
  const lead = await findLeadByUser(database, userId);
  const submission = await findSubmissionByUser(database, userId);
  if (!lead || !submission) return { status: "not-offered", message: "Send us your details first." };
  const [created] = await database.transaction((tx) => introduceToFirms(tx, { userId, leadId: lead.id, providerIds: [providerId], replacesId: offer.trigger.id }));
  if (!created) return { status: "not-offered", message: "That firm has already had your details." };
  const firmName = offer.next.firmName;
  const message =
    created.status === "confirming"
      ? `We have e-mailed you a link: once you confirm your e-mail address, we will send your details to ${firmName}.`
      : `Thank you. Your introduction was ${deliveryInWords(firmName, created.deliveredVia ?? "firm")}.`;
  return { status: "sent", introduction: created, message };
}

/** Sent 2 days ago or more to a firm that has been told, unanswered, the investor not yet told. */
const stillOverdueCandidate = (now: Date) =>
  and(
    eq(introductions.status, "sent"),
    or(isNull(introductions.deliveredVia), ne(introductions.deliveredVia, "held")),
    notWaitingAtDesk(),
    isNull(introductions.overdueNotifiedAt),
    lt(introductions.sentAt, new Date(now.getTime() - 2 * DAY_MS)),
  );

/**
 * Tells each investor, once, that a firm has not answered within 2 working days, with the next firm
 * of their pool. Each introduction is claimed in the database (overdue_notified_at, set only where
 * still empty) in the transaction that writes the mail, so several instances running this at once
 * send each mail once. Safe to rerun; returns how many investors were told.
 */
export async function notifyOverdueIntroductions(database: Database, now = new Date()): Promise<number> {
  // Two working days are never fewer than 2 calendar days: older rows are the only candidates.
  const candidates = await database
    .select({ id: introductions.id, sentAt: introductions.sentAt })
    .from(introductions)
    // A held introduction's firm has not been told by mail yet, nor one waiting at our desk: its clock starts when it is (./held.ts, ./desk.ts).
    .where(and(stillOverdueCandidate(now), isNotNull(introductions.sentAt)))
    .orderBy(asc(introductions.sentAt))
    .limit(200);
  let told = 0;
  for (const candidate of candidates) {
    if (!candidate.sentAt || !isOverdue(candidate.sentAt, now)) continue;
    told += await database.transaction(async (tx) => {
      const [claimed] = await tx
        .update(introductions)
        .set({ overdueNotifiedAt: now })
        // Checked again as it is claimed: our desk may have passed it on meanwhile, which restarts its clock.
        .where(and(eq(introductions.id, candidate.id), stillOverdueCandidate(now)))
        .returning({ userId: introductions.userId, providerId: introductions.providerId, leadId: introductions.leadId });
      if (!claimed) return 0;
      const [lead] = await tx.select({ email: leads.email, firstName: leads.firstName }).from(leads).where(eq(leads.id, claimed.leadId));
      if (!lead) return 0;
      const next = await nextFirmFor(tx, claimed.userId);
      const names = await loadProviderNames(tx);
      const mail = visitorOverdueMail({
        firstName: lead.firstName,
        firmName: names.short(claimed.providerId),
        introductionsUrl: await investorIntroductionsUrl(tx, { userId: claimed.userId, email: lead.email }),
        next: nextFirmInWords(next, names),
      });
      await enqueueMail(tx, { kind: "introduction-overdue", to: lead.email, ...mail });
      return 1;
    });
  }
  return told;
}
