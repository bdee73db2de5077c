import "server-only";

import { headers } from "next/headers";
import { serverEnv } from "@/config/env";
import { withClientAddressHeader } from "@/server/client-address";

/**
 * The current request's headers for a Better Auth call from a server action: with the client
 * address the server derived (docs/security.md, "The client address"), replacing any the client
 * sent under that header's name.
 */
export async function authRequestHeaders(): Promise<Headers> {
  return withClientAddressHeader(await headers(), serverEnv().TRUST_PROXY);
}
