/** The first-party cookie that holds the visitor's consent choice (no React: server code reads it too). */
export const CONSENT_COOKIE = "wm_consent";

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
  /** When the choice was made (ms since the epoch). */
  decidedAt: number;
}

/** Bumped when the categories change, so earlier choices are asked again. */
const VERSION = "1";

export function serialiseConsent(choice: ConsentChoice): string {
  return `${VERSION}.${choice.analytics ? 1 : 0}${choice.marketing ? 1 : 0}.${choice.decidedAt}`;
}

/** Reads a cookie value; anything unrecognised (old version, tampering) counts as no choice. */
export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  const match = /^(\d+)\.([01])([01])\.(\d{1,15})$/.exec(value ?? "");
  if (!match || match[1] !== VERSION) return null;
  return { analytics: match[2] === "1", marketing: match[3] === "1", decidedAt: Number(match[4]) };
}

/** A cookie's value from a Cookie header; undefined when absent or not decodable. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined; // a malformed escape is no value, not a server error
    }
  }
  return undefined;
}

/** Whether the consent cookie in a request's Cookie header allows analytics (docs/product.md, "Privacy, consent and retention"). */
export function analyticsAllowed(cookieHeader: string | null): boolean {
  return parseConsent(readCookie(cookieHeader ?? "", CONSENT_COOKIE))?.analytics === true;
}
