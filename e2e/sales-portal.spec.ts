import { expect, test } from "./support/test";
import { signUp } from "./support/accounts";
import { confirmEmailByMail, visitorWithMatches } from "./support/introductions";
import { confirmNewAccount } from "./support/mail";
import { signIn, staff } from "./support/staff";

test("visitors who are not signed in are sent to sign in", async ({ page }) => {
  await page.goto("/sales-portal/saltus");
  await expect(page).toHaveURL(/\/account\/sign-in\?next=%2Fsales-portal%2Fsaltus/);
});

test("members without a role are refused", async ({ page }) => {
  await page.goto("/");
  const email = `nobody-${Date.now()}@example.co.uk`;
  await signUp(page, email);
  await confirmNewAccount(page, email);
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  const response = await page.goto("/sales-portal");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Your account cannot open this page" })).toBeVisible();
  // Drawn with the site's stylesheet, though the page that would have carried it was refused (the
  // portal has no footer; the header sticks only when styled).
  await expect(page.locator("header").first()).toHaveCSS("position", "sticky");
});

test("sales staff see every provider's leads, with page sizes of 25, 50 and 100", async ({ page, browser }) => {
  // A visitor finishes the questionnaire and sends their profile, so there is a match and a lead to see.
  const visitor = await browser.newPage();
  await visitor.goto("/");
  expect((await visitor.request.post("/api/visitor")).status()).toBe(200);
  const saved = await visitor.request.post("/api/submissions", { data: { answers: { investPortfolio: true, giaValue: 400_000 } } });
  expect(saved.status()).toBe(200);
  const [firm] = ((await saved.json()) as { match: { wealthManagers: string[] } }).match.wealthManagers;
  const surname = `Lead${Date.now()}`;
  const email = `grace.${surname.toLowerCase()}@example.co.uk`;
  const lead = await visitor.request.post("/api/leads", {
    data: { firstName: "Grace", lastName: surname, phoneNumber: "07911 123456", email, terms: true, contactMethod: "phone", contactTime: "mornings", firms: [firm] },
  });
  expect(lead.status()).toBe(200);
  await visitor.close();
  // The firm is told once the visitor confirms their e-mail address.
  await confirmEmailByMail(browser, email);

  await signIn(page, staff.sales, "/sales-portal");
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  await expect(page.getByRole("table").first()).toContainText("Saltus");
  await expect(page.getByRole("table", { name: /All leads, newest first/ })).toContainText(`Grace ${surname}`);
  for (const size of ["25", "50", "100"]) await expect(page.getByRole("link", { name: size, exact: true }).first()).toBeVisible();
  await page.getByRole("link", { name: "50", exact: true }).first().click();
  await expect(page).toHaveURL(/size=50/);
  // Every introduction, searchable by name, with a CSV download.
  await page.goto(`/sales-portal/introductions?q=${surname}`);
  await expect(page.getByRole("table", { name: /Introductions, newest first \(1\)/ })).toContainText(`Grace ${surname}`);
  const csv = await page.request.get(`/sales-portal/introductions/csv?q=${surname}`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain(`"Grace ${surname}"`);
  // A page past the last says so and leads back, rather than claiming nothing matches.
  await page.goto(`/sales-portal/introductions?q=${surname}&page=9`);
  await expect(page.getByRole("navigation", { name: "Pages" })).toContainText("There is no page 9: this list has one page.");
  await expect(page.getByRole("table", { name: /Introductions, newest first \(1\)/ })).toContainText("Nothing on this page");
  await page.getByRole("link", { name: "Go to it" }).click();
  await expect(page.getByRole("table", { name: /Introductions, newest first \(1\)/ })).toContainText(`Grace ${surname}`);
  await page.goto(`/sales-portal/introductions?q=nobody-has-this-name`);
  await expect(page.getByRole("table", { name: /Introductions, newest first \(0\)/ })).toBeVisible();

  await page.goto(`/sales-portal/${firm}`);
  await expect(page.getByRole("heading", { name: /Matches and introductions over the last 12 weeks/ })).toBeVisible();
  const weekly = page.getByRole("table", { name: "Visitors matched with this firm and introductions to it, per week" });
  await expect(weekly.locator("tbody tr")).toHaveCount(12);
  // Weeks read day first, as the chart's axis does.
  await expect(weekly.locator("tbody tr th").last()).toHaveText(/^Week of \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}$/);
  const thisWeek = weekly.locator("tbody tr").last().locator("td");
  expect(Number(await thisWeek.nth(0).textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await thisWeek.nth(1).textContent())).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole("listitem", { name: /^Introduction sent/ }).filter({ hasText: `Grace ${surname}` })).toContainText("Sent, waiting for the firm");
});

test("provider staff see only their own provider", async ({ page }) => {
  await signIn(page, staff.saltus, "/sales-portal");
  await expect(page).toHaveURL(/\/sales-portal\/saltus$/);
  await expect(page.getByRole("link", { name: "Back to the overview" })).toHaveCount(0);
  // The firm's workspace leads to its facts, where its staff propose changes.
  await page.getByRole("link", { name: "Saltus’ profile facts" }).click();
  await expect(page).toHaveURL(/\/sales-portal\/providers\/saltus$/);
  const other = await page.goto("/sales-portal/qc");
  expect(other?.status()).toBe(403);
  // An introduction named in the address that is not an id is ignored, not looked up.
  const odd = await page.goto("/sales-portal/saltus?status=sent&introduction=abc&notice=updated");
  expect(odd?.status()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
});

test("the workspace and the introductions list fit a phone's width, their wide tables scrolling inside their boxes", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, staff.admin, "/sales-portal/saltus");
  for (const path of ["/sales-portal/saltus", "/sales-portal/introductions", "/sales-portal"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // What sticks out past the screen, outside any box that scrolls or clips it, named if the check fails.
    const { width, past } = await page.evaluate(() => {
      const clipped = (el: Element) => {
        for (let up = el.parentElement; up; up = up.parentElement) if (getComputedStyle(up).overflowX !== "visible") return true;
        return false;
      };
      const view = document.documentElement.clientWidth;
      const over = [...document.querySelectorAll("body *")].filter((el) => el.getBoundingClientRect().right > view + 0.5 && !clipped(el));
      return { width: document.documentElement.scrollWidth, past: over.slice(0, 5).map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`) };
    });
    expect(width, `${path}: ${past.join("; ")}`).toBeLessThanOrEqual(390);
  }
});

test("on a phone, a business sale's introduction shows each answer beside its label, however long the label", async ({ page, browser }) => {
  // A business sale adds the longest label in the card: "Other professionals wanted for the sale".
  const firms = await visitorWithMatches(page, { sellBus: true, offerSale: true, sale: "trade-sale", valueOfBusiness: 3_500_000, accountants: true, solicitors: true, wealthManagerInvest: 750_000, exactValue: 1_000_000, taxResidence: "GB", age: 58 });
  const members: Record<string, string> = { saltus: staff.saltus, qc: staff.qc, evelyn: staff.evelyn, lgt: staff.lgt };
  const firm = firms.find((id) => id in members);
  expect(firm, `a firm with a member among ${firms.join(", ")}`).toBeDefined();
  const email = `sale-${Date.now()}@example.co.uk`;
  const lastName = `Seller${Date.now().toString(36)}`;
  const sent = await page.request.post("/api/leads", {
    data: { firstName: "Orla", lastName, phoneNumber: "07911 123456", email, terms: true, contactMethod: "phone", contactTime: "mornings", firms: [firm] },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await confirmEmailByMail(browser, email);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const member = await context.newPage();
  await signIn(member, members[firm!]!, `/sales-portal/${firm}?status=sent`);
  const card = member.getByRole("listitem").filter({ has: member.getByRole("heading", { name: `Orla ${lastName}` }) });
  const answers = card.locator("dl").filter({ hasText: "Help with" });
  await expect(answers.getByText("Other professionals wanted for the sale")).toBeVisible();
  // Every value gets at least a third of the list's width, so none is squeezed to a letter a line.
  const squeezed = await answers.evaluate((list) => {
    const width = list.getBoundingClientRect().width;
    return [...list.querySelectorAll("dd")].filter((dd) => dd.getBoundingClientRect().width < width / 3).map((dd) => `${dd.previousElementSibling?.textContent}: ${Math.round(dd.getBoundingClientRect().width)} of ${Math.round(width)} px`);
  });
  expect(squeezed).toEqual([]);
  await context.close();
});

test("admins can open any provider, and unknown providers are not found", async ({ page }) => {
  await signIn(page, staff.admin, "/sales-portal/qc");
  await expect(page).toHaveURL(/\/sales-portal\/qc$/);
  const missing = await page.goto("/sales-portal/not-a-provider");
  expect(missing?.status()).toBe(404);
});

test("an admin's introductions address is refused beside the form, keeping the firm and the text, then saved and removed", async ({ page }) => {
  await signIn(page, staff.admin, "/sales-portal/introductions");
  // The cookie banner sits at the foot of the screen, over this last form: answer it first.
  await page.getByRole("region", { name: "Your cookie choices" }).getByRole("button", { name: "Reject all" }).click();
  const section = page.getByRole("region", { name: "Firms' introductions addresses" });
  const firm = section.getByLabel("Firm", { exact: true });
  const address = section.getByLabel("Introductions address");
  const save = section.getByRole("button", { name: "Save" });
  // A directory-only firm, which is never offered for introductions, so no other journey sees the change.
  await firm.selectOption("wealthify");
  await expect(firm).toHaveAccessibleDescription("Now: none set");
  // An empty box removes nothing: it is refused.
  await save.click();
  await expect(section.getByText("Introductions address: enter a valid e-mail address")).toBeVisible();
  await address.fill("intros@");
  await save.click();
  await expect(address).toBeFocused();
  await expect(address).toHaveValue("intros@");
  await expect(firm).toHaveValue("wealthify");
  await address.fill("Intros@Wealthify.example");
  await save.click();
  await expect(section.getByRole("status")).toHaveText("Saved: Wealthify's introductions also go to intros@wealthify.example.");
  await expect(section.getByRole("listitem").filter({ hasText: "Wealthify: intros@wealthify.example" })).toBeVisible();
  await expect(address).toHaveValue("");
  await expect(firm).toHaveAccessibleDescription("Now: intros@wealthify.example");
  await section.getByLabel("Remove the firm's address").check();
  await save.click();
  await expect(section.getByRole("status")).toHaveText("Removed: Wealthify has no introductions address now.");
  await expect(section.getByRole("listitem").filter({ hasText: "Wealthify:" })).toHaveCount(0);
});
