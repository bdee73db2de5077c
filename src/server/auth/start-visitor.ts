import "server-only";

import { serverEnv } from "@/config/env";
import { withClientAddressHeader } from "@/server/client-address";
import { getAuth } from "./auth";
import { currentVisitor, type Visitor } from "./session";

/**
 * Creates the anonymous visitor (Better Auth's anonymous plugin) for a request that has none.
 * docs/product.md, "Privacy, consent and retention": called only when the visitor accepts analytics or first stores something,
 * never for a page view. Answers the visitor and the session cookies to set.
 */
export async function startVisitor(requestHeaders: Headers): Promise<{ visitor: Visitor; setCookies: string[] }> {
  const existing = await currentVisitor(requestHeaders);
  if (existing) return { visitor: existing, setCookies: [] };
  const auth = await getAuth();
  const { headers, response } = await auth.api.signInAnonymous({
    headers: withClientAddressHeader(requestHeaders, serverEnv().TRUST_PROXY),
    returnHeaders: true,
  });
  if (!response) throw new Error("anonymous sign-in returned no user");
  return { visitor: { id: response.user.id, isAnonymous: true }, setCookies: headers.getSetCookie() };
}

/**
 * For server actions that store something: the current visitor, created first when there is
 * none (the session cookie is set through next/headers by Better Auth's nextCookies plugin).
 */
export async function visitorForAction(): Promise<Visitor> {
  const { headers } = await import("next/headers");
  return (await startVisitor(await headers())).visitor;
}
