import type { Page } from "@playwright/test";

/**
 * Opens the sign-up page (`path`, which may name where to go `next`), fills in `email` and
 * `password` once the form is live and presses "Create account". The address still has to be
 * confirmed: see confirmNewAccount in ./mail.
 */
export async function signUp(page: Page, email: string, { password = "Member#2026", path = "/account/sign-up" } = {}) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  const main = page.getByRole("main");
  await main.getByLabel("E-mail address").fill(email);
  await main.getByLabel("Password", { exact: true }).fill(password);
  await main.getByLabel("Confirm your password").fill(password);
  await main.getByRole("button", { name: "Create account" }).click();
}
