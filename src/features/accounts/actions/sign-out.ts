"use server";

import "@/lib/zod-config";
import { cookies } from "next/headers";
import { routes, withQuery } from "@/config/routes";
import { z } from "zod";
import { MEMBER_HINT_COOKIE } from "@/lib/member-hint";
import { redirectAction } from "@/server/action";
import { getAuth } from "@/server/auth/auth";
import { authRequestHeaders } from "@/server/auth/request-headers";
import { askBrowserToClear } from "../clear-browser-cookie";

/** Where signing out ends: the sign-in page, which clears what the browser kept (ClearBrowserData). */
const SIGNED_OUT = withQuery(routes.signIn, { "signed-out": "1" });

/**
 * Signs out, and ends on the sign-in page, which clears the answers and drafts this browser kept
 * for the member (ClearBrowserData): on a shared computer the next person finds none of them.
 */
export const signOut = redirectAction(
  {
    log: "sign-out",
    access: "anyone",
    limit: "sign-out",
    fields: [],
    schema: z.object({}),
    notices: {
      invalid: "/",
      // Past the limit the session row is left to expire, but this browser is signed out all the same.
      limited: async () => {
        const jar = await cookies();
        for (const name of ["better-auth.session_token", "__Secure-better-auth.session_token", MEMBER_HINT_COOKIE]) jar.delete(name);
        askBrowserToClear(jar);
        return SIGNED_OUT;
      },
    },
  },
  async () => {
    const auth = await getAuth();
    await auth.api.signOut({ headers: await authRequestHeaders() });
    askBrowserToClear(await cookies());
    return SIGNED_OUT;
  },
);
