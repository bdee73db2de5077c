import { expect, test, type Page } from "./support/test";
import { signIn, staff } from "./support/staff";

/** Firms whose facts (as seeded) offer financial planning; the 1m-2m pool also holds qc and blu, which do not. */
const PLANNING_FIRMS = ["James Hambro & Partners", "Saltus", "Canaccord Wealth", "Evelyn Partners", "RBC Brewin Dolphin", "LGT Wealth Management"];

async function rejectCookies(page: Page) {
  const reject = page.getByRole("button", { name: "Reject all" });
  if (await reject.isVisible()) await reject.click();
  await expect(reject).toBeHidden();
}

async function visitorWithAnswers(page: Page, answers: Record<string, unknown>) {
  await page.goto("/");
  expect((await page.request.post("/api/visitor")).ok()).toBe(true);
  const response = await page.request.post("/api/submissions", { data: { answers } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { match: { wealthManagers: string[]; rule: string } };
}

/** The £1.2m visitor: a SIPP and an ISA, asking for help with pensions and inheritance tax. */
const PLANNING_VISITOR = {
  pension: true,
  sipp: true,
  sippValue: 750_000,
  taxPlan: true,
  inheritance: true,
  isa: true,
  isaValue: 400_000,
  exactValue: 1_200_000,
  taxResidence: "GB",
};
/** Firms given a tariff by a journey below, emptied again after it whatever happened. */
const touched = new Set<string>();

interface Schedule {
  tiers: [upTo: string, percent: string][];
  initialPercent?: string;
  sourceUrl: string;
  readOn: string;
}

/** Types a fee schedule into a firm's editor as an admin and saves it; null empties it (no schedule). */
async function setSchedule(page: Page, id: string, schedule: Schedule | null) {
  await page.goto(`/sales-portal/providers/${id}`);
  for (let row = 0; row < 5; row++) {
    const [upTo, percent] = schedule?.tiers[row] ?? ["", ""];
    await page.getByLabel(`Tier ${row + 1}: up to (£)`).fill(upTo);
    await page.getByLabel(`Tier ${row + 1}: annual charge (%)`).fill(percent);
  }
  await page.getByLabel("Initial fee (%)").fill(schedule?.initialPercent ?? "");
  await page.getByLabel("Tariff's address").fill(schedule?.sourceUrl ?? "");
  await page.getByLabel("Date read").fill(schedule?.readOn ?? "");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/^Saved\./)).toBeVisible();
}

test.describe.serial("costs in pounds (these journeys change fee schedules, so they run one at a time)", () => {
  test.afterEach(async ({ browser }) => {
    if (touched.size === 0) return;
    // Put the seed back (no schedule) for the next journey and the others.
    const admin = await browser.newPage();
    await signIn(admin, staff.admin, "/sales-portal/providers");
    await rejectCookies(admin);
    for (const id of touched) await setSchedule(admin, id, null);
    touched.clear();
    await admin.close();
  });

  test("£1.2m in a SIPP and ISA, asking for pensions and inheritance tax: only planning firms, each with its cost in pounds, or 'not published' with no figure", async ({ page, browser }) => {
    // Three tariffs typed in and emptied again through the editor: slow on a busy machine.
    test.setTimeout(240_000);
    const { match } = await visitorWithAnswers(page, PLANNING_VISITOR);
    expect(match.rule).toBe("1m-2m");
    expect(match.wealthManagers).not.toContain("qc");
    expect(match.wealthManagers).not.toContain("blu");

    await page.goto("/proforma/results");
    const matches = page.getByRole("region", { name: "The 3 firms that fit you" }).getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(matches).toHaveCount(3);
    for (const card of await matches.all()) {
      const name = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
      expect(PLANNING_FIRMS).toContain(name);
      const cost = card.getByTestId("fee-cost");
      await expect(cost.getByRole("heading", { name: "Cost in pounds" })).toBeVisible();
      // No firm has a published tariff on file in a fresh database: no figure is shown.
      await expect(cost).toContainText("No figure yet: we do not hold");
      await expect(cost).not.toContainText("£");
    }
    await expect(page.getByText(/Costs never decide which firms you are matched with or in what order/)).toBeVisible();

    // An admin enters a tariff for each matched firm: 1% up to £1m, 0.5% above, 1% at the start.
    const admin = await browser.newPage();
    await signIn(admin, staff.admin, "/sales-portal/providers");
    await rejectCookies(admin);
    for (const id of match.wealthManagers) {
      touched.add(id);
      await setSchedule(admin, id, { tiers: [["1m", "1"], ["", "0.5"]], initialPercent: "1", sourceUrl: `https://www.example.co.uk/${id}-charges`, readOn: "2026-11-20" });
    }
    await admin.close();

    // On £1,200,000: £10,000 + £200,000 at 0.5% = £11,000 a year; 1% at the start, £12,000; the first year £23,000 (shown in k or million).
    const headline = "About £23k in the first year and £11k a year after on your £1.2 million.";
    await page.goto("/proforma/results");
    for (const card of await matches.all()) {
      const cost = card.getByTestId("fee-cost");
      await expect(cost).toContainText(headline);
      await expect(cost).toContainText(/From the published tariff of .+, read 20th Nov 2026\./);
      await expect(cost.getByRole("link", { name: /example\.co\.uk\/.+-charges/ })).toHaveAttribute("href", /^https:\/\/www\.example\.co\.uk\/\w+-charges$/);
      await cost.getByText("How this is worked out").click();
      await expect(cost).toContainText("Worked on £1.2 million.");
      await expect(cost).toContainText(/Not included: the costs of the funds you hold/);
      await expect(cost).toContainText(/Over 10 years, if the money grew 5% a year before charges \(an assumption, not a forecast\)/);
    }
    const compare = page.getByRole("row", { name: /^Cost in pounds/ });
    await expect(compare.getByText(headline)).toHaveCount(3);
    await expect(compare.getByText(/read 20th Nov 2026/)).toHaveCount(3);

    // The profile shows the same for the visitor's own amount, from the answers kept in this browser.
    const firm = match.wealthManagers[0]!;
    await page.evaluate((answers) => localStorage.setItem("userData", JSON.stringify(answers)), PLANNING_VISITOR);
    await page.goto(`/wealth-managers/${firm}`);
    const own = page.getByTestId("visitor-fee-cost");
    await expect(own.getByText(headline)).toBeVisible();
    await expect(own.getByText(/read 20th Nov 2026/).first()).toBeVisible();
    const example = page.getByText("About £20k in the first year and £10k a year after on £1 million.");
    await expect(example).toBeHidden();
    await own.getByText("Worked examples for other amounts").click();
    await expect(example).toBeVisible();

    // With no answers kept, the profile shows its worked examples.
    await page.evaluate(() => localStorage.removeItem("userData"));
    await page.reload();
    await expect(example).toBeVisible();
    await expect(page.getByTestId("visitor-fee-cost")).toHaveCount(0);
  });

  test("an admin enters a tiered schedule and edits a tier; the profile's cost in pounds changes", async ({ page }) => {
    // Three saves through the editor and a profile polled after each: slow on a busy machine.
    test.setTimeout(180_000);
    await signIn(page, staff.admin, "/sales-portal/providers/evelyn");
    await rejectCookies(page);
    await page.getByLabel("Tier 1: up to (£)").fill("1m");
    await page.getByLabel("Tier 1: annual charge (%)").fill("1");
    await page.getByLabel("Tier 2: annual charge (%)").fill("0.5");
    await page.getByLabel("Tariff's address").fill("https://www.example.co.uk/evelyn-charges");
    await page.getByRole("button", { name: "Save" }).click();
    // The date read is missing: the message names the field.
    await expect(page.getByText(/Date read: Enter the date the tariff was read/)).toBeVisible();
    await page.getByLabel("Date read").fill("2026-11-20");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(/^Saved\./)).toBeVisible();

    // £1m at 1% = £10,000 a year; £2m: £10,000 + £1m at 0.5% = £15,000.
    await expect
      .poll(async () => {
        await page.goto("/wealth-managers/evelyn");
        return page.getByText("About £10k a year on £1 million.").count();
      }, { timeout: 10_000 })
      .toBe(1);
    await expect(page.getByText("About £15k a year on £2 million.")).toBeVisible();
    await expect(page.getByText(/read 20th Nov 2026/)).toBeVisible();

    await page.goto("/sales-portal/providers/evelyn");
    await page.getByLabel("Tier 1: annual charge (%)").fill("1.2");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(/^Saved\./)).toBeVisible();
    // £1m at 1.2% = £12,000 a year.
    await expect
      .poll(async () => {
        await page.goto("/wealth-managers/evelyn");
        return page.getByText("About £12k a year on £1 million.").count();
      }, { timeout: 10_000 })
      .toBe(1);
    await page.getByText("How this is worked out").click();
    await expect(page.getByText(/1\.2% a year up to £1 million; 0\.5% a year above £1 million/)).toBeVisible();

    // Put the seed back (no schedule) for the other journeys.
    await page.goto("/sales-portal/providers/evelyn");
    for (const field of ["Tier 1: up to (£)", "Tier 1: annual charge (%)", "Tier 2: annual charge (%)", "Tariff's address"]) await page.getByLabel(field).fill("");
    await page.getByLabel("Date read").fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(/^Saved\./)).toBeVisible();
  });
});

test("directory-only firms are listed apart on the home page and directory, and their profiles offer no Compare Now nor anything about introductions", async ({ page }) => {
  await page.goto("/");
  const matched = page.getByTestId("matched-firms");
  const apart = page.getByTestId("directory-only-firms");
  await expect(page.getByRole("heading", { name: "Also in our directory, not part of our matching" })).toBeVisible();
  for (const name of ["Wealthify", "Brooks Macdonald", "Capital", "Investec"]) {
    await expect(matched.getByRole("link", { name: new RegExp(name) })).toHaveCount(0);
    await expect(apart.getByRole("link", { name: new RegExp(name) })).toHaveCount(1);
  }
  await page.goto("/wealth-managers");
  await expect(page.getByTestId("directory-only-firms").getByRole("link", { name: /Wealthify/ })).toHaveCount(1);
  await expect(page.getByTestId("matched-firms").getByRole("link", { name: /Wealthify/ })).toHaveCount(0);
  for (const id of ["brooks", "capital", "investec", "wealthify"]) {
    await page.goto(`/wealth-managers/${id}`);
    await expect(page.getByRole("main").getByRole("link", { name: "Compare Now" })).toHaveCount(0);
    await expect(page.getByText(/not part of our matching/).first()).toBeVisible();
    // Never matched, so never introduced: no figures on answering introductions, no reviews from introduced investors.
    await expect(page.getByRole("heading", { name: /^How quickly .+ answers$/ })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Reviews from verified introductions" })).toHaveCount(0);
    await expect(page.getByRole("main")).not.toContainText(/introduced to|introductions/);
  }
  await page.goto("/wealth-managers/saltus");
  await expect(page.getByRole("main").getByRole("link", { name: "Compare Now" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How quickly Saltus answers" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Reviews from verified introductions" })).toBeVisible();
});
