import { expect, expectPressHeld, holdScripts, reactHasTakenOver, test, type Page } from "./support/test";
import { fillIntroductionForm, visitorWithMatches } from "./support/introductions";

/**
 * A press before React has taken the page over is never lost and never reloads the page (the
 * head script holds it and the form acts on it once React runs: src/lib/early-press.ts). Each
 * journey holds Next.js's scripts back, presses, lets them run, and the press takes effect.
 * The consent banner and the footer's newsletter form have theirs in consent-banner.spec.ts and
 * shell.spec.ts.
 */

/** Counts the page's document loads, so that a reload (a plain form post or get) shows up. */
async function countDocumentLoads(page: Page) {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(`${request.method()} ${request.url()}`);
  });
  return loads;
}

test("the questionnaire's Continue, pressed with an answer before React runs, shows the next question once it does", async ({ page }) => {
  const release = await holdScripts(page);
  const loads = await countDocumentLoads(page);
  await page.goto("/proforma/looking-for-advice", { waitUntil: "domcontentloaded" });
  const first = await page.getByRole("heading", { level: 1 }).textContent();
  await page.locator("main form").locator("input[type=radio], input[type=checkbox]").first().check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expectPressHeld(page);
  expect(await reactHasTakenOver(page)).toBe(false);
  expect(page.url()).toMatch(/\/proforma\/looking-for-advice$/);

  await release();
  await expect(page).not.toHaveURL(/\/proforma\/looking-for-advice$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(first ?? "");
  // The press was made with the answer chosen: no "choose an answer" message.
  await expect(page.locator("main").getByText(/^Error:/)).toHaveCount(0);
  expect(loads).toHaveLength(1);
});

test("the contact form, sent before React runs, is sent once it does with what was typed", async ({ page }) => {
  const release = await holdScripts(page);
  const loads = await countDocumentLoads(page);
  await page.goto("/contact-us", { waitUntil: "domcontentloaded" });
  const form = page.locator("main form");
  await form.getByLabel("First name").fill("Grace");
  await form.getByLabel("Last name").fill("Hopper");
  await form.getByLabel("Phone number").fill("12");
  await form.getByLabel("E-mail address").fill("grace.early@example.co.uk");
  await form.getByLabel("Message").fill("Sent before the scripts came.");
  await form.getByRole("button", { name: "Send message" }).click();
  await expectPressHeld(page);
  expect(await reactHasTakenOver(page)).toBe(false);

  await release();
  // The server's answer names the bad phone number: the press was sent, with everything typed kept.
  await expect(form.getByRole("alert").getByRole("link", { name: /Enter a valid phone number/ })).toBeVisible({ timeout: 15_000 });
  await expect(form.getByLabel("First name")).toHaveValue("Grace");
  await expect(form.getByLabel("Message")).toHaveValue("Sent before the scripts came.");
  expect(loads).toHaveLength(1);
});

test("the introductions form, sent before React runs, sends the details entered once it does", async ({ page }) => {
  test.setTimeout(120_000);
  // A visitor with matches (as the browser makes one), £300k to £500k: Saltus among them.
  await visitorWithMatches(page, { investPortfolio: true, gia: true, giaValue: 400_000, taxResidence: "GB", age: 52 });

  const release = await holdScripts(page);
  const loads = await countDocumentLoads(page);
  await page.goto("/proforma/results", { waitUntil: "domcontentloaded" });
  const main = page.getByRole("main");
  const email = `early.${Date.now().toString(36)}@example.test`;
  await main.getByLabel("Send my details to Saltus").check();
  await fillIntroductionForm(main, { email });
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/leads") && request.method() === "POST", { timeout: 30_000 });
  await main.getByRole("button", { name: "Send my details" }).click();
  await expectPressHeld(page);
  expect(await reactHasTakenOver(page)).toBe(false);

  await release();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ firstName: "Ada", lastName: "Lovelace", email, firms: ["saltus"], contactMethod: "video", contactTime: "mornings" });
  expect((await (await sent).response())?.status()).toBe(200);
  expect(loads).toHaveLength(1);
});
