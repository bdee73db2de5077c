import { expect, test, type Page } from "./support/test";
import { answer, answerAll, commonSteps } from "./support/questionnaire";
import { signIn, staff } from "./support/staff";

/**
 * The funnel's drop rule (docs/analytics.md): a visitor who goes Back from a question, takes another
 * path and finishes answered a later question, so is not dropped at the one they left; and the
 * funnel chart's question labels are whole at a phone's width and a desktop's.
 */
// The chart tests read the funnel the first test fills (a fresh database has none): in order.
test.describe.configure({ mode: "serial" });

const ANALYTICS = "/sales-portal/analytics";
const CASH_QUESTION = "significant-cash";

interface FunnelRow {
  reached: number;
  dropped: number;
}

async function funnelRow(page: Page, question: string): Promise<FunnelRow> {
  const row = page
    .getByRole("table", { name: "Questionnaire funnel", exact: true })
    .locator("tbody tr")
    .filter({ has: page.getByRole("cell", { name: question, exact: true }) });
  if ((await row.count()) === 0) return { reached: 0, dropped: 0 };
  const cells = await row.first().locator("th, td").allInnerTexts();
  const figure = (index: number) => Number((cells[index] ?? "0").replaceAll(",", ""));
  // Flow, Step, Question, Page, Reached, Continued, Dropped, ...
  return { reached: figure(4), dropped: figure(6) };
}

test("a visitor who goes Back from a question, takes another path and finishes is not dropped there", async ({ browser, page }) => {
  test.setTimeout(180_000);
  await signIn(page, staff.sales, ANALYTICS).catch(async () => expect(page).not.toHaveURL(/\/account\/sign-in/, { timeout: 30_000 }));
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  const before = await funnelRow(page, CASH_QUESTION);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/proforma");
  await visitor.getByRole("button", { name: "Accept all" }).click();
  await visitor.getByRole("link", { name: "Start", exact: true }).click();
  await answer(visitor, { question: "What would you like help with?", choose: "Significant Cash Savings" });
  // The cash question is shown; the visitor goes Back and chooses pensions instead.
  await expect(visitor.getByRole("heading", { level: 1, name: "Roughly how much do you hold in cash savings?" })).toBeVisible();
  await visitor.getByRole("button", { name: "Back" }).click();
  await visitor.getByLabel("Significant Cash Savings", { exact: true }).uncheck();
  await answerAll(visitor, [
    { question: "What would you like help with?", choose: "Pension" },
    { question: "Which kinds of pension do you have?", choose: "Defined Benefit" },
    { question: "Has your defined benefit scheme offered you a cash settlement?", choose: "Yes" },
    { question: "How much cash settlement have you been offered for your defined benefit pension?", choose: "£300k to under £500k" },
    ...commonSteps(),
  ]);
  await expect(visitor).toHaveURL(/\/proforma\/results$/, { timeout: 15_000 });
  // The tracker sends its last batch when the page is hidden.
  await visitor.context().close();

  // The visitor reached the cash question and is counted there, but not as dropped.
  await expect
    .poll(
      async () => {
        await page.reload();
        const now = await funnelRow(page, CASH_QUESTION);
        return { reached: now.reached - before.reached >= 1, dropped: now.dropped - before.dropped };
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toEqual({ reached: true, dropped: 0 });
});

for (const width of [390, 1440]) {
  test(`the funnel chart's question labels are whole at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, staff.sales, ANALYTICS).catch(async () => expect(page).not.toHaveURL(/\/account\/sign-in/, { timeout: 30_000 }));
    const section = page.getByRole("region", { name: "Questionnaire funnel" });
    // The chart itself (the legend draws its icons as small svg.recharts-surface elements too).
    const chart = section.locator(".recharts-wrapper > svg.recharts-surface").first();
    await expect(chart).toBeVisible({ timeout: 15_000 });
    await chart.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0); // no tooltip over the labels
    await page.screenshot({ path: testInfo.outputPath(`funnel-chart-${width}.png`), fullPage: false });
    await section.locator(".recharts-wrapper").first().screenshot({ path: testInfo.outputPath(`funnel-chart-only-${width}.png`) });
    // Every label line lies inside the chart, and the lines of a label give back the question's name (a line break takes the space it falls on).
    const labels = await chart.evaluate((svg) => {
      const box = svg.getBoundingClientRect();
      // The question labels: the chart's only text anchored at its end (recharts draws ticks in a layer of their own).
      return [...svg.querySelectorAll('text[text-anchor="end"]')].map((text) => {
        const rect = text.getBoundingClientRect();
        return { text: [...text.querySelectorAll("tspan")].map((line) => line.textContent ?? "").join(""), inside: rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5 };
      });
    });
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label, label.text).toMatchObject({ inside: true });
    // The legend lists the series in the bars' order, not sorted by their words.
    await expect(section.locator(".recharts-legend-item-text").first()).toBeVisible();
    expect(await section.locator(".recharts-legend-item-text").allTextContents()).toEqual(["Reached", "Continued"]);
    const names = await section
      .getByRole("table", { name: "Questionnaire funnel", exact: true })
      .locator("tbody tr")
      .evaluateAll((rows) => rows.map((row) => row.querySelectorAll("th, td")[2]?.textContent?.trim() ?? ""));
    const unspaced = (text: string) => text.replace(/\s+/g, "");
    for (const label of labels) expect(names.map(unspaced)).toContain(unspaced(label.text));
  });
}
