import { routes } from "@/config/routes";

/**
 * Whether a link in a mail is a one-time sign-in link (src/server/auth/sign-in-links.ts) rather
 * than a plain page of the site: mails to an investor's address not yet confirmed carry the plain
 * page (docs/introductions.md, "Coming back from any device"), and say so.
 */
export function isSignInLinkUrl(url: string): boolean {
  return URL.canParse(url) && new URL(url).pathname === routes.signInLink;
}
