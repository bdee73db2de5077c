import { expect, test, type Page } from "./support/test";
import { waitForMail, type Mail } from "./support/mail";
import { confirmEmailByMail, shortNamesByFullName } from "./support/introductions";
import { signIn, staff } from "./support/staff";

/**
 * The investor's side of introductions (docs/introductions.md): matches stay put until the pool
 * changes; every introduction stays listed under "Your introductions" whatever the matches, and
 * Withdraw asks first; the link in each investor mail signs in to the visitor record that made them,
 * on any device, once; staff land where they work; throwaway addresses and numbers not in use are
 * refused. Mail is read from the SMTP server in the Playwright process.
 */

// £1m to under £2m in the UK: three of eight firms, chosen at random (seeded per visitor and pool).
const UK = { investPortfolio: true, gia: true, giaValue: 1_500_000, taxResidence: "GB", age: 52 };

async function startVisitor(page: Page) {
  await page.goto("/");
  expect((await page.request.post("/api/visitor")).status()).toBe(200);
}

let lastRule = "";

async function submit(page: Page, answers: Record<string, unknown>): Promise<string[]> {
  const response = await page.request.post("/api/submissions", { data: { answers } });
  expect(response.status(), await response.text()).toBe(200);
  const { match } = (await response.json()) as { match: { wealthManagers: string[]; rule: string } };
  lastRule = match.rule;
  return match.wealthManagers;
}

async function sendDetails(page: Page, email: string, firms: string[]) {
  const sent = await page.request.post("/api/leads", {
    data: { firstName: "Ada", lastName: "Lovelace", phoneNumber: "+44 7911 123456", email, terms: true, contactMethod: "phone", contactTime: "evenings", firms },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

/** The one-time sign-in link in a mail. */
function signInLinkIn(mail: Mail): string {
  const match = /https?:\/\/[^\s"<>]+\/account\/link\?token=[^\s"<>]+/.exec(mail.body);
  if (!match) throw new Error(`no sign-in link in "${mail.subject}"`);
  return match[0].replace(/&amp;/g, "&");
}

const yourIntroductions = (page: Page) => page.getByRole("main").getByRole("region", { name: "Your introductions" });

test("introductions stay listed when the pool changes and can be withdrawn, with confirmation; an answer that leaves the pool keeps the matches", async ({ page, browser }) => {
  await startVisitor(page);
  const first = await submit(page, UK);
  expect(first).toHaveLength(3);
  // The same answers, and another country outside the US and the EU (the same pool): the same firms.
  expect(await submit(page, UK)).toEqual(first);
  expect(await submit(page, { ...UK, taxResidence: "JP", age: 60 })).toEqual(first);

  const email = `ada.pool.${Date.now().toString(36)}@example.test`;
  await sendDetails(page, email, first.slice(0, 2));
  // The address confirmed through the e-mailed link: both introductions go to their firms.
  await confirmEmailByMail(browser, email);
  // Now a US resident: another pool, drawn afresh.
  expect(lastRule).toBe("1m-2m");
  await submit(page, { ...UK, taxResidence: "US" });
  expect(lastRule).toBe("us");

  await page.goto("/proforma/results");
  const rows = yourIntroductions(page).getByRole("listitem");
  await expect(rows).toHaveCount(2);
  // Each firm has it, or, for a firm without a direct route, our team passes it on.
  for (const row of await rows.all()) await expect(row).toContainText(/Status: (Sent, waiting for the firm|With our team, who pass it on to the firm)/);
  await expect(page.getByRole("main")).toContainText("Only the firms your details went to, listed under “Your introductions” on this page, can see your name, your phone number (+44 7911 123456) and your e-mail address (");

  // Withdraw asks first, and its question takes focus; "Keep it" keeps it and hands focus back to Withdraw.
  // A row is titled with the firm's full name; its buttons and question say it as mails do.
  const shortName = await shortNamesByFullName(page.request);
  const row = rows.first();
  const firm = shortName.get((await row.getAttribute("aria-label"))!);
  const withdraw = row.getByRole("button", { name: `Withdraw my introduction to ${firm}` });
  await withdraw.press("Enter");
  const confirm = row.getByRole("group", { name: `Confirm withdrawing from ${firm}` });
  await expect(confirm).toContainText("will no longer see your contact details");
  await expect(confirm.getByText(`Withdraw your introduction to ${firm}?`)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: "Yes, withdraw" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: "Keep it" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(confirm).toHaveCount(0);
  await expect(withdraw).toBeFocused();
  await expect(row).not.toContainText("Withdrawn");
  const names = await Promise.all((await rows.all()).map(async (each) => (await each.getAttribute("aria-label"))!));
  for (const name of names) {
    const each = yourIntroductions(page).getByRole("listitem", { name });
    await each.getByRole("button", { name: `Withdraw my introduction to ${shortName.get(name)}` }).click();
    await each.getByRole("button", { name: "Yes, withdraw" }).click();
    await expect(each).toContainText("Status: Withdrawn");
  }
  await page.reload();
  await expect(yourIntroductions(page).getByText("Status: Withdrawn")).toHaveCount(2);
});

test("the link in the investor's mail opens their introductions on another device, once; a used link offers a new one by mail", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = `ada.link.${Date.now().toString(36)}@example.test`;
  await startVisitor(page);
  const matched = await submit(page, UK);
  await sendDetails(page, email, matched.slice(0, 1));
  // The first mail asks the visitor to confirm their address, and already carries the sign-in link.
  const mail = await waitForMail(email, "Please confirm your e-mail address");
  const link = signInLinkIn(mail);

  // Another device: a fresh browser with nothing stored.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto(link);
  await expect(phone.getByRole("heading", { name: "Sign in with your link" })).toBeVisible();
  await phone.getByRole("button", { name: "Continue to your introductions" }).click();
  await expect(phone).toHaveURL(/\/proforma\/results\?signed-in=link#your-introductions$/);
  await expect(yourIntroductions(phone).getByRole("listitem")).toHaveCount(1);
  await expect(yourIntroductions(phone).getByRole("listitem")).toContainText("Status:");
  await expect(phone.getByRole("link", { name: "Add a password" })).toBeVisible();
  // Signed in by the link, without a password: the footer's "Your account" says where to look.
  await phone.getByRole("contentinfo").getByRole("link", { name: "Your account" }).click();
  await expect(phone.getByRole("heading", { name: "Sign in", exact: true })).toBeVisible();
  await expect(phone.getByRole("main")).toContainText("This browser holds your matches and introductions without a password.");
  await phone.getByRole("main").getByRole("link", { name: "your results page" }).click();
  await expect(yourIntroductions(phone).getByRole("listitem")).toHaveCount(1);

  // The same link again says it was used, and sends a new one to the same address.
  await phone.goto(link);
  await expect(phone.getByRole("heading", { name: "This link has already been used" })).toBeVisible();
  await phone.getByRole("button", { name: "E-mail me a new link" }).click();
  await expect(phone.getByRole("status").filter({ hasText: "We have e-mailed a new sign-in link" })).toBeVisible();
  const fresh = await waitForMail(email, "Your sign-in link");
  const freshLink = signInLinkIn(fresh);
  expect(freshLink).not.toBe(link);
  await other.close();

  const third = await browser.newContext();
  const laptop = await third.newPage();
  await laptop.goto(freshLink);
  await laptop.getByRole("button", { name: "Continue to your introductions" }).click();
  await expect(yourIntroductions(laptop).getByRole("listitem")).toHaveCount(1);
  await third.close();
});

test("Save your results e-mails a link to an anonymous visitor, and refuses a throwaway address", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = `ada.save.${Date.now().toString(36)}@example.test`;
  await startVisitor(page);
  await submit(page, UK);
  await page.goto("/proforma/results");
  const save = page.getByRole("main").getByRole("form", { name: "Save your results" });
  const send = save.getByRole("button", { name: "E-mail me a link" });
  // Each press from the keyboard: focus goes to what the answer shows, the summary above the field
  // or the message that replaces the form, never back to the top of the page.
  const summary = save.getByRole("status").filter({ hasText: "Please correct the field marked below." });
  await send.press("Enter");
  await expect(summary).toBeFocused();
  await save.getByLabel("Your e-mail").fill("someone@mailinator.com");
  await send.press("Enter");
  await expect(save).toContainText("throwaway address");
  await expect(summary).toBeFocused();
  await save.getByLabel("Your e-mail").fill(email);
  await send.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `We have e-mailed a link to ${email}` })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: `We have e-mailed a link to ${email}` })).toBeFocused();
  const mail = await waitForMail(email, "Your Wealth Match results");
  const other = await browser.newContext();
  const tablet = await other.newPage();
  await tablet.goto(signInLinkIn(mail));
  await tablet.getByRole("button", { name: "Continue to your introductions" }).click();
  await expect(tablet.getByRole("heading", { level: 1, name: "Your wealth manager matches" })).toBeVisible();
  await other.close();
});

test("the profile form refuses a throwaway address and a phone number not in use, naming each field", async ({ page }) => {
  await startVisitor(page);
  const matched = await submit(page, UK);
  const main = page.getByRole("main");
  await page.goto("/proforma/results");
  await main.getByLabel("First name").fill("Ada");
  await main.getByLabel("Last name").fill("Lovelace");
  // Long enough and with the right leading digits for the browser's small check; not a number in use in Germany.
  await main.getByLabel("Phone number").fill("+49 1362683");
  await main.getByLabel("E-mail address").fill("ada@mailinator.com");
  await main.getByRole("radio", { name: "Phone" }).check();
  await main.getByRole("radio", { name: "Evenings" }).check();
  await main.getByLabel(/I accept the/).check();
  await main.locator(`input[name="firms"][value="${matched[0]}"]`).check();
  await main.getByRole("button", { name: "Send my details" }).click();
  const alert = main.getByRole("alert");
  await expect(alert).toContainText("throwaway address");
  await expect(alert).toContainText("Check your phone number");
  await expect(main.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");
  await expect(main.getByLabel("Phone number")).toHaveAttribute("aria-invalid", "true");
  // Nothing typed is lost.
  await expect(main.getByLabel("First name")).toHaveValue("Ada");
});

test("staff land where they work; the header says Sign in, then Your account; a member can sign in by e-mailed link", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto("/about-us");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/account/sign-in");
  await signIn(page, staff.saltus);
  await expect(page).toHaveURL(/\/sales-portal\/saltus$/);
  await page.goto("/about-us");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Your account" })).toHaveAttribute("href", "/account");

  const sales = await browser.newContext();
  const salesPage = await sales.newPage();
  await signIn(salesPage, staff.sales);
  await expect(salesPage).toHaveURL(/\/sales-portal$/);
  await sales.close();

  // "E-mail me a sign-in link": the same answer for an address with no account.
  const fresh = await browser.newContext();
  const member = await fresh.newPage();
  await member.goto("/account/sign-in");
  const form = member.getByRole("main").getByRole("form", { name: "E-mail me a sign-in link" });
  await form.getByLabel("Your e-mail").fill(`nobody.${Date.now().toString(36)}@example.test`);
  await form.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  const answer = member.getByRole("status").filter({ hasText: "If that address belongs to an account" });
  await expect(answer).toBeVisible();
  const unknownAnswer = await answer.textContent();
  await member.reload();
  await form.getByLabel("Your e-mail").fill(staff.saltus);
  await form.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(answer).toHaveText(unknownAnswer!);
  const mail = await waitForMail(staff.saltus, "Your sign-in link");
  await member.goto(signInLinkIn(mail));
  await member.getByRole("button", { name: "Continue" }).click();
  await expect(member).toHaveURL(/\/sales-portal\/saltus$/);
  await fresh.close();
});
