import "server-only";

import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { siteUrl } from "@/config/env";
import { RETENTION } from "@/config/retention";
import { routes } from "@/config/routes";
import { loadProviderNames, type ProviderNames } from "@/features/providers/server";
import { enqueueMail, type Executor } from "@/server/mail";
import type { Database } from "@/server/db/client";
import { findSubmissionByUser } from "@/server/db/queries/submissions";
import { introductionEvents, introductionOutcomes, introductions, leads, meetings, reviews } from "@/server/db/schema";
import type { AfterMeeting, YourIntroduction } from "../components/your-introductions";
import { deliveredViaOf, deliveriesInWords, deliveryInWords, isOffered, type DeliveredVia, type DeliveryRoute } from "../delivery-route";
import { addressUnconfirmed } from "../addresses";
import { confirmEmailMail, deskIntroductionMail, newIntroductionMail, visitorConfirmationMail } from "../mails";
import { canAskAgain, canWithdraw, firmMaySeeContact, INTRODUCTION_STATUSES, statusInWords, type IntroductionStatus } from "../statuses";
import { firstConfirmationIntroductionsUrl, investorIntroductionsUrl } from "./investor-url";
import { isWaitingAtDesk } from "./desk";
import { firmRoutes, introductionsDesk } from "./routes";
import { formatOrdinalDate } from "@/lib/dates";
import { sentOnce } from "@/server/db/queries/retention";

export const CONFIRM_WITHIN_DAYS = RETENTION.introductionUnconfirmedDays;
const DAY_MS = 24 * 60 * 60 * 1000;
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export interface CreatedIntroduction {
  id: string;
  providerId: string;
  status: "confirming" | "sent";
  deliveredVia: DeliveredVia | null;
}

/**
 * Tells one firm of an introduction through its route, in `tx`: a "New introduction" to its
 * members and address, or the desk's mail naming the firm. Returns how it went. A firm's mail
 * counts against the firm's own limit (src/server/mail/limits.ts); when a flood has used
 * it up, the desk is asked to pass the introduction on when one is configured, and otherwise the
 * firm's people are told of it by the next hourly notice (`tellFirmsOfHeldIntroductions`), so that
 * what the visitor is told stays true. The desk's mails count against one key of their own.
 */
async function tellFirm(tx: Executor, intro: { id: string; providerId: string }, route: Extract<DeliveryRoute, { kind: "firm" | "desk" }>, names: ProviderNames): Promise<DeliveredVia> {
  if (route.kind === "firm") {
    const mail = newIntroductionMail(names.short(intro.providerId), introductionUrl(intro));
    const { written } = await enqueueMail(tx, route.recipients.map((to) => ({ kind: "new-introduction", to, limitKey: `firm:${intro.providerId}`, ...mail })));
    if (written.length > 0) return "firm";
    const desk = introductionsDesk();
    if (!desk) return "held";
    await passToDesk(tx, desk, intro, "firm-limit", names);
    return "desk";
  }
  await passToDesk(tx, route.recipient, intro, "no-route", names);
  return "desk";
}

/** The introduction in its firm's workspace, as the firm's and the desk's mails link to it. */
const introductionUrl = (intro: { id: string; providerId: string }) => `${siteUrl()}${routes.salesPortalIntroduction(intro.providerId, intro.id)}`;

/**
 * Asks the operator's desk to pass one introduction on to its firm, saying why it came to the desk;
 * the mail counts against the desk's own limit. Whether it was written.
 */
export async function passToDesk(tx: Executor, desk: string, intro: { id: string; providerId: string }, why: "no-route" | "firm-limit", names: ProviderNames, now = Date.now()): Promise<boolean> {
  const mail = deskIntroductionMail(names.short(intro.providerId), introductionUrl(intro), why);
  const { written } = await enqueueMail(tx, { kind: "desk-introduction", to: desk, limitKey: "desk", ...mail }, now);
  return written.length > 0;
}

/** Moves introductions to `sent`, tells each firm through its route, and records it. */
async function sendNow(tx: Executor, intros: { id: string; providerId: string }[], routeOf: Map<string, DeliveryRoute>, actor: { id: string | null; kind: string }, now: Date, names: ProviderNames) {
  const sent: { id: string; providerId: string; via: DeliveredVia }[] = [];
  for (const intro of intros) {
    const route = routeOf.get(intro.providerId);
    if (!route || !isOffered(route)) continue;
    const via = await tellFirm(tx, intro, route, names);
    await tx.update(introductions).set({ status: "sent", sentAt: now, deliveredVia: via, updatedAt: now }).where(eq(introductions.id, intro.id));
    await tx.insert(introductionEvents).values({ introductionId: intro.id, status: "sent", actorId: actor.id, actorKind: actor.kind });
    sent.push({ ...intro, via });
  }
  return sent;
}

/** The statuses in which a firm sees the lead's contact details (`firmMaySeeContact`). */
const SEEN_BY_FIRM = INTRODUCTION_STATUSES.filter(firmMaySeeContact);

/** The firms that see the lead's contact details now, oldest introduction first. */
async function firmsSeeing(tx: Executor, leadId: string): Promise<string[]> {
  return (await firmsSeeingAndWaiting(tx, leadId)).map((r) => r.providerId);
}

/** `firmsSeeing`, each with whether its introduction still waits at our desk to be passed on. */
async function firmsSeeingAndWaiting(tx: Executor, leadId: string): Promise<{ providerId: string; waitingAtDesk: boolean }[]> {
  const rows = await tx
    .select({ providerId: introductions.providerId, status: introductions.status, deliveredVia: introductions.deliveredVia, passedOnAt: introductions.passedOnAt })
    .from(introductions)
    .where(and(eq(introductions.leadId, leadId), inArray(introductions.status, SEEN_BY_FIRM)))
    .orderBy(asc(introductions.createdAt), introductions.providerId);
  return rows.map((r) => ({ providerId: r.providerId, waitingAtDesk: isWaitingAtDesk(r) }));
}

type LeadToConfirm = { id: string; userId: string; email: string; firstName: string; confirmedEmail: string | null };

/**
 * Mails the lead a fresh single-use confirmation link (replacing any earlier one), naming every
 * introduction of the lead that the confirmation will send and, when the address changed while
 * firms have the lead's details, those firms. Whether the mail was written: it counts against the
 * address's limits like any other, and a mail held back leaves the earlier link as it was, so that
 * the next save can mail one (docs/introductions.md, "Confirming the e-mail address first"). The
 * link's time is set either way: an unconfirmed profile lapses counted from when it was asked for.
 */
async function askToConfirm(tx: Executor, lead: LeadToConfirm, now: Date): Promise<boolean> {
  const token = randomBytes(32).toString("base64url");
  const waiting = await tx
    .select({ providerId: introductions.providerId })
    .from(introductions)
    .where(and(eq(introductions.leadId, lead.id), eq(introductions.status, "confirming")))
    .orderBy(asc(introductions.createdAt));
  const providerIds = waiting.map((w) => w.providerId);
  const routeOf = await firmRoutes(tx, providerIds);
  const names = await loadProviderNames(tx);
  const firms = providerIds.flatMap((providerId) => {
    const route = routeOf.get(providerId);
    return route && isOffered(route) ? [{ firmName: names.short(providerId), via: route.kind }] : [];
  });
  const told = await firmsSeeing(tx, lead.id);
  const seeing = lead.confirmedEmail && addressUnconfirmed(lead) ? told : [];
  const mail = confirmEmailMail({
    firstName: lead.firstName,
    firms,
    addressChange: seeing.length > 0 ? { firmNames: seeing.map(names.short) } : null,
    firmsHaveDetails: told.length > 0,
    confirmUrl: `${siteUrl()}${routes.introductionsConfirm}?token=${token}`,
    // Firms already have this investor's details: no sign-in link to them goes to an address not
    // yet shown to be theirs, which may be mistyped. Confirming links on to their introductions.
    introductionsUrl: told.length > 0 ? null : await firstConfirmationIntroductionsUrl(tx, { userId: lead.userId, email: lead.email }),
    validDays: CONFIRM_WITHIN_DAYS,
  });
  const { written } = await enqueueMail(tx, { kind: "introduction-confirm-email", to: lead.email, ...mail });
  if (written.length > 0) await tx.update(leads).set({ confirmTokenHash: sha256(token), confirmTokenCreatedAt: now }).where(eq(leads.id, lead.id));
  else await tx.update(leads).set({ confirmTokenCreatedAt: sql`coalesce(${leads.confirmTokenCreatedAt}, ${now.toISOString()}::timestamptz)` }).where(eq(leads.id, lead.id));
  return written.length > 0;
}

/**
 * The visitor's mail after sending: what happened for each firm. `introducedBefore`: the firms
 * introduced earlier, read before these were sent; those whose introduction still waits at our
 * desk do not have the details yet, and are named as such. `addressChanged`: the firms that have
 * them now see the address just confirmed.
 */
async function tellVisitorSent(
  tx: Executor,
  lead: { userId: string; email: string; firstName: string },
  sent: { providerId: string; via: DeliveredVia }[],
  before: { introducedBefore: { providerId: string; waitingAtDesk: boolean }[]; addressChanged: boolean },
  names: ProviderNames,
) {
  if (sent.length === 0) return;
  const mail = visitorConfirmationMail({
    firstName: lead.firstName,
    firms: sent.map((s) => ({ firmName: names.short(s.providerId), via: s.via })),
    introductionsUrl: await investorIntroductionsUrl(tx, { userId: lead.userId, email: lead.email }),
    introducedBefore: before.introducedBefore.filter((f) => !f.waitingAtDesk).map((f) => names.short(f.providerId)),
    passingOnBefore: before.introducedBefore.filter((f) => f.waitingAtDesk).map((f) => names.short(f.providerId)),
    addressChanged: before.addressChanged,
  });
  await enqueueMail(tx, { kind: "introduction-confirmation", to: lead.email, ...mail });
}

/**
 * Introduces the visitor's lead to each firm not yet introduced (unique per visitor and firm) that
 * can be offered, in `tx`, the transaction that stored the lead. While the lead's e-mail address is
 * unconfirmed the introductions wait as `confirming` and the visitor is mailed a confirmation link;
 * no firm is told. Once confirmed, each firm is told at once through its route and the visitor is
 * mailed what happened per firm. `replacesId`: the declined or overdue introduction this one follows.
 */
export async function introduceToFirms(
  tx: Executor,
  input: { userId: string; leadId: string; providerIds: string[]; replacesId?: string | null },
): Promise<CreatedIntroduction[]> {
  if (input.providerIds.length === 0) return [];
  const routeOf = await firmRoutes(tx, input.providerIds);
  const offered = input.providerIds.filter((id) => {
    const route = routeOf.get(id);
    return route !== undefined && isOffered(route);
  });
  if (offered.length === 0) return [];
  const [lead] = await tx
    .select({ id: leads.id, userId: leads.userId, email: leads.email, firstName: leads.firstName, emailConfirmedAt: leads.emailConfirmedAt, confirmedEmail: leads.confirmedEmail })
    .from(leads)
    .where(eq(leads.id, input.leadId));
  if (!lead) return [];
  const created = await tx
    .insert(introductions)
    .values(offered.map((providerId) => ({ userId: input.userId, leadId: input.leadId, providerId, status: "confirming" as const, replacesId: input.replacesId ?? null })))
    // A firm the visitor withdrew from is asked again by reopening that introduction: its clock
    // restarts and the firm's earlier answer is cleared, while its history keeps every event.
    .onConflictDoUpdate({
      target: [introductions.userId, introductions.providerId],
      set: {
        status: "confirming",
        leadId: sql`excluded.lead_id`,
        replacesId: sql`excluded.replaces_id`,
        declineReason: null,
        firstResponseAt: null,
        sentAt: null,
        deliveredVia: null,
        passedOnAt: null,
        passedOnBy: null,
        reachedDeskAt: null,
        overdueNotifiedAt: null,
        createdAt: sql`now()`,
        updatedAt: sql`now()`,
      },
      setWhere: eq(introductions.status, "withdrawn"),
    })
    .returning({ id: introductions.id, providerId: introductions.providerId });
  if (created.length === 0) return [];
  await tx.insert(introductionEvents).values(created.map((c) => ({ introductionId: c.id, status: "confirming" as const, actorId: input.userId, actorKind: "visitor" })));
  const now = new Date();
  if (!lead.emailConfirmedAt) {
    await askToConfirm(tx, lead, now);
    return created.map((c) => ({ ...c, status: "confirming" as const, deliveredVia: null }));
  }
  const introducedBefore = await firmsSeeingAndWaiting(tx, lead.id);
  const names = await loadProviderNames(tx);
  const sent = await sendNow(tx, created, routeOf, { id: input.userId, kind: "visitor" }, now, names);
  await tellVisitorSent(tx, lead, sent, { introducedBefore, addressChanged: false }, names);
  return sent.map((s) => ({ id: s.id, providerId: s.providerId, status: "sent" as const, deliveredVia: s.via }));
}

/**
 * The lead while it waits on a confirmation link (introductions waiting for it, or firms that have
 * its details seeing an earlier address), and whether a link that works is out; null when it waits
 * on none. A link is out when it was mailed within the last 7 days: one held back by the address's
 * mail limit was never stored (askToConfirm).
 */
async function waitingOnLink(tx: Executor, leadId: string, now: Date): Promise<{ lead: LeadToConfirm; linkOut: boolean } | null> {
  const [lead] = await tx
    .select({
      id: leads.id,
      userId: leads.userId,
      email: leads.email,
      firstName: leads.firstName,
      confirmedEmail: leads.confirmedEmail,
      emailConfirmedAt: leads.emailConfirmedAt,
      confirmTokenHash: leads.confirmTokenHash,
      confirmTokenCreatedAt: leads.confirmTokenCreatedAt,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead || lead.emailConfirmedAt) return null;
  const [waiting] = await tx.select({ id: introductions.id }).from(introductions).where(and(eq(introductions.leadId, leadId), eq(introductions.status, "confirming"))).limit(1);
  // Back to the address the firms see already: nothing changes for them, so nothing to confirm for them.
  if (!waiting && !(addressUnconfirmed(lead) && (await firmsSeeing(tx, leadId)).length > 0)) return null;
  const linkOut = lead.confirmTokenHash !== null && lead.confirmTokenCreatedAt !== null && lead.confirmTokenCreatedAt.getTime() > now.getTime() - CONFIRM_WITHIN_DAYS * DAY_MS;
  return { lead, linkOut };
}

/**
 * After the visitor saved their profile without choosing a new firm: while their address is
 * unconfirmed (it changed) and no working link for it is out, a fresh link goes to it when
 * introductions are waiting for it, or when firms have their details and still see their previous
 * address (docs/introductions.md, "Confirming the e-mail address first"). Saving again while a
 * link works sends nothing more. Returns what confirmationLink would say afterwards.
 */
export async function remindToConfirm(tx: Executor, leadId: string, now = new Date()): Promise<"mailed" | "held" | null> {
  const state = await waitingOnLink(tx, leadId, now);
  if (!state) return null;
  if (state.linkOut) return "mailed";
  return (await askToConfirm(tx, state.lead, now)) ? "mailed" : "held";
}

/**
 * Whether the lead is waiting on a confirmation link, and if so whether one that works went out:
 * `held` when the last one asked for was held back by the address's mail limit. Null when nothing
 * waits on a link.
 */
export async function confirmationLink(tx: Executor, leadId: string, now = new Date()): Promise<"mailed" | "held" | null> {
  const state = await waitingOnLink(tx, leadId, now);
  return state === null ? null : state.linkOut ? "mailed" : "held";
}

export type ConfirmOutcome =
  | {
      status: "confirmed";
      /** The firms it was sent to, and what happened, a sentence per route (`deliveriesInWords`). */
      sent: string[];
      sentWords: string[];
      notSent: string[];
      /** The firms that already had the visitor's details and now see this address instead of their previous one. */
      addressNowSeenBy: string[];
      introductionsUrl: string;
    }
  | { status: "invalid" };

/**
 * Which lead a confirmation link's token opens, as a condition on `leads`: the one whose latest
 * link it is, mailed within 7 days. Null for a token not of the links' shape (askToConfirm), which
 * is refused unread.
 */
function linkWorksFor(token: string, now: Date) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  return and(eq(leads.confirmTokenHash, sha256(token)), gt(leads.confirmTokenCreatedAt, new Date(now.getTime() - CONFIRM_WITHIN_DAYS * DAY_MS)));
}

/** What pressing the confirmation page's button would do: the firms named as the page says it. */
export interface PendingConfirmation {
  /**
   * The firms whose introductions wait for the confirmation, each with the route it would go by
   * were it confirmed now: to the firm's own people, or to our desk. A firm with neither (it
   * stopped taking introductions, or no desk is set) is left out: confirming would not send to it.
   */
  waiting: { firmName: string; via: "firm" | "desk" }[];
  /** The firms that have the visitor's details and would then see this address instead of their previous one. */
  newAddressFor: string[];
}

/**
 * What the confirmation link would do if its button were pressed now, read without changing
 * anything, so that the page can say it before the press; null when the link does not work
 * (unknown, used already, or older than 7 days), so that the page can say that at once.
 */
export async function pendingConfirmation(database: Executor, token: string, now = new Date()): Promise<PendingConfirmation | null> {
  const works = linkWorksFor(token, now);
  if (!works) return null;
  const [lead] = await database.select({ id: leads.id, email: leads.email, confirmedEmail: leads.confirmedEmail }).from(leads).where(works);
  if (!lead) return null;
  const waiting = await database
    .select({ providerId: introductions.providerId })
    .from(introductions)
    .where(and(eq(introductions.leadId, lead.id), eq(introductions.status, "confirming")))
    .orderBy(asc(introductions.createdAt));
  const names = await loadProviderNames(database);
  const routeOf = await firmRoutes(database, waiting.map((w) => w.providerId));
  return {
    waiting: waiting.flatMap((w) => {
      const via = routeOf.get(w.providerId)?.kind;
      return via === "firm" || via === "desk" ? [{ firmName: names.short(w.providerId), via }] : [];
    }),
    newAddressFor: addressUnconfirmed(lead) ? (await firmsSeeing(database, lead.id)).map(names.short) : [],
  };
}

/**
 * The visitor pressed the button of their e-mailed confirmation link: their address is confirmed
 * and becomes the one firms see (`confirmed_email`), each of their `confirming` introductions is
 * sent through its firm's route, and they are mailed what happened per firm, all in one
 * transaction. The link works once, within 7 days. A firm that stopped taking introductions
 * meanwhile is not told, and the introduction to it is removed. With no introduction waiting (a
 * changed address), confirming only shows the new address to the firms that have their details.
 * `visitorId`: who is signed in where the button was pressed. When that is the visitor whose
 * address this is, their introductions are a plain link away; anywhere else (a mail app's own
 * browser), the way there is a one-time sign-in link.
 */
export async function confirmIntroductions(database: Database, token: string, now = new Date(), visitorId: string | null = null): Promise<ConfirmOutcome> {
  const works = linkWorksFor(token, now);
  if (!works) return { status: "invalid" };
  return database.transaction(async (tx) => {
    // Locked, so that of two presses at once the second finds the token gone, and a profile saved
    // meanwhile waits: the address confirmed is the one the link went to.
    const [lead] = await tx
      .select({ id: leads.id, userId: leads.userId, email: leads.email, firstName: leads.firstName, confirmedEmail: leads.confirmedEmail })
      .from(leads)
      .where(works)
      .for("update");
    if (!lead) return { status: "invalid" } as const;
    await tx.update(leads).set({ emailConfirmedAt: now, confirmedEmail: lead.email, confirmedEmailAt: now, confirmTokenHash: null, confirmTokenCreatedAt: null }).where(eq(leads.id, lead.id));
    const addressChanged = addressUnconfirmed(lead);
    const introducedBefore = await firmsSeeingAndWaiting(tx, lead.id);
    const waiting = await tx
      .select({ id: introductions.id, providerId: introductions.providerId })
      .from(introductions)
      .where(and(eq(introductions.leadId, lead.id), eq(introductions.status, "confirming")))
      .orderBy(asc(introductions.createdAt))
      .for("update");
    const routeOf = await firmRoutes(tx, waiting.map((w) => w.providerId));
    const names = await loadProviderNames(tx);
    const sent = await sendNow(tx, waiting, routeOf, { id: lead.userId, kind: "visitor" }, now, names);
    const notSent = waiting.filter((w) => !sent.some((s) => s.id === w.id));
    if (notSent.length > 0) await tx.delete(introductions).where(inArray(introductions.id, notSent.map((n) => n.id)));
    await tellVisitorSent(tx, lead, sent, { introducedBefore, addressChanged }, names);
    return {
      status: "confirmed",
      sent: sent.map((s) => names.short(s.providerId)),
      sentWords: deliveriesInWords(sent.map((s) => ({ firmName: names.short(s.providerId), via: s.via }))),
      notSent: notSent.map((n) => names.short(n.providerId)),
      // A firm whose introduction still waits at our desk has no address yet: it gets the confirmed one when passed on.
      addressNowSeenBy: addressChanged ? introducedBefore.filter((f) => !f.waitingAtDesk).map((f) => names.short(f.providerId)) : [],
      introductionsUrl: visitorId === lead.userId ? routes.yourIntroductions : await investorIntroductionsUrl(tx, { userId: lead.userId, email: lead.email }),
    } as const;
  });
}

export interface VisitorIntroduction {
  id: string;
  providerId: string;
  status: IntroductionStatus;
  statusWords: string;
  /** What happened, in words: "e-mailed to Saltus", "passed to our team, …"; null until sent. */
  deliveryWords: string | null;
  declineReason: string | null;
  createdAt: Date;
  sentAt: Date | null;
  replacesId: string | null;
  /** Sent to the firm at some time, even if withdrawn and asked for again since. */
  sentBefore: boolean;
  /** With our desk, not yet passed on: not the firm's to answer yet (`isWaitingAtDesk`). */
  waitingAtDesk: boolean;
  /** It went through our desk, whose team passes it on by hand. */
  throughDesk: boolean;
  /** The firm's full name as published. */
  firmName: string;
  /** The firm's name in a sentence ("Brewin Dolphin"), as mails and buttons name it. */
  firmShortName: string;
}

/** The visitor's own introductions, newest first. */
export async function listVisitorIntroductions(database: Executor, userId: string): Promise<VisitorIntroduction[]> {
  const rows = await database
    .select({
      id: introductions.id,
      providerId: introductions.providerId,
      status: introductions.status,
      declineReason: introductions.declineReason,
      deliveredVia: introductions.deliveredVia,
      passedOnAt: introductions.passedOnAt,
      createdAt: introductions.createdAt,
      sentAt: introductions.sentAt,
      replacesId: introductions.replacesId,
      sentBefore: sql<boolean>`${sentOnce()}`,
    })
    .from(introductions)
    .where(eq(introductions.userId, userId))
    // Firms introduced together keep one order, by id.
    .orderBy(desc(introductions.createdAt), introductions.providerId);
  const names = await loadProviderNames(database);
  return rows.map(({ deliveredVia, passedOnAt, ...r }) => {
    const via = deliveredViaOf(deliveredVia);
    const waitingAtDesk = isWaitingAtDesk({ status: r.status, deliveredVia, passedOnAt });
    // Through the desk, our team holds it until they pass it on to the firm: the status says so, not that the firm has it.
    const statusWords = waitingAtDesk ? "With our team, who pass it on to the firm" : statusInWords[r.status];
    const passedOn = via === "desk" && passedOnAt ? formatOrdinalDate(passedOnAt) : null;
    return { ...r, statusWords, waitingAtDesk, throughDesk: via === "desk", firmName: names.full(r.providerId), firmShortName: names.short(r.providerId), deliveryWords: via ? deliveryInWords(names.short(r.providerId), via, r.status, passedOn) : null };
  });
}


/**
 * "Your introductions" for the results page and /account: every introduction the visitor made,
 * with what they may do. A withdrawn firm may be asked again while it is in their current pool.
 */
export async function yourIntroductions(database: Database, userId: string, now = new Date()): Promise<YourIntroduction[]> {
  const [rows, submission, met] = await Promise.all([listVisitorIntroductions(database, userId), findSubmissionByUser(database, userId), startedMeetings(database, userId, now)]);
  const pool = new Set<string>([...(submission?.match?.wealthManagers ?? []), ...(submission?.match?.otherWm ?? [])]);
  return rows.map((r) => ({
    id: r.id,
    providerId: r.providerId,
    firmName: r.firmName,
    firmShortName: r.firmShortName,
    statusWords: r.statusWords,
    declineReason: r.declineReason,
    deliveryWords: r.deliveryWords,
    throughDesk: r.throughDesk,
    confirming: r.status === "confirming",
    sentBefore: r.sentBefore,
    sentOn: formatOrdinalDate(r.createdAt),
    canWithdraw: canWithdraw(r.status),
    canAskAgain: canAskAgain(r.status) && pool.has(r.providerId),
    afterMeeting: afterMeetingOf(r.status, met.get(r.id)),
  }));
}

/** What the visitor has told us after each introduction's first meeting (`afterMeetingOf` reads it). */
interface AfterMeetingFacts {
  /** A booked first meeting has started. */
  started: boolean;
  /** Their answer: did it take place; undefined before they answer. */
  held?: boolean;
  /** They have a review of the firm through it (published or removed by our staff). */
  reviewed: boolean;
}

/**
 * Where the outcome page stands for the visitor, as its link in "Your introductions" names it (the mail
 * after a meeting leads there too): their review, whatever became of the introduction, since they may
 * withdraw it there at any time; else, once a booked meeting has started and while the firm may still
 * see their details, their answers to give or given, and the review they may write.
 */
function afterMeetingOf(status: IntroductionStatus, facts: AfterMeetingFacts | undefined): AfterMeeting | undefined {
  if (facts?.reviewed) return "reviewed";
  if (!facts?.started || !firmMaySeeContact(status)) return undefined;
  if (facts.held === undefined) return "ask";
  return facts.held ? "review" : "answered";
}

/** The visitor's introductions with a first meeting that has started or a review: their answer, and whether they reviewed it. */
async function startedMeetings(database: Database, userId: string, now: Date): Promise<Map<string, AfterMeetingFacts>> {
  const ofVisitor = eq(introductions.userId, userId);
  const [started, answers, reviewed] = await Promise.all([
    database
      .selectDistinct({ introductionId: meetings.introductionId })
      .from(meetings)
      .innerJoin(introductions, eq(introductions.id, meetings.introductionId))
      .where(and(ofVisitor, eq(meetings.status, "booked"), lte(meetings.startsAt, now))),
    database
      .select({ introductionId: introductionOutcomes.introductionId, held: introductionOutcomes.meetingHeld })
      .from(introductionOutcomes)
      .innerJoin(introductions, eq(introductions.id, introductionOutcomes.introductionId))
      .where(and(ofVisitor, eq(introductionOutcomes.side, "investor"))),
    database.select({ introductionId: reviews.introductionId }).from(reviews).where(eq(reviews.userId, userId)),
  ]);
  const facts = new Map<string, AfterMeetingFacts>();
  const of = (id: string) => facts.get(id) ?? facts.set(id, { started: false, reviewed: false }).get(id)!;
  for (const row of started) of(row.introductionId).started = true;
  for (const row of answers) of(row.introductionId).held = row.held;
  for (const row of reviewed) of(row.introductionId).reviewed = true;
  return facts;
}
