import "server-only";

import { and, arrayContains, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { leads, signInLinks, type LeadRow, type LeadSegment } from "../schema";

export interface LeadInput {
  userId: string;
  submissionId: string | null;
  segment: LeadSegment;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  recs: string[];
  contactMethod?: string | null;
  contactTime?: string | null;
}

/** `confirmedEmail`: the address the visitor last confirmed, the only one firms see; `email` may be newer. */
export type LeadView = Pick<LeadRow, "id" | "segment" | "firstName" | "lastName" | "phoneNumber" | "email" | "confirmedEmail" | "recs" | "contactMethod" | "contactTime" | "createdAt" | "updatedAt">;

/** The columns of a lead that leave the data layer (never the whole row). */
export const leadViewColumns = {
  id: leads.id,
  segment: leads.segment,
  firstName: leads.firstName,
  lastName: leads.lastName,
  phoneNumber: leads.phoneNumber,
  email: leads.email,
  confirmedEmail: leads.confirmedEmail,
  recs: leads.recs,
  contactMethod: leads.contactMethod,
  contactTime: leads.contactTime,
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
};

/**
 * Stores the visitor's profile as their lead (one per visitor; a resubmission updates it). A new
 * e-mail address is unconfirmed again, and an earlier confirmation link stops working; firms keep
 * seeing `confirmed_email`, which only confirming changes (confirmIntroductions). Going back to the
 * address last confirmed makes it confirmed again: it is the one the firms see already. Not one that
 * migration 0012 kept for the firms without anyone confirming it (`confirmed_email_at` null).
 * The sign-in links mailed to the previous address go, used or not: whoever has that mailbox (a
 * mistyped or someone else's address, which is why it changed) can no longer sign in to this
 * record with them, nor have a fresh one sent there.
 */
export async function saveLead(db: Database, input: LeadInput): Promise<LeadView> {
  const previousAddress = db.select({ email: sql`lower(${leads.email})` }).from(leads).where(eq(leads.userId, input.userId));
  await db
    .delete(signInLinks)
    .where(and(eq(signInLinks.userId, input.userId), sql`${signInLinks.email} = (${previousAddress})`, sql`${signInLinks.email} <> lower(${input.email})`));
  const values = { ...input, termsAcceptedAt: new Date() };
  const { userId: _userId, ...updatable } = values;
  const sameEmail = sql`lower(${leads.email}) = lower(excluded.email)`;
  const backToConfirmed = sql`${leads.confirmedEmailAt} is not null and lower(${leads.confirmedEmail}) = lower(excluded.email)`;
  const [row] = await db
    .insert(leads)
    .values(values)
    .onConflictDoUpdate({
      target: leads.userId,
      set: {
        ...updatable,
        updatedAt: new Date(),
        emailConfirmedAt: sql`case when ${sameEmail} then ${leads.emailConfirmedAt} when ${backToConfirmed} then now() else null end`,
        confirmTokenHash: sql`case when ${sameEmail} then ${leads.confirmTokenHash} else null end`,
      },
    })
    .returning(leadViewColumns);
  if (!row) throw new Error("saving the lead returned no row");
  return row;
}

export async function findLeadByUser(db: Database, userId: string): Promise<LeadView | null> {
  const [row] = await db.select(leadViewColumns).from(leads).where(eq(leads.userId, userId));
  return row ?? null;
}

/**
 * The leads recommended to one provider, newest first: for staff only, since it lists visitors
 * merely matched with the firm. A firm sees its own introductions (the sales portal's
 * listFirmIntroductions), with the confirmed address.
 */
export async function listLeadsForProvider(
  db: Database,
  providerId: string,
  { limit = 50, offset = 0 }: { limit?: number; offset?: number } = {},
): Promise<LeadView[]> {
  return db
    .select(leadViewColumns)
    .from(leads)
    .where(arrayContains(leads.recs, [providerId]))
    .orderBy(desc(leads.createdAt))
    .limit(limit)
    .offset(offset);
}
