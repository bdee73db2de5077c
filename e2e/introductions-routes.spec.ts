import { expect, test } from "./support/test";
import { DESK, confirmationMail, confirmEmailByMail, fillIntroductionForm, visitorWithMatches } from "./support/introductions";
import { allMail, waitForMail, type Mail } from "./support/mail";
import { asStaff, staff } from "./support/staff";

/**
 * Every introduction reaches a person, and the visitor is told exactly who (docs/introductions.md),
 * against the SMTP server in the Playwright process: a firm with a member gets its own mail, a firm
 * with neither member nor address gets it through the operator's introductions desk, and every
 * sentence that says something was e-mailed or sent is checked against the mail that arrived.
 * Then a firm declines, and the investor is offered the next firm of their pool with one button.
 */

test.describe.configure({ mode: "serial" });

// £300k to £500k in the UK: Saltus, Canaccord and Quilter Cheviot. Saltus has a member; Canaccord has none and no address.
const UK_400K = { investPortfolio: true, gia: true, giaValue: 400_000, taxResidence: "GB", age: 52 };
// A US resident under £500k: Evelyn and LGT, each with a member (e2e/support/web-server.mjs).
const US_150K = { investPortfolio: true, gia: true, giaValue: 125_000, taxResidence: "US", age: 52 };

const FIRM_NAMES: Record<string, string> = { saltus: "Saltus", canaccord: "Canaccord", qc: "Quilter Cheviot", evelyn: "Evelyn", lgt: "LGT" };
const idOfFirm = (name: string) => Object.entries(FIRM_NAMES).find(([, n]) => n === name)?.[0];

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Every sentence saying that something was e-mailed or sent, checked against the mail that really
 * arrived: "e-mailed to {firm}" needs a "New introduction" to that firm's member about this very
 * introduction; "passed to our team, who will send it to {firm}" needs the desk's mail about it;
 * "Sent, waiting for the firm" needs either; "We have e-mailed (you) …" needs a mail to the visitor.
 * A sentence that claims a sending in any other words fails the test, so new wording is checked too.
 */
function checkClaims(text: string, ctx: { mails: Mail[]; visitor: string; introductionOf: (firm: string) => string | undefined; memberOf: (firm: string) => string | undefined }) {
  const claims = sentences(text).filter((s) => /\b(e-mailed|sent|send it)\b/i.test(s));
  const mailAbout = (to: string, firmId: string) =>
    ctx.mails.some((m) => m.to.includes(to) && m.body.includes(`/sales-portal/${firmId}?introduction=${ctx.introductionOf(firmId)}`));
  const unexplained: string[] = [];
  for (const claim of claims) {
    // One firm or a list of them ("Saltus and Evelyn"), as deliveriesInWords says a route's firms together.
    const direct = /(?:e-mailed to|We e-mailed your introductions? to) ([A-Z][A-Za-z ,]+?)(?:[.]|, |$)/.exec(claim);
    const desk = /(?:passed to|went to) our team, who will send (?:it|them) to ([A-Z][A-Za-z ,]+?) within one working day/.exec(claim);
    const firmsIn = (list: string) => list.split(/, | and /);
    if (desk) {
      for (const name of firmsIn(desk[1]!)) expect(mailAbout(DESK, idOfFirm(name)!), `"${claim}": the desk was mailed about ${name}`).toBe(true);
    } else if (direct) {
      for (const name of firmsIn(direct[1]!)) {
        const firm = idOfFirm(name)!;
        expect(mailAbout(ctx.memberOf(firm)!, firm), `"${claim}": ${name}'s member was mailed`).toBe(true);
      }
    } else if (/^We (have )?e-mailed (a link|you)/.test(claim)) {
      expect(ctx.mails.some((m) => m.to.includes(ctx.visitor)), `"${claim}": the visitor was mailed`).toBe(true);
    } else if (/Status: Sent, waiting for the firm/.test(claim)) {
      // Stated per firm with its route in the next sentence, which is checked on its own.
    } else if (/\b(not sent|no firm has|nothing will be sent|nothing is sent|until you do|we send (it|them) (only|once)|will (e-mail|pass|send))\b/i.test(claim)) {
      // A promise or a denial, not a claim that something was sent.
    } else {
      unexplained.push(claim);
    }
  }
  expect(unexplained, "sentences that claim a sending in words this test does not know").toEqual([]);
  return claims.length;
}

test("a firm with a member gets its own mail, one with neither member nor address goes through the desk, and nothing claims a mail that was not written", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = `ada.routes.${Date.now().toString(36)}@example.test`;
  const matched = await visitorWithMatches(page, UK_400K);
  expect(matched).toEqual(expect.arrayContaining(["saltus", "canaccord"]));

  await page.goto("/proforma/results");
  // The form restores a stored draft just after it comes alive: type once it has.
  await page.waitForLoadState("networkidle");
  const main = page.getByRole("main");
  await fillIntroductionForm(main, { email, lastName: "Routes", contact: "Phone" });
  await main.getByLabel("Send my details to Saltus").check();
  await main.getByLabel("Send my details to Canaccord").check();
  // Told before sending that a firm with no one here gets the details by hand, and which firm.
  await expect(main.getByText(/\bCanaccord\b[^.]* no one on our site to receive details, so our team passes them on by hand, within one working day\./)).toBeVisible();
  await expect(main.getByText(/\bSaltus\b[^.]* no one on our site to receive details/)).toHaveCount(0);
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/leads") && r.request().method() === "POST");
  await main.getByRole("button", { name: "Send my details" }).click();
  const body = (await (await answered).json()) as { introductions: { id: string; providerId: string }[] };
  const introductionOf = (firm: string) => body.introductions.find((i) => i.providerId === firm)?.id;
  expect(introductionOf("saltus")).toBeTruthy();
  expect(introductionOf("canaccord")).toBeTruthy();

  const list = main.getByRole("region", { name: "Your introductions" });
  await expect(list.getByRole("listitem", { name: "Canaccord" })).toContainText("Confirming your e-mail");
  await expect(main.getByRole("status").filter({ hasText: `We have e-mailed a link to ${email}` })).toBeVisible();
  const confirm = await confirmationMail(email);
  expect(confirm.body).toContain("your details will go to our team, who will send them to Canaccord within one working day");
  expect(confirm.body).toMatch(/Once you confirm, (we will e-mail Saltus, and your details will go|your details will go.*, and we will e-mail Saltus)/);
  const beforeConfirming = await main.innerText();

  // Confirmed on another device: each firm is told through its route, and the page says which.
  const confirmedPage = await confirmEmailByMail(browser, email);
  expect(confirmedPage).toContain("We e-mailed your introduction to Saltus.");
  expect(confirmedPage).toContain("Your introduction went to our team, who will send it to Canaccord within one working day.");

  const deskMail = await waitForMail(DESK, "Introduction to pass to Canaccord");
  expect(deskMail.body).toContain("has no member on Wealth Match and no introductions address");
  expect(deskMail.body).not.toContain(email);
  const sentMail = await waitForMail(email, /^Your introduction to (Saltus and Canaccord|Canaccord and Saltus)$/);
  expect(sentMail.body).toContain("Your introduction went to our team, who will send it to Canaccord within one working day.");
  await expect.poll(async () => (await allMail()).some((m) => m.to.includes(staff.saltus) && m.body.includes(`introduction=${introductionOf("saltus")}`)), { timeout: 60_000 }).toBe(true);

  await page.reload();
  await expect(list.getByRole("listitem", { name: "Saltus" })).toContainText("Your introduction was e-mailed to Saltus.");
  await expect(list.getByRole("listitem", { name: "Canaccord" })).toContainText("Your introduction was passed to our team, who will send it to Canaccord within one working day.");
  // Quilter Cheviot was not chosen: it has received nothing.
  await expect(main.getByRole("region", { name: "Your other matches" }).getByRole("listitem", { name: "Quilter Cheviot" })).toContainText("Not introduced: this firm has not received your details.");
  await expect(list.getByRole("listitem", { name: "Quilter Cheviot" })).toHaveCount(0);

  const mails = await allMail();
  const ctx = { mails, visitor: email, introductionOf, memberOf: (firm: string) => (firm === "saltus" ? staff.saltus : undefined) };
  const visitorMails = mails.filter((m) => m.to.includes(email)).map((m) => m.body).join("\n");
  const checked = [beforeConfirming, confirmedPage, await main.innerText(), visitorMails].reduce((n, text) => n + checkClaims(text, ctx), 0);
  expect(checked).toBeGreaterThanOrEqual(6);

  // Staff see the introduction without a direct route flagged, and which firms have none.
  const sales = await asStaff(browser, staff.sales, `/sales-portal/introductions?q=${encodeURIComponent(email)}`);
  const table = sales.page.getByRole("table", { name: /Introductions, newest first/ });
  await expect(table.getByRole("row").filter({ hasText: "Canaccord" })).toContainText(/Through the desk: to pass on by \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}/);
  await expect(table.getByRole("row").filter({ hasText: "Saltus" })).not.toContainText("Through the desk");
  const routes = sales.page.getByRole("table", { name: "Firms and their delivery routes" });
  await expect(routes.getByRole("row", { name: "Canaccord" })).toContainText("Through our introductions desk: no member and no introductions address");
  await expect(routes.getByRole("row", { name: "Saltus" })).toContainText("Direct to the firm");

  // The desk passes it on and marks it so: who and when are kept, and the investor reads that it reached the firm.
  await table.getByRole("row").filter({ hasText: "Canaccord" }).getByRole("link", { name: "Canaccord" }).click();
  const item = sales.page.locator(`#introduction-${introductionOf("canaccord")}`);
  await expect(item).toContainText("Came through our desk, to pass on to Canaccord by the end of");
  await expect(item).toContainText("Status: At our desk, to pass on");
  // Staff answer for the firm only once it is passed on.
  await expect(item.getByRole("button", { name: "Accept" })).toHaveCount(0);
  await item.getByRole("button", { name: "Mark as passed on to Canaccord" }).click();
  // The button pressed is gone: the card's own message takes the focus.
  await expect(item.getByRole("status")).toBeFocused();
  await expect(item.getByRole("status")).toContainText("Marked as passed on");
  await expect(item).toContainText(`passed on to Canaccord on`);
  await expect(item).toContainText(`by ${staff.sales}`);
  await expect(item).toContainText("Status: Sent, waiting for the firm");
  await expect(item.getByRole("button", { name: /Mark as passed on/ })).toHaveCount(0);
  // A mark made in error can be taken back while nothing has followed from it, and made again.
  await item.getByRole("button", { name: "Not passed on yet: undo" }).click();
  await expect(item.getByRole("status")).toBeFocused();
  await expect(item.getByRole("status")).toContainText("The mark is undone: it waits at our desk again");
  await expect(item).toContainText("Status: At our desk, to pass on");
  await item.getByRole("button", { name: "Mark as passed on to Canaccord" }).click();
  await expect(item.getByRole("status")).toContainText("Marked as passed on");
  await expect(item.getByRole("button", { name: "Accept" })).toBeVisible();
  // Said once: the address lets the notice go, so a reload does not repeat "count from now".
  await expect(sales.page).not.toHaveURL(/notice=/);
  await expect(sales.page).toHaveURL(new RegExp(`#introduction-${introductionOf("canaccord")}$`));
  await sales.page.reload();
  await expect(item).toContainText("Status: Sent, waiting for the firm");
  await expect(item.getByRole("status")).toHaveCount(0);
  await sales.close();
  await page.reload();
  await expect(list.getByRole("listitem", { name: "Canaccord" })).toContainText(/Your introduction was passed by our team to Canaccord on \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}\./);
  await expect(list.getByRole("listitem", { name: "Canaccord" })).toContainText("Sent, waiting for the firm");
});

test("a firm declines with a reason; the investor is mailed, offered the next firm of their pool and sends to it with one press; a firm not taking introductions gets no box", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const email = `grace.next.${Date.now().toString(36)}@example.test`;
  const matched = await visitorWithMatches(page, US_150K);
  expect([...matched].sort()).toEqual(["evelyn", "lgt"]);
  const [first, second] = matched as [string, string];
  const member = (firm: string) => (firm === "evelyn" ? staff.evelyn : staff.lgt);
  const sent = await page.request.post("/api/leads", {
    data: { firstName: "Grace", lastName: "Next", phoneNumber: "+1 212 555 0123", email, terms: true, contactMethod: "email", contactTime: "afternoons", firms: [first] },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await confirmEmailByMail(browser, email);
  const secondBefore = (await allMail()).filter((m) => m.to.includes(member(second))).length;

  // The firm, working through the introductions waiting for it, presses Decline with no reason:
  // the message names the field and nothing changes.
  const firm = await asStaff(browser, member(first), `/sales-portal/${first}?status=sent`);
  const card = firm.page.getByRole("listitem", { name: /^Introduction sent/ }).filter({ hasText: email });
  const cardId = await card.getAttribute("id");
  await card.getByRole("button", { name: "Decline" }).click();
  const again = firm.page.locator(`#${cardId}`);
  await expect(again.getByRole("alert")).toContainText("Reason for declining");
  await expect(again.getByLabel("Reason for declining")).toHaveAttribute("aria-invalid", "true");
  await expect(again).toContainText("Status: Sent, waiting for the firm");
  // A reason with a web address in it is refused (the investor is e-mailed it), and what was typed stays.
  const linked = "Try www.example.com, who may help.";
  await again.getByLabel("Reason for declining").fill(linked);
  await again.getByRole("button", { name: "Decline" }).click();
  await expect(again.getByRole("alert")).toContainText("leave out web addresses");
  await expect(again.getByLabel("Reason for declining")).toHaveValue(linked);
  await expect(again).toContainText("Status: Sent, waiting for the firm");
  await again.getByLabel("Reason for declining").fill("We do not advise US residents at present.");
  await again.getByRole("button", { name: "Decline" }).click();
  // Back on the same filtered list, which the declined introduction has left: the notice says so.
  const saved = firm.page.getByRole("status").filter({ hasText: "Saved" });
  await expect(saved).toContainText('no longer shows under "Sent, waiting for the firm"');
  expect(new URL(firm.page.url()).searchParams.get("status")).toBe("sent");
  await expect(firm.page.locator(`#${cardId}`)).toHaveCount(0);
  await saved.getByRole("link", { name: "see it among all introductions" }).click();
  await expect(firm.page.locator(`#${cardId}`)).toContainText("Status: Declined");
  // A firm that declined no longer sees the investor's contact details.
  await expect(firm.page.getByRole("main")).not.toContainText(email);
  await firm.close();

  const declined = await waitForMail(email, `${FIRM_NAMES[first]} has declined your introduction`);
  expect(declined.body).toContain("We do not advise US residents at present.");
  expect(declined.body).toContain(`Send my details to ${FIRM_NAMES[second]}`);
  expect(declined.body).toContain(`Nothing goes to ${FIRM_NAMES[second]} until you do.`);
  expect((await allMail()).filter((m) => m.to.includes(member(second))).length).toBe(secondBefore);

  await page.goto("/proforma/results");
  const offer = page.getByRole("region", { name: `Another firm for you: ${FIRM_NAMES[second]}` });
  await expect(offer).toContainText(`${FIRM_NAMES[first]} declined your introduction.`);
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/introductions/next"));
  await offer.getByRole("button", { name: `Send my details to ${FIRM_NAMES[second]}` }).press("Enter");
  const next = (await (await answered).json()) as { providerId: string };
  expect(next.providerId).toBe(second);
  const thanks = page.getByRole("status").filter({ hasText: `Thank you. Your introduction was e-mailed to ${FIRM_NAMES[second]}.` });
  await expect(thanks).toBeVisible();
  // The answer takes the button's place and focus, and keeps it once the refreshed page drops the offer.
  await expect(thanks).toBeFocused();
  const newIntro = await waitForMail(member(second), "New introduction");
  expect(newIntro.body).toContain(`/sales-portal/${second}?introduction=`);
  await expect(page.getByRole("main").getByRole("region", { name: "Your introductions" }).getByRole("listitem", { name: FIRM_NAMES[second] })).toContainText("Sent, waiting for the firm");
  await expect(page.getByRole("region", { name: /^Another firm for you/ })).toHaveCount(0);
  await expect(thanks).toBeFocused();

  // Staff mark the second firm as not taking introductions: a new investor gets no box for it.
  const sales = await asStaff(browser, staff.sales, "/sales-portal/introductions");
  const routes = sales.page.getByRole("table", { name: "Firms and their delivery routes" });
  // The control is named by what it does alone; the current "Yes" stands outside it.
  await expect(routes.getByRole("row", { name: FIRM_NAMES[second] }).locator("summary")).toHaveText(`Mark as not taking introductions (${FIRM_NAMES[second]})`);
  await routes.getByRole("row", { name: FIRM_NAMES[second] }).getByText("Mark as not taking introductions").click();
  await routes.getByRole("row", { name: FIRM_NAMES[second] }).getByRole("button", { name: `Stop offering ${FIRM_NAMES[second]}` }).click();
  await expect(sales.page.getByRole("table", { name: "Firms and their delivery routes" }).getByRole("row", { name: FIRM_NAMES[second] })).toContainText("Not offered: marked as not taking introductions");
  // The button pressed is gone: focus goes to the row's message, not to the page.
  await expect(routes.getByRole("row", { name: FIRM_NAMES[second] }).getByRole("status")).toBeFocused();
  await expect(routes.getByRole("row", { name: FIRM_NAMES[second] }).getByRole("status")).toHaveText(`Saved: ${FIRM_NAMES[second]} is no longer offered to visitors.`);
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await visitorWithMatches(other, US_150K);
  await other.goto("/proforma/results");
  await expect(other.getByRole("main").getByLabel(`Send my details to ${FIRM_NAMES[first]}`)).toBeVisible();
  await expect(other.getByRole("main").getByLabel(`Send my details to ${FIRM_NAMES[second]}`)).toHaveCount(0);
  await fresh.close();
  await sales.page.getByRole("table", { name: "Firms and their delivery routes" }).getByRole("row", { name: FIRM_NAMES[second] }).getByRole("button", { name: /Mark as taking introductions/ }).click();
  await expect(sales.page.getByRole("table", { name: "Firms and their delivery routes" }).getByRole("row", { name: FIRM_NAMES[second] })).toContainText("Direct to the firm");
  await sales.close();
});
