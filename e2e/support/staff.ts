import { expect, type Browser, type Page } from "@playwright/test";

/** Back-office members that e2e/support/web-server.mjs creates before the site starts. */
export const STAFF_PASSWORD = "Staff#Pass2026";
export const staff = {
  admin: "admin@staff.e2e.test",
  sales: "sales@staff.e2e.test",
  saltus: "saltus@staff.e2e.test",
  qc: "qc@staff.e2e.test",
  evelyn: "evelyn@staff.e2e.test",
  lgt: "lgt@staff.e2e.test",
} as const;

/** Signs in through the sign-in page and lands on `next`. */
export async function signIn(page: Page, email: string, next = "/account") {
  await page.goto(`/account/sign-in?next=${encodeURIComponent(next)}`);
  // The form submits through React: wait until the page is live before typing.
  await page.waitForLoadState("networkidle");
  const form = page.getByRole("main");
  await form.getByLabel("E-mail address").fill(email);
  await form.getByLabel("Password").fill(STAFF_PASSWORD);
  await form.getByRole("button", { name: "Sign in" }).click();
  // Password hashing is slow on a busy machine: allow it time.
  await expect(page).not.toHaveURL(/\/account\/sign-in/, { timeout: 20_000 });
}

/** A browser of its own signed in as `email`, on `next`; `close` ends it. */
export async function asStaff(browser: Browser, email: string, next: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, next);
  return { page, close: () => context.close() };
}
