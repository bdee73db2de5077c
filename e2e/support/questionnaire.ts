import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Steps a visitor takes through the questionnaire, by what they see (the names docs/product.md, "The questionnaire" gives them). */
export type Step =
  | { question: string; choose: string | string[] }
  | { question: string; type: string }
  | { question: string; countries: string[] };

export async function expectQuestion(page: Page, question: string) {
  const heading = page.getByRole("heading", { level: 1, name: question, exact: true });
  await expect(heading).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
}

/** Answers the question on screen and presses Continue, checking focus lands on the next heading. */
export async function answer(page: Page, step: Step, options: { axe?: boolean } = {}) {
  await expectQuestion(page, step.question);
  if (options.axe) await expectNoAxeViolations(page);
  if ("choose" in step) {
    for (const label of [step.choose].flat()) await page.getByLabel(label, { exact: true }).check();
  } else if ("type" in step) {
    await page.getByRole("textbox", { name: step.question, exact: true }).fill(step.type);
  } else {
    const box = page.getByRole("combobox");
    for (const country of step.countries) {
      await box.fill(country);
      await page.getByRole("option", { name: country, exact: true }).click();
    }
  }
  await page.getByRole("button", { name: "Continue" }).click();
}

export async function answerAll(page: Page, steps: Step[], options: { axe?: boolean } = {}) {
  for (const step of steps) await answer(page, step, options);
}

export async function expectFocusOnHeading(page: Page, question: string) {
  await expect(page.getByRole("heading", { level: 1, name: question, exact: true })).toBeFocused();
}

/**
 * axe on the page's main landmark. Legacy mode runs axe.run() in the page itself: the questionnaire has
 * no frames, and the default mode's blank page for every check (axe injected again each time) doubled
 * the cost of the journeys that check every step.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).setLegacyMode().include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Ends on the results route and answers the stored submission (GET /api/submissions). */
export async function storedSubmission(page: Page) {
  // The last step saves the answers, signs the visitor in and loads the results route's code and
  // data before the address changes: over 5 s once in CI, with two journeys and the server sharing
  // two cores (the bench measures the results page on a quiet machine).
  await expect(page).toHaveURL(/\/proforma\/results$/, { timeout: 15_000 });
  const response = await page.request.get("/api/submissions");
  expect(response.status()).toBe(200);
  return (await response.json()) as { answers: Record<string, unknown>; match: { rule: string; wealthManagers: string[] }; startedAt: string | null; finishedAt: string | null };
}

export async function startQuestionnaire(page: Page) {
  await page.goto("/proforma");
  await page.getByRole("link", { name: "Start", exact: true }).click();
}

export const common = {
  knowledge: (choose = "Some Knowledge"): Step => ({ question: "How would you describe your investment knowledge?", choose }),
  philosophy: (choose = "Balanced"): Step => ({ question: "How much risk are you comfortable taking with your investments?", choose }),
  ethical: (choose = "Medium"): Step => ({ question: "How important is ethical investing to you?", choose }),
  employment: (choose = "Employed"): Step => ({ question: "What is your employment status?", choose }),
  age: (type = "52"): Step => ({ question: "How old are you?", type }),
  retirement: (type = "65"): Step => ({ question: "At what age would you like to retire?", type }),
  residence: (country = "United Kingdom"): Step => ({ question: "Which country are you resident in for tax?", countries: [country] }),
  otherInfo: (choose = "No"): Step => ({ question: "Would you also like private banking services?", choose }),
  exactValue: (type: string): Step => ({ question: "Thank you. Roughly how much do you have to invest in total?", type }),
};

/** The common questions of docs/product.md, "The questionnaire", for a visitor who is working. */
export const commonSteps = (overrides: Partial<Record<keyof typeof common, Step>> = {}): Step[] =>
  (["knowledge", "philosophy", "ethical", "employment", "age", "retirement", "residence", "otherInfo"] as const).map((key) => overrides[key] ?? (common[key] as () => Step)());
