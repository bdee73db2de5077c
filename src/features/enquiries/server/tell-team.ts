import "server-only";

import { eq, inArray } from "drizzle-orm";
import { serverEnv, siteUrl } from "@/config/env";
import { routes } from "@/config/routes";
import { roles, users } from "@/server/db/schema";
import { enqueueMail, type Executor } from "@/server/mail";
import { teamNoticeMail, type Arrival } from "../mails";

/** Where each arrival is listed on the sales portal's overview. */
const ANCHOR: Record<Arrival, string> = { "contact-message": "messages", "partner-enquiry": "enquiries" };

/** Who hears of what comes in: every member with a sales or admin role, else the introductions desk. */
async function teamAddresses(tx: Executor): Promise<string[]> {
  const staff = await tx
    .selectDistinct({ email: users.email })
    .from(roles)
    .innerJoin(users, eq(users.id, roles.userId))
    .where(inArray(roles.role, ["sales", "admin"]));
  const addresses = staff.map((s) => s.email.trim().toLowerCase()).filter(Boolean);
  if (addresses.length > 0) return addresses;
  const desk = serverEnv().INTRODUCTIONS_DESK;
  return desk ? [desk.trim().toLowerCase()] : [];
}

/**
 * Tells the operator's team, in `tx` (the transaction that stored it), that a contact message or
 * a partnership enquiry has come in, so that the reply the sender was promised has someone to
 * write it. The notice names no one and quotes nothing: the sales portal shows the message. The
 * team hears of at most ten of a kind an hour, counted under a key of its own (`team`, in the
 * outbox's limits), so a flood of messages floods no inbox and leaves each member's own mail, such
 * as a password reset, its allowance; the portal lists every message.
 */
export async function tellTeam(tx: Executor, arrival: Arrival): Promise<void> {
  const to = await teamAddresses(tx);
  if (to.length === 0) return;
  const mail = teamNoticeMail(arrival, `${siteUrl()}${routes.salesPortal}#${ANCHOR[arrival]}`);
  await enqueueMail(tx, to.map((address) => ({ kind: arrival, to: address, limitKey: "team", ...mail })));
}
