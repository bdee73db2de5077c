import "server-only";

import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { roles, users } from "../schema";

import type { RoleGrant } from "@/lib/permissions";

export type { RoleGrant };

/** docs/product.md, "Leads, accounts and roles": the roles of one user (an empty list when they have none). */
export async function rolesForUser(db: Database, userId: string): Promise<RoleGrant[]> {
  return db.select({ role: roles.role, providerId: roles.providerId }).from(roles).where(eq(roles.userId, userId));
}

/** docs/product.md, "Leads, accounts and roles": every role, with the member it belongs to. */
export async function allRoles(db: Database) {
  return db
    .select({ userId: roles.userId, email: users.email, role: roles.role, providerId: roles.providerId, grantedAt: roles.createdAt })
    .from(roles)
    .innerJoin(users, eq(users.id, roles.userId))
    .orderBy(users.email);
}

export async function grantRole(db: Database, userId: string, grant: RoleGrant): Promise<void> {
  await db
    .insert(roles)
    .values({ userId, role: grant.role, providerId: grant.role === "provider" ? grant.providerId : null })
    .onConflictDoNothing();
}

export async function revokeRole(db: Database, userId: string, grant: RoleGrant): Promise<void> {
  await db
    .delete(roles)
    .where(
      and(
        eq(roles.userId, userId),
        eq(roles.role, grant.role),
        grant.providerId === null ? isNull(roles.providerId) : eq(roles.providerId, grant.providerId),
      ),
    );
}
