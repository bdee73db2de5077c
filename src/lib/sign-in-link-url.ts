import { routes } from "@/config/routes";

/**
 * Whether a link in a mail is a one-time sign-in link (src/server/auth/sign-in-links.ts) rather
 * than a plain page of the site: mails to an investor's address not yet confirmed carry the plain
 * page (docs/introductions.md, "Coming back from any device"), and say so.
 */
export function isSignInLinkUrl(url: string): boolean {
  return URL.canParse(url) && new URL(url).pathname === routes.signInLink;
}

/**
 * Said in a mail to an investor whose link is a plain page (`opens`: what it opens, "your
 * introductions"), so nobody expects it to sign them in elsewhere.
 */
export function plainLinkNote(opens: string): string {
  return `This e-mail address has not been confirmed with us, so the button below does not sign you in: it opens ${opens} in a browser where you are signed in already, such as the one where you answered our questions.`;
}
