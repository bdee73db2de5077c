"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { MEMBER_HINT_COOKIE } from "@/lib/member-hint";
import { getAuth } from "@/server/auth/auth";
import { limitAction } from "@/server/limits";
import { routes } from "@/config/routes";

export async function signOut(): Promise<void> {
  // Past the limit the session row is left to expire, but this browser is signed out all the same.
  if (await limitAction("sign-out")) {
    const jar = await cookies();
    for (const name of ["better-auth.session_token", "__Secure-better-auth.session_token", MEMBER_HINT_COOKIE]) jar.delete(name);
    redirect(routes.home);
  }
  const auth = await getAuth();
  await auth.api.signOut({ headers: await headers() });
  redirect(routes.home);
}
