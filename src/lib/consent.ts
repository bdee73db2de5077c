import { useSyncExternalStore } from "react";

/**
 * The visitor's cookie choice (docs/product.md, "Privacy, consent and retention"), kept in one first-party cookie that is itself
 * strictly necessary. Features read it through `useConsent()`; the consent feature writes it.
 * Nothing non-essential may run or store anything until a choice exists.
 */
export const OPTIONAL_CATEGORIES = ["analytics", "marketing"] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

import { CONSENT_COOKIE, parseConsent, readCookie, serialiseConsent, type ConsentChoice } from "./consent-cookie";

export { CONSENT_COOKIE, parseConsent, readCookie, serialiseConsent, type ConsentChoice };

/** The choice is kept for six months, then the visitor is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string, domain?: string): void {
  document.cookie = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/${domain ? `; Domain=${domain}` : ""}`;
}

// A tiny external store: the cookie is the truth, listeners hear about changes made in this tab.
const listeners = new Set<() => void>();
let cachedRaw: string | undefined;
let cachedChoice: ConsentChoice | null = null;

/** The choice stored now, read from the cookie. */
export function currentConsent(): ConsentChoice | null {
  const raw = readCookie(document.cookie, CONSENT_COOKIE);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedChoice = parseConsent(raw);
  }
  return cachedChoice;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function saveConsent(choice: Omit<ConsentChoice, "decidedAt">): void {
  writeCookie(CONSENT_COOKIE, serialiseConsent({ ...choice, decidedAt: Date.now() }), CONSENT_MAX_AGE_SECONDS);
  for (const listener of listeners) listener();
}

/**
 * The current choice, or `null` when the visitor has not chosen yet. The server, which does not
 * read the cookie, renders as for a visitor who has not chosen, and so does hydration: a new
 * visitor's page then needs no second render once React has hydrated it, and a stored choice
 * follows in the render React runs right after hydrating (the banner stays hidden meanwhile by
 * the head script's mark, which ConsentRoot leaves in place).
 */
export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore<ConsentChoice | null>(subscribe, currentConsent, () => null);
}
