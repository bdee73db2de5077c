"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { routes, withQuery } from "@/config/routes";
import { MEMBER_HINT_COOKIE } from "@/lib/member-hint";
import { formAction } from "@/server/action";
import { db } from "@/server/db/client";
import { deleteVisitorData } from "@/server/db/queries/visitor-data";
import { askBrowserToClear } from "../clear-browser-cookie";
import { DELETE_FIELDS, deleteAccountSchema } from "../schemas";

/** Erases the signed-in member and everything stored about them (docs/product.md, "Privacy, consent and retention"). */
export const deleteAccount = formAction(
  {
    log: "delete-account",
    access: "member",
    signIn: routes.signIn,
    limit: "delete-account",
    fields: DELETE_FIELDS,
    schema: deleteAccountSchema,
    failureMessage: "We could not delete your account just now. Please try again.",
  },
  async ({ actor }) => {
    await deleteVisitorData(await db(), actor.id);
    // The session row went with the user; clear its cookie too.
    const jar = await cookies();
    for (const name of ["better-auth.session_token", "__Secure-better-auth.session_token", MEMBER_HINT_COOKIE]) jar.delete(name);
    // Tells the next page to clear the answers and drafts this browser keeps (ClearBrowserData).
    askBrowserToClear(jar);
    redirect(withQuery(routes.signIn, { deleted: "1" }));
  },
);
