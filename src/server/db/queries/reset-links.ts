import "server-only";

import { and, eq, like } from "drizzle-orm";
import type { Database } from "../client";
import { verifications } from "../schema";

/**
 * Deletes every password-reset link of a member (Better Auth keeps each as a verification row,
 * `reset-password:<token>` holding the member's id), so that none e-mailed before a reset or a
 * password change still works after it, and none outlives the account it would open.
 */
export async function revokeResetLinks(database: Database, userId: string): Promise<number> {
  const rows = await database
    .delete(verifications)
    .where(and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, userId)))
    .returning({ id: verifications.id });
  return rows.length;
}
