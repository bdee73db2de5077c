import { expect, test, type Page, uniqueEmail } from "./support/test";
import { confirmNewAccount, waitForMail } from "./support/mail";

/** Opens the site and starts the anonymous visit the way the app does before it first stores something. */
async function startVisit(page: Page) {
  await page.goto("/");
  const started = await page.request.post("/api/visitor");
  expect(started.status()).toBe(200);
  return ((await started.json()) as { id: string }).id;
}


test("the link confirming an account says what happened when opened again elsewhere, or spoilt", async ({ page, browser }) => {
  await page.goto("/account/sign-up");
  await page.waitForLoadState("networkidle");
  const email = uniqueEmail("confirm-again");
  await page.getByRole("main").getByLabel("E-mail address").fill(email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill("Member#2026");
  await page.getByRole("main").getByLabel("Confirm your password").fill("Member#2026");
  await page.getByRole("main").getByRole("button", { name: "Create account" }).click();
  const link = await confirmNewAccount(page, email);
  await expect(page).toHaveURL(/\/account$/);

  // Another browser (a mail app's, a phone) opening the used link is told the address is confirmed, and to sign in there.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(link);
  await expect(other.getByRole("heading", { name: "Your e-mail address is confirmed" })).toBeVisible();
  await other.getByRole("main").getByRole("link", { name: "Sign in" }).click();
  await expect(other).toHaveURL(/\/account\/sign-in\?next=/);

  // A spoilt link says so, with the ways on.
  const spoilt = new URL(link);
  spoilt.searchParams.set("token", "not-a-token");
  await other.goto(spoilt.toString());
  await expect(other.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await expect(other.getByRole("main").getByRole("link", { name: "Create the account again" })).toBeVisible();
  await elsewhere.close();
});

test("an anonymous visitor signs up and keeps their matches, downloads their data, signs out and in, then deletes everything", async ({ page }) => {
  const anonymousId = await startVisit(page);
  const saved = await page.request.post("/api/submissions", { data: { answers: { investPortfolio: true, giaValue: 750_000, isaValue: 400_000 } } });
  expect(saved.status()).toBe(200);
  const { match } = await saved.json();

  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/sign-in\?next=%2Faccount|\/account\/sign-in\?next=\/account/);
  await page.getByRole("link", { name: "Create an account" }).click();
  // A client navigation: wait for the sign-up page itself, or the e-mail lands in the sign-in page's field.
  await expect(page).toHaveURL(/\/account\/sign-up/);
  await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
  await expect(page.getByRole("main").getByLabel("Confirm your password")).toBeVisible();

  const email = uniqueEmail("member");
  await page.getByRole("main").getByLabel("E-mail address").fill(email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill("weak");
  await page.getByRole("main").getByLabel("Confirm your password").fill("weak");
  // Pressed from the keyboard: the button is disabled while the form is sent, and focus then goes
  // to the summary above the fields, not back to the top of the page.
  await page.getByRole("main").getByRole("button", { name: "Create account" }).press("Enter");
  await expect(page.getByText(/Your password must be 8 to 24 characters/)).toBeVisible();
  await expect(page.getByRole("main").getByRole("status").filter({ hasText: /^Please correct the (field|\d fields) marked below\.$/ })).toBeFocused();
  await expect(page.getByRole("main").getByLabel("E-mail address")).toHaveValue(email);

  await page.getByRole("main").getByLabel("Password", { exact: true }).fill("Member#2026");
  await page.getByRole("main").getByLabel("Confirm your password").fill("Member#2026");
  await page.getByRole("main").getByRole("button", { name: "Create account" }).click();
  // The account is usable once the link e-mailed to the address is opened; it signs the member in.
  await confirmNewAccount(page, email);
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  const providers: { id: string; nameForSL: string }[] = await (await page.request.get("/api/providers")).json();
  for (const id of match.wealthManagers) {
    const name = providers.find((p) => p.id === id)?.nameForSL ?? id;
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  }

  const download = await page.request.get("/api/account/data");
  expect(download.headers()["content-disposition"]).toMatch(/attachment; filename="wealth-match-data-/);
  const data = await download.json();
  expect(data.account).toMatchObject({ email, member: true });
  expect(data.account.id).not.toBe(anonymousId);
  expect(data.questionnaire.match.wealthManagers).toEqual(match.wealthManagers);

  // Signing out ends on the sign-in page, which clears what this browser kept for the member.
  await page.evaluate(() => localStorage.setItem("userData", JSON.stringify({ investPortfolio: true, giaValue: 750_000 })));
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/account\/sign-in\?signed-out=1$/);
  await expect(page.getByText("You have signed out.")).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("userData"))).toBeNull();
  await page.waitForLoadState("networkidle");
  await page.getByRole("main").getByLabel("E-mail address").fill(email);
  await page.getByRole("main").getByLabel("Password").fill("Wrong#2026");
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("That e-mail address and password do not match an account.")).toBeVisible();
  await page.getByRole("main").getByLabel("Password").fill("Member#2026");
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  await page.getByRole("main").getByRole("button", { name: "Delete my account and data" }).press("Enter");
  await expect(page.getByText("Tick the box to confirm")).toBeVisible();
  await expect(page.getByRole("main").getByRole("status").filter({ hasText: "Please correct the field marked below." })).toBeFocused();
  await page.getByRole("main").getByLabel(/I understand this deletes my account/).check();
  await page.getByRole("main").getByRole("button", { name: "Delete my account and data" }).click();
  await expect(page.getByText("Your account and everything we held about you have been deleted.")).toBeVisible();

  await page.getByRole("main").getByLabel("E-mail address").fill(email);
  await page.getByRole("main").getByLabel("Password").fill("Member#2026");
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("That e-mail address and password do not match an account.")).toBeVisible();
});

test("signing up with an address that has an account answers as for a new one and e-mails the owner instead", async ({ page }) => {
  await startVisit(page);
  const email = uniqueEmail("member");
  const answers: string[] = [];
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.goto("/account/sign-up");
    await page.waitForLoadState("networkidle");
    await page.getByRole("main").getByLabel("E-mail address").fill(email);
    await page.getByRole("main").getByLabel("Password", { exact: true }).fill(attempt === 0 ? "Member#2026" : "Other#2026x");
    await page.getByRole("main").getByLabel("Confirm your password").fill(attempt === 0 ? "Member#2026" : "Other#2026x");
    await page.getByRole("main").getByRole("button", { name: "Create account" }).click();
    const answer = page.getByRole("main").getByRole("status").filter({ hasText: "we have e-mailed a link" });
    await expect(answer).toBeVisible();
    answers.push((await answer.textContent()) ?? "");
    if (attempt === 0) {
      await confirmNewAccount(page, email);
      await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page).toHaveURL(/\/account\/sign-in\?signed-out=1$/);
    }
  }
  // The same words for the taken address as for the new one; nothing says an account exists.
  expect(answers[1]).toBe(answers[0]);
  await expect(page.getByText(/already exists/)).toHaveCount(0);
  // Its owner is told by mail, and the stranger's password opens nothing.
  const notice = await waitForMail(email, "You already have a Wealth Match account");
  expect(notice.body).toContain("/account/forgot-password");
  const signIn = await page.request.post("/api/auth/sign-in/email", { headers: { origin: new URL(page.url()).origin }, data: { email, password: "Other#2026x" } });
  expect(signIn.status()).toBe(401);
});

test("sign-in never redirects off the site", async ({ page }) => {
  await page.goto("/account/sign-in?next=https://evil.example/");
  await page.waitForLoadState("networkidle");
  await expect(page.locator('input[name="next"]')).toHaveValue("/account");
});
