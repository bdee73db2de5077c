import fs from "node:fs";
import path from "node:path";
import { expect, openPage, reactHasTakenOver, test, type APIResponse, type Page } from "./support/test";
import { consentBannerGate } from "../src/lib/consent-banner-gate";
import { usesNonce } from "../src/server/security-headers";
import { staff, STAFF_PASSWORD } from "./support/staff";

/** Security headers, the `next` redirect target, and Better Auth's own doors (docs/security.md). */

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  const policy = headers["content-security-policy"] ?? "";
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
    expect(policy, `${what}: ${directive}`).toContain(directive);
  }
  expect(policy, what).toMatch(/script-src 'self'/);
  expect(policy, what).toMatch(/connect-src 'self'/);
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  expect(headers["x-powered-by"], what).toBeUndefined();
  // The test server's SITE_URL is http://, so no HSTS (the unit test covers https).
  expect(headers["strict-transport-security"], what).toBeUndefined();
}

/** Opens a page and waits until the app has started in the browser (its visitor look-up answered). */
const open = async (page: Page, path: string) => (await openPage(page, path)).response;

/** Records every Content-Security-Policy violation the page reports. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __violations: string[] }).__violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

/**
 * The scripts of a page as the server sent them (structured data left out), parsed by the
 * browser's own HTML parser from the response text rather than read from the live page, which
 * also holds what the app inserted since.
 */
async function serverSentScripts(page: Page, html: string) {
  return page.evaluate((source) => {
    const sent = new DOMParser().parseFromString(source, "text/html");
    return [...sent.querySelectorAll("script")]
      // Data blocks (structured data) are never run, so CSP does not apply to them.
      .filter((script) => script.type !== "application/ld+json" && script.type !== "application/json")
      .map((script) => ({ src: script.getAttribute("src"), nonce: script.getAttribute("nonce"), text: script.hasAttribute("src") ? "" : (script.textContent ?? "") }));
  }, html);
}

test("a page, a route handler and static files all carry the security headers", async ({ page, request }) => {
  const home = await request.get("/");
  expectSecurityHeaders(home, "page /");
  expect(home.headers()["content-security-policy"]).toContain("'unsafe-inline'");
  expectSecurityHeaders(await request.get("/api/health"), "route /api/health");
  // The one route the proxy skips sets them itself, on its answers and its refusals alike.
  expectSecurityHeaders(await request.post("/api/match", { data: {} }), "route POST /api/match");
  expectSecurityHeaders(await request.post("/api/match", { headers: { "content-type": "application/json" }, data: "{oops" }), "route POST /api/match (400)");
  const wrongMethod = await request.get("/api/match");
  expect(wrongMethod.status()).toBe(405);
  expect(wrongMethod.headers()["allow"]).toBe("POST, OPTIONS");
  expectSecurityHeaders(wrongMethod, "route GET /api/match (405)");
  expectSecurityHeaders(await request.fetch("/api/match", { method: "OPTIONS" }), "route OPTIONS /api/match");
  expectSecurityHeaders(await request.get("/icon.svg"), "file /icon.svg");
  expectSecurityHeaders(await request.get("/account/sign-in"), "page /account/sign-in");

  await page.goto("/");
  const chunk = await page.evaluate(() => [...document.querySelectorAll("script[src]")].map((s) => (s as HTMLScriptElement).src).find((src) => src.includes("/_next/static/")));
  expect(chunk).toBeTruthy();
  expectSecurityHeaders(await request.get(chunk as string), `static file ${chunk}`);
});

test("pages rendered per request use a fresh nonce, static pages stay static, and neither reports a violation", async ({ page, request }) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(".next", "prerender-manifest.json"), "utf8")) as { routes: Record<string, unknown> };
  const prerendered = Object.keys(manifest.routes);
  expect(prerendered).toContain("/");
  expect(prerendered).toContain("/proforma");
  for (const dynamic of ["/account", "/account/sign-in", "/account/link", "/account/confirmed", "/sales-portal", "/proforma/results", "/terms/privacy-policy", "/wealth-managers", "/wealth-managers/saltus", "/introductions/confirm", "/newsletter/confirm", "/newsletter/unsubscribe", "/contact-us/sent", "/affiliate-partnerships/sent", "/newsletter/sent"]) {
    expect(prerendered, `${dynamic} is rendered per request`).not.toContain(dynamic);
  }
  // No prerendered page is given a nonce its scripts cannot carry.
  for (const route of prerendered) expect(usesNonce(route), `${route} is prerendered`).toBe(false);

  const first = (await request.get("/account/sign-in")).headers()["content-security-policy"] ?? "";
  const second = (await request.get("/account/sign-in")).headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(first)?.[1];
  expect(nonce).toBeTruthy();
  expect(second).not.toContain(nonce);
  expect(first).not.toContain("'unsafe-inline' ");
  expect(/script-src [^;]*'unsafe-inline'/.test(first)).toBe(false);

  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  // A sign-in page, a firm's profile and the page a mailed link opens (its token refused here).
  for (const address of ["/account/sign-in", "/wealth-managers/saltus", "/introductions/confirm?token=not-a-token"]) {
    const response = await open(page, address);
    const pageNonce = /'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1];
    expect(pageNonce, address).toBeTruthy();
    // The scripts the server sent, read from that response's HTML: code the app loads later on its
    // own (lazy chunks, prefetches) is same-origin and allowed by 'self', and is covered below by the
    // absence of violations instead.
    const scripts = await serverSentScripts(page, (await response?.text()) ?? "");
    expect(scripts.filter((script) => script.src).length, address).toBeGreaterThan(0);
    expect(scripts.filter((script) => !script.src).length, address).toBeGreaterThan(1);
    // Every script but the consent gate (allowed by its hash) carries the page's nonce.
    for (const script of scripts) if (script.text !== consentBannerGate) expect(script.nonce, `${address}: ${JSON.stringify({ ...script, text: script.text.slice(0, 60) })}`).toBe(pageNonce);
    expect(scripts.filter((script) => script.text === consentBannerGate), address).toHaveLength(1);
    // Nothing the page ran or loaded afterwards broke the policy.
    await page.waitForLoadState("networkidle");
    expect(await violations(), address).toEqual([]);
  }
  // Addresses beside those pages that no page answers: a "not found" page, drawn without a violation.
  for (const address of ["/introductions/outcome", "/introductions/other", "/wealth-managers/no-such-firm"]) {
    await open(page, address);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/cannot find that page/i);
    await page.waitForLoadState("networkidle");
    expect(await violations(), address).toEqual([]);
  }
  await open(page, "/");
  expect(await violations()).toEqual([]);
  await open(page, "/proforma");
  await expect.poll(() => reactHasTakenOver(page)).toBe(true);
  await page.waitForLoadState("networkidle");
  expect(await violations()).toEqual([]);
});

test("the sales portal cannot be framed by another site", async ({ page, baseURL }) => {
  // Another site's page framing the portal, beside a frame of a page that allows framing (the control).
  await page.route("http://framer.example/", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>framer</title><iframe name="portal" src="${baseURL}/sales-portal"></iframe><iframe name="control" src="http://framer.example/framed"></iframe>`,
    }),
  );
  await page.route("http://framer.example/framed", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><p>framed fine</p>" }));
  await page.goto("http://framer.example/");
  const control = page.frame({ name: "control" });
  await expect.poll(async () => control?.evaluate(() => document.body.innerText).catch(() => "")).toBe("framed fine");
  const portal = page.frame({ name: "portal" });
  expect(portal).toBeTruthy();
  // The browser refuses to render the portal (or its sign-in page) inside the frame.
  await expect.poll(() => portal!.url(), { timeout: 15_000 }).toMatch(/^chrome-error:|^about:blank/);
  expect(await portal!.evaluate(() => document.body?.innerText ?? "").catch(() => "")).not.toContain("Sign in");
});

test("Better Auth's sign-up endpoint refuses a weak password and an invalid address", async ({ request, baseURL }) => {
  const headers = { origin: baseURL as string };
  const email = `weak-${Date.now()}@example.co.uk`;
  const weak = await request.post("/api/auth/sign-up/email", { headers, data: { email, password: "aaaaaaaa", name: "Weak" } });
  expect(weak.status()).toBe(400);
  expect(JSON.stringify(await weak.json())).toMatch(/password: Your password must be 8 to 24 characters/);
  const badEmail = await request.post("/api/auth/sign-up/email", { headers, data: { email: `${"a".repeat(40)}!@x.com`, password: "Secret#123", name: "Bad" } });
  expect(badEmail.status()).toBe(400);
  // The same request with a password that meets the rule creates the account.
  const good = await request.post("/api/auth/sign-up/email", { headers, data: { email, password: "Secret#123", name: "Good" } });
  expect(good.status()).toBe(200);
});

test("next never leaves the site and never breaks the page", async ({ page, request }) => {
  test.setTimeout(120_000);
  for (const next of ["%0d%0aSet-Cookie:%20x=1", "/%0d%0a/evil.example", "/%09/evil.example", "//evil.example", "/%5c%5cevil.example", "javascript:alert(1)"]) {
    const response = await request.get(`/account/sign-in?next=${next}`, { maxRedirects: 0 });
    expect(response.status(), next).toBeLessThan(500);
  }
  await open(page, "/account/sign-in?next=/%09/evil.example");
  const form = page.getByRole("main");
  await form.getByLabel("E-mail address").fill(staff.sales);
  await form.getByLabel("Password").fill(STAFF_PASSWORD);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/account\/sign-in/);
  expect(new URL(page.url()).host).toBe(new URL(page.context().pages()[0]!.url()).host);
  expect(page.url()).not.toContain("evil.example");
  // Signed in, the sign-in page with a hostile next sends the member on within the site.
  await page.goto("/account/sign-in?next=/%09/evil.example");
  expect(page.url()).not.toContain("evil.example");
  expect(new URL(page.url()).hostname).toBe("127.0.0.1");
});
