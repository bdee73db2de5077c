import { expect, expectPressHeld, holdScripts, nextFrames, reactHasTakenOver, test, type Page, uniqueEmail, withoutScripts } from "./support/test";
import { signIn, staff } from "./support/staff";
import { allMail, linkIn, waitForMail } from "./support/mail";

/**
 * docs/product.md, "Pages", at a phone width and a desktop width. Each rule is checked on
 * the pages it names and on a page where it must not apply.
 */
const widths = [
  { name: "390 px", viewport: { width: 390, height: 844 }, mobile: true },
  { name: "1440 px", viewport: { width: 1440, height: 900 }, mobile: false },
];

const header = (page: Page) => page.locator("body > header").first();
const footer = (page: Page) => page.locator("#site-footer");

/** The header's Compare Now at this width: in the bar on phones, in the main navigation on desktops. */
function headerCompareNow(page: Page) {
  return header(page).getByRole("link", { name: "Compare Now", exact: true }).first();
}

async function expectMainButtons(page: Page, mobile: boolean, shown: boolean) {
  if (mobile) {
    await expect(header(page).getByRole("button", { name: "Menu", exact: true })).toHaveCount(shown ? 1 : 0);
    // The link that stands in for it with scripts off is not shown.
    await expect(page.getByRole("link", { name: "Menu", exact: true })).toHaveCount(0);
    if (shown) {
      await header(page).getByRole("button", { name: "Menu", exact: true }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      for (const name of ["Knowledge centre", "About us", "Contact us"]) await expect(menu.getByRole("link", { name })).toBeVisible();
      await page.keyboard.press("Escape");
    }
  } else {
    const nav = page.getByRole("navigation", { name: "Main" });
    if (shown) {
      await expect(nav.getByRole("link", { name: "Knowledge centre" })).toHaveAttribute("href", "/knowledge-centre");
      await expect(nav.getByRole("link", { name: "About us" })).toHaveAttribute("href", "/about-us");
      await expect(nav.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact-us");
      await expect(nav).toBeVisible();
    } else {
      await expect(nav).toHaveCount(0);
    }
  }
}

for (const { name, viewport, mobile } of widths) {
  test.describe(`header at ${name}`, () => {
    test.use({ viewport });

    test("the logo links home", async ({ page }) => {
      await page.goto("/about-us");
      await header(page).getByRole("link", { name: "Wealth Match home" }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test("the main buttons go to the knowledge centre, about us and contact us", async ({ page }) => {
      await page.goto("/");
      await expectMainButtons(page, mobile, true);
    });

    test("Compare Now goes to /proforma and is hidden there", async ({ page }) => {
      await page.goto("/about-us");
      await expect(headerCompareNow(page)).toBeVisible();
      await expect(headerCompareNow(page)).toHaveAttribute("href", "/proforma");
      await page.goto("/proforma");
      await expect(header(page).getByRole("link", { name: "Compare Now", exact: true })).toHaveCount(0);
      await expectMainButtons(page, mobile, true);
    });

    test("the main buttons are hidden on questionnaire sub-pages and sales-portal pages", async ({ page }) => {
      await signIn(page, staff.sales);
      for (const path of ["/proforma/age", "/proforma/pensions/pensions-main", "/sales-portal", "/sales-portal/saltus"]) {
        await page.goto(path);
        await expect(header(page).getByRole("link", { name: "Wealth Match home" })).toBeVisible();
        await expectMainButtons(page, mobile, false);
        await expect(header(page).getByRole("link", { name: "Compare Now", exact: true })).toHaveCount(0);
      }
    });

    test("Compare Now goes to the insurer flow when the stored searchTerm is the partner's, from searchTerm or utm_term", async ({ page }) => {
      await page.goto("/about-us?utm_term=lloyds");
      await expect(headerCompareNow(page)).toHaveAttribute("href", "/lloyds/have-an-account");
      expect(await page.evaluate(() => localStorage.getItem("searchTerm"))).toBe("lloyds");
      // It is remembered on later pages without the parameter…
      await page.goto("/contact-us");
      await expect(headerCompareNow(page)).toHaveAttribute("href", "/lloyds/have-an-account");
      // …and replaced by a different term.
      await page.goto("/contact-us?searchTerm=pensions");
      await expect(headerCompareNow(page)).toHaveAttribute("href", "/proforma");
      expect(await page.evaluate(() => localStorage.getItem("searchTerm"))).toBe("pensions");
      await page.goto("/?searchTerm=lloyds");
      await expect(headerCompareNow(page)).toHaveAttribute("href", "/lloyds/have-an-account");
      // A firm's profile asks "Is … right for you?" with a Compare Now that goes the same way.
      await page.goto("/wealth-managers/saltus");
      const getMatched = page.getByRole("region", { name: "Is Saltus right for you?" });
      await expect(getMatched.getByRole("link", { name: "Compare Now", exact: true })).toHaveAttribute("href", "/lloyds/have-an-account");
    });

    test("the header becomes sticky after 40 px of scroll", async ({ page }) => {
      await page.goto("/terms/terms-and-conditions");
      await expect(header(page)).toHaveAttribute("data-sticky", "false");
      await page.evaluate(() => window.scrollTo(0, 30));
      await nextFrames(page);
      await expect(header(page)).toHaveAttribute("data-sticky", "false");
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect(header(page)).toHaveAttribute("data-sticky", "true");
      const box = await header(page).boundingBox();
      expect(box?.y).toBe(0);
      const banner = page.getByTestId("sticky-matches-banner");
      if (mobile) {
        await expect(banner).toBeVisible();
        await expect(banner).toContainText("Get personalised wealth manager matches");
        await expect(banner.getByRole("link", { name: "Compare Now" })).toHaveAttribute("href", "/proforma");
      } else {
        await expect(banner).toBeHidden();
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header(page)).toHaveAttribute("data-sticky", "false");
      await expect(banner).toHaveCount(0);
    });

    test("the header is dark or light by route", async ({ page }) => {
      await signIn(page, staff.sales);
      const themes: [string, string][] = [
        ["/", "dark"],
        ["/contact-us", "dark"],
        ["/terms/privacy-policy", "dark"],
        ["/lloyds/have-an-account", "dark"],
        ["/knowledge-centre", "dark"],
        ["/landing-pages", "dark"],
        ["/about-us", "light"],
        ["/proforma", "light"],
        ["/glossary", "light"],
        ["/sales-portal", "light"],
      ];
      for (const [path, theme] of themes) {
        await page.goto(path);
        await expect(header(page), path).toHaveAttribute("data-theme", theme);
      }
    });
  });
}

test.describe("the mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens from the menu button, keeps focus inside and closes on Escape", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Menu", exact: true });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });

  test("closes on a route change", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "About us" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    // And when the route changes by the browser's back button.
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("offers Compare Now, following the stored searchTerm", async ({ page }) => {
    await page.goto("/?searchTerm=lloyds");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Compare Now" })).toHaveAttribute("href", "/lloyds/have-an-account");
  });
});

test.describe("the mobile menu at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("is not offered: the buttons are in the bar", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeHidden();
  });
});

for (const { name, viewport, mobile } of widths) {
  test.describe(`footer at ${name}`, () => {
    test.use({ viewport });

    test("is on every page but the sales portal", async ({ page }) => {
      for (const path of ["/", "/about-us", "/proforma", "/proforma/age", "/terms/cookie-policy"]) {
        await page.goto(path);
        await expect(footer(page), path).toBeVisible();
      }
      await signIn(page, staff.sales);
      for (const path of ["/sales-portal", "/sales-portal/saltus"]) {
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(footer(page), path).toHaveCount(0);
      }
    });

    test("has three columns, social links, logo, phone, address, regulatory status and the risk warning", async ({ page }) => {
      await page.goto("/about-us");
      // On a phone the cookie banner covers the foot of the page until the visitor chooses.
      await page.getByRole("button", { name: "Reject all" }).click();
      const f = footer(page);
      await expect(f.getByRole("navigation", { name: "Find out more" })).toBeVisible();
      await expect(f.getByRole("navigation", { name: "Legal" }).getByRole("link")).toHaveText(["Terms and conditions", "Privacy policy", "Cookie policy", "Acceptable use policy"]);
      await expect(f.getByRole("region", { name: "Contact us" })).toBeVisible();
      await expect(f.getByRole("link", { name: "Wealth Match on X" })).toHaveAttribute("href", /^https:\/\/x\.com\//);
      await expect(f.getByRole("link", { name: "Wealth Match on LinkedIn" })).toHaveAttribute("href", /^https:\/\/www\.linkedin\.com\//);
      await expect(f.getByRole("link", { name: "Wealth Match home" })).toHaveAttribute("href", "/");
      await expect(f.getByRole("link", { name: /Phone: 020/ })).toHaveAttribute("href", /^tel:\+44/);
      await expect(f.locator("address")).toContainText("Registered office");
      await expect(f).toContainText("authorised and regulated by the Financial Conduct Authority");
      await expect(f).toContainText("The value of investments can go down as well as up");
      await f.getByRole("link", { name: "how we make money and how matches are chosen" }).click();
      await expect(page).toHaveURL(/\/about-us#how-we-are-paid$/);
      await expect(page.getByRole("heading", { name: "How we are paid" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "How matches are chosen" })).toBeVisible();
      if (mobile) expect((await f.getByRole("navigation", { name: "Legal" }).boundingBox())!.width).toBeLessThanOrEqual(390);
    });

    test("the matches banner shows only on home, the knowledge centre and landing pages", async ({ page }) => {
      for (const path of ["/", "/knowledge-centre", "/knowledge-centre/choosing-a-wealth-manager", "/landing-pages", "/landing-pages/selling-your-business"]) {
        await page.goto(path);
        const banner = page.getByRole("complementary", { name: "Compare wealth managers" });
        await expect(banner, path).toBeVisible();
        await expect(banner).toContainText("Get personalised wealth manager matches");
        await expect(banner.getByRole("link", { name: "Compare now" })).toHaveAttribute("href", "/proforma");
      }
      for (const path of ["/about-us", "/contact-us", "/proforma", "/terms/terms-and-conditions", "/glossary"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByTestId("footer-banner"), path).toHaveCount(0);
      }
    });

    test("the matches banner goes to the insurer flow for the partner's searchTerm", async ({ page }) => {
      await page.goto("/?utm_term=lloyds");
      await expect(page.getByTestId("footer-banner").getByRole("link", { name: "Compare now" })).toHaveAttribute("href", "/lloyds/have-an-account");
    });

    test("the matches banner follows the scroll and stays at least 50 px above the footer", async ({ page }) => {
      await page.goto("/");
      const banner = page.getByTestId("footer-banner");
      const gap = async () => {
        const bannerBox = (await banner.boundingBox())!;
        const footerTop = await footer(page).evaluate((el) => el.getBoundingClientRect().top);
        return { gap: footerTop - (bannerBox.y + bannerBox.height), bottom: viewport.height - (bannerBox.y + bannerBox.height) };
      };
      const atTop = await gap();
      expect(atTop.bottom).toBeGreaterThan(0);
      expect(atTop.bottom).toBeLessThan(40);
      const total = await page.evaluate(() => document.documentElement.scrollHeight);
      const footerHeight = await footer(page).evaluate((el) => (el as HTMLElement).offsetHeight);
      // Part-way into the footer, then at the very end: the banner rises with it.
      for (const y of [total - viewport.height - footerHeight + 200, total]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await nextFrames(page);
        const now = await gap();
        expect(now.gap).toBeGreaterThanOrEqual(49.5);
        expect(now.gap).toBeLessThan(52);
        expect(now.bottom).toBeGreaterThan(atTop.bottom);
      }
    });

    test("the newsletter saves only a complete sign-up, names what is missing and keeps what was typed", async ({ page }) => {
      await page.goto("/about-us");
      const form = footer(page).getByRole("form", { name: "Our newsletter" });
      await form.getByRole("button", { name: "Sign up" }).click();
      await expect(form.getByText("Enter your first name")).toBeVisible();
      await expect(form.getByText("Enter your last name")).toBeVisible();
      await expect(form.getByText("Enter your e-mail address")).toBeVisible();

      await form.getByLabel("First name").fill("Ada");
      await form.getByLabel("Last name").fill("Lovelace");
      await form.getByLabel("E-mail address").fill("ada@example");
      await form.getByRole("button", { name: "Sign up" }).click();
      await expect(form.getByText(/Enter a valid e-mail address/)).toBeVisible();
      // Focus goes to what the answer says, not to the page itself.
      await expect(form.getByRole("alert")).toBeFocused();
      await expect(form.getByLabel("First name")).toHaveValue("Ada");
      await expect(form.getByLabel("Last name")).toHaveValue("Lovelace");
      await expect(form.getByLabel("E-mail address")).toHaveValue("ada@example");
      await expect(form.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");

      const email = `ada.${name.replace(/\D/g, "")}.${Date.now()}@example.co.uk`;
      await form.getByLabel("E-mail address").fill(email);
      await form.getByRole("button", { name: "Sign up" }).click();
      await expect(form.getByRole("status")).toHaveText(`Thank you, Ada: please open the link we have e-mailed to ${email} to confirm. Nothing changes until you do.`);
      await expect(form.getByRole("status")).toBeFocused();

      // One row per address: signing up again updates the name instead of adding a second row.
      await form.getByLabel("First name").fill("Augusta");
      await form.getByLabel("Last name").fill("King");
      await form.getByLabel("E-mail address").fill(email.toUpperCase());
      await form.getByRole("button", { name: "Sign up" }).click();
      await expect(form.getByRole("status")).toContainText("please open the link we have e-mailed");

      // Double opt-in: the address counts once the e-mailed link is confirmed; the mail can unsubscribe.
      // Each sign-up sends a fresh link that replaces the last: wait for the second one.
      const confirmations = async () => (await allMail()).filter((m) => m.to.includes(email) && m.subject === "Please confirm your newsletter sign-up");
      await expect.poll(async () => (await confirmations()).length, { timeout: 60_000 }).toBe(2);
      const mail = (await confirmations()).at(-1)!;
      const confirmLink = linkIn(mail, "http://127.0.0.1:");
      // The unsubscribe link names the sign-up, not the address (a page's address reaches any analytics on it).
      const unsubscribeLink = linkIn(mail, `${new URL(confirmLink).origin}/newsletter/unsubscribe?id=`);
      expect(unsubscribeLink.toLowerCase()).not.toContain(encodeURIComponent(email).toLowerCase());
      expect(unsubscribeLink.toLowerCase()).not.toContain(email.toLowerCase());
      await page.goto(confirmLink);
      await page.getByRole("button", { name: "Confirm" }).click();
      await expect(page.getByRole("heading", { name: "You are signed up" })).toBeVisible();

      // Once confirmed, a stranger giving the address again is told exactly what a new sign-up is
      // told, and the subscriber's name changes only through the link e-mailed to the address.
      await page.goto("/");
      const again = footer(page).getByRole("form", { name: "Our newsletter" });
      await again.getByLabel("First name").fill("Mallory");
      await again.getByLabel("Last name").fill("Stranger");
      await again.getByLabel("E-mail address").fill(email);
      await again.getByRole("button", { name: "Sign up" }).click();
      await expect(again.getByRole("status")).toHaveText(`Thank you, Mallory: please open the link we have e-mailed to ${email} to confirm. Nothing changes until you do.`);
      const change = await waitForMail(email, "Please confirm the change to your newsletter details");
      expect(change.body).toContain("Mallory Stranger");

      // The unsubscribe link shows which address it stands for, partly hidden; the press removes it,
      // and the link then stands for no one.
      await page.goto(unsubscribeLink);
      await expect(page.getByText("Stop sending our newsletter to a…@example.co.uk?")).toBeVisible();
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
      await page.goto(unsubscribeLink);
      await expect(page.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
    });
  });
}

test.describe("the footer's newsletter form", () => {
  test("a press of Sign up before React has taken the page over is sent once it has, keeping what was typed", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/about-us", { waitUntil: "domcontentloaded" });
    expect(await reactHasTakenOver(page)).toBe(false);

    // The visitor types and presses "Sign up" while the scripts are held: no reload, nothing lost.
    const firstName = footer(page).getByLabel("First name");
    await firstName.evaluate((input) => ((input as HTMLInputElement & { serverDrawn?: boolean }).serverDrawn = true));
    await firstName.fill("Ada");
    await footer(page).getByRole("button", { name: "Sign up" }).click();
    await expectPressHeld(page);
    expect(page.url()).toMatch(/\/about-us$/);
    expect(await firstName.evaluate((input) => (input as HTMLInputElement & { serverDrawn?: boolean }).serverDrawn)).toBe(true);

    await release();
    // React takes over the same fields, sends the held press once, and the server's answer keeps what was typed.
    await expect(footer(page).getByText("Enter your last name")).toBeVisible({ timeout: 15_000 });
    await expect(firstName).toHaveValue("Ada");
    expect(await firstName.evaluate((input) => (input as HTMLInputElement & { serverDrawn?: boolean }).serverDrawn)).toBe(true);
  });

  test("with scripts off, the phone's Menu is a link to the footer's links, and the button that needs scripts is not shown", async ({ browser, baseURL }) => {
    await withoutScripts(browser, baseURL, async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/glossary");
      await expect(header(page).getByRole("button", { name: "Menu", exact: true })).toBeHidden();
      // Drawn where the button would be: over the header's right-hand end.
      const link = page.getByRole("link", { name: "Menu", exact: true });
      const [box, bar] = [(await link.boundingBox())!, (await header(page).boundingBox())!];
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
      expect(box.x + box.width).toBeGreaterThan(bar.width - 80);
      await link.click();
      await expect(page).toHaveURL(/\/glossary#footer-find-out-more$/);
      for (const name of ["Knowledge centre", "About us", "Your account", "Send us a message"]) await expect(footer(page).getByRole("link", { name, exact: true })).toBeVisible();
      await expect(footer(page).getByRole("link", { name: "Knowledge centre", exact: true })).toBeInViewport();
      // Beside the header's Compare Now, never over it: the hidden button keeps its place.
      await page.goto("/");
      const compare = (await headerCompareNow(page).boundingBox())!;
      expect(compare.x + compare.width).toBeLessThanOrEqual((await link.boundingBox())!.x);
    });
  });

  test("works with scripts off: the newsletter's page answers, keeping what was typed and naming the field, then says to open the link, once", async ({ browser, baseURL }) => {
    const email = uniqueEmail("scripts-off-newsletter");
    await withoutScripts(browser, baseURL, async (page) => {
      await page.goto("/glossary");
      const form = footer(page).getByRole("form", { name: "Our newsletter" });
      await form.getByLabel("First name").fill("Mary");
      await form.getByLabel("E-mail address").fill(email);
      await form.getByRole("button", { name: "Sign up" }).click();
      await expect(page).toHaveURL(/\/newsletter#newsletter-heading$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our newsletter");
      const answered = footer(page).getByRole("form", { name: "Our newsletter" });
      await expect(answered.getByText("Enter your last name")).toBeVisible();
      await expect(answered.getByLabel("First name")).toHaveValue("Mary");
      await expect(answered.getByLabel("E-mail address")).toHaveValue(email);
      await answered.getByLabel("Last name").fill("Somerville");
      await answered.getByRole("button", { name: "Sign up" }).click();
      // Sent: post, redirect, get, so a reload asks for the page instead of signing up again.
      await expect(page).toHaveURL(/\/newsletter\/sent\?receipt=[^&#]+#main$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your e-mail");
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
      await expect(page.getByRole("main")).toContainText("Open the link we have e-mailed to the address you gave to confirm your sign-up.");
      await waitForMail(email, "Please confirm your newsletter sign-up");
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your e-mail");
      // Opened without the receipt its redirect carries, the page speaks of no mail.
      await page.goto("/newsletter/sent");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("No sign-up to confirm");
      await expect(page.getByRole("main")).not.toContainText("e-mailed");
    });
    const confirmations = (await allMail()).filter((m) => m.to.includes(email) && m.subject === "Please confirm your newsletter sign-up");
    expect(confirmations).toHaveLength(1);
  });

  test("comes with a footer the browser draws itself, after a navigation from the sales portal", async ({ page }) => {
    await signIn(page, staff.sales);
    await page.goto("/sales-portal");
    await expect(footer(page)).toHaveCount(0);
    await page.getByRole("banner").getByRole("link", { name: "Wealth Match home" }).click();
    await expect(page).toHaveURL(/\/$/);
    const form = footer(page).getByRole("form", { name: "Our newsletter" });
    await form.getByRole("button", { name: "Sign up" }).click();
    await expect(form.getByText("Enter your first name")).toBeVisible();
  });
});
