import "server-only";

import { and, eq, isNotNull } from "drizzle-orm";
import { routes } from "@/config/routes";
import { siteUrl } from "@/config/env";
import { leads } from "@/server/db/schema";
import type { Executor } from "@/server/mail";
import { signInLinkUrl } from "@/server/auth/sign-in-links";

/**
 * The link a mail to the investor carries to `callbackPath`: a one-time sign-in link
 * (src/server/auth/sign-in-links.ts) to the visitor record that made the introductions, so it opens
 * on any device, when `email` is the lead's confirmed address. A changed address not yet confirmed
 * may be mistyped or someone else's, so a mail to it gets the plain page instead, which opens in a
 * browser already signed in to the record (docs/introductions.md, "Coming back from any device").
 * Written in `executor`, the transaction that writes the mail.
 */
export async function investorLinkUrl(executor: Executor, investor: { userId: string; email: string }, callbackPath: string): Promise<string> {
  const [confirmed] = await executor
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.userId, investor.userId), eq(leads.email, investor.email), isNotNull(leads.emailConfirmedAt)));
  if (!confirmed) return `${siteUrl()}${callbackPath}`;
  return signInLinkUrl(executor, { userId: investor.userId, email: investor.email, callbackPath });
}

/** `investorLinkUrl` to "Your introductions". */
export function investorIntroductionsUrl(executor: Executor, investor: { userId: string; email: string }): Promise<string> {
  return investorLinkUrl(executor, investor, routes.yourIntroductions);
}

/**
 * The first confirmation mail's link, before any firm has the investor's details: a sign-in link
 * to the address not yet confirmed, so that confirming from a mail app's own browser opens the
 * introductions there too (docs/introductions.md, "Confirming the e-mail address first").
 */
export function firstConfirmationIntroductionsUrl(executor: Executor, investor: { userId: string; email: string }): Promise<string> {
  return signInLinkUrl(executor, { userId: investor.userId, email: investor.email, callbackPath: routes.yourIntroductions });
}
