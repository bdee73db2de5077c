import "server-only";

import { headers } from "next/headers";
import { db } from "@/server/db/client";
import { rolesForUser, type RoleGrant } from "@/server/db/queries/roles";
import { getAuth } from "./auth";

export interface Visitor {
  id: string;
  isAnonymous: boolean;
}

export interface Member {
  id: string;
  email: string;
  name: string;
  roles: RoleGrant[];
}

/**
 * The request's headers, read before anything opens the database. Reading them is what tells
 * `next build` that a page is rendered per request, so it stops there instead of prerendering:
 * a page that asks who is signed in never opens the database at build time.
 */
async function requestHeadersOr(given: Headers | undefined): Promise<Headers> {
  return given ?? (await headers());
}

/** The signed-in visitor of the current request, or null. */
export async function currentVisitor(requestHeaders?: Headers): Promise<Visitor | null> {
  const source = await requestHeadersOr(requestHeaders);
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: source });
  if (!session) return null;
  return { id: session.user.id, isAnonymous: Boolean(session.user.isAnonymous) };
}

/** The signed-in member (a visitor with an e-mail and password) with their roles, or null. */
export async function currentMember(requestHeaders?: Headers): Promise<Member | null> {
  const source = await requestHeadersOr(requestHeaders);
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: source });
  if (!session || session.user.isAnonymous) return null;
  return {
    id: session.user.id,
    email: session.user.email,
    name: session.user.name,
    roles: await rolesForUser(await db(), session.user.id),
  };
}
