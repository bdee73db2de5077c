/**
 * The questionnaire's client-side step transitions in Chromium: from a Continue click to the next
 * question's heading receiving focus (target < 100 ms each), and the JavaScript a question page loads.
 */
import { chromium } from "@playwright/test";
import { javascriptBytes, launchOptions } from "./home.mjs";

const steps = [
  { page: "looking-for-advice", check: ["Pension", "Investment Portfolio"] },
  { page: "pensions/pensions-main", check: ["SIPP"] },
  { page: "pensions/sipp", check: ["£500k to under £1m"] },
  { page: "investments/investment-main", check: ["Stocks and Shares ISA"] },
  { page: "investments/isa", check: ["£300k to under £500k"] },
  { page: "knowledge", check: ["Some Knowledge"] },
  { page: "philosophy", check: ["Balanced"] },
  { page: "ethical", check: ["Medium"] },
  { page: "employment-status", check: ["Employed"] },
  { page: "age", fill: "52" },
  { page: "retirement-age", fill: "65" },
  { page: "tax-residence", country: "United Kingdom" },
  { page: "other-info", check: ["No"] },
];

/** Clicks Continue inside the page and resolves when an h1 takes focus, timed by the page's own clock. */
const timeContinue = () =>
  new Promise((resolve, reject) => {
    const button = [...document.querySelectorAll("button")].find((candidate) => candidate.textContent?.trim() === "Continue");
    if (!button) return reject(new Error("no Continue button"));
    const timer = setTimeout(() => reject(new Error("no heading took focus within 5 s")), 5000);
    const started = performance.now();
    const onFocus = (event) => {
      if (event.target instanceof HTMLElement && event.target.tagName === "H1") {
        document.removeEventListener("focusin", onFocus);
        clearTimeout(timer);
        resolve(performance.now() - started);
      }
    };
    document.addEventListener("focusin", onFocus);
    button.click();
  });

export async function measureTransitions(url) {
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/proforma/looking-for-advice`);
    const timings = [];
    for (const step of steps) {
      await page.waitForURL(`**/proforma/${step.page}`);
      await page.getByRole("button", { name: "Continue" }).waitFor();
      await page.waitForFunction(() => [...document.querySelectorAll("button")].some((b) => b.textContent?.trim() === "Continue" && !b.disabled));
      // The question is in <main>; the footer has a newsletter form of its own.
      const main = page.getByRole("main");
      for (const label of step.check ?? []) await main.getByLabel(label, { exact: true }).check();
      if (step.fill) await main.getByRole("textbox").fill(step.fill);
      if (step.country) {
        await main.getByRole("combobox").fill(step.country);
        await page.getByRole("option", { name: step.country, exact: true }).click();
      }
      if (step === steps[steps.length - 1]) break; // the last Continue saves and leaves for the results
      timings.push({ from: step.page, ms: await page.evaluate(timeContinue) });
    }
    return timings;
  } finally {
    await browser.close();
  }
}

export async function benchQuestionnaire({ server }) {
  await measureTransitions(server.url); // warm the server and the browser cache
  const timings = await measureTransitions(server.url);
  const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  const js = await javascriptBytes(`${server.url}/proforma/looking-for-advice`);
  return [
    ...timings.map((timing) => ({ name: `step transition from ${timing.from}`, value: round(timing.ms), unit: "ms" })),
    { name: "step transition: median", value: round(sorted[Math.floor(sorted.length / 2)] ?? 0), unit: "ms" },
    { name: "step transition: slowest (target < 100 ms)", value: round(sorted[sorted.length - 1] ?? 0), unit: "ms" },
    { name: "question page: JavaScript (compressed, as received)", value: js.gzipBytes, unit: "bytes" },
    { name: "question page: script files", value: js.scripts, unit: "" },
  ];
}
