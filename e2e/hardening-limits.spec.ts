import { expect, openPage, test, type BrowserContext, type Page, uniqueEmail } from "./support/test";
import { confirmNewAccount } from "./support/mail";
import pg from "pg";
import { answerAll, commonSteps, startQuestionnaire, storedSubmission, type Step } from "./support/questionnaire";

/**
 * Rate limits, consent enforced by the server, no visitor before
 * need, and bad input answered with 4xx. docs/security.md names each protection these prove.
 */

const sessionCookies = async (context: BrowserContext) => (await context.cookies()).filter((cookie) => cookie.name.endsWith("session_token"));
/** Opens a page and waits until the app has started in the browser (its visitor look-up answered). */
const open = async (page: Page, path: string) => (await openPage(page, path)).lookUp;

/** Users whose sessions were opened with this user agent (PostgreSQL pass only: the test reads the database). */
async function usersWithAgent(userAgent: string): Promise<number | null> {
  if (!process.env.E2E_DATABASE_URL) return null;
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query("select count(distinct user_id)::int as n from sessions where user_agent = $1", [userAgent]);
    return (result.rows[0] as { n: number }).n;
  } finally {
    await client.end();
  }
}

test.describe("no visitor before need", () => {
  test("browsing without a choice and after Reject all sets no session cookie, and 20 page loads create no visitor", async ({ browser }) => {
    test.setTimeout(240_000);
    const userAgent = `wm-crawler-${Date.now()}-${Math.random()}`;
    const pages = ["/", "/about-us", "/wealth-managers", "/knowledge-centre", "/contact-us"];
    const created: string[] = [];
    for (let load = 0; load < 20; load += 1) {
      const context = await browser.newContext({ userAgent });
      const page = await context.newPage();
      // Every request the page makes, answered or failed: nothing is still on its way when the cookies are read.
      const answered: Promise<unknown>[] = [];
      page.on("request", (request) => {
        answered.push(request.response().catch(() => null));
        if (request.method() === "POST" && new URL(request.url()).pathname === "/api/visitor") created.push(request.url());
      });
      const checks: Promise<void>[] = [];
      page.on("response", (response) => {
        checks.push(
          response.headersArray().then(
            (headers) => {
              const setCookie = headers.filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value);
              if (setCookie.some((value) => value.includes("session_token"))) created.push(`cookie from ${response.url()}`);
            },
            () => undefined,
          ),
        );
      });
      expect((await open(page, pages[load % pages.length] ?? "/")).status()).toBe(204);
      if (load % 2 === 1) {
        // Half the visitors reject analytics and keep browsing.
        await page.getByRole("button", { name: "Reject all" }).click();
        await expect(page.getByRole("region", { name: "Your cookie choices" })).toBeHidden();
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About us" }).click();
        await expect(page).toHaveURL(/\/about-us$/);
      }
      await Promise.all(answered);
      expect(await sessionCookies(context)).toEqual([]);
      await Promise.all(checks);
      await context.close();
    }
    expect(created).toEqual([]);
    const stored = await usersWithAgent(userAgent);
    if (stored !== null) expect(stored).toBe(0);
  });

  test("a visitor who rejected analytics gets 403 from the ingest routes after finishing the questionnaire, and keeps their answers", async ({ page, context }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Reject all" }).click();
    await startQuestionnaire(page);
    const steps: Step[] = [
      { question: "What would you like help with?", choose: "Significant Cash Savings" },
      { question: "Roughly how much do you hold in cash savings?", choose: "£100k to under £150k" },
      ...commonSteps(),
    ];
    await answerAll(page, steps);
    // Finishing is the first thing stored: only now does the visit (and its cookie) exist. The save
    // finds no visit, starts one and tries again, so it may take a moment on a busy machine.
    await expect(page).toHaveURL(/\/proforma\/results$/, { timeout: 20_000 });
    const stored = await storedSubmission(page);
    expect(stored.answers).toMatchObject({ sigCash: true });
    expect(await sessionCookies(context)).toHaveLength(1);

    const url = `${new URL(page.url()).origin}/?utm_source=newsletter`;
    const attempts = [
      page.request.post("/api/tracking", { data: { device: "Desktop", visits: [], scrollStops: [] } }),
      page.request.post("/api/utm", { data: { url } }),
      page.request.post("/api/experiments", { data: { kind: "load", title: "home-cta-wording", testing: "compare-now", url } }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status()).toBe(403);
      expect(((await response.json()) as { error: string }).error).toMatch(/Analytics is switched off/);
    }
    const held = (await (await page.request.get("/api/tracking")).json()) as { tracker: unknown; utmRecords: unknown[]; abEvents: unknown[] };
    expect(held).toEqual({ tracker: null, utmRecords: [], abEvents: [] });
  });
});

async function signUp(page: Page, email: string, password: string) {
  await open(page, "/account/sign-up");
  await page.getByRole("main").getByLabel("E-mail address").fill(email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("main").getByLabel("Confirm your password").fill(password);
  await page.getByRole("main").getByRole("button", { name: "Create account" }).click();
  await confirmNewAccount(page, email);
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/account\/sign-in\?signed-out=1$/);
}

async function signInWithForm(page: Page, email: string, password: string) {
  await open(page, "/account/sign-in");
  await page.getByRole("main").getByLabel("E-mail address").fill(email);
  await page.getByRole("main").getByLabel("Password").fill(password);
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
}

test.describe("rate limits", () => {
  test("30 wrong passwords are slowed with 429 while another member still signs in", async ({ page, playwright, baseURL }) => {
    test.setTimeout(150_000);
    const victim = uniqueEmail("victim");
    const other = uniqueEmail("other");
    await signUp(page, victim, "Victim#2026");
    await signUp(page, other, "Other#2026x");

    const attacker = await playwright.request.newContext({ baseURL });
    const statuses: number[] = [];
    let refused: { retryAfter: string | undefined; error: string } | null = null;
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await attacker.post("/api/auth/sign-in/email", { data: { email: victim, password: `Wrong#${attempt}aa` } });
      statuses.push(response.status());
      if (response.status() === 429 && !refused) refused = { retryAfter: response.headers()["retry-after"], error: ((await response.json()) as { error: string }).error };
    }
    await attacker.dispose();
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(Number(refused?.retryAfter)).toBeGreaterThan(0);
    expect(refused?.error).toMatch(/Too many sign-in attempts/);
    // A body that is JSON naming a decoy but, read as a form, names the victim with the right
    // password: what is throttled and what is checked are one and the same address.
    const sly = await playwright.request.newContext({ baseURL });
    const formInJson = JSON.stringify({ x: `&email=${encodeURIComponent(victim)}&password=${encodeURIComponent("Victim#2026")}&`, email: `decoy-${Date.now()}@example.co.uk`, password: "Decoy#2026x" });
    const disguised = await sly.post("/api/auth/sign-in/email", { headers: { "content-type": "application/x-www-form-urlencoded" }, data: formInJson });
    expect(disguised.status(), "the victim's password is never checked under the decoy's count").toBe(401);
    expect(disguised.headers()["set-cookie"] ?? "").not.toMatch(/session_token/);
    await sly.dispose();

    // The form from the same address: the attacked account waits (with a clear message)…
    await signInWithForm(page, victim, "Victim#2026");
    await expect(page.getByText(/Too many sign-in attempts\. For your security, please wait \d+ minutes? before trying again\./)).toBeVisible();
    // …while another member signs in at once.
    await signInWithForm(page, other, "Other#2026x");
    await expect(page.getByText(`Signed in as ${other}`)).toBeVisible();
  });

  test("a flood of writes gets 429 with Retry-After and a clear message", async ({ playwright, baseURL }) => {
    const client = await playwright.request.newContext({ baseURL });
    expect((await client.post("/api/visitor")).status()).toBe(200);
    const statuses: number[] = [];
    let refusal: { retryAfter?: string; error: string } | null = null;
    for (let i = 0; i < 25; i += 1) {
      const response = await client.post("/api/submissions", { data: { answers: { sigCash: true, sigCashValue: 125_000 } } });
      statuses.push(response.status());
      if (response.status() === 429 && !refusal) refusal = { retryAfter: response.headers()["retry-after"], error: ((await response.json()) as { error: string }).error };
    }
    await client.dispose();
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    expect(Number(refusal?.retryAfter)).toBeGreaterThan(0);
    expect(refusal?.error).toMatch(/^Too many attempts in a short time\. Please wait \d+ (seconds?|minutes?) and try again\.$/);
  });
});

test.describe("bad input never gives 5xx", () => {
  test("a NUL character or a lone surrogate is refused with 400 naming the field, in JSON routes and in forms", async ({ page, request }) => {
    for (const text of ["Ann\\u0000", "Ann\\ud800"]) {
      const match = await request.post("/api/match", { headers: { "content-type": "application/json" }, data: `{"taxResidence":"${text}"}` });
      expect(match.status()).toBe(400);
      expect(((await match.json()) as { error: string }).error).toMatch(/^taxResidence: must not contain NUL characters or broken Unicode$/);
    }
    expect((await request.post("/api/visitor")).status()).toBe(200);
    const lead = await request.post("/api/leads", { headers: { "content-type": "application/json" }, data: '{"firstName":"Ann\\u0000","terms":true}' });
    expect(lead.status()).toBe(400);
    expect(((await lead.json()) as { issues: { field: string }[] }).issues[0]?.field).toBe("firstName");

    await open(page, "/contact-us");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("First name").fill("Ann");
    await footer.getByLabel("Last name").fill("Smith");
    await footer.getByLabel("E-mail address").fill("ann@example.co.uk");
    // No one can type a NUL: put it in the field as a script would.
    await footer.getByLabel("Last name").evaluate((input: HTMLInputElement) => {
      input.value = "Sm\u0000ith";
    });
    await footer.getByRole("button", { name: "Sign up" }).click();
    await expect(footer.getByText("Remove the hidden or broken characters from this field")).toBeVisible();
    await expect(footer.getByText("Please correct the field marked below.")).toBeVisible();
  });

  test("an oversized body is refused with 413 without being read whole", async ({ request }) => {
    const huge = Buffer.alloc(8 * 1024 * 1024, 0x20);
    expect((await request.post("/api/visitor")).status()).toBe(200);
    for (const path of ["/api/match", "/api/submissions", "/api/leads", "/api/auth/sign-in/email"]) {
      const response = await request.post(path, { headers: { "content-type": "application/json" }, data: huge });
      expect(response.status(), path).toBe(413);
    }
    expect((await request.get("/api/health")).status()).toBe(200);
  });

  test("the hostile address in the footer's newsletter form gets a clear message while /api/health keeps answering", async ({ page, request }) => {
    // The pattern that used to backtrack exponentially: word characters, then a character that fails.
    const hostile = `${"a".repeat(40)}!@example.co.uk`;
    await open(page, "/");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("First name").fill("Ann");
    await footer.getByLabel("Last name").fill("Smith");
    await footer.getByLabel("E-mail address").fill(hostile);
    await footer.getByRole("button", { name: "Sign up" }).click();
    // While the form is checked, the server keeps answering: backtracking on this input would hold
    // the process for minutes, and these requests would time out. That the pattern is linear is
    // proved without a clock by the unit tests of the address check (src/lib/validation-hostile.test.ts).
    for (let i = 0; i < 3; i += 1) expect((await request.get("/api/health", { timeout: 5_000 })).status()).toBe(200);
    await expect(footer.getByText("Please correct the field marked below.")).toBeVisible();
  });
});
