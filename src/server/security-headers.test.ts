import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { consentBannerGate } from "@/lib/consent-banner-gate";
import { CONSENT_GATE_HASH, contentSecurityPolicy, securedJson, securityHeaders, siteSecurityHeaders, siteSecurityOptions, usesNonce, withSecurityHeaders } from "./security-headers";

const directive = (policy: string, name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";

describe("security headers", () => {
  it("set the strict directives on every policy", () => {
    for (const nonce of [undefined, "abc123"]) {
      const policy = contentSecurityPolicy({ nonce, https: false, thirdParties: {} });
      expect(directive(policy, "default-src")).toBe("default-src 'self'");
      expect(directive(policy, "object-src")).toBe("object-src 'none'");
      expect(directive(policy, "base-uri")).toBe("base-uri 'self'");
      expect(directive(policy, "form-action")).toBe("form-action 'self'");
      expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
      expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
      expect(policy).not.toContain("unsafe-eval");
    }
  });

  it("use a nonce and the gate's hash, not unsafe-inline, for scripts on pages rendered per request", () => {
    const policy = contentSecurityPolicy({ nonce: "abc123", https: false, thirdParties: {} });
    expect(directive(policy, "script-src")).toBe(`script-src 'self' 'nonce-abc123' ${CONSENT_GATE_HASH}`);
    const hash = createHash("sha256").update(consentBannerGate).digest("base64");
    expect(CONSENT_GATE_HASH).toBe(`'sha256-${hash}'`);
    expect(directive(contentSecurityPolicy({ https: false, thirdParties: {} }), "script-src")).toBe("script-src 'self' 'unsafe-inline'");
  });

  it("allow exactly the configured third parties", () => {
    const none = contentSecurityPolicy({ https: false, thirdParties: {} });
    expect(none).not.toContain("googletagmanager");
    const all = contentSecurityPolicy({
      https: true,
      thirdParties: {
        analyticsId: "G-ABC123",
        tagManagerId: "GTM-ABC123",
        reviewsScriptUrl: "https://widget.reviews.example/w.js?x=1",
        consentBlockerId: "00000000-0000-0000-0000-000000000000",
        sentryDsn: "https://key@o1.ingest.sentry.example/42",
      },
    });
    expect(directive(all, "script-src")).toBe(
      "script-src 'self' 'unsafe-inline' https://www.googletagmanager.com https://widget.reviews.example https://consent.cookiebot.com https://consentcdn.cookiebot.com",
    );
    expect(directive(all, "connect-src")).toContain("https://*.google-analytics.com");
    expect(directive(all, "connect-src")).toContain("https://o1.ingest.sentry.example");
    expect(all.endsWith("upgrade-insecure-requests")).toBe(true);
  });

  it("add HSTS only for an https site, and the other headers always", () => {
    expect(securityHeaders({ https: false, thirdParties: {} })["Strict-Transport-Security"]).toBeUndefined();
    const headers = securityHeaders({ https: true, thirdParties: {} });
    expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=\d{8,}/);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(headers["Permissions-Policy"]).toContain("geolocation=()");
  });

  it("give nonces to the pages rendered per request only", () => {
    expect(usesNonce("/account")).toBe(true);
    expect(usesNonce("/account/sign-in")).toBe(true);
    expect(usesNonce("/sales-portal/saltus")).toBe(true);
    expect(usesNonce("/accounts")).toBe(false);
    expect(usesNonce("/account/forgot-password")).toBe(false);
    expect(usesNonce("/")).toBe(false);
    expect(usesNonce("/proforma/results")).toBe(true);
    expect(usesNonce("/proforma/age")).toBe(false);
    expect(usesNonce("/wealth-managers")).toBe(true);
    expect(usesNonce("/wealth-managers/saltus")).toBe(true);
    // The pages mailed links open, which carry a token in their address.
    for (const path of ["/account/link", "/account/confirmed", "/introductions/confirm", "/introductions/outcome/0d1e2f", "/newsletter/confirm", "/newsletter/unsubscribe"]) expect(usesNonce(path), path).toBe(true);
    expect(usesNonce("/newsletter")).toBe(false);
    expect(usesNonce("/introductionsx")).toBe(false);
    // Addresses no page of their own answers: the prerendered "not found" page, which cannot carry a nonce.
    for (const path of ["/introductions", "/introductions/outcome", "/introductions/other"]) expect(usesNonce(path), path).toBe(false);
  });

  it("are set by a route the proxy skips exactly as the proxy sets them, and the proxy skips only POST /api/match's path", () => {
    const response = withSecurityHeaders(Response.json({ ok: true }));
    for (const [name, value] of Object.entries(securityHeaders(siteSecurityOptions()))) expect(response.headers.get(name), name).toBe(value);
    const proxySource = fs.readFileSync(path.resolve(import.meta.dirname, "../proxy.ts"), "utf8");
    expect(proxySource).toContain('matcher: "/((?!api/match$).*)"');
    const matcher = /^(?:\/((?!api\/match$).*))$/;
    expect(["/", "/api/health", "/api/match/", "/api/matches", "/proforma/results"].every((p) => matcher.test(p))).toBe(true);
    expect(matcher.test("/api/match")).toBe(false);
    const route = fs.readFileSync(path.resolve(import.meta.dirname, "../app/api/match/route.ts"), "utf8");
    expect(route).toMatch(/return answered instanceof Response \? withSecurityHeaders\(answered\) : securedJson\(answered\);/);
  });

  it("make a JSON answer with securedJson exactly as withSecurityHeaders(Response.json(…)) does", async () => {
    const body = { wealthManagers: ["saltus"], reason: "£500k to £1m <fits>" };
    const fast = securedJson(body);
    const plain = withSecurityHeaders(Response.json(body));
    expect([...fast.headers].sort()).toEqual([...plain.headers].sort());
    expect(fast.status).toBe(200);
    expect(await fast.json()).toEqual(await plain.json());
    // The headers are made once, but each answer has its own.
    securedJson({}).headers.set("x-test", "1");
    expect(securedJson({}).headers.get("x-test")).toBeNull();
  });

  it("without a nonce are built once per setting and follow the site's address; with one, carry it", () => {
    const first = siteSecurityHeaders();
    expect(first).toEqual(securityHeaders(siteSecurityOptions()));
    expect(siteSecurityHeaders()).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    const before = process.env.SITE_URL;
    process.env.SITE_URL = "https://example.test";
    try {
      expect(siteSecurityHeaders()["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
      expect(siteSecurityHeaders()["Content-Security-Policy"]).toContain("upgrade-insecure-requests");
    } finally {
      if (before === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = before;
    }
    expect(siteSecurityHeaders()).toBe(first);
    const withNonce = siteSecurityHeaders("bm9uY2U=");
    expect(withNonce["Content-Security-Policy"]).toContain("'nonce-bm9uY2U='");
    expect(withNonce).not.toBe(siteSecurityHeaders("bm9uY2U="));
  });
});
