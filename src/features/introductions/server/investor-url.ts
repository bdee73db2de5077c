import "server-only";

import { routes } from "@/config/routes";
import type { Executor } from "@/server/mail";
import { signInLinkUrl } from "@/server/auth/sign-in-links";

/**
 * The link every mail to the investor carries to their introductions: a one-time sign-in link
 * (src/server/auth/sign-in-links.ts) to the visitor record that made them, so it opens them on any
 * device. Written in `tx`, the transaction that writes the mail.
 */
export function investorIntroductionsUrl(executor: Executor, investor: { userId: string; email: string }): Promise<string> {
  return signInLinkUrl(executor, { userId: investor.userId, email: investor.email, callbackPath: routes.yourIntroductions });
}
