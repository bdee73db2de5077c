import AxeBuilder from "@axe-core/playwright";
import { expect, openPage, test, uniqueEmail, type BrowserContext, type Page, type Request } from "./support/test";
import { signUp } from "./support/accounts";
import { confirmNewAccount } from "./support/mail";
import { storageInventory } from "../src/config/storage-inventory";

/**
 * Consent (docs/product.md, "Privacy, consent and retention") and first-party visit tracking (docs/product.md, "Visit tracking"), checked
 * through the server: GET /api/tracking answers what is stored for the session's visitor.
 */
const trackingCalls = /\/api\/(tracking|utm|experiments)$/;

interface StoredVisit {
  url: string;
  endedBy: string;
  elapsedTime: number;
  manuallyClosedSession: boolean | null;
  scrollX: number | null;
  scrollYTop: number;
  viewPortWidth: number;
}
interface Stored {
  tracker: { device: string; ipAddress: string | null; timeTracked: StoredVisit[]; scrollTracked: { url: string; scrollYTop: number }[] } | null;
  utmRecords: { url: string; tags: Record<string, string> }[];
  abEvents: { kind: string; title: string; testing: string }[];
}

async function stored(page: Page): Promise<Stored> {
  const response = await page.request.get("/api/tracking");
  expect(response.status()).toBe(200);
  return (await response.json()) as Stored;
}

function watchTrackingRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && trackingCalls.test(new URL(request.url()).pathname)) sent.push(request);
  });
  return sent;
}

/**
 * Opens a page on a clock the test can move (page.clock), and waits for the app's visitor look-up.
 * The clock runs as usual until the test moves it on past the tracker's delays.
 */
async function arrive(page: Page, path: string) {
  await page.clock.install();
  await openPage(page, path);
}

/** Makes the page tall enough to scroll, then scrolls it to `y`. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => {
    document.body.style.minHeight = "6000px";
    window.scrollTo(0, top);
  }, y);
}

async function setTabHidden(page: Page, hidden: boolean) {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (isHidden ? "hidden" : "visible") });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => isHidden });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}

const necessaryNames = storageInventory.filter((item) => item.category === "necessary").flatMap((item) => item.name.split(",").map((name) => name.trim()));

async function storedNames(page: Page, context: BrowserContext) {
  const cookies = (await context.cookies()).map((cookie) => cookie.name);
  const local = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  return [...cookies, ...local];
}

test("before any choice, browsing sends nothing and stores only what is necessary", async ({ page, context }) => {
  const sent = watchTrackingRequests(page);
  await arrive(page, "/?utm_source=newsletter&utm_campaign=spring");
  const banner = page.getByRole("region", { name: "Your cookie choices" });
  await expect(banner).toBeVisible();
  await expect(page.locator("main a[data-variant]")).toHaveAttribute("data-variant", "compare-now");

  await scrollTo(page, 400);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About us" }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await setTabHidden(page, true);
  await setTabHidden(page, false);
  await page.clock.runFor(6_000); // past the scroll-stop and idle delays

  expect(sent.map((request) => request.url())).toEqual([]);
  const names = await storedNames(page, context);
  expect(names.filter((name) => name.endsWith("session_token"))).toEqual([]); // no visit starts before it is needed
  for (const name of names) expect(necessaryNames, `${name} is stored before consent`).toContain(name);
  expect((await stored(page)).tracker).toBeNull();
  expect((await stored(page)).utmRecords).toEqual([]);
});

test("Reject all is one click, and nothing is tracked afterwards", async ({ page, context }) => {
  const sent = watchTrackingRequests(page);
  await arrive(page, "/?utm_source=newsletter");
  await page.getByRole("button", { name: "Reject all" }).click();
  await expect(page.getByRole("region", { name: "Your cookie choices" })).toBeHidden();
  const consent = (await context.cookies()).find((cookie) => cookie.name === "wm_consent");
  expect(consent?.value).toMatch(/^1\.00\.\d+$/);
  expect(consent!.expires * 1000 - Date.now()).toBeGreaterThan(180 * 24 * 3600 * 1000);

  await scrollTo(page, 300);
  await page.clock.runFor(3_500); // past the scroll-stop delay
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your cookie choices" })).toBeHidden();
  expect(sent).toEqual([]);
});

test("after Accept all, route changes, tab hiding, scroll stops and idle each produce rows; withdrawing stops tracking", async ({ page, context }) => {
  test.setTimeout(90_000);
  await arrive(page, "/?utm_source=newsletter&utm_campaign=spring");
  // The call to action is reworded in place, never replaced, so a press while its variant arrives is not lost.
  const cta = page.locator("main a[data-variant]");
  await cta.evaluate((link) => Object.assign(link, { keptAcrossTheVariant: true }));
  await page.getByRole("button", { name: "Accept all" }).click();

  // The record is created once the visitor exists, with the device class; UTM and A/B entries follow.
  await expect.poll(async () => (await stored(page)).tracker?.device).toBe("Desktop");
  // An anonymous visitor is no member: the header's member hint is not left behind, even empty.
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("wm-member");
  await expect.poll(async () => (await stored(page)).utmRecords.map((record) => record.tags)).toEqual([{ source: "newsletter", campaign: "spring" }]);
  await expect.poll(async () => (await stored(page)).abEvents.map((event) => event.kind)).toEqual(["load"]);
  const abCookie = (await context.cookies()).find((cookie) => cookie.name === "wm_ab");
  expect(abCookie?.value).toMatch(/^home-cta-wording%3A(compare-now|find-my-matches)$/);
  const variant = decodeURIComponent(abCookie!.value).split(":")[1]!;
  await expect(cta).toHaveAttribute("data-variant", variant);
  expect(await cta.evaluate((link) => "keptAcrossTheVariant" in link)).toBe(true);
  const host = new URL(page.url()).host;

  // Scroll, then stop: a scroll stop after 3 s, and an idle entry after 5 s.
  await scrollTo(page, 500);
  await expect.poll(async () => (await stored(page)).tracker?.scrollTracked ?? [], { timeout: 10_000 }).toEqual([expect.objectContaining({ url: `${host}/`, scrollYTop: 500 })]);
  await expect
    .poll(async () => (await stored(page)).tracker?.timeTracked.filter((visit) => visit.endedBy === "idle") ?? [], { timeout: 10_000 })
    .toEqual([expect.objectContaining({ url: `${host}/`, manuallyClosedSession: false, scrollX: 0, scrollYTop: 500, viewPortWidth: 1280 })]);

  // Leaving the tab records the visit so far.
  await page.clock.runFor(1_100);
  await setTabHidden(page, true);
  await expect.poll(async () => (await stored(page)).tracker?.timeTracked.map((visit) => visit.endedBy)).toEqual(["idle", "tab-hidden"]);
  await setTabHidden(page, false);

  // A route change through the call to action: the home page visit, and the experiment's goal.
  await page.clock.runFor(1_100);
  await page.locator("main a[data-variant]").click();
  await expect(page).toHaveURL(/\/proforma$/);
  await expect.poll(async () => (await stored(page)).tracker?.timeTracked.map((visit) => `${visit.endedBy} ${visit.url}`)).toEqual([
    `idle ${host}/`,
    `tab-hidden ${host}/`,
    `route-change ${host}/`,
  ]);
  const visits = (await stored(page)).tracker!.timeTracked;
  expect(visits[2]!.elapsedTime).toBeGreaterThanOrEqual(1);
  await expect.poll(async () => (await stored(page)).abEvents.map((event) => `${event.kind} ${event.testing}`)).toEqual([`load ${variant}`, `action ${variant}`]);

  // Withdraw from the footer: tracking stops at once and the analytics cookie goes. A report
  // already on its way when the choice is saved is let land before the watch starts.
  const onTheirWay = watchTrackingRequests(page);
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Cookie settings" });
  await expect(dialog.getByRole("switch", { name: "Analytics" })).toBeChecked();
  await dialog.getByRole("switch", { name: "Analytics" }).uncheck();
  await dialog.getByRole("button", { name: "Save my choices" }).click();
  await expect(dialog).toBeHidden();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("wm_ab");

  await Promise.all(onTheirWay.map((request) => request.response()));
  const sent = watchTrackingRequests(page);
  const before = await stored(page);
  await scrollTo(page, 300);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About us" }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await setTabHidden(page, true);
  await page.clock.runFor(6_000);
  expect(sent).toEqual([]);
  expect(await stored(page)).toEqual(before);
});

test("campaign tags are kept when a new page loads at once after Accept all, and recorded there", async ({ page }) => {
  await arrive(page, "/?utm_source=newsletter&utm_medium=email&utm_campaign=spring");
  await page.getByRole("button", { name: "Accept all" }).click();
  // A full page load straight away, before the landing page could send the tags.
  await page.goto("/proforma");
  await expect.poll(async () => (await stored(page)).utmRecords.map((record) => record.tags)).toEqual([{ source: "newsletter", medium: "email", campaign: "spring" }]);
  // Recorded, the kept copy is gone.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("wm_arrival"))).toBeNull();
});

test("the banner and the settings dialog are accessible and keyboard usable", async ({ page }) => {
  await arrive(page, "/");
  await expect(page.getByRole("region", { name: "Your cookie choices" })).toBeVisible();
  expect((await new AxeBuilder({ page }).include("section[aria-labelledby]").analyze()).violations).toEqual([]);

  await page.getByRole("button", { name: "Manage cookies" }).click();
  const dialog = page.getByRole("dialog", { name: "Cookie settings" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("switch", { name: "Analytics" })).not.toBeChecked();
  expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // No choice yet, so the banner is back.
  await expect(page.getByRole("region", { name: "Your cookie choices" })).toBeVisible();

  await page.getByRole("button", { name: "Manage cookies" }).click();
  await dialog.getByRole("switch", { name: "Marketing" }).check();
  await dialog.getByRole("button", { name: "Save my choices" }).click();
  const consent = (await page.context().cookies()).find((cookie) => cookie.name === "wm_consent");
  expect(consent?.value).toMatch(/^1\.01\.\d+$/);
});

test("while the banner is open, what has keyboard focus is never hidden behind it", async ({ page }) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, "/about-us");
    const banner = page.getByRole("region", { name: "Your cookie choices" });
    await expect(banner).toBeVisible();
    const footer = page.getByRole("contentinfo");
    // The newsletter's first field, and the last link at the very foot of the page.
    for (const target of [footer.getByLabel("First name"), footer.getByRole("link").last()]) {
      await target.focus();
      await expect(target).toBeFocused();
      await expect
        .poll(async () => {
          const [field, cover] = [await target.boundingBox(), await banner.boundingBox()];
          return field && cover ? field.y + field.height <= cover.y : false;
        }, { message: `at ${width} px` })
        .toBe(true);
    }
  }
});

test("the ingest route refuses malformed, oversized and flooding requests without touching other visitors' data", async ({ browser, playwright, baseURL }) => {
  // A real visitor with some tracking.
  const victimContext = await browser.newContext();
  const victim = await victimContext.newPage();
  await arrive(victim, "/");
  await victim.getByRole("button", { name: "Accept all" }).click();
  await expect.poll(async () => (await stored(victim)).tracker?.device).toBe("Desktop");
  await scrollTo(victim, 250);
  await expect.poll(async () => (await stored(victim)).tracker?.scrollTracked.length, { timeout: 10_000 }).toBe(1);
  await expect.poll(async () => (await stored(victim)).tracker?.timeTracked.length, { timeout: 10_000 }).toBe(1);
  const before = await stored(victim);

  // The attacker's consent cookie allows analytics, so the server's own checks are what refuse it.
  const host = new URL(baseURL ?? "http://127.0.0.1").hostname;
  const attacker = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [{ name: "wm_consent", value: `1.10.${Date.now()}`, domain: host, path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" }], origins: [] },
  });
  expect((await attacker.post("/api/tracking", { data: { device: "Desktop", visits: [], scrollStops: [] } })).status()).toBe(401);
  expect((await attacker.post("/api/visitor")).status()).toBe(200);

  const malformed = await attacker.post("/api/tracking", { headers: { "content-type": "application/json" }, data: "{ not json" });
  expect(malformed.status()).toBe(400);
  const badField = await attacker.post("/api/tracking", { data: { device: "Fridge", visits: [], scrollStops: [] } });
  expect(badField.status()).toBe(400);
  expect((await badField.json()).error).toMatch(/^device/);
  const oversized = await attacker.post("/api/tracking", { data: { device: "Desktop", visits: [], scrollStops: [], padding: "x".repeat(70_000) } });
  expect(oversized.status()).toBe(413);

  const flood = await Promise.all(
    Array.from({ length: 45 }, () => attacker.post("/api/tracking", { data: { device: "Mobile", visits: [], scrollStops: [] } }).then((r) => r.status())),
  );
  expect(flood.filter((status) => status === 429).length).toBeGreaterThan(0);
  expect(flood.every((status) => status === 204 || status === 429)).toBe(true);

  expect(await stored(victim)).toEqual(before);
  await attacker.dispose();
  await victimContext.close();
});

test("a member who accepted everything and used the site stores nothing the cookie policy does not list", async ({ page, context }) => {
  test.setTimeout(120_000);
  const listed = storageInventory.flatMap((item) => item.name.split(",").map((name) => name.trim()));
  const isListed = (name: string) => listed.some((entry) => (entry.endsWith("*") ? name.startsWith(entry.slice(0, -1)) : name === entry));

  await arrive(page, "/?utm_source=newsletter");
  await page.getByRole("button", { name: "Accept all" }).click();
  await page.getByRole("link", { name: "Compare Now" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const email = uniqueEmail("inventory");
  await signUp(page, email);
  await confirmNewAccount(page, email);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await openPage(page, "/knowledge-centre");

  const names = await storedNames(page, context);
  expect(names, "the member's hint and the session are among them").toEqual(expect.arrayContaining(["wm-member", "better-auth.session_token", "wm_consent"]));
  for (const name of names) expect(isListed(name), `${name} is not in the cookie policy`).toBe(true);
});
