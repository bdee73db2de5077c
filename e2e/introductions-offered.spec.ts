import { expect, reactHasTakenOver, test, type Page } from "./support/test";
import { fillIntroductionForm, visitorWithMatches } from "./support/introductions";
import { asStaff, staff } from "./support/staff";

/**
 * The "Get introduced" form says only what can happen (docs/introductions.md, "The visitor"): with
 * no matched firm able to take introductions there is no form that could never be sent, but the
 * firms' own ways in and ours; with some, the others are named apart; an error links only to what
 * is on the page, and the first failed press moves focus to the summary.
 *
 * The under-£300k pool (Quilter Financial Advisers and Fintuity) is used by no other journey that
 * sends details, so marking its firms as not taking introductions for a while disturbs none.
 */

test.describe.configure({ mode: "serial" });

const UK_125K = { sigCash: true, sigCashValue: 125_000, taxResidence: "GB", age: 52 };
// A pool whose firms stay offered throughout (Saltus first).
const UK_400K = { investPortfolio: true, gia: true, giaValue: 400_000, taxResidence: "GB", age: 52 };

async function openResults(page: Page) {
  await page.goto("/proforma/results");
  await expect.poll(() => reactHasTakenOver(page)).toBe(true);
}

/** Every link in the error summary leads to an element on the page. */
async function expectSummaryLinksResolve(page: Page) {
  const links = page.getByRole("alert").filter({ hasText: "Please check your details" }).getByRole("link");
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) {
    expect(href, "a same-page link").toMatch(/^#./);
    expect(await page.evaluate((id) => document.getElementById(id) !== null, decodeURIComponent(href.slice(1))), `${href} is on the page`).toBe(true);
  }
}

async function setTaking(page: Page, firm: string, taking: boolean) {
  const row = page.getByRole("table", { name: "Firms and their delivery routes" }).getByRole("row", { name: firm });
  // Stopping is confirmed with a second press, which names the firm.
  const button = taking ? row.getByRole("button", { name: /Mark as taking introductions/ }) : row.getByText("Mark as not taking introductions");
  if ((await button.count()) === 0) return;
  await button.click();
  if (!taking) await row.getByRole("button", { name: `Stop offering ${firm}` }).click();
  await expect(page.getByRole("table", { name: "Firms and their delivery routes" }).getByRole("row", { name: firm }).getByRole("status")).toHaveText(
    `Saved: ${firm} ${taking ? "is offered to visitors again." : "is no longer offered to visitors."}`,
  );
  await expect(page.getByRole("table", { name: "Firms and their delivery routes" }).getByRole("row", { name: firm })).toContainText(
    taking ? "Through our introductions desk" : "Not offered: marked as not taking introductions",
  );
}

test("the first press of Send with empty fields moves focus to the error summary", async ({ page }) => {
  await visitorWithMatches(page, UK_400K);
  await openResults(page);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Send my details" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Please check your details" });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Tick at least one firm to send your details to");
  // Listed in the order the fields come: the firms first, the terms last.
  const items = await summary.getByRole("listitem").allTextContents();
  expect(items[0]).toMatch(/Tick at least one firm/);
  expect(items.at(-1)).toMatch(/terms/);
  await expectSummaryLinksResolve(page);
});

test("with none of their matches able to take introductions, the visitor gets no form but the ways to reach the firms and us; with one, the other is named apart", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const matched = await visitorWithMatches(page, UK_125K);
  expect([...matched].sort()).toEqual(["fintuity", "quilterfa"]);
  const sales = await asStaff(browser, staff.sales, "/sales-portal/introductions");
  try {
    await setTaking(sales.page, "Quilter Financial Advisers", false);
    await setTaking(sales.page, "Fintuity", false);

    await openResults(page);
    const main = page.getByRole("main");
    const section = main.getByRole("region", { name: "Get introduced" });
    await expect(section).toContainText("None of your matches can be contacted through us at the moment, so we cannot send your details to them.");
    await expect(section).not.toContainText("only the firms you tick below");
    await expect(section.getByRole("button", { name: "Send my details" })).toHaveCount(0);
    await expect(section.getByLabel("First name")).toHaveCount(0);
    await expect(section.getByRole("link", { name: "www.quilter.com" })).toHaveAttribute("href", "https://www.quilter.com");
    await expect(section.getByRole("link", { name: "www.fintuity.com" })).toHaveAttribute("href", "https://www.fintuity.com");
    await expect(section.getByRole("link", { name: "its profile" })).toHaveCount(2);
    await expect(section.getByRole("link", { name: "its profile" }).first()).toHaveAttribute("href", /^\/wealth-managers\/(quilterfa|fintuity)$/);
    await expect(section.getByRole("link", { name: "020 7946 0321" })).toHaveAttribute("href", "tel:+442079460321");
    await expect(section.getByRole("link", { name: "contact page" })).toHaveAttribute("href", "/contact-us");

    // One firm taking introductions again: its box, and the other named apart with its own way in.
    await setTaking(sales.page, "Fintuity", true);
    await openResults(page);
    await expect(section.getByLabel("Send my details to Fintuity")).toBeVisible();
    await expect(section.getByLabel("Send my details to Quilter Financial Advisers")).toHaveCount(0);
    await expect(section).toContainText("Quilter Financial Advisers cannot be sent your details through us at the moment, so it has no box here.");
    await expect(section.getByRole("link", { name: "www.quilter.com" })).toBeVisible();
    await fillIntroductionForm(main, { email: `ada.offered.${Date.now().toString(36)}@example.test` });
    await main.getByRole("button", { name: "Send my details" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Please check your details" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: "Tick at least one firm to send your details to" })).toBeVisible();
    await expectSummaryLinksResolve(page);
  } finally {
    await setTaking(sales.page, "Quilter Financial Advisers", true);
    await setTaking(sales.page, "Fintuity", true);
    await sales.close();
  }
});
