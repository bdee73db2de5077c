import "server-only";

import { count, eq } from "drizzle-orm";
import type { Database } from "../client";
import { users } from "../schema";

export interface VisitorView {
  id: string;
  isAnonymous: boolean;
  email: string | null;
  createdAt: Date;
}

/** A visitor or member by id; the e-mail only for members (anonymous ones have a placeholder). */
export async function findVisitor(db: Database, id: string): Promise<VisitorView | null> {
  const [row] = await db
    .select({ id: users.id, isAnonymous: users.isAnonymous, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, id));
  if (!row) return null;
  return { ...row, email: row.isAnonymous ? null : row.email };
}

export async function countVisitors(db: Database): Promise<{ anonymous: number; members: number }> {
  const rows = await db.select({ isAnonymous: users.isAnonymous, n: count() }).from(users).groupBy(users.isAnonymous);
  return {
    anonymous: rows.find((r) => r.isAnonymous)?.n ?? 0,
    members: rows.find((r) => !r.isAnonymous)?.n ?? 0,
  };
}
