import "server-only";

import domains from "disposable-email-domains/index.json";
import wildcards from "disposable-email-domains/wildcard.json";

/**
 * Throwaway (disposable) e-mail addresses, from the npm `disposable-email-domains` list (about
 * 120,000 domains, kept up to date upstream; `npm update disposable-email-domains` takes the
 * latest). Server-only: the list never reaches a browser bundle. A domain is throwaway when it
 * or a parent domain is on the list, or a parent is on the list's wildcard part.
 */
const exact = new Set<string>(domains);
const anySubdomain = new Set<string>(wildcards);

export function isThrowawayAddress(email: string): boolean {
  const at = email.lastIndexOf("@");
  if (at < 0) return false;
  const labels = email.slice(at + 1).trim().toLowerCase().replace(/\.$/, "").split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    const domain = labels.slice(i).join(".");
    if (exact.has(domain)) return true;
    if (i > 0 && anySubdomain.has(domain)) return true;
  }
  return false;
}

export const THROWAWAY_MESSAGE = "This looks like a throwaway address. Enter an e-mail address you will keep, so the firms and we can reach you";
