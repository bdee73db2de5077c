import { expect, test } from "./support/test";
import { answer, answerAll, expectFocusOnHeading, expectNoAxeViolations, expectQuestion, storedSubmission } from "./support/questionnaire";

const HAVE_ACCOUNT = "Do you have an account with Lloyds?";
const COUNTRIES = "Which countries are you connected to?";

test("the insurer flow end to end: six steps, each recorded, then the matches", async ({ page }) => {
  await page.goto("/lloyds/have-an-account");
  await expectQuestion(page, HAVE_ACCOUNT);
  await expect(page.getByText("Question 1 of 6")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("partnerSteps"))) ?? "[]")).toEqual([
    { step: "have-an-account", index: 0, visited: true },
    { step: "which-service", index: 1, visited: false },
    { step: "investing-option", index: 2, visited: false },
    { step: "which-agent", index: 3, visited: false },
    { step: "country-connected", index: 4, visited: false },
    { step: "amount-to-invest", index: 5, visited: false },
  ]);

  // Yes reveals "How many years?", which must be a whole number.
  await page.getByLabel("Yes", { exact: true }).check();
  const years = page.getByRole("textbox", { name: "How many years?" });
  await years.fill("many");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("The number of years must be a whole number of years, for example 5")).toBeVisible();
  await expectNoAxeViolations(page);
  await years.fill("7");
  await page.getByRole("button", { name: "Continue" }).click();

  await expectFocusOnHeading(page, "Which service are you looking for?");
  await expect(page).toHaveURL(/\/lloyds\/which-service$/);
  await answerAll(
    page,
    [
      { question: "Which service are you looking for?", choose: "Both" },
      { question: "How would you like your money to be invested?", choose: "Managed for me" },
      { question: "How would you prefer to talk to an adviser?", choose: "Video call" },
    ],
    { axe: true },
  );

  // Several countries, searchable by typing; each can be removed again.
  await expectQuestion(page, COUNTRIES);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Choose at least one country from the list")).toBeVisible();
  const box = page.getByRole("combobox", { name: COUNTRIES });
  await box.fill("fra");
  await page.getByRole("option", { name: "France", exact: true }).click();
  await box.fill("united states");
  await box.press("Enter");
  await box.fill("spa");
  await box.press("Enter");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Remove Spain" }).click();
  await expect(page.getByRole("list", { name: "Countries you have chosen" }).getByRole("listitem")).toHaveText([/France/, /United States/]);
  await page.getByRole("button", { name: "Continue" }).click();

  await expectQuestion(page, "Roughly how much would you like to invest?");
  await expect(page.getByText("Question 6 of 6")).toBeVisible();
  await expectNoAxeViolations(page);
  // Back and forward keep the answers.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("list", { name: "Countries you have chosen" }).getByRole("listitem")).toHaveCount(2);
  await page.getByRole("button", { name: "Continue" }).click();
  await answer(page, { question: "Roughly how much would you like to invest?", choose: "£1m to under £2m" });

  const stored = await storedSubmission(page);
  expect(stored.answers).toMatchObject({
    introducer: "lloyds",
    lloydsHaveAnAccount: true,
    lloydsHowManyYears: 7,
    lloydsWhichService: 3,
    lloydsInvestmentOption: 2,
    lloydsWhichAgent: 2,
    lloydsCountryConnected: ["FR", "US"],
    lloydsAmountToInvest: 1_500_000,
  });
  expect(stored.match.rule).toBe("us");
  const steps = JSON.parse((await page.evaluate(() => localStorage.getItem("partnerSteps"))) ?? "[]") as { visited: boolean; index: number }[];
  expect(steps.map((step) => [step.index, step.visited])).toEqual([0, 1, 2, 3, 4, 5].map((index) => [index, true]));
});

test("a deep link into the insurer flow starts at its first unanswered step", async ({ page }) => {
  await page.goto("/lloyds/amount-to-invest");
  await expectQuestion(page, HAVE_ACCOUNT);
  await expect(page).toHaveURL(/\/lloyds\/have-an-account$/);
  await answer(page, { question: HAVE_ACCOUNT, choose: "No" });
  await expectQuestion(page, "Which service are you looking for?");
  await page.reload();
  await expectQuestion(page, "Which service are you looking for?");
  await expect(page.getByText("Question 2 of 6")).toBeVisible();
});

test("Start again on the insurer flow's first question clears the choice, closes the question and puts focus on its heading", async ({ page }) => {
  await page.goto("/lloyds/have-an-account");
  await expectQuestion(page, HAVE_ACCOUNT);
  await page.getByLabel("No", { exact: true }).check();
  await page.getByRole("button", { name: "Start again" }).click();
  // The safe answer takes focus first.
  await expect(page.getByRole("button", { name: "No, keep my answers" })).toBeFocused();
  await page.getByRole("button", { name: "Yes, clear my answers" }).click();
  await expect(page.getByRole("group", { name: "Clear all your answers and start again?" })).toBeHidden();
  await expectFocusOnHeading(page, HAVE_ACCOUNT);
  // It says so, and the focused heading carries it to a screen reader, until the visitor moves on.
  await expect(page.getByText("Your answers are cleared.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: HAVE_ACCOUNT })).toHaveAccessibleDescription("Your answers are cleared.");
  await expect(page.getByLabel("No", { exact: true })).not.toBeChecked();
  await answer(page, { question: HAVE_ACCOUNT, choose: "No" });
  await expect(page.getByText("Your answers are cleared.")).toHaveCount(0);
});
