/**
 * docs/product.md, "Constants": cookies are set with a name, a value and days until expiry at the root path,
 * read by name, and deleted by expiring them. Values are URI-encoded so any text survives.
 */
export interface CookieOptions {
  /** Whether to add `Secure`; defaults to true on https pages. */
  secure?: boolean;
  now?: Date;
}

/** The `document.cookie` assignment for a cookie that lasts `days` days at path /. */
export function serialiseCookie(name: string, value: string, days: number, { secure = false, now = new Date() }: CookieOptions = {}): string {
  if (!/^[\w!#$%&'*+.^`|~-]+$/.test(name)) throw new Error(`cookie name "${name}" has characters a cookie name cannot hold`);
  const expires = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  return `${name}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}; path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The value of cookie `name` in a `document.cookie` string, or null. */
export function parseCookie(cookieHeader: string, name: string): string | null {
  for (const pair of cookieHeader.split(";")) {
    const index = pair.indexOf("=");
    if (index < 0) continue;
    if (pair.slice(0, index).trim() !== name) continue;
    const raw = pair.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

function isHttps(): boolean {
  return typeof location !== "undefined" && location.protocol === "https:";
}

export function setCookie(name: string, value: string, days: number): void {
  if (typeof document === "undefined") return;
  document.cookie = serialiseCookie(name, value, days, { secure: isHttps() });
}

export function getCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  return parseCookie(document.cookie, name);
}

export function deleteCookie(name: string): void {
  setCookie(name, "", -1);
}
