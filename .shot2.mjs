import { chromium } from "@playwright/test";
const [url, selector, width, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto("http://127.0.0.1:3750" + url, { waitUntil: "networkidle" });
await page.locator(selector).first().scrollIntoViewIfNeeded();
await page.evaluate((s) => document.querySelector(s).scrollIntoView({ block: "start" }), selector);
await page.screenshot({ path: out });
await browser.close();
