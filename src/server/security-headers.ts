import { createHash } from "node:crypto";
import { publicEnv } from "@/config/public-env";
import { consentBannerGate } from "@/lib/consent-banner-gate";
import { routes } from "@/config/routes";

/**
 * Security headers for every response (docs/security.md), set by src/proxy.ts.
 *
 * Two Content-Security-Policies:
 * - pages rendered per request anyway (NONCE_ROUTES) get a fresh nonce: Next.js puts it on its own
 *   scripts, and the one inline script of the root layout (the consent banner gate) is allowed by
 *   its hash, so no other inline script runs;
 * - every other response (prerendered pages, route handlers, static files) gets the same policy with
 *   'unsafe-inline' for scripts instead of a nonce, because a page built once cannot carry a
 *   per-request nonce and Next.js inlines its page data as scripts. That is as strict as static
 *   rendering allows: scripts still come only from this site and the configured third parties.
 * Styles allow 'unsafe-inline' everywhere: React style attributes (charts, progress bars) need it.
 */

/**
 * The pages rendered per request (ƒ in the build output): a path prefix covers the page and every
 * page under it; an exact path only itself. e2e/security-headers.spec.ts checks against the build's
 * prerender manifest that none of them is prerendered, and that their scripts carry the nonce.
 */
export const NONCE_ROUTES = {
  prefixes: [
    // Every sales-portal page checks the member's session, so all are rendered per request.
    routes.salesPortal,
    // The directory and every profile read the firms' published facts from the database.
    routes.wealthManagers,
  ],
  // Only the pages below: the address itself is answered by another page (here the prerendered
  // "not found" page, since /introductions/outcome alone matches no page of its own).
  below: [
    // How a first meeting went: one page per introduction, from a mailed link.
    routes.introductionOutcomes,
  ],
  // Listed one by one: a static page under /account (such as "Forgot your password?") must not get a nonce.
  exact: [
    routes.account,
    routes.signIn,
    routes.signUp,
    routes.resetPassword,
    routes.signInLink,
    routes.accountConfirmed,
    routes.introductionsConfirm,
    routes.results,
    routes.terms.privacyPolicy,
    routes.newsletterConfirm,
    routes.newsletterUnsubscribe,
    // They read the receipt in their address (src/server/sent-receipt.ts).
    routes.contactUsSent,
    routes.affiliatePartnershipsSent,
    routes.newsletterSent,
  ],
} as const;

export function usesNonce(pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return (
    (NONCE_ROUTES.exact as readonly string[]).includes(path) ||
    NONCE_ROUTES.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ||
    NONCE_ROUTES.below.some((parent) => path.startsWith(`${parent}/`))
  );
}

export interface ThirdPartyConfig {
  analyticsId?: string;
  tagManagerId?: string;
  reviewsScriptUrl?: string;
  consentBlockerId?: string;
  sentryDsn?: string;
}

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The hosts each configured third party (docs/product.md, "Privacy, consent and retention") loads scripts from, talks to and shows images from. */
export function thirdPartySources(config: ThirdPartyConfig): { script: string[]; connect: string[]; img: string[]; frame: string[] } {
  const script = new Set<string>();
  const connect = new Set<string>();
  const img = new Set<string>();
  const frame = new Set<string>();
  if (config.analyticsId || config.tagManagerId) {
    script.add("https://www.googletagmanager.com");
    for (const host of ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"]) {
      connect.add(host);
      img.add(host);
    }
  }
  const reviews = originOf(config.reviewsScriptUrl);
  if (reviews) {
    script.add(reviews);
    connect.add(reviews);
    img.add(reviews);
  }
  if (config.consentBlockerId) {
    for (const host of ["https://consent.cookiebot.com", "https://consentcdn.cookiebot.com"]) {
      script.add(host);
      connect.add(host);
      img.add(host);
      frame.add(host);
    }
  }
  // The error-reporting DSN names the host events are sent to.
  const sentry = originOf(config.sentryDsn);
  if (sentry) connect.add(sentry);
  return { script: [...script], connect: [...connect], img: [...img], frame: [...frame] };
}

/** 'sha256-…' of the root layout's one inline script. */
export const CONSENT_GATE_HASH = `'sha256-${createHash("sha256").update(consentBannerGate).digest("base64")}'`;

export interface PolicyOptions {
  nonce?: string;
  https: boolean;
  development?: boolean;
  thirdParties: ThirdPartyConfig;
}

export function contentSecurityPolicy({ nonce, https, development = false, thirdParties }: PolicyOptions): string {
  const sources = thirdPartySources(thirdParties);
  const scripts = nonce ? ["'self'", `'nonce-${nonce}'`, CONSENT_GATE_HASH] : ["'self'", "'unsafe-inline'"];
  // The development server evaluates modules for fast refresh; the production build never does.
  if (development) scripts.push("'unsafe-eval'");
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", [...scripts, ...sources.script]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...sources.img]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", ...sources.connect, ...(development ? ["ws:"] : [])]],
    ["frame-src", sources.frame.length ? sources.frame : ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  const policy = directives.map(([name, values]) => `${name} ${values.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** Camera, microphone, location, payment and the rest: the site uses none of them. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=(self)",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
  "browsing-topics=()",
].join(", ");

/** Every header but the policy's nonce, for a response on a site served from `siteUrl`. */
export function securityHeaders(options: PolicyOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (options.https) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

/** The options the site's own responses are built with (this process's environment). */
export function siteSecurityOptions(nonce?: string): Parameters<typeof securityHeaders>[0] {
  return {
    nonce,
    https: (process.env.SITE_URL ?? "").startsWith("https:"),
    development: process.env.NODE_ENV === "development",
    thirdParties: publicEnv,
  };
}

/** The nonce-less headers, built once per setting: the process's environment does not change. */
const withoutNonce = new Map<string, Readonly<Record<string, string>>>();

/**
 * The headers the site's own responses carry: with a nonce, built for it; without, the same for
 * every response (every prerendered page, static file and route handler), so built once.
 */
export function siteSecurityHeaders(nonce?: string): Readonly<Record<string, string>> {
  const options = siteSecurityOptions(nonce);
  if (nonce) return securityHeaders(options);
  const key = `${options.https} ${options.development}`;
  let headers = withoutNonce.get(key);
  if (!headers) {
    headers = Object.freeze(securityHeaders(options));
    withoutNonce.set(key, headers);
  }
  return headers;
}

/** For a route the proxy does not run in front of: the headers it would have set (no nonce). */
export function withSecurityHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(siteSecurityHeaders())) response.headers.set(name, value);
  return response;
}

let jsonHeaders: [string, string][] | undefined;

/**
 * A JSON answer carrying the security headers, as `withSecurityHeaders(Response.json(body))` gives,
 * with its headers made at the first answer rather than set one by one on every answer (the
 * matching API's hot path; reading the environment each time was a measurable part of it).
 */
export function securedJson(body: unknown): Response {
  jsonHeaders ??= [["content-type", "application/json"], ...Object.entries(siteSecurityHeaders())];
  return new Response(JSON.stringify(body), { headers: jsonHeaders });
}
