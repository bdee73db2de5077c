import "server-only";

import { headers } from "next/headers";
import { getAuth } from "./auth";

export interface Visitor {
  id: string;
  isAnonymous: boolean;
}

/** The signed-in visitor of the current request, or null. */
export async function currentVisitor(requestHeaders?: Headers): Promise<Visitor | null> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: requestHeaders ?? (await headers()) });
  if (!session) return null;
  return { id: session.user.id, isAnonymous: Boolean(session.user.isAnonymous) };
}
