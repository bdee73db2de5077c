import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { signUp } from "./support/accounts";
import { allMail, confirmNewAccount, linkIn, waitForMail } from "./support/mail";
import { confirmationMail, confirmEmailByMail, fillIntroductionForm, visitorWithMatches } from "./support/introductions";
import { asStaff, staff } from "./support/staff";

/**
 * Introductions that reach the firms (docs/introductions.md), with a real SMTP server in the
 * Playwright process: the visitor chooses one of their matched firms and confirms their e-mail
 * address through the e-mailed link; only then are that firm's staff and the visitor e-mailed, the
 * other firm is not and never sees the visitor; the firm accepts and the visitor sees it; the
 * visitor's password is then reset through the e-mailed link.
 */

// £300k to £500k: Saltus, Canaccord and QC, always (no random choice).
const ANSWERS = { investPortfolio: true, gia: true, giaValue: 400_000, taxResidence: "GB", age: 52 };

test("a visitor sends their details to one of their matches; only that firm is told, accepts, and the visitor sees it", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const email = `ada.${suffix}@example.test`;
  const matched = await visitorWithMatches(page, ANSWERS);
  expect(matched[0]).toBe("saltus");
  expect(matched).toContain("qc");
  const other = "qc";

  await page.goto("/proforma/results");
  const main = page.getByRole("main");
  // Nothing is ticked beforehand, and at least one firm is required.
  await expect(main.getByLabel("Send my details to Saltus")).not.toBeChecked();
  await expect(main.getByText(/only the firms you tick below receive your name/)).toBeVisible();
  await fillIntroductionForm(main, { email });
  await main.getByRole("button", { name: "Send my details" }).click();
  await expect(main.getByRole("alert")).toContainText("Tick at least one firm to send your details to");

  const qcMailsBefore = (await allMail()).filter((m) => m.to.includes(staff.qc)).length;
  await main.getByLabel("Send my details to Saltus").check();
  // Typing after ticking keeps the tick.
  await main.getByLabel("First name").fill("Ada");
  // Everything entered survives a reload before it is sent: the firm ticked and the contact choices too.
  await page.reload();
  await expect(main.getByLabel("Send my details to Saltus")).toBeChecked();
  await expect(main.getByRole("radio", { name: "Video call" })).toBeChecked();
  await expect(main.getByRole("radio", { name: "Mornings" })).toBeChecked();
  await expect(main.getByLabel("E-mail address")).toHaveValue(email);
  await main.getByRole("button", { name: "Send my details" }).click();
  const saltusRow = main.getByRole("region", { name: "Your introductions" }).getByRole("listitem", { name: "Saltus" });
  // No firm is told before the visitor confirms their e-mail address.
  // The refreshed page lists it under "Your introductions": one more round trip.
  await expect(saltusRow).toContainText("Confirming your e-mail", { timeout: 15_000 });
  await expect(main.getByRole("status").filter({ hasText: `We have e-mailed a link to ${email}` })).toBeVisible();
  // The number as people read it, formatted in the browser with the form's own checks.
  await expect(main).toContainText(`No firm can see your name, your phone number (+44 7911 123456) or your e-mail address (${email}).`);
  // Focus moves from the form that has gone to what happened.
  await expect(main.getByRole("status").filter({ hasText: "We have your details" })).toBeFocused();
  await expect(main.getByRole("button", { name: /^Ask .+ to contact me$/ })).toHaveCount(matched.length - 1);
  await confirmationMail(email);
  const early = await asStaff(browser, staff.saltus, "/sales-portal/saltus");
  await expect(early.page.getByRole("heading", { name: "Introductions", exact: true })).toBeVisible();
  await expect(early.page.getByRole("main")).not.toContainText(email);
  await early.close();

  // The link, opened on another device, says what the press will do, and opening it changes nothing.
  const device = await browser.newContext();
  const linkPage = await device.newPage();
  const confirmUrl = linkIn(await confirmationMail(email), "http://127.0.0.1:");
  await linkPage.goto(confirmUrl);
  await expect(linkPage.getByRole("main")).toContainText("Once you do, we will e-mail Saltus. Until then, nothing is sent.");
  // It needs a press; then the firm is told.
  const confirmedPage = await confirmEmailByMail(browser, email);
  expect(confirmedPage).toContain("We e-mailed your introduction to Saltus.");
  // Opened again, the used link says at once that it no longer works, with no button, and shows the way on.
  await linkPage.goto(confirmUrl);
  await expect(linkPage.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await expect(linkPage.getByRole("button", { name: "Confirm my e-mail address" })).toHaveCount(0);
  await expect(linkPage.getByRole("main").getByRole("link", { name: "See your introductions" })).toHaveAttribute("href", "/proforma/results#your-introductions");
  await device.close();
  await page.reload();
  await expect(saltusRow).toContainText("Sent, waiting for the firm");
  await expect(saltusRow).toContainText("Your introduction was e-mailed to Saltus.");

  // Within a minute the firm's member and the visitor are e-mailed; the other firm's member is not.
  const firmMail = await waitForMail(staff.saltus, "New introduction");
  const confirmation = await waitForMail(email, /^Your introduction to Saltus$/);
  expect(confirmation.body).toContain("withdraw");
  expect(confirmation.body).toContain("We e-mailed your introduction to Saltus.");
  expect(firmMail.body).not.toContain(email);
  expect((await allMail()).filter((m) => m.to.includes(staff.qc)).length).toBe(qcMailsBefore);

  // The other firm's workspace never shows the visitor, and the firm's link is refused to it.
  const rival = await asStaff(browser, staff.qc, `/sales-portal/${other}`);
  await expect(rival.page.getByRole("heading", { name: "Introductions", exact: true })).toBeVisible();
  await expect(rival.page.getByText(email)).toHaveCount(0);
  await expect(rival.page.getByText("Lovelace")).toHaveCount(0);
  const link = linkIn(firmMail, "http://127.0.0.1:");
  expect(link).toMatch(/\/sales-portal\/saltus\?introduction=/);
  const refused = await rival.page.goto(link);
  expect(refused?.status()).toBe(403);
  await rival.close();

  // The chosen firm opens the link, sees what the visitor shared, and accepts.
  const firm = await asStaff(browser, staff.saltus, new URL(link).pathname + new URL(link).search);
  const card = firm.page.getByRole("listitem", { name: /^Introduction sent/ }).filter({ hasText: email });
  await expect(card).toContainText("Ada Lovelace");
  // The number as people read it, and a link that rings it.
  await expect(card.getByRole("link", { name: "+44 7911 123456" })).toHaveAttribute("href", "tel:+447911123456");
  await expect(card).toContainText("Video call, mornings");
  await expect(card).toContainText("£300k to under £500k");
  await expect(card).toContainText("50 to 59");
  // Nothing names the other firms the visitor was matched with.
  for (const name of ["Canaccord", "Quilter Cheviot"]) await expect(firm.page.getByRole("main")).not.toContainText(name);
  // The weekly chart's tooltip names each series as its legend does, in the legend's order.
  const chart = firm.page.locator(".recharts-wrapper");
  await chart.scrollIntoViewIfNeeded();
  const size = (await chart.boundingBox())!;
  await chart.hover({ position: { x: size.width - 40, y: size.height / 3 } });
  await expect(firm.page.locator(".recharts-tooltip-wrapper")).toHaveText(/^Week of .+Visitors matched: [1-9]\d*Introductions: [1-9]\d*$/);
  await card.getByRole("button", { name: "Accept" }).click();
  await expect(firm.page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect(firm.page.getByRole("listitem", { name: /^Introduction sent/ }).filter({ hasText: email })).toContainText("Status: Accepted");
  await firm.close();

  await waitForMail(email, "Saltus has accepted your introduction");
  await page.reload();
  await expect(page.getByRole("main").getByRole("region", { name: "Your introductions" }).getByRole("listitem", { name: "Saltus" })).toContainText("Accepted");

  // The visitor creates an account: /account shows the introduction's status.
  await signUp(page, email, { path: "/account/sign-up?next=/account" });
  // The link e-mailed to the address confirms it and signs the visitor in, in this browser.
  await confirmNewAccount(page, email);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("main").getByRole("region", { name: "Your introductions" }).getByRole("listitem", { name: "Saltus" })).toContainText("Accepted");

  // Forgot your password? The e-mailed link opens a New password form; the new one works.
  await page.getByRole("button", { name: "Sign out" }).click();
  // Signing out ends on the sign-in page; opening it before then could still find the session and
  // be sent on to the account.
  await expect(page).toHaveURL(/\/account\/sign-in\?signed-out=1$/);
  await page.goto("/account/sign-in");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  // A client navigation: the sign-in page has an e-mail field too, so wait for the new page itself.
  await expect(page).toHaveURL(/\/account\/forgot-password/);
  await expect(page.getByRole("button", { name: "E-mail me a link" })).toBeVisible();
  await page.getByRole("main").getByLabel("E-mail address").fill(email);
  await page.getByRole("main").getByRole("button", { name: "E-mail me a link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If an account uses that address" })).toBeVisible();
  const reset = await waitForMail(email, "Choose a new password");
  await page.goto(linkIn(reset, "http://127.0.0.1:"));
  await expect(page).toHaveURL(/\/account\/reset-password\?token=/);
  await page.waitForLoadState("networkidle");
  await page.getByRole("main").getByLabel("New password").fill("Changed#2027");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(page.getByRole("main").getByLabel("New password")).toHaveAttribute("type", "text");
  await page.getByRole("main").getByRole("button", { name: "Save my new password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();
  await page.getByRole("main").getByLabel("E-mail address").fill(email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill("Changed#2027");
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);

  // The link works once.
  await page.goto(linkIn(reset, "http://127.0.0.1:"));
  await expect(page.getByRole("heading", { name: "This link has expired" })).toBeVisible();
});

/** A visitor matched by ANSWERS who sent their details to Saltus, not yet confirming their address. */
async function askedSaltus(page: Page, person: { firstName: string; lastName: string; email: string }) {
  await visitorWithMatches(page, ANSWERS);
  const sent = await page.request.post("/api/leads", {
    data: { ...person, phoneNumber: "07911 123456", terms: true, contactMethod: "phone", contactTime: "evenings", firms: ["saltus"] },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

test("withdrawing an introduction still being confirmed says so, and the message stays once its row has gone", async ({ page }) => {
  const email = `ida.${Date.now().toString(36)}@example.test`;
  await askedSaltus(page, { firstName: "Ida", lastName: "Noddack", email });
  await page.goto("/proforma/results");
  const section = page.getByRole("main").getByRole("region", { name: "Your introductions" });
  const row = section.getByRole("listitem", { name: "Saltus" });
  await expect(row).toContainText("Not sent yet");
  await row.getByRole("button", { name: "Withdraw my introduction to Saltus" }).click();
  await expect(row.getByRole("group", { name: "Confirm withdrawing from Saltus" })).toContainText("It has not been sent, so they have not seen your contact details");
  await row.getByRole("button", { name: "Yes, withdraw" }).click();
  await expect(section.getByRole("status")).toHaveText("You withdrew your introduction to Saltus. It had not been sent, and it never will be.");
  // The refreshed page no longer lists it (nothing is kept of it); the message is still there, and
  // keeps focus, since the button pressed has gone.
  await expect(row).toHaveCount(0);
  await expect(section.getByRole("status")).toContainText("It had not been sent");
  await expect(section.getByRole("status")).toBeFocused();
});

test("confirming in the browser that answered says so in the heading, takes focus there, and links to the introductions without a sign-in link", async ({ page }) => {
  const email = `lise.${Date.now().toString(36)}@example.test`;
  await askedSaltus(page, { firstName: "Lise", lastName: "Meitner", email });
  await page.goto(linkIn(await confirmationMail(email), "http://127.0.0.1:"));
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your e-mail address is confirmed" })).toBeFocused();
  await expect(page.getByRole("main").getByRole("link", { name: "See your introductions" })).toHaveAttribute("href", "/proforma/results#your-introductions");
  await page.getByRole("main").getByRole("link", { name: "See your introductions" }).click();
  await expect(page.getByRole("main").getByRole("region", { name: "Your introductions" }).getByRole("listitem", { name: "Saltus" })).toContainText("Sent, waiting for the firm");
});

/** A visitor matched by ANSWERS who sent their details to Saltus and confirmed their address: Saltus is told. */
async function introducedToSaltus(page: Page, browser: Browser, person: { firstName: string; lastName: string; email: string }) {
  await askedSaltus(page, person);
  await confirmEmailByMail(browser, person.email);
}

test("a visitor withdraws an introduction and the firm no longer sees their contact details", async ({ page, browser }) => {
  const email = `grace.${Date.now().toString(36)}@example.test`;
  await introducedToSaltus(page, browser, { firstName: "Grace", lastName: "Hopper", email });
  await page.goto("/proforma/results");
  const row = page.getByRole("main").getByRole("region", { name: "Your introductions" }).getByRole("listitem", { name: "Saltus" });
  await row.getByRole("button", { name: "Withdraw my introduction to Saltus" }).click();
  await row.getByRole("button", { name: "Yes, withdraw" }).click();
  await expect(row).toContainText("Withdrawn");
  await expect(row.getByRole("status")).toBeFocused();

  const firm = await asStaff(browser, staff.saltus, "/sales-portal/saltus?status=withdrawn");
  await expect(firm.page.getByRole("main")).not.toContainText(email);
  await expect(firm.page.getByRole("main")).not.toContainText("Hopper");
  await firm.close();
});

test("a changed e-mail address reaches the firm only once the investor confirms it", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const email = `mary.${suffix}@example.test`;
  const moved = `mary.moved.${suffix}@example.test`;
  await introducedToSaltus(page, browser, { firstName: "Mary", lastName: "Somerville", email });

  // The investor changes their address on the results page, perhaps mistyped.
  await page.goto("/proforma/results");
  const main = page.getByRole("main");
  // Opened from the keyboard, the form takes focus at its first field.
  await main.getByRole("button", { name: "Change my details" }).press("Enter");
  await expect(main.getByRole("checkbox", { name: /^Send my details to / }).first()).toBeFocused();
  await main.getByLabel("E-mail address").fill(moved);
  await main.getByLabel(/I accept the/).check();
  // No new firm is ticked: the press changes only the details the firms have.
  await main.getByRole("button", { name: "Save my details" }).click();
  const saved = main.getByRole("status").filter({ hasText: "We have your details" });
  await expect(saved).toContainText(`We e-mailed a link to your new address, ${moved}, for you to confirm it.`);
  await expect(saved).toContainText(`keep seeing your previous address, ${email}`);
  const link = await waitForMail(moved, "Please confirm your new e-mail address");
  // Sent to an address not yet shown to be theirs: it names the firms, never the previous address.
  expect(link.body).toContain("Saltus");
  expect(link.body).not.toContain(email);

  // The firm still sees the confirmed address, and nothing of the new one.
  const firm = await asStaff(browser, staff.saltus, "/sales-portal/saltus");
  await expect(firm.page.getByRole("main")).toContainText(email);
  await expect(firm.page.getByRole("main")).not.toContainText(moved);

  // Confirming the new address shows it to the firm instead.
  const confirming = await browser.newContext();
  const confirmPage = await confirming.newPage();
  await confirmPage.goto(linkIn(link, "http://127.0.0.1:"));
  await expect(confirmPage.getByRole("main")).toContainText("Once you do, Saltus sees this address instead of your previous one. Until then, it keeps your previous address.");
  await confirmPage.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(confirmPage.getByRole("main")).toContainText("The firms you were introduced to (Saltus) now see this address instead of your previous one.");
  await confirming.close();
  await firm.page.reload();
  await expect(firm.page.getByRole("main")).toContainText(moved);
  await expect(firm.page.getByRole("main")).not.toContainText(email);
  await firm.close();
});
