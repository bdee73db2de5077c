import { expect, holdScripts, test, withoutScripts } from "./support/test";
import {
  answer,
  answerAll,
  common,
  commonSteps,
  expectFocusOnHeading,
  expectNoAxeViolations,
  expectQuestion,
  startQuestionnaire,
  storedSubmission,
  type Step,
} from "./support/questionnaire";

const areas = (choose: string | string[]): Step => ({ question: "What would you like help with?", choose });
const pensionTypes = (choose: string | string[]): Step => ({ question: "Which kinds of pension do you have?", choose });
const cashOffer = (choose: "Yes" | "No"): Step => ({ question: "Has your defined benefit scheme offered you a cash settlement?", choose });
const EXACT = "Thank you. Roughly how much do you have to invest in total?";

test.describe("the questionnaire", () => {
  test("a new visitor's finished questionnaire is saved with no failed request and no console error", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      // Chromium asks for /favicon.ico on its own, whatever icon the page names: not the site's doing.
      if (message.type() === "error" && !message.location().url.endsWith("/favicon.ico")) errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on("response", (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    await startQuestionnaire(page);
    await answerAll(page, [areas("Pension"), pensionTypes("Defined Benefit"), cashOffer("Yes")]);
    await answerAll(page, [{ question: "How much cash settlement have you been offered for your defined benefit pension?", choose: "£300k to under £500k" }, ...commonSteps()]);
    expect((await storedSubmission(page)).match.rule).toBe("300k-500k");
    expect(errors).toEqual([]);
  });

  test("each question opens at the top of the page, its progress line in view below the sticky header, wherever Continue was pressed", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await startQuestionnaire(page);
    await answerAll(page, [areas("Pension")]);
    // A long question: Continue is pressed well down the page.
    await page.getByLabel("SIPP", { exact: true }).check();
    await page.getByRole("button", { name: "Continue" }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Continue" }).click();
    await expectFocusOnHeading(page, "What is your SIPP worth today?");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const headerBottom = (await page.getByRole("banner").boundingBox())!;
    const progress = (await page.getByText(/^Question 3 of about \d+$/).boundingBox())!;
    expect(progress.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
  });

  test("Continue pressed on the country question while its list is still loading takes focus to the field once it is there", async ({ page }) => {
    await startQuestionnaire(page);
    await answerAll(page, [areas("Pension"), pensionTypes("Defined Benefit"), cashOffer("Yes"), { question: "How much cash settlement have you been offered for your defined benefit pension?", choose: "£300k to under £500k" }]);
    await answerAll(page, [common.knowledge(), common.philosophy(), common.ethical(), common.employment(), common.age()]);
    // The country list's code is fetched only by the steps that ask for a country: held back here.
    const release = await holdScripts(page);
    await answer(page, common.retirement());
    await expectQuestion(page, "Which country are you resident in for tax?");
    await expect(page.getByRole("combobox")).toHaveCount(0);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Choose your country of tax residence from the list")).toBeVisible();
    await release();
    await expect(page.getByRole("combobox")).toBeFocused();
  });

  test("a pension-only visitor whose defined benefit scheme offered a cash settlement (YES branch)", async ({ page }) => {
    await startQuestionnaire(page);
    await answerAll(page, [areas("Pension"), pensionTypes("Defined Benefit"), cashOffer("Yes")]);
    await expect(page).toHaveURL(/\/proforma\/pensions\/defined-benefit$/);
    await expectFocusOnHeading(page, "How much cash settlement have you been offered for your defined benefit pension?");
    await expect(page.getByText("Question 4 of about 12")).toBeVisible();
    await answerAll(page, [{ question: "How much cash settlement have you been offered for your defined benefit pension?", choose: "£300k to under £500k" }, ...commonSteps()]);
    const stored = await storedSubmission(page);
    expect(stored.answers).toMatchObject({ pension: true, db: true, defined_benefit_annual: false, dbValue: 400_000, dbAnnualValue: 0, taxResidence: "GB", knowledge: "some_knowledge", age: 52, retirementAge: 65, otherInfo: "No", introducer: null, under300: false });
    expect(stored.match.rule).toBe("300k-500k");
    expect(stored.startedAt).not.toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("userData"))).toContain('"dbValue":400000');
  });

  test("a pension-only visitor without a cash settlement offer (NO branch) who is retired", async ({ page }) => {
    await startQuestionnaire(page);
    await answerAll(page, [areas("Pension"), pensionTypes(["Defined Benefit", "SIPP"]), cashOffer("No")]);
    await expect(page).toHaveURL(/\/proforma\/pensions\/defined-benefit-annual$/);
    // The annual income uses the coarse bands (docs/product.md, "Money and the investable total").
    await expect(page.getByLabel("£30k to under £100k", { exact: true })).toBeVisible();
    await expect(page.getByLabel("£25k to under £50k", { exact: true })).toHaveCount(0);
    await answerAll(page, [
      { question: "How much guaranteed income a year will your defined benefit pension pay?", choose: "£30k to under £100k" },
      { question: "What is your SIPP worth today?", choose: "£1m to under £2m" },
      common.knowledge("Experienced Investor"),
      common.philosophy("Cautious"),
      common.ethical("High"),
      common.employment("Retired"),
      common.age("70"),
      // Retired: no retirement-age question.
      common.residence("France"),
      common.otherInfo("Yes"),
      { question: EXACT, type: "£1,600,000" },
    ], { axe: true });
    const stored = await storedSubmission(page);
    expect(stored.answers).toMatchObject({ db: true, sipp: true, defined_benefit_annual: true, dbAnnualValue: 34_000, dbValue: 0, sippValue: 1_500_000, retired: true, employmentStatus: "retired", retirementAge: null, taxResidence: "FR", otherInfo: "Yes", exactValue: 1_600_000 });
    expect(stored.match.rule).toBe("eu");
  });

  test("an investment-portfolio visitor with two accounts is asked the exact value once", async ({ page }) => {
    await startQuestionnaire(page);
    const headings: string[] = [];
    const steps: Step[] = [
      areas("Investment Portfolio"),
      { question: "Which kinds of investment account do you hold?", choose: ["General Investment Account", "Stocks and Shares ISA"] },
      { question: "Roughly how much is in your General Investment Account?", choose: "£500k to under £1m" },
      { question: "Roughly how much is in your Stocks and Shares ISA?", choose: "£300k to under £500k" },
      ...commonSteps(),
    ];
    for (const step of steps) {
      await answer(page, step);
      headings.push(await page.getByRole("heading", { level: 1 }).innerText());
    }
    await expectQuestion(page, EXACT);
    await expect(page.getByText("Question 13 of 13")).toBeVisible();
    // Money is read in the visitor's own words, and bad amounts are named.
    const box = page.getByRole("textbox", { name: EXACT });
    await box.fill("500");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Your total must be at least £1,000")).toBeVisible();
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await box.fill("1.25m");
    await expect(page.getByText("That is £1,250,000.")).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    const stored = await storedSubmission(page);
    expect(headings.filter((heading) => heading === EXACT)).toHaveLength(1);
    expect(stored.answers).toMatchObject({ gia: true, isa: true, giaValue: 750_000, isaValue: 400_000, exactValue: 1_250_000 });
    expect(stored.match.rule).toBe("1m-2m");
  });

  const stages = [
    { stage: "Exploration stage (Round 1)", route: "exploration-stage", flag: "explorationStage", corporateFinancier: false, fourth: { question: "When do you expect the sale to complete?", choose: "Within 1 Year" }, stored: { timeFrame: "within-1-year", earnOutMonths: 0 } },
    { stage: "Due diligence with final interested party(ies) determined", route: "due-diligence", flag: "dueDiligence", corporateFinancier: true, fourth: { question: "When do you expect the sale to complete?", choose: "Within 3 months" }, stored: { timeFrame: "within-3-months", earnOutMonths: 0 } },
    { stage: "Offer/Sale stage - exchanged or nearing exchange and awaiting completion", route: "looking-for-sale", flag: "offerSale", corporateFinancier: true, fourth: { question: "How many months is the earn-out period?", type: "24" }, stored: { timeFrame: false, earnOutMonths: 24 } },
    { stage: "Sale complete", route: "sale-complete", flag: "saleComplete", corporateFinancier: true, fourth: { question: "How many months is the earn-out period?", type: "0" }, stored: { timeFrame: false, earnOutMonths: 0 } },
  ] as const;

  for (const stage of stages) {
    test(`a business-sale visitor at the ${stage.route} stage`, async ({ page }) => {
      // Seventeen steps with axe on each: about 17 s alone, and up to three times that on a loaded CI machine.
      test.setTimeout(120_000);
      await startQuestionnaire(page);
      await answerAll(page, [areas("Business Sale"), { question: "What stage is the sale at?", choose: stage.stage }]);
      await expect(page).toHaveURL(new RegExp(`/proforma/selling-business/${stage.route}$`));
      await answerAll(page, [
        { question: "What kind of sale is it?", choose: "Trade sale" },
        { question: "What do you expect your share of the business to be valued at?", choose: "£2m to under £5m" },
      ]);
      await expect(page.getByLabel("Corporate Financier", { exact: true })).toHaveCount(stage.corporateFinancier ? 1 : 0);
      await answerAll(page, [
        { question: "Would you like introductions to any other professionals for the sale?", choose: ["Accountants", "Solicitors"] },
        stage.fourth,
        { question: "Would you like tax-efficiency advice on the sale?", choose: "Yes" },
        { question: "How much of the proceeds would you like a wealth manager to invest?", type: "750k" },
        ...commonSteps(),
        common.exactValue("£1,000,000"),
      ], { axe: true });
      const stored = await storedSubmission(page);
      expect(stored.answers).toMatchObject({ sellBus: true, [stage.flag]: true, sale: "trade-sale", valueOfBusiness: 3_500_000, accountants: true, solicitors: true, noneOfTheAbove: false, needTextEfficiencyAdvice: true, wealthManagerInvest: 750_000, exactValue: 1_000_000, ...stage.stored });
    });
  }

  test("a visitor goes back three steps, changes an answer and finishes", async ({ page }) => {
    await startQuestionnaire(page);
    await answerAll(page, [
      areas("Significant Cash Savings"),
      { question: "Roughly how much do you hold in cash savings?", choose: "£100k to under £150k" },
      common.knowledge("Beginner"),
      common.philosophy("Cautious"),
      common.ethical("Low"),
    ]);
    await expectQuestion(page, "What is your employment status?");
    await expect(page.getByText("Question 6 of about 10")).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expectFocusOnHeading(page, "How important is ethical investing to you?");
    await page.goBack(); // the browser's own back button works too
    await expectQuestion(page, "How much risk are you comfortable taking with your investments?");
    await page.getByRole("button", { name: "Back" }).click();
    await expectQuestion(page, "How would you describe your investment knowledge?");
    await expect(page.getByText("Question 3 of about 10")).toBeVisible();
    await expect(page.getByLabel("Beginner", { exact: true })).toBeChecked();
    await page.getByLabel("Professional Investor", { exact: true }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    // Earlier answers are still there on the way forward.
    await expectQuestion(page, "How much risk are you comfortable taking with your investments?");
    await expect(page.getByLabel("Cautious", { exact: true })).toBeChecked();
    await answerAll(page, [common.philosophy("Cautious"), common.ethical("Low"), common.employment(), common.age(), common.retirement(), common.residence(), common.otherInfo()]);
    const stored = await storedSubmission(page);
    expect(stored.answers).toMatchObject({ knowledge: "professional_investor", professional_investor: true, knowledge_Beginner: false, sigCashValue: 125_000, under300: true });
    expect(stored.match.rule).toBe("under-300k");
  });

  test("a visitor who reloads mid-way carries on where they stopped", async ({ page }) => {
    await startQuestionnaire(page);
    await answerAll(page, [areas(["Investment Property", "Home Equity Release"]), { question: "Roughly how much is your property portfolio worth?", choose: "£500k to under £1m" }]);
    await expectQuestion(page, "Roughly how much is your home worth?");
    await page.reload();
    await expectQuestion(page, "Roughly how much is your home worth?");
    await expect(page.getByText("Question 3 of about 11")).toBeVisible();
    await answer(page, { question: "Roughly how much is your home worth?", choose: "£1m to under £2m" });
    await page.reload();
    await expectQuestion(page, common.knowledge().question);
    // Two values now: the exact-value question joins the count.
    await expect(page.getByText("Question 4 of about 12")).toBeVisible();
    await answerAll(page, [...commonSteps(), common.exactValue("£900,000")]);
    const stored = await storedSubmission(page);
    expect(stored.answers).toMatchObject({ investProp: true, equityRelease: true, commercialPropertyValue: 750_000, equityReleaseValue: 1_500_000, exactValue: 900_000 });
    expect(stored.match.rule).toBe("500k-1m");
  });

  test("a deep link past unanswered questions goes to the first unanswered one", async ({ page }) => {
    await page.goto("/proforma/tax-residence");
    await expectQuestion(page, "What would you like help with?");
    await expect(page).toHaveURL(/\/proforma\/looking-for-advice$/);
    await answer(page, areas("Significant Cash Savings"));
    await page.goto("/proforma/age");
    await expectQuestion(page, "Roughly how much do you hold in cash savings?");
    expect(await page.evaluate(() => localStorage.getItem("currentQuestionUrl"))).toBe("/proforma/significant-cash");
    expect(await page.evaluate(() => localStorage.getItem("totalQuestions"))).toBe("10");
  });

  test("Continue on an unanswered question says what is missing, and Start again clears the answers", async ({ page }) => {
    await startQuestionnaire(page);
    await answer(page, areas("Pension"));
    await page.getByRole("button", { name: "Continue" }).click();
    const message = page.getByText("Choose at least one kind of pension");
    await expect(message).toBeVisible();
    await expect(page.getByRole("group", { name: "Which kinds of pension do you have?" })).toHaveAttribute("aria-describedby", /error/);
    await page.getByRole("button", { name: "Start again" }).click();
    await page.getByRole("button", { name: "No, keep my answers" }).click();
    await expectQuestion(page, "Which kinds of pension do you have?");
    // A confirmation left open stays with its question.
    await page.getByRole("button", { name: "Start again" }).click();
    await answer(page, pensionTypes("Defined Benefit"));
    await expectQuestion(page, cashOffer("Yes").question);
    await expect(page.getByRole("group", { name: "Clear all your answers and start again?" })).toBeHidden();
    // It says everything it clears, the contact form's draft included, and clears no more.
    await page.evaluate(() => {
      localStorage.setItem("contactUsData", JSON.stringify({ message: "A draft" }));
      localStorage.setItem("unrelated", "kept");
    });
    await page.getByRole("button", { name: "Start again" }).click();
    await expect(page.getByRole("button", { name: "No, keep my answers" })).toBeFocused();
    await expect(page.getByRole("group", { name: "Clear all your answers and start again?" })).toContainText("your answers, and the details typed into the profile and contact forms");
    await page.getByRole("button", { name: "Yes, clear my answers" }).click();
    await expect(page).toHaveURL(/\/proforma$/);
    // Back on the start page, it says so and focus is on Start, not lost to the page.
    await expect(page.getByText("Your answers are cleared.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Start", exact: true })).toBeFocused();
    await expect(page.getByRole("link", { name: "Start", exact: true })).toHaveAccessibleDescription("Your answers are cleared.");
    expect(await page.evaluate(() => [localStorage.getItem("userData"), localStorage.getItem("contactUsData"), localStorage.getItem("unrelated")])).toEqual([null, null, "kept"]);
    await page.getByRole("link", { name: "Start", exact: true }).click();
    await expectQuestion(page, "What would you like help with?");
    await expect(page.getByLabel("Pension", { exact: true })).not.toBeChecked();
  });

  test("a country typed in full after an error is taken by one press of Continue", async ({ page }) => {
    await startQuestionnaire(page);
    await answerAll(page, [areas("Significant Cash Savings"), { question: "Roughly how much do you hold in cash savings?", choose: "£300k to under £500k" }, ...commonSteps().slice(0, 6)]);
    await expectQuestion(page, common.residence().question);
    const box = page.getByRole("combobox");
    await box.fill("Narnia");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(box).toHaveAttribute("aria-invalid", "true");
    // Typed, not picked from the list: the country is chosen as the field loses focus to the press.
    await box.fill("United Kingdom");
    await expect(box).not.toHaveAttribute("aria-invalid");
    await page.getByRole("button", { name: "Continue" }).click();
    await expectQuestion(page, common.otherInfo().question);
    // Back again: a tap on the chosen country opens no list over Continue, so the next tap there
    // goes on, with the country as it was.
    await page.getByRole("button", { name: "Back" }).click();
    await expectQuestion(page, common.residence().question);
    await box.click();
    await expect(page.getByRole("listbox")).toBeHidden();
    await page.getByRole("button", { name: "Continue" }).click({ timeout: 5_000 });
    await expectQuestion(page, common.otherInfo().question);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(box).toHaveValue("United Kingdom");
  });

  test("when saving fails the visitor is told, keeps the answers and can try again", async ({ page }) => {
    await startQuestionnaire(page);
    await answerAll(page, [areas("Significant Cash Savings"), { question: "Roughly how much do you hold in cash savings?", choose: "£300k to under £500k" }, ...commonSteps().slice(0, 7)]);
    await page.route("/api/submissions", (route) => route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "We could not save your answers just now." }) }));
    await answer(page, common.otherInfo());
    await expect(page.getByRole("alert").filter({ hasText: "Your answers have not been sent yet" })).toBeVisible();
    await expect(page).toHaveURL(/\/proforma\/other-info$/);
    expect(await page.evaluate(() => localStorage.getItem("userData"))).toContain('"sigCashValue":400000');
    await page.unroute("/api/submissions");
    await page.getByRole("button", { name: "Continue" }).click();
    const stored = await storedSubmission(page);
    expect(stored.answers.sigCashValue).toBe(400_000);
  });

  test("every questionnaire page passes axe (WCAG A/AA), keyboard only", async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto("/proforma");
    await expectNoAxeViolations(page);
    // The start page counts the questions as the first question's progress line does.
    const promised = (await page.getByText(/About 3 minutes · \d+ questions or more, depending on your answers/).textContent())?.match(/(\d+) questions/)?.[1];
    // Start by keyboard: the first question's heading takes focus, as every later one's does.
    await page.getByRole("link", { name: "Start", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expectFocusOnHeading(page, "What would you like help with?");
    await expect(page.getByText(`Question 1 of about ${promised}`)).toBeVisible();
    await page.goto("/proforma/looking-for-advice");
    await expectQuestion(page, "What would you like help with?");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Choose at least one area you would like help with")).toBeVisible();
    await expectNoAxeViolations(page);
    // Keyboard only: Space ticks a checkbox, Enter submits.
    await page.getByLabel("Pension", { exact: true }).focus();
    await page.keyboard.press("Space");
    for (const label of ["Investment Portfolio", "Significant Cash Savings", "Business Sale", "Investment Property", "Tax and Inheritance Planning", "Home Equity Release"]) {
      await page.keyboard.press("Tab");
      await expect(page.getByLabel(label, { exact: true })).toBeFocused();
      await page.keyboard.press("Space");
    }
    await page.keyboard.press("Enter");
    await expectFocusOnHeading(page, "Which kinds of pension do you have?");
    const all = (labels: string[]) => labels;
    await answerAll(
      page,
      [
        pensionTypes(all(["Workplace Pension", "Defined Benefit", "Personal Pension", "SIPP", "SSAS", "Other"])),
        { question: "What is your workplace pension worth today?", choose: "£25k to under £50k" },
        cashOffer("Yes"),
        { question: "How much cash settlement have you been offered for your defined benefit pension?", choose: "£50k to under £100k" },
        { question: "What is your personal pension worth today?", choose: "£25k to under £50k" },
        { question: "What is your SIPP worth today?", choose: "£25k to under £50k" },
        { question: "What is your SSAS worth today?", choose: "£25k to under £50k" },
        { question: "Roughly how much is in your other pension?", choose: "£25k to under £50k" },
        { question: "Which kinds of investment account do you hold?", choose: ["General Investment Account", "Stocks and Shares ISA", "Offshore Bond", "Trust", "Investment Bond", "Other"] },
        { question: "Roughly how much is in your General Investment Account?", choose: "£25k to under £50k" },
        { question: "Roughly how much is in your Stocks and Shares ISA?", choose: "£25k to under £50k" },
        { question: "Roughly how much is your Offshore Bond worth?", choose: "£25k to under £50k" },
        { question: "Roughly how much is held in your Trust?", choose: "£25k to under £50k" },
        { question: "Roughly how much is your Investment Bond worth?", choose: "£25k to under £50k" },
        { question: "Roughly how much are your other investments worth?", choose: "£25k to under £50k" },
        { question: "Roughly how much do you hold in cash savings?", choose: "£25k to under £50k" },
        { question: "What stage is the sale at?", choose: "Due diligence with final interested party(ies) determined" },
        { question: "What kind of sale is it?", choose: "IPO" },
        { question: "What do you expect your share of the business to be valued at?", choose: "£1m to under £2m" },
        { question: "Would you like introductions to any other professionals for the sale?", choose: "None of the above" },
        { question: "When do you expect the sale to complete?", choose: "More than 1 year" },
        { question: "Would you like tax-efficiency advice on the sale?", choose: "No" },
        { question: "How much of the proceeds would you like a wealth manager to invest?", type: "1m" },
        { question: "Roughly how much is your property portfolio worth?", choose: "£25k to under £50k" },
        { question: "Roughly how much would you like tax and inheritance advice on?", choose: "£25k to under £50k" },
        { question: "Which taxes would you like advice on?", choose: ["Inheritance Tax", "Income Tax"] },
        { question: "Roughly how much is your home worth?", choose: "£25k to under £50k" },
        ...commonSteps(),
      ],
      { axe: true },
    );
    await expectQuestion(page, EXACT);
    await expectNoAxeViolations(page);
    // The tax-residence question's list, open.
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("button", { name: "Back" }).click();
    await expectQuestion(page, "Which country are you resident in for tax?");
    const box = page.getByRole("combobox");
    await box.fill("germ");
    await box.press("ArrowDown");
    await expect(page.getByRole("option", { name: "Germany" })).toBeVisible();
    await expectNoAxeViolations(page);
    await box.press("Enter");
    await expect(box).toHaveValue("Germany");
  });
});

test("an unknown questionnaire page is not found, and each question's heading is in the server's HTML", async ({ request }) => {
  expect((await request.get("/proforma/not-a-question")).status()).toBe(404);
  const html = await (await request.get("/proforma/pensions/defined-benefit-annual")).text();
  expect(html).toContain("How much guaranteed income a year will your defined benefit pension pay?");
});

test("with scripts off a question shows, says it needs JavaScript and leads to the contact form, with no Continue to press", async ({ browser, baseURL }) => {
  await withoutScripts(browser, baseURL, async (page) => {
    await page.goto("/proforma/looking-for-advice");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("The questionnaire needs JavaScript to work out which question comes next")).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue" })).toBeHidden();
    await page.getByRole("main").getByRole("link", { name: "send us a message", exact: true }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    // The start page says so before the first question, and offers no Start that could only lead there.
    await page.goto("/proforma");
    await expect(page.getByText("The questionnaire needs JavaScript to work out which question comes next")).toBeVisible();
    await expect(page.getByRole("link", { name: "Start", exact: true })).toBeHidden();
  });
});

test("with scripts on the questionnaire's JavaScript notice stays out of sight", async ({ page }) => {
  await page.goto("/proforma/looking-for-advice");
  await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
  await expect(page.getByText("The questionnaire needs JavaScript")).toBeHidden();
  await expect(page.getByText("The questionnaire needs JavaScript")).toHaveCount(1);
});

for (const width of [390, 1440]) {
  test(`at ${width} px, Continue and Back are read left to right and top to bottom in the order Tab reaches them`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/proforma/looking-for-advice");
    const [next, back] = [page.getByRole("button", { name: "Continue" }), page.getByRole("button", { name: "Back" })];
    await expect(back).toBeEnabled();
    await next.focus();
    await page.keyboard.press("Tab");
    await expect(back).toBeFocused();
    const [first, second] = [(await next.boundingBox())!, (await back.boundingBox())!];
    // Side by side, Continue is on the left; stacked, it is on top.
    expect(first.y < second.y || (first.y === second.y && first.x < second.x)).toBe(true);
  });
}

test("a visitor whose matches are stored is offered them first on the start page", async ({ page }) => {
  await page.goto("/");
  expect((await page.request.post("/api/visitor")).ok()).toBe(true);
  const answers = { investPortfolio: true, gia: true, giaValue: 750_000, taxResidence: "GB" };
  expect((await page.request.post("/api/submissions", { data: { answers } })).status()).toBe(200);
  // What the questionnaire leaves in this browser once its last step is answered.
  await page.evaluate((saved) => {
    localStorage.setItem("userData", JSON.stringify(saved));
    localStorage.setItem("currentQuestionUrl", "/proforma/exact-value");
  }, answers);
  await page.goto("/proforma");
  await page.getByRole("link", { name: "See your matches" }).click();
  await expect(page).toHaveURL(/\/proforma\/results$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your wealth manager matches" })).toBeVisible();
  // Where they stopped stays open to them too, second.
  await page.goto("/proforma");
  await expect(page.getByRole("main").getByRole("link", { name: /^(See your matches|Carry on where you stopped)$/ })).toHaveText(["See your matches", "Carry on where you stopped"]);
  // To the page in currentQuestionUrl (this browser's answers are not all there, so the step's own guard would send it on).
  await expect(page.getByRole("link", { name: "Carry on where you stopped" })).toHaveAttribute("href", "/proforma/exact-value");
});

test("a returning visitor can carry on from the start page, or start again after confirming", async ({ page }) => {
  await page.goto("/proforma/looking-for-advice");
  await answer(page, { question: "What would you like help with?", choose: "Investment Property" });
  await expectQuestion(page, "Roughly how much is your property portfolio worth?");
  await page.goto("/proforma");
  await page.getByRole("link", { name: "Carry on where you stopped" }).click();
  await expectQuestion(page, "Roughly how much is your property portfolio worth?");
  await page.goto("/proforma");
  await page.getByRole("button", { name: "Start again" }).click();
  await page.getByRole("button", { name: "Yes, clear my answers" }).click();
  await expectQuestion(page, "What would you like help with?");
  await expectFocusOnHeading(page, "What would you like help with?");
  await expect(page.getByLabel("Investment Property", { exact: true })).not.toBeChecked();
  // Only Start again on a question says "cleared" on the start page.
  await page.goto("/proforma");
  await expect(page.getByText("Your answers are cleared.")).toHaveCount(0);
});
