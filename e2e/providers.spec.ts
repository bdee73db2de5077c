import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";

test("GET /api/providers lists all 15 providers with their public fields", async ({ request }) => {
  const response = await request.get("/api/providers");
  expect(response.status()).toBe(200);
  const providers = await response.json();
  expect(providers).toHaveLength(15);
  for (const p of providers) {
    for (const field of ["id", "name", "nameForSL", "blurb1", "blurb2", "blurb3", "image", "coverImage", "labels"]) expect(p).toHaveProperty(field);
    expect(p).toHaveProperty("webAddress");
    expect(p.coverImage).toMatchObject({ width: 1200, height: 400 });
  }
  expect(providers.find((p: { id: string }) => p.id === "rothschild")).toMatchObject({ labels: expect.arrayContaining(["pb", "wont"]), minimumInvestment: 2_000_000 });
});

test("the directory lists every provider and filters by label", async ({ page }) => {
  await page.goto("/wealth-managers");
  await expect(page.getByRole("heading", { level: 1, name: "Wealth managers" })).toBeVisible();
  // The 11 firms we match, then the 4 directory-only firms under a heading of their own.
  await expect(page.getByTestId("matched-firms").getByRole("heading", { level: 2 })).toHaveCount(11);
  const directoryOnly = page.getByRole("region", { name: "Also in our directory, not part of our matching" });
  await expect(directoryOnly.getByRole("heading", { level: 3 })).toHaveCount(4);
  await expect(directoryOnly.getByRole("heading", { level: 3, name: /Wealthify/ })).toBeVisible();

  await page.getByRole("navigation", { name: "Filter by capability" }).getByRole("link", { name: "Private banking" }).click();
  await expect(page).toHaveURL(/\?label=pb$/);
  await expect(page.getByRole("link", { name: "Private banking" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["LGT Wealth Management", "Rothschild & Co Wealth Management", "RBC Brewin Dolphin"]);
  await expect(page.getByText("Showing 3 of 15 providers with the label “Private banking”.")).toBeVisible();

  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await page.getByRole("link", { name: "RBC Brewin Dolphin" }).click();
  await expect(page).toHaveURL(/\/wealth-managers\/brewin$/);
});

test("a profile page shows the firm's facts with its own FinancialService structured data", async ({ page }) => {
  const response = await page.goto("/wealth-managers/rothschild");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Rothschild & Co Wealth Management" })).toBeVisible();
  await expect(page.getByText("Clients with less than £2m to invest.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Search the register for Rothschild & Co Wealth Management/ })).toHaveAttribute(
    "href",
    "https://register.fca.org.uk/s/search?q=Rothschild%20%26%20Co%20Wealth%20Management&type=Companies",
  );
  const graphs = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(graphs).toHaveLength(1);
  const nodes = JSON.parse(graphs[0] ?? "{}")["@graph"] as { "@type": string; name?: string; sameAs?: string[] }[];
  expect(nodes).toContainEqual(expect.objectContaining({ "@type": "FinancialService", name: "Rothschild & Co Wealth Management", sameAs: ["https://www.rothschildandco.com"] }));
  const cover = page.locator("article img").first();
  await expect(cover).toHaveJSProperty("complete", true);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  expect((await page.goto("/wealth-managers/nobody"))?.status()).toBe(404);
});
