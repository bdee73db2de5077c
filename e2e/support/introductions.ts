import { expect, type Browser } from "@playwright/test";
import { allMail, linkIn, type Mail } from "./mail";

export const DESK = "desk@operator.e2e.test";
export const CONFIRM_SUBJECT = "Please confirm your e-mail address";

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
  const said = (await page.getByRole("main").innerText()).trim();
  await context.close();
  return said;
}
