import { expect, openPage, test, type Page, uniqueEmail } from "./support/test";
import { confirmNewAccount } from "./support/mail";

/** docs/product.md, "Privacy, consent and retention": deleting an account also clears what this browser kept. */

const KEYS = ["userData", "profileData", "contactUsData", "currentQuestionUrl", "answeredQuestions"] as const;

async function storeDrafts(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem("userData", JSON.stringify({ investPortfolio: true, giaValue: 750000, age: 52 }));
    localStorage.setItem("answeredQuestions", JSON.stringify(["looking-for-advice", "age"]));
    localStorage.setItem("currentQuestionUrl", "/proforma/age");
    localStorage.setItem("profileData", JSON.stringify({ firstName: "Ada", lastName: "Lovelace", phoneNumber: "07911 123456" }));
    localStorage.setItem("contactUsData", JSON.stringify({ firstName: "Ada", message: "A question" }));
  });
}

/** Opens a page and waits until the app has started in the browser (its visitor look-up answered). */
const open = async (page: Page, path: string) => (await openPage(page, path)).response;

const stored = (page: Page) => page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), [...KEYS]);

test("deleting an account clears the answers and drafts in this browser, and the questionnaire no longer offers to carry on", async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("delete");
  await open(page, "/account/sign-up");
  const main = page.getByRole("main");
  await main.getByLabel("E-mail address").fill(email);
  await main.getByLabel("Password", { exact: true }).fill("Member#2026");
  await main.getByLabel("Confirm your password").fill("Member#2026");
  await main.getByRole("button", { name: "Create account" }).click();
  await confirmNewAccount(page, email);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  await storeDrafts(page);
  await page.goto("/proforma");
  await expect(page.getByRole("link", { name: "Carry on where you stopped" })).toBeVisible();

  // A link to the page the deletion lands on clears nothing by itself: only the deletion does.
  await open(page, "/account/sign-in?deleted=1");
  expect((await stored(page)).every((value) => value !== null)).toBe(true);

  await open(page, "/account");
  await page.getByRole("main").getByLabel(/I understand this deletes my account/).check();
  await page.getByRole("main").getByRole("button", { name: "Delete my account and data" }).click();
  await expect(page.getByText("Your account and everything we held about you have been deleted.")).toBeVisible();
  await expect.poll(() => stored(page)).toEqual(KEYS.map(() => null));

  await open(page, "/proforma");
  await expect(page.getByRole("main").getByRole("link", { name: "Start", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Carry on where you stopped" })).toHaveCount(0);
});
