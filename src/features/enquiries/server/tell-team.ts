import "server-only";

import { eq, inArray } from "drizzle-orm";
import { serverEnv, siteUrl } from "@/config/env";
import { routes } from "@/config/routes";
import { roles, users } from "@/server/db/schema";
import { composeMail } from "@/server/mail/compose";
import { enqueueMail, type Executor } from "@/server/mail";
import { REPLY_WITHIN } from "../reply-times";

type Arrival = keyof typeof REPLY_WITHIN;

const WORDS: Record<Arrival, { subject: string; what: string; anchor: string }> = {
  "contact-message": { subject: "New message from the contact form", what: "A visitor has sent a message through the contact form.", anchor: "messages" },
  "partner-enquiry": { subject: "New partnership enquiry", what: "Someone has sent a partnership enquiry through the affiliate page.", anchor: "enquiries" },
};

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
 * write it. The notice names no one and quotes nothing: the sales portal shows the message. Each
 * team address hears of at most five of a kind an hour (the outbox's limits), so a flood of
 * messages cannot flood their inboxes; the portal lists every message.
 */
export async function tellTeam(tx: Executor, arrival: Arrival): Promise<void> {
  const to = await teamAddresses(tx);
  if (to.length === 0) return;
  const words = WORDS[arrival];
  const mail = composeMail({
    subject: words.subject,
    greeting: "Hello,",
    paragraphs: [`${words.what} The sender was told that we will reply within ${REPLY_WITHIN[arrival]}.`, "It is in the sales portal, with the sender's details."],
    action: { label: "Open the sales portal", url: `${siteUrl()}${routes.salesPortal}#${words.anchor}` },
    footer: ["You receive this because you have a sales or admin role on Wealth Match."],
  });
  await enqueueMail(tx, to.map((address) => ({ kind: arrival, to: address, ...mail })));
}
