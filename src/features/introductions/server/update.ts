import "server-only";

import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { loadProviderNames } from "@/features/providers/server";
import { enqueueMail, type Executor } from "@/server/mail";
import { canViewProvider, canViewSalesPortal, workspaceActorKind, type RoleGrant } from "@/lib/permissions";
import type { Database } from "@/server/db/client";
import { sentOnce } from "@/server/db/queries/retention";
import { isUuid } from "@/lib/uuid";
import { canUndoPassedOn, isWaitingAtDesk } from "./desk";
import { callbackRequests, firmMeetingSettings, introductionEvents, introductions, leads } from "@/server/db/schema";
import { visitorAnswerMail } from "../mails";
import { firmUpdateSchema, withdrawSchema } from "../schema";
import { investorIntroductionsUrl } from "./investor-url";
import { nextFirmFor, nextFirmInWords } from "./offers";
import { firmRoutes } from "./routes";
import { canFirmMove, canWithdraw, EXPIRES_AFTER_MONTHS, statusInWords, type IntroductionStatus } from "../statuses";

export type UpdateOutcome =
  | { status: "updated"; newStatus: IntroductionStatus; message: string; /** Set by a withdrawal: the introduction withdrawn. */ introductionId?: string }
  | { status: "invalid"; field: string; message: string }
  | { status: "not-found" | "forbidden" | "not-allowed" | "pass-on-first"; message: string };

const NO_SUCH_INTRODUCTION = { status: "not-found", message: "This introduction no longer exists." } as const;

/**
 * A firm's member (or an operator) moves an introduction on: Accept, Decline with a reason,
 * Contacted, Meeting arranged, Became a client, Not proceeding. Recorded with who and when; the
 * visitor is e-mailed when the firm accepts or declines, in the same transaction.
 */
export async function updateByFirm(database: Database, member: { id: string; roles: readonly RoleGrant[] }, body: unknown): Promise<UpdateOutcome> {
  const parsed = firmUpdateSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { status: "invalid", field: String(issue?.path[0] ?? "status"), message: issue?.message ?? "Choose an action" };
  }
  const { introductionId, status: next, reason } = parsed.data;
  return database.transaction(async (tx) => {
    const [intro] = await tx
      .select({
        id: introductions.id,
        userId: introductions.userId,
        providerId: introductions.providerId,
        status: introductions.status,
        leadId: introductions.leadId,
        firstResponseAt: introductions.firstResponseAt,
        deliveredVia: introductions.deliveredVia,
        passedOnAt: introductions.passedOnAt,
      })
      .from(introductions)
      .where(eq(introductions.id, introductionId))
      .for("update");
    if (!intro) return NO_SUCH_INTRODUCTION;
    if (!canViewProvider(member.roles, intro.providerId)) return { status: "forbidden", message: "This introduction belongs to another firm." } as const;
    // Our staff answer for a firm only once our desk has passed the introduction on: the firm has it
    // from then, and the investor is told it was sent on. (The firm's own member may answer what they
    // see in their workspace: they have it.)
    if (isWaitingAtDesk(intro) && canViewSalesPortal(member.roles)) {
      return { status: "pass-on-first", message: "Mark it as passed on to the firm first: the firm's 2 working days start then." } as const;
    }
    if (!canFirmMove(intro.status, next)) {
      return { status: "not-allowed", message: `An introduction that is "${statusInWords[intro.status]}" cannot be moved to "${statusInWords[next]}".` } as const;
    }
    const now = new Date();
    const answered = next === "accepted" || next === "declined";
    await writeFirmMove(tx, member, intro.id, next, now, {
      declineReason: next === "declined" ? reason : null,
      firstResponseAt: answered ? (intro.firstResponseAt ?? now) : intro.firstResponseAt,
    });
    if (answered) {
      const [lead] = await tx.select({ email: leads.email, firstName: leads.firstName }).from(leads).where(eq(leads.id, intro.leadId));
      if (lead) {
        // On decline, the next firm of the investor's own pool is suggested; nothing is sent to it until they press.
        const names = await loadProviderNames(tx);
        const suggestion = next === "declined" ? nextFirmInWords(await nextFirmFor(tx, intro.userId), names) : null;
        // A firm that has set its meeting options can be booked at once: the mail's link says so.
        const [meetingOptions] = next === "accepted" ? await tx.select({ providerId: firmMeetingSettings.providerId }).from(firmMeetingSettings).where(eq(firmMeetingSettings.providerId, intro.providerId)) : [];
        // Who on the firm's side would get the meeting's invitation: its own people, or our desk, as its introductions go.
        const route = meetingOptions ? (await firmRoutes(tx, [intro.providerId], undefined, { evenIfClosed: true })).get(intro.providerId)?.kind : undefined;
        const mail = visitorAnswerMail({
          firstName: lead.firstName,
          firmName: names.short(intro.providerId),
          accepted: next === "accepted",
          reason: next === "declined" ? reason : null,
          introductionsUrl: await investorIntroductionsUrl(tx, { userId: intro.userId, email: lead.email }),
          next: suggestion,
          bookMeeting: meetingOptions ? (route === "firm" || route === "desk" ? route : "nobody") : false,
        });
        await enqueueMail(tx, { kind: `introduction-${next}`, to: lead.email, ...mail });
      }
    }
    return { status: "updated", newStatus: next, message: `Marked "${statusInWords[next]}".` } as const;
  });
}

/** A firm's move of an introduction locked by the caller: its new status and the history's row, naming who. */
async function writeFirmMove(
  tx: Executor,
  member: { id: string; roles: readonly RoleGrant[] },
  introductionId: string,
  next: IntroductionStatus,
  now: Date,
  extra: { declineReason?: string | null; firstResponseAt?: Date | null } = {},
): Promise<void> {
  await tx.update(introductions).set({ status: next, updatedAt: now, declineReason: null, ...extra }).where(eq(introductions.id, introductionId));
  await tx.insert(introductionEvents).values({ introductionId, status: next, reason: extra.declineReason ?? null, actorId: member.id, actorKind: workspaceActorKind(member.roles), createdAt: now });
}

/** What `markAfterMeeting` did: the status the introduction is marked with now, and whether this moved it there. */
type AfterMeetingMark = { moved: boolean; status: IntroductionStatus };

/**
 * After a first meeting, the firm's outcome answer "became a client" or "not proceeding" marks the
 * introduction so too, as the workspace's button of that name would, when the firm could press it
 * now: the introduction's status and the firm's answer then say the same. The caller has checked
 * that `member` may answer for the introduction's firm (recordOutcome) and holds its row locked in
 * `tx`. A meeting from before the introduction was last asked for (withdrawn and asked for again
 * since) says nothing of this round, so it marks nothing: null.
 */
export async function markAfterMeeting(
  tx: Executor,
  member: { id: string; roles: readonly RoleGrant[] },
  introduction: { id: string; meetingStartsAt: Date },
  next: "client" | "not-proceeding",
  now = new Date(),
): Promise<AfterMeetingMark | null> {
  const [intro] = await tx.select({ status: introductions.status, createdAt: introductions.createdAt }).from(introductions).where(eq(introductions.id, introduction.id)).for("update");
  if (!intro || introduction.meetingStartsAt < intro.createdAt) return null;
  if (!canFirmMove(intro.status, next)) return { moved: false, status: intro.status };
  await writeFirmMove(tx, member, introduction.id, next, now);
  return { moved: true, status: next };
}

/**
 * The words the history keeps for our staff's marks on an introduction that came through the desk;
 * each event is told from others by its `kind` (desk-passed-on, desk-undone), not by these words.
 */
const DESK_MARK_REASONS = { passedOn: "passed on to the firm by our desk", undone: "the passed-on mark was undone" } as const;

type Refused = { status: "not-found" | "forbidden" | "not-allowed"; message: string };
type PassOnOutcome = { status: "passed-on"; message: string } | Refused;
type UndoPassOnOutcome = { status: "pass-on-undone"; message: string } | Refused;

/** The introduction a desk mark changes, locked until the mark's transaction ends. */
function lockForDeskMark(tx: Executor, introduction: { id: string; providerId: string }) {
  return tx
    .select({
      id: introductions.id,
      status: introductions.status,
      deliveredVia: introductions.deliveredVia,
      sentAt: introductions.sentAt,
      passedOnAt: introductions.passedOnAt,
      reachedDeskAt: introductions.reachedDeskAt,
      overdueNotifiedAt: introductions.overdueNotifiedAt,
    })
    .from(introductions)
    .where(and(eq(introductions.id, introduction.id), eq(introductions.providerId, introduction.providerId)))
    .for("update");
}

/**
 * A desk mark by our staff on one firm's introduction: refused to anyone else and for an address
 * that names no introduction; otherwise `mark` runs with the introduction locked, so two marks at
 * once are made one after the other.
 */
async function deskMark<T>(
  database: Database,
  member: { roles: readonly RoleGrant[] },
  introduction: { id: string; providerId: string },
  mark: (tx: Executor, intro: Awaited<ReturnType<typeof lockForDeskMark>>[number]) => Promise<T>,
): Promise<T | Refused> {
  if (!canViewSalesPortal(member.roles)) return { status: "forbidden", message: "Only our own staff pass introductions on." };
  if (!isUuid(introduction.id)) return NO_SUCH_INTRODUCTION;
  return database.transaction(async (tx) => {
    const [intro] = await lockForDeskMark(tx, introduction);
    return intro ? mark(tx, intro) : NO_SUCH_INTRODUCTION;
  });
}

/**
 * Our staff mark an introduction that reached the desk as passed on to its firm (docs/introductions.md,
 * "Delivery routes"), recording who and when. The firm has only now been told, so its 2 working
 * days, its response figures and the investor's overdue notice count from now, as for a held
 * introduction when its firm's notice goes out. Only while the firm has not answered, and once.
 */
export async function markPassedOn(
  database: Database,
  member: { id: string; roles: readonly RoleGrant[] },
  introduction: { id: string; providerId: string },
  now = new Date(),
): Promise<PassOnOutcome> {
  return deskMark(database, member, introduction, async (tx, intro): Promise<PassOnOutcome> => {
    if (intro.deliveredVia !== "desk" || intro.status !== "sent") return { status: "not-allowed", message: "Only an introduction that came through our desk and waits for the firm's answer can be marked as passed on." };
    if (intro.passedOnAt) return { status: "not-allowed", message: "This introduction is already marked as passed on." };
    await tx.update(introductions).set({ passedOnAt: now, passedOnBy: member.id, reachedDeskAt: intro.sentAt, sentAt: now, updatedAt: now }).where(eq(introductions.id, intro.id));
    await tx.insert(introductionEvents).values({ introductionId: intro.id, status: "sent", kind: "desk-passed-on", reason: DESK_MARK_REASONS.passedOn, actorId: member.id, actorKind: workspaceActorKind(member.roles), createdAt: now });
    return { status: "passed-on", message: "Marked as passed on to the firm." };
  });
}

/**
 * Our staff take back a "passed on" mark made in error: the introduction waits at the desk again,
 * from the time it reached it, as if the mark had not been made. Only while nothing has followed
 * from the mark: the firm has not answered and the investor has not been told it is late.
 */
export async function undoPassedOn(database: Database, member: { id: string; roles: readonly RoleGrant[] }, introduction: { id: string; providerId: string }): Promise<UndoPassOnOutcome> {
  return deskMark(database, member, introduction, async (tx, intro): Promise<UndoPassOnOutcome> => {
    if (intro.passedOnAt && !intro.reachedDeskAt) return { status: "not-allowed", message: "This mark was made before marks could be undone, so it stands." };
    if (!canUndoPassedOn(intro)) {
      return { status: "not-allowed", message: "Only a mark on an introduction the firm has not answered, and the investor has not been told is late, can be undone." };
    }
    await tx.update(introductions).set({ passedOnAt: null, passedOnBy: null, sentAt: intro.reachedDeskAt!, reachedDeskAt: null, updatedAt: new Date() }).where(eq(introductions.id, intro.id));
    await tx.insert(introductionEvents).values({ introductionId: intro.id, status: "sent", kind: "desk-undone", reason: DESK_MARK_REASONS.undone, actorId: member.id, actorKind: workspaceActorKind(member.roles) });
    return { status: "pass-on-undone", message: "It waits at our desk again." };
  });
}

/** Whether the introduction was sent to its firm at some time, by the retention run's own rule. */
async function wasSentBefore(tx: Pick<Database, "select">, introductionId: string): Promise<boolean> {
  const [sent] = await tx.select({ id: introductions.id }).from(introductions).where(and(eq(introductions.id, introductionId), sentOnce()));
  return sent !== undefined;
}

/** The visitor withdraws one of their introductions: the firm no longer sees their contact details. */
export async function withdrawByVisitor(database: Database, visitorId: string, body: unknown): Promise<UpdateOutcome> {
  const parsed = withdrawSchema.safeParse(body);
  if (!parsed.success) return { status: "invalid", field: "introductionId", message: parsed.error.issues[0]?.message ?? "Choose an introduction" };
  return database.transaction(async (tx) => {
    const [intro] = await tx
      .select({ id: introductions.id, status: introductions.status, providerId: introductions.providerId })
      .from(introductions)
      .where(and(eq(introductions.id, parsed.data.introductionId), eq(introductions.userId, visitorId)))
      .for("update");
    if (!intro) return { status: "not-found", message: "This introduction is not one of yours." } as const;
    if (!canWithdraw(intro.status)) return { status: "not-allowed", message: `This introduction is already closed ("${statusInWords[intro.status]}").` } as const;
    const firmName = (await loadProviderNames(tx)).short(intro.providerId);
    if (intro.status === "confirming" && !(await wasSentBefore(tx, intro.id))) {
      // No firm was ever told: nothing is kept of it, and the visitor may ask that firm again later.
      await tx.delete(introductions).where(eq(introductions.id, intro.id));
      await tx.delete(callbackRequests).where(and(eq(callbackRequests.userId, visitorId), eq(callbackRequests.providerId, intro.providerId)));
      return { status: "updated", newStatus: "withdrawn", introductionId: intro.id, message: `You withdrew your introduction to ${firmName}. It had not been sent, and it never will be.` } as const;
    }
    // One sent before, withdrawn and asked for again keeps its history (meetings, outcomes, a
    // review): it is withdrawn again, not deleted.
    await tx.update(introductions).set({ status: "withdrawn", updatedAt: new Date() }).where(eq(introductions.id, intro.id));
    await tx.insert(introductionEvents).values({ introductionId: intro.id, status: "withdrawn", actorId: visitorId, actorKind: "visitor" });
    return { status: "updated", newStatus: "withdrawn", introductionId: intro.id, message: `You withdrew your introduction to ${firmName}. They no longer see your contact details on our site.` } as const;
  });
}

/**
 * Closes introductions older than 6 months that did not become clients; their contact details
 * are then hidden from the firm. Returns how many closed.
 */
export async function expireIntroductions(database: Database, now = new Date()): Promise<number> {
  return database.transaction(async (tx) => {
    const closed = await tx
      .update(introductions)
      .set({ status: "expired", updatedAt: now })
      .where(
        and(
          inArray(introductions.status, ["sent", "accepted", "declined", "contacted", "meeting-arranged", "not-proceeding"]),
          lt(introductions.createdAt, sql`${now.toISOString()}::timestamptz - make_interval(months => ${EXPIRES_AFTER_MONTHS})`),
        ),
      )
      .returning({ id: introductions.id });
    if (closed.length > 0) await tx.insert(introductionEvents).values(closed.map((c) => ({ introductionId: c.id, status: "expired" as const, actorId: null, actorKind: "system" })));
    return closed.length;
  });
}
