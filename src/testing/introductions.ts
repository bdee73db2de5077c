import { and, desc, eq } from "drizzle-orm";
import { confirmIntroductions } from "@/features/introductions/server";
import type { Database } from "@/server/db/client";
import { outbox } from "@/server/db/schema";

/** The token of the latest confirmation link mailed to `email`, read from the outbox. */
export async function latestConfirmToken(db: Database, email: string): Promise<string> {
  const [mail] = await db
    .select({ text: outbox.textBody })
    .from(outbox)
    .where(and(eq(outbox.recipient, email.toLowerCase()), eq(outbox.kind, "introduction-confirm-email")))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const token = /\/introductions\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return token;
}

/** Confirms `email` as the investor would, through the latest link mailed to it. */
export async function confirmByMail(db: Database, email: string) {
  return confirmIntroductions(db, await latestConfirmToken(db, email));
}
