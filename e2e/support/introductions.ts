import { expect, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";
import { allMail, linkIn, type Mail } from "./mail";

export const DESK = "desk@operator.e2e.test";
export const CONFIRM_SUBJECT = "Please confirm your e-mail address";

/**
 * A new visitor (as the browser starts one: page views create none) finishes the questionnaire
 * with `answers` through the API; returns the wealth managers they were matched with.
 */
export async function visitorWithMatches(page: Page, answers: Record<string, unknown>): Promise<string[]> {
  await page.goto("/");
  expect((await page.request.post("/api/visitor")).status()).toBe(200);
  const response = await page.request.post("/api/submissions", { data: { answers } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { match: { wealthManagers: string[] } }).match.wealthManagers;
}

/**
 * Fills the results page's introductions form (in `main`) as Ada Lovelace at `email`, to be
 * contacted in the mornings by `contact` ("Video call" unless named), terms accepted. Ticks no firm.
 */
export async function fillIntroductionForm(main: Locator, details: { email: string; lastName?: string; contact?: "Video call" | "Phone" }) {
  await main.getByLabel("First name").fill("Ada");
  await main.getByLabel("Last name").fill(details.lastName ?? "Lovelace");
  await main.getByLabel("Phone number").fill("07911 123456");
  await main.getByLabel("E-mail address").fill(details.email);
  await main.getByRole("radio", { name: details.contact ?? "Video call" }).check();
  await main.getByRole("radio", { name: "Mornings" }).check();
  await main.getByLabel(/I accept the/).check();
}

/** Waits until `count` confirmation mails have reached `email`, and returns the latest. */
export async function confirmationMail(email: string, count = 1): Promise<Mail> {
  let mails: Mail[] = [];
  await expect
    .poll(async () => {
      mails = (await allMail()).filter((m) => m.to.includes(email.toLowerCase()) && m.subject === CONFIRM_SUBJECT);
      return mails.length;
    }, { timeout: 60_000, intervals: [500, 1000, 2000] })
    .toBeGreaterThanOrEqual(count);
  return mails.at(-1)!;
}

/**
 * Opens the latest confirmation link mailed to `email` in a fresh browser (as on another device),
 * presses the button and returns what the page then says.
 */
export async function confirmEmailByMail(browser: Browser, email: string, count = 1): Promise<string> {
  const mail = await confirmationMail(email, count);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(linkIn(mail, "http://127.0.0.1:"));
  await expect(page.getByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  const status = page.getByRole("status").filter({ hasText: "your e-mail address is confirmed" });
  await expect(status).toBeVisible();
  // Pressed where nobody is signed in (a mail app's browser), the way to the introductions signs in.
  await expect(page.getByRole("main").getByRole("link", { name: "See your introductions" })).toHaveAttribute("href", /\/account\/link\?token=/);
  const said = (await page.getByRole("main").innerText()).trim();
  await context.close();
  return said;
}

/**
 * Each firm's name in a sentence, by its full name (a card's or row's title): boxes, buttons and
 * questions name a firm as mails do ("Send my details to Brewin Dolphin" under "RBC Brewin Dolphin").
 */
export async function shortNamesByFullName(request: APIRequestContext): Promise<Map<string, string>> {
  const providers = (await (await request.get("/api/providers")).json()) as { name: string; nameForSL: string }[];
  return new Map(providers.map((p) => [p.name, p.nameForSL]));
}
