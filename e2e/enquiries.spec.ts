import { expect, test, withoutScripts } from "./support/test";
import { waitForMail } from "./support/mail";
import { asStaff, staff } from "./support/staff";

/** The contact form (docs/product.md, "The questionnaire" and "Leads, accounts and roles") and the affiliate partnership enquiry. */
test.describe("contact us", () => {
  test("on a phone, a field the error summary links to comes into view with its label below the header and its banner", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact-us");
    const form = page.locator("main form");
    await form.getByRole("button", { name: "Send message" }).click();
    await form.getByRole("alert").getByRole("link", { name: "Enter your message" }).click();
    await expect(form.getByLabel("Message")).toBeFocused();
    const banner = page.getByTestId("sticky-matches-banner");
    await expect(banner).toBeVisible();
    await expect(async () => {
      const cover = (await banner.boundingBox())!;
      const label = (await form.locator("label", { hasText: /^Message/ }).boundingBox())!;
      expect(label.y).toBeGreaterThanOrEqual(cover.y + cover.height);
    }).toPass();
  });

  test("names each missing field, keeps what was typed in contactUsData across a reload, and confirms once sent", async ({ page }) => {
    await page.goto("/contact-us");
    const form = page.locator("main form");
    await form.getByRole("button", { name: "Send message" }).click();
    // The summary names each field to correct, in the form's order, each a link to its field.
    const summary = form.getByRole("alert");
    await expect(summary.getByText("Please correct the 4 fields marked below.")).toBeVisible();
    await expect(summary.getByRole("link")).toHaveText(["Enter your first name", "Enter your last name", "Enter your e-mail address", "Enter your message"]);
    await expect(form.getByLabel("Message")).toHaveAccessibleDescription(/Enter your message/);
    await summary.getByRole("link", { name: "Enter your message" }).click();
    await expect(form.getByLabel("Message")).toBeFocused();
    // The phone number is optional: the form says so, and left empty it is not one of the fields to correct.
    await expect(page.getByText("Every field but the phone number is needed.")).toBeVisible();
    await expect(form.getByLabel("Phone number (optional)")).not.toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("First name").fill("Grace");
    await form.getByLabel("Last name").fill("Hopper");
    await form.getByLabel("Phone number").fill("12");
    await form.getByLabel("E-mail address").fill("grace@example.co.uk");
    await form.getByLabel("Message").fill("Can you match someone living in Spain?");
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("contactUsData")))!)).toEqual({
      firstName: "Grace",
      lastName: "Hopper",
      phone: "12",
      email: "grace@example.co.uk",
      message: "Can you match someone living in Spain?",
    });

    await page.reload();
    await expect(form.getByLabel("First name")).toHaveValue("Grace");
    await expect(form.getByLabel("Message")).toHaveValue("Can you match someone living in Spain?");

    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByLabel("Phone number")).toHaveAccessibleDescription(/Enter a valid phone number/);
    await expect(form.getByLabel("Phone number")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("First name")).toHaveValue("Grace");

    await form.getByLabel("Phone number").fill("07911 123456");
    await form.getByRole("button", { name: "Send message" }).click();
    const confirmation = page.getByRole("status").filter({ hasText: "Message sent" });
    await expect(confirmation).toContainText("Thank you, Grace. We have your message and will reply to grace@example.co.uk");
    await expect(confirmation).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem("contactUsData"))).toBeNull();
  });

  test("works with scripts off: a refused message keeps its text and names the field, then it is sent once", async ({ browser, baseURL }) => {
    const question = `Do you match people who live in Spain? (${Date.now()})`;
    await withoutScripts(browser, baseURL, async (page) => {
      await page.goto("/contact-us");
      const form = page.locator("main form");
      await form.getByLabel("First name").fill("Grace");
      await form.getByLabel("Last name").fill("Hopper");
      await form.getByLabel("E-mail address").fill("grace@");
      await form.getByLabel("Message").fill(question);
      await form.getByRole("button", { name: "Send message" }).click();
      const answered = page.locator("main form");
      await expect(answered.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");
      await expect(answered.getByLabel("Message")).toHaveValue(question);
      await expect(answered.getByLabel("First name")).toHaveValue("Grace");
      await answered.getByLabel("E-mail address").fill("grace@example.co.uk");
      await answered.getByRole("button", { name: "Send message" }).click();
      // Sent, the browser is sent on to a page of its own, so a reload asks for that page again
      // instead of posting the message a second time.
      await expect(page).toHaveURL(/\/contact-us\/sent\?receipt=[^&#]+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message sent");
      await expect(page.locator("main")).toContainText("will reply to the e-mail address you gave within two working days");
      const reloaded = await page.reload();
      expect(reloaded?.request().method()).toBe("GET");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message sent");

      // Opened without its receipt (a bookmark, a shared link) or with one altered, it thanks no one.
      const receipt = new URL(page.url()).searchParams.get("receipt")!;
      for (const address of ["/contact-us/sent", `/contact-us/sent?receipt=${receipt.slice(0, -1)}`, `/affiliate-partnerships/sent?receipt=${receipt}`]) {
        await page.goto(address);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^No (message|enquiry) to confirm$/);
        await expect(page.locator("main")).not.toContainText("Thank you");
        await expect(page).toHaveTitle(/^No (message|enquiry) to confirm/);
      }
      await page.getByRole("main").getByRole("link", { name: "partnership enquiry form" }).click();
      await expect(page).toHaveURL(/\/affiliate-partnerships$/);
    });
    const portal = await asStaff(browser, staff.sales, "/sales-portal");
    await expect(portal.page.getByRole("region", { name: "Contact messages" }).getByText(question)).toHaveCount(1);
    await portal.close();
  });

  test("the loading overlay covers the screen and is announced while the message is sent, with no phone number given", async ({ page }) => {
    await page.goto("/contact-us");
    const form = page.locator("main form");
    await form.getByLabel("First name").fill("Alan");
    await form.getByLabel("Last name").fill("Turing");
    await form.getByLabel("E-mail address").fill("alan@example.co.uk");
    await form.getByLabel("Message").fill("Hello");
    // Hold the server action's answer so the overlay can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/contact-us", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await form.getByRole("button", { name: "Send message" }).click();
    const overlay = page.getByTestId("loading-overlay");
    await expect(overlay).toBeVisible();
    const box = (await overlay.boundingBox())!;
    expect(box).toMatchObject({ x: 0, y: 0, width: page.viewportSize()!.width, height: page.viewportSize()!.height });
    await expect(page.getByRole("status").filter({ hasText: "Loading, please wait" })).toHaveCount(1);
    release();
    await expect(page.getByText("Message sent")).toBeVisible();
    await expect(overlay).toHaveCount(0);
  });

  test("a message reaches the team: a notice that names no one, and the sales portal's list", async ({ page, browser }) => {
    const surname = `Lovelace${Date.now()}`;
    await page.goto("/contact-us");
    const form = page.locator("main form");
    await form.getByLabel("First name").fill("Ada");
    await form.getByLabel("Last name").fill(surname);
    await form.getByLabel("E-mail address").fill("ada@example.co.uk");
    await form.getByLabel("Message").fill(`Please call me back, ${surname}.`);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message sent" })).toContainText("within two working days");

    const notice = await waitForMail(staff.sales, "New message from the contact form");
    expect(notice.body).toContain("/sales-portal#messages");
    expect(notice.body).not.toContain("Lovelace");
    const portal = await asStaff(browser, staff.sales, "/sales-portal");
    await expect(portal.page.getByRole("region", { name: "Contact messages" })).toContainText(`Please call me back, ${surname}.`);
    await portal.close();
  });
});

test.describe("affiliate partnerships", () => {
  test("an enquiry names bad fields, keeps what was typed and confirms once sent", async ({ page }) => {
    await page.goto("/affiliate-partnerships");
    const form = page.locator("main form");
    await form.getByLabel("Your name").fill("Sam Roe");
    await form.getByLabel("E-mail address").fill("sam@roe.media");
    await form.getByLabel("Website (optional)").fill("not a site");
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(form.getByRole("alert").getByRole("link")).toHaveText([/^Enter your organisation$/, /Enter your website's address/, /Tell us about your organisation/]);
    await expect(form.getByLabel("Website (optional)")).toHaveAccessibleDescription(/Enter your website's address/);
    await expect(form.getByLabel("Your name")).toHaveValue("Sam Roe");
    await expect(form.getByLabel("Website (optional)")).toHaveValue("not a site");

    await form.getByLabel("Organisation", { exact: true }).fill("Roe Media");
    await form.getByLabel("Website (optional)").fill("roe.media");
    await form.getByLabel(/partnership you have in mind/).fill("We publish a weekly personal finance newsletter.");
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Enquiry sent" })).toContainText("Thank you, Sam Roe.");
  });

  test("works with scripts off: a refused enquiry keeps its text and names the field, then it is sent once", async ({ browser, baseURL }) => {
    await withoutScripts(browser, baseURL, async (page) => {
      await page.goto("/affiliate-partnerships");
      const form = page.locator("main form");
      await form.getByLabel("Your name").fill("Ravi Shah");
      await form.getByLabel("E-mail address").fill("ravi@shah.media");
      await form.getByLabel(/partnership you have in mind/).fill("A podcast about retirement planning.");
      await form.getByRole("button", { name: "Send enquiry" }).click();
      const answered = page.locator("main form");
      await expect(answered.getByRole("alert").getByRole("link", { name: "Enter your organisation" })).toBeVisible();
      await expect(answered.getByLabel("Organisation", { exact: true })).toHaveAccessibleDescription("Enter your organisation");
      await expect(answered.getByLabel("Your name")).toHaveValue("Ravi Shah");
      await expect(answered.getByLabel(/partnership you have in mind/)).toHaveValue("A podcast about retirement planning.");
      await answered.getByLabel("Organisation", { exact: true }).fill("Shah Media");
      await answered.getByRole("button", { name: "Send enquiry" }).click();
      await expect(page).toHaveURL(/\/affiliate-partnerships\/sent\?receipt=[^&#]+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enquiry sent");
      await expect(page.locator("main")).toContainText("our partnerships team will reply to the e-mail address you gave within five working days");
      const reloaded = await page.reload();
      expect(reloaded?.request().method()).toBe("GET");
    });
  });
});
