import { expect, test, type Browser, type Locator, type Page } from "./support/test";
import { answer, answerAll, common, commonSteps } from "./support/questionnaire";
import { signIn, staff } from "./support/staff";

/**
 * Operator analytics (docs/product.md, "Operator analytics"): two consenting visitors from two UTM sources, one
 * stopping after two questions and one finishing, and a visitor who rejects analytics; then what
 * sales staff see at /sales-portal/analytics, its CSV downloads, and who is refused.
 */
const ANALYTICS = "/sales-portal/analytics";
const areas = { question: "What would you like help with?", choose: "Significant Cash Savings" };
const cash = { question: "Roughly how much do you hold in cash savings?", choose: "£300k to under £500k" };

interface Stored {
  tracker: { device: string } | null;
  utmRecords: { tags: Record<string, string> }[];
}
const stored = async (page: Page) => (await (await page.request.get("/api/tracking")).json()) as Stored;

/** Nothing stored about a visitor: no session at all, or a session with no tracking record or UTM entry. */
async function expectNothingStored(page: Page) {
  const response = await page.request.get("/api/tracking");
  if (response.status() === 401) return;
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ tracker: null, utmRecords: [] });
}

/** A visitor arrives from a campaign, makes their cookie choice and starts the questionnaire from the home page. */
async function arriveAndStart(browser: Browser, source: string, choice: "Accept all" | "Reject all"): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/?utm_source=${source}&utm_medium=e2e&utm_campaign=analytics`);
  await page.getByRole("button", { name: choice }).click();
  if (choice === "Accept all") {
    await expect.poll(async () => (await stored(page)).utmRecords.map((record) => record.tags.source)).toEqual([source]);
  }
  await page.locator("main a[data-variant]").click();
  await expect(page).toHaveURL(/\/proforma$/);
  await page.getByRole("link", { name: "Start", exact: true }).click();
  return page;
}

/** The shared helper waits 5 s for the sign-in to land; hashing the password can take longer on a busy machine. */
async function signInAs(page: Page, email: string, next: string) {
  await signIn(page, email, next).catch(async () => {
    await expect(page).not.toHaveURL(/\/account\/sign-in/, { timeout: 30_000 });
  });
}

const table = (page: Page, caption: string) => page.getByRole("table", { name: caption, exact: true });

async function cellTexts(rows: Locator): Promise<string[][]> {
  return rows.evaluateAll((elements) => elements.map((row) => [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").trim())));
}

async function tableCells(page: Page, caption: string): Promise<string[][]> {
  const found = table(page, caption);
  return [...(await cellTexts(found.locator("thead tr"))), ...(await cellTexts(found.locator("tbody tr")))];
}

/** RFC 4180, enough for our own files: quoted cells with doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

async function reachedFirstQuestion(page: Page): Promise<number> {
  const row = table(page, "Questionnaire funnel").locator("tbody tr").filter({ has: page.getByRole("cell", { name: "looking-for-advice", exact: true }) });
  if ((await row.count()) === 0) return 0;
  // Flow, Step, Question, Page, Reached, ...
  return Number((await row.first().locator("th, td").nth(4).innerText()).replaceAll(",", ""));
}

async function sourceRow(page: Page, source: string): Promise<string[] | undefined> {
  return (await tableCells(page, "Traffic sources")).find((cells) => cells[0] === source);
}

test("sales staff see consenting visitors' sources, funnel and experiments; CSV matches; others are refused", async ({ browser, page }) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const sources = { stops: `e2e-stops-${tag}`, finishes: `e2e-finishes-${tag}`, rejects: `e2e-rejects-${tag}` };

  await signInAs(page, staff.sales, ANALYTICS);
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  const reachedBefore = await reachedFirstQuestion(page);

  // One visitor stops after two questions; the other goes back once and finishes.
  const stops = await arriveAndStart(browser, sources.stops, "Accept all");
  await answerAll(stops, [areas, cash]);
  await expect(stops.getByRole("heading", { level: 1, name: common.knowledge().question })).toBeVisible();
  const finishes = await arriveAndStart(browser, sources.finishes, "Accept all");
  await answerAll(finishes, [areas, cash]);
  await finishes.getByRole("button", { name: "Back" }).click();
  await answer(finishes, cash);
  await answerAll(finishes, commonSteps());
  await expect(finishes).toHaveURL(/\/proforma\/results$/);
  // A visitor who rejects analytics answers a question too; nothing about them may count.
  const rejects = await arriveAndStart(browser, sources.rejects, "Reject all");
  await answer(rejects, areas);
  await expectNothingStored(rejects);
  await stops.context().close();

  // Everything below arrives in tracking batches sent when each browser is idle, so each figure is
  // waited for on a fresh page, not only the sources.
  const wentBackFromKnowledge = () => table(page, "Where visitors went back most").getByRole("cell", { name: "knowledge", exact: true });
  await expect
    .poll(
      async () => {
        await page.reload();
        return [
          await sourceRow(page, sources.stops),
          await sourceRow(page, sources.finishes),
          (await reachedFirstQuestion(page)) - reachedBefore >= 2,
          (await wentBackFromKnowledge().count()) > 0,
        ];
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toEqual([
      // Source, medium, campaign, visits, starts, start rate, completions, completion rate, leads, lead rate,
      // introductions, introductions per lead.
      [sources.stops, "e2e", "analytics", "1", "1", "100.0%", "0", "0.0%", "0", "–", "0", "–"],
      [sources.finishes, "e2e", "analytics", "1", "1", "100.0%", "1", "100.0%", "0", "0.0%", "0", "–"],
      true,
      true,
    ]);
  expect(await sourceRow(page, sources.rejects)).toBeUndefined();
  await expect(wentBackFromKnowledge()).toBeVisible();

  const experiments = table(page, "Experiments");
  await expect(experiments.getByRole("columnheader", { name: "Chance to beat control" })).toBeVisible();
  await expect(experiments.getByRole("rowheader", { name: "home-cta-wording" })).toHaveCount(2);
  await expect(experiments).toContainText("compare-now (control)");
  await expect(experiments).toContainText("find-my-matches");

  // Each CSV download is the table it sits under (retried while other journeys add rows).
  for (const caption of ["Traffic sources", "Questionnaire funnel", "Experiments"]) {
    await expect(async () => {
      await page.reload();
      const href = await page.getByRole("link", { name: `Download CSV: ${caption}`, exact: true }).getAttribute("href");
      const response = await page.request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      const text = await response.text();
      // A byte order mark first, so Excel reads the file as UTF-8.
      expect(text.startsWith("\uFEFF")).toBe(true);
      const csv = parseCsv(text.slice(1)).map((cells) => cells.map((cell) => cell.replace(/^'/, "")));
      expect(csv).toEqual(await tableCells(page, caption));
    }).toPass({ timeout: 20_000 });
  }

  // A custom range before any of this shows none of it.
  await page.getByLabel("Period", { exact: true }).selectOption("custom");
  await page.getByLabel("From", { exact: true }).fill("2020-01-01");
  await page.getByLabel("To", { exact: true }).fill("2020-01-31");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/range=custom&from=2020-01-01&to=2020-01-31/);
  await expect(table(page, "Traffic sources")).toContainText("Nothing recorded in this period.");
});

test("provider staff and visitors who are not signed in cannot open analytics or its downloads", async ({ page }) => {
  const anonymous = await page.goto(ANALYTICS);
  expect(anonymous?.status()).toBe(200);
  await expect(page).toHaveURL(/\/account\/sign-in\?next=%2Fsales-portal%2Fanalytics/);

  await signInAs(page, staff.saltus, "/account");
  const refused = await page.goto(ANALYTICS);
  expect(refused?.status()).toBe(403);
  const download = await page.request.get(`${ANALYTICS}/csv?table=sources&range=30`);
  expect(download.status()).toBe(403);
});
