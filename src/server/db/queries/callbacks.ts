import "server-only";

import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { callbackRequests } from "../schema";

export type CallbackOutcome = { status: "created"; requestedAt: Date } | { status: "already-requested"; requestedAt: Date };

/** Asks a provider to call the visitor back: once per visitor and provider (docs/product.md, "Leads, accounts and roles"). */
export async function requestCallback(
  db: Database,
  input: { userId: string; providerId: string; leadId: string | null },
): Promise<CallbackOutcome> {
  const [created] = await db
    .insert(callbackRequests)
    .values(input)
    .onConflictDoNothing({ target: [callbackRequests.userId, callbackRequests.providerId] })
    .returning({ createdAt: callbackRequests.createdAt });
  if (created) return { status: "created", requestedAt: created.createdAt };

  const [existing] = await db
    .select({ createdAt: callbackRequests.createdAt })
    .from(callbackRequests)
    .where(and(eq(callbackRequests.userId, input.userId), eq(callbackRequests.providerId, input.providerId)));
  if (!existing) throw new Error("callback request neither created nor found");
  return { status: "already-requested", requestedAt: existing.createdAt };
}

export async function listCallbacksByUser(db: Database, userId: string): Promise<{ providerId: string; requestedAt: Date }[]> {
  return db
    .select({ providerId: callbackRequests.providerId, requestedAt: callbackRequests.createdAt })
    .from(callbackRequests)
    .where(eq(callbackRequests.userId, userId))
    .orderBy(callbackRequests.createdAt);
}
