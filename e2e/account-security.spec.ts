import { expect, test, type Page, uniqueEmail } from "./support/test";
import { signUp } from "./support/accounts";
import { allMail, confirmNewAccount, linkIn, waitForMail } from "./support/mail";
import { signIn as staffSignIn, staff } from "./support/staff";


/** Opens /about-us and signs up to the newsletter with its footer's form; returns the form. */
async function signUpToNewsletter(page: Page, who: { firstName: string; lastName: string; email: string }) {
  await page.goto("/about-us");
  const form = page.locator("#site-footer").getByRole("form", { name: "Our newsletter" });
  await form.getByLabel("First name").fill(who.firstName);
  await form.getByLabel("Last name").fill(who.lastName);
  await form.getByLabel("E-mail address").fill(who.email);
  await form.getByRole("button", { name: "Sign up" }).click();
  return form;
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto("/account/sign-in");
  await page.waitForLoadState("networkidle");
  await page.getByRole("main").getByLabel("E-mail address").fill(email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
}

/** Waits until the mail sender has had time to deliver everything written so far (it polls every second). */
async function settledMail(to: string, subject: string): Promise<number> {
  let last = -1;
  let count = 0;
  for (let round = 0; round < 20; round += 1) {
    count = (await allMail()).filter((m) => m.to.includes(to) && m.subject === subject).length;
    if (count === last && count > 0) return count;
    last = count;
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  return count;
}

test("a reset ends every other reset link and every other session", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("reset");
  await signUp(page, email);
  await confirmNewAccount(page, email);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  // A second session, elsewhere.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signInWithForm(other, email, "Member#2026");
  await expect(other.getByText(`Signed in as ${email}`)).toBeVisible();

  // Two links asked for; the second is used.
  for (let i = 0; i < 2; i += 1) {
    await page.goto("/account/forgot-password");
    await page.waitForLoadState("networkidle");
    await page.getByRole("main").getByLabel("E-mail address").fill(email);
    await page.getByRole("main").getByRole("button", { name: "E-mail me a link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "If an account uses that address" })).toBeVisible();
  }
  await expect.poll(async () => (await allMail()).filter((m) => m.to.includes(email) && m.subject === "Choose a new password").length, { timeout: 60_000 }).toBe(2);
  const [first, second] = (await allMail()).filter((m) => m.to.includes(email) && m.subject === "Choose a new password");
  await page.goto(linkIn(second!, "http://127.0.0.1:"));
  await expect(page).toHaveURL(/\/account\/reset-password\?token=/);
  await page.waitForLoadState("networkidle");
  await page.getByRole("main").getByLabel("New password").fill("Changed#2027");
  await page.getByRole("main").getByRole("button", { name: "Save my new password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();

  // The first link no longer works, though it was never used and its hour has not passed.
  await page.goto(linkIn(first!, "http://127.0.0.1:"));
  await expect(page.getByRole("heading", { name: "This link has expired" })).toBeVisible();

  // The other session has ended.
  await other.goto("/account");
  await expect(other).toHaveURL(/\/account\/sign-in/);
  await elsewhere.close();

  // An admin reading the outbox sees these mails, but not their links: both have gone, so their
  // copies no longer hold them.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await staffSignIn(admin, staff.admin, "/sales-portal/outbox");
  await expect(admin.getByRole("heading", { name: "Outbox" })).toBeVisible();
  const html = await admin.content();
  expect(html).toContain(email);
  for (const mail of [first!, second!]) expect(html).not.toContain(new URL(linkIn(mail, "http://127.0.0.1:")).pathname);
  expect(html).toContain("link removed from our copy once the e-mail had gone");
  await adminContext.close();
});

test("rotating X-Forwarded-For sends one address no more mail than its limit", async ({ page, request, baseURL }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail("flooded");
  await signUp(page, email);
  await confirmNewAccount(page, email);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  // Better Auth's own endpoint, each request claiming another client address.
  for (let i = 0; i < 10; i += 1) {
    const response = await request.post("/api/auth/request-password-reset", {
      headers: { origin: baseURL as string, "x-forwarded-for": `203.0.113.${i + 1}` },
      data: { email, redirectTo: "/account/reset-password" },
    });
    expect(response.status()).toBeLessThan(500);
  }
  expect(await settledMail(email, "Choose a new password")).toBeLessThanOrEqual(3);

  // The footer's newsletter form (a server action), likewise.
  const subscriber = uniqueEmail("subscriber");
  const answers: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${i + 1}` });
    const form = await signUpToNewsletter(page, { firstName: "Ada", lastName: "Lovelace", email: subscriber });
    await expect(form.getByRole("status")).toContainText("Thank you, Ada");
    answers.push((await form.getByRole("status").textContent()) ?? "");
  }
  expect(await settledMail(subscriber, "Please confirm your newsletter sign-up")).toBe(3);
  expect(answers.slice(3).every((answer) => answer.includes("we have already e-mailed"))).toBe(true);
});

test("an account made with someone else's address reaches none of their data", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const victim = uniqueEmail("victim");
  // The victim's confirmed newsletter sign-up.
  await signUpToNewsletter(page, { firstName: "Vic", lastName: "Tim", email: victim });
  await page.goto(linkIn(await waitForMail(victim, "Please confirm your newsletter sign-up"), "http://127.0.0.1:"));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "You are signed up" })).toBeVisible();

  // A stranger creates an account with the victim's address: it cannot be used without the link.
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await signUp(stranger, victim, { password: "Stranger#2026" });
  await expect(stranger.getByRole("status").filter({ hasText: "we have e-mailed a link" })).toBeVisible();
  await signInWithForm(stranger, victim, "Stranger#2026");
  await expect(stranger.getByText(/Please confirm your e-mail address first/)).toBeVisible();
  const download = await stranger.request.get("/api/account/data");
  const body = await download.text();
  expect(body).not.toContain(victim);
  expect(body).not.toContain("Vic");
  await strangerContext.close();
});
