import { expect, type Page } from "@playwright/test";

/** The SMTP port the site delivers to, and the HTTP inbox beside it (see mail-setup.ts and playwright.config.ts). */
export function mailPorts() {
  const smtp = Number(process.env.E2E_MAIL_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 25);
  return { smtp, inbox: smtp + 1 };
}

export interface Mail {
  to: string[];
  subject: string;
  body: string;
}

export async function allMail(): Promise<Mail[]> {
  const response = await fetch(`http://127.0.0.1:${mailPorts().inbox}/mails`);
  return (await response.json()) as Mail[];
}

/** Waits (up to a minute) for a mail to `to` whose subject matches, and returns the latest such. */
export async function waitForMail(to: string, subject: string | RegExp, timeout = 60_000): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await allMail()).findLast((m) => m.to.includes(to.toLowerCase()) && (typeof subject === "string" ? m.subject === subject : subject.test(m.subject)));
        return Boolean(found);
      },
      { timeout, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's body that starts with `prefix`. */
export function linkIn(mail: Mail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`${escaped}[^\\s"<>]*`).exec(mail.body);
  if (!match) throw new Error(`no link starting ${prefix} in "${mail.subject}"`);
  return match[0].replace(/&amp;/g, "&");
}

/**
 * After "Create account": the form says a link is on its way; opening the link e-mailed to the
 * address confirms it and signs the member in, landing where the sign-up form was to go next.
 * Opens that link, presses Continue, and returns the link.
 */
export async function confirmNewAccount(page: Page, email: string): Promise<string> {
  await expect(page.getByRole("status").filter({ hasText: `we have e-mailed a link to ${email.toLowerCase()}` })).toBeVisible();
  const mail = await waitForMail(email, "Confirm your e-mail address");
  const link = linkIn(mail, "http://127.0.0.1:");
  await page.goto(link);
  // The link signs the new member in here and says so, then goes on where they were headed.
  await expect(page.getByRole("heading", { name: "Your account is ready" })).toBeVisible();
  await expect(page.getByText(`${email.toLowerCase()} is confirmed, and you are signed in in this browser.`)).toBeVisible();
  await page.getByRole("link", { name: "Continue" }).click();
  return link;
}
