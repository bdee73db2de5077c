import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3750";
const pages = (process.env.PAGES ?? "/knowledge-centre,/knowledge-centre/choosing-a-wealth-manager,/glossary,/author/priya-raman,/landing-pages/selling-your-business").split(",");
const widths = (process.env.WIDTHS ?? "390,1440").split(",").map(Number);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const name = p.replace(/\//g, "_") || "home";
    await page.screenshot({ path: `/tmp/wm-shots/${name}-${width}.png`, fullPage: process.env.FULL !== "0" });
  }
  await page.close();
}
await browser.close();
