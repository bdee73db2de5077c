import "server-only";

import { sql } from "drizzle-orm";
import type { Database } from "../client";
import type { Executor } from "@/server/mail";
import { contactMessages, newsletterSignups, partnerEnquiries } from "../schema";

export type ContactMessageInput = Required<Pick<typeof contactMessages.$inferInsert, "userId" | "firstName" | "lastName" | "phone" | "email" | "message">>;

export async function addContactMessage(db: Executor, input: ContactMessageInput): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error("saving the contact message returned no row");
  return row;
}

export type PartnerEnquiryInput = Required<Pick<typeof partnerEnquiries.$inferInsert, "userId" | "name" | "organisation" | "email" | "phone" | "website" | "message">>;

export async function addPartnerEnquiry(db: Executor, input: PartnerEnquiryInput): Promise<{ id: string }> {
  const [row] = await db.insert(partnerEnquiries).values(input).returning({ id: partnerEnquiries.id });
  if (!row) throw new Error("saving the partner enquiry returned no row");
  return row;
}

/**
 * docs/product.md, "Leads, accounts and roles": an entry is saved only when first name, last name and e-mail are all present.
 * One row per address: signing up again updates the name of an address not yet confirmed; a
 * confirmed subscriber's name changes only through the link e-mailed to them
 * (src/features/newsletter/server/subscriptions.ts).
 */
export async function subscribeToNewsletter(
  db: Database,
  input: { userId: string | null; firstName: string; lastName: string; email: string },
): Promise<{ status: "subscribed" | "updated" } | { status: "incomplete" }> {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const email = input.email.trim().toLowerCase();
  if (!firstName || !lastName || !email) return { status: "incomplete" };
  const [row] = await db
    .insert(newsletterSignups)
    .values({ userId: input.userId, firstName, lastName, email })
    .onConflictDoUpdate({
      target: newsletterSignups.email,
      set: {
        firstName: sql`case when ${newsletterSignups.confirmedAt} is null then ${firstName} else ${newsletterSignups.firstName} end`,
        lastName: sql`case when ${newsletterSignups.confirmedAt} is null then ${lastName} else ${newsletterSignups.lastName} end`,
        updatedAt: new Date(),
      },
    })
    // PostgreSQL marks a freshly inserted row with xmax = 0; an updated one carries the updater's id.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error("saving the newsletter sign-up returned no row");
  return { status: row.inserted ? "subscribed" : "updated" };
}
