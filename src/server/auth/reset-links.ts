import "server-only";

import { and, eq, like } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { verifications } from "@/server/db/schema";

/**
 * Deletes every password-reset link of a member (Better Auth keeps each as a verification row,
 * `reset-password:<token>` holding the member's id), so that none e-mailed before a reset or a
 * password change still works after it.
 */
export async function revokeResetLinks(database: Database, userId: string): Promise<number> {
  const rows = await database
    .delete(verifications)
    .where(and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, userId)))
    .returning({ id: verifications.id });
  return rows.length;
}
