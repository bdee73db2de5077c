import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser } from "./support/test";
import { linkIn, mailPorts, waitForMail } from "./support/mail";
import { bookMeeting, firmSetsOptionsAndAccepts, introduceInvestor, newInvestor, openAcceptanceMail } from "./support/meetings";
import { signIn, staff } from "./support/staff";

/**
 * After a first meeting (docs/reviews.md), against the real SMTP inbox: an investor is introduced
 * to Saltus, Saltus accepts, the investor books a meeting; once the meeting is 3 days behind, the
 * investor is e-mailed, signs in through the mail's link, says they became a client and reviews
 * Saltus; the review appears on the profile as a verified introduction, and the firm replies once.
 *
 * How the follow-up fires: the meeting is booked in the future, and nothing in the application
 * can be told to ask early. This journey runs on a server of its own (its own port and embedded
 * database, the same build and mail server, started as Playwright's web server is, by
 * e2e/support/web-server.mjs). After booking, it stops that server and starts it again on the same
 * data with its clock moved 30 days on (e2e/support/clock-ahead.mjs, preloaded by NODE_OPTIONS):
 * the server wakes after the meeting, and its ordinary introductions check, with the ordinary
 * 3-day setting, asks both sides. INTRODUCTION_CHECK_SECONDS=1 only makes the check run every
 * second instead of every 5 minutes.
 */

const port = Number(process.env.E2E_PORT ?? 3100) + 11;
const base = `http://127.0.0.1:${port}`;
const CLOCK_AHEAD_DAYS = 30;

let dataDir = "";
let server: ChildProcess | null = null;

/**
 * Starts the journey's own server with `command` and waits until it answers. The first start runs
 * Playwright's web-server script, which adds six back-office members (six runs of `npm run roles`,
 * each opening the new data folder) before the server starts: on a machine busy with the other
 * worker's journeys that has taken over two minutes, so it is given four.
 */
async function startSite(command: string, extra: Record<string, string> = {}): Promise<void> {
  const child = spawn(process.execPath, [command], {
    env: {
      ...process.env,
      PORT: String(port),
      SITE_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      BETTER_AUTH_SECRET: "",
      SKIP_BUILD: "1",
      SMTP_URL: `smtp://127.0.0.1:${mailPorts().smtp}`,
      MAIL_POLL_SECONDS: "1",
      INTRODUCTION_CHECK_SECONDS: "1",
      ...extra,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server = child;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the journey's server exited:\n${output}`);
        return fetch(`${base}/api/health`).then((r) => r.ok, () => false);
      },
      { timeout: 240_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
}

/**
 * Stops the journey's server. The web-server script cannot act on SIGTERM while it waits for a
 * `npm run roles` to finish, so after 15 seconds it is killed outright.
 */
async function stopSite(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const stubborn = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(stubborn);
}

test.beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wm-e2e-outcomes-"));
});
test.afterAll(async () => {
  await stopSite();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("after the meeting the investor is asked, says they became a client, and their review shows on the profile as a verified introduction", async ({ browser }) => {
  test.setTimeout(540_000);
  // Staff members are created by the same script as Playwright's own server.
  await startSite("e2e/support/web-server.mjs");
  const suffix = Date.now().toString(36);
  // Every browser of this journey talks to its own server.
  const here = { newContext: (options = {}) => browser.newContext({ baseURL: base, ...options }) } as Browser;

  // The investor is introduced to Saltus (e-mail confirmed); Saltus sets its meeting options and
  // accepts; the investor books a first meeting from the acceptance mail (wt-meet's steps).
  const investorContext = await here.newContext();
  const page = await investorContext.newPage();
  const investor = await introduceInvestor(page, here, "saltus", newInvestor("Jane"));
  const firm = await firmSetsOptionsAndAccepts(here, { providerId: "saltus", staffEmail: staff.saltus }, investor);
  await firm.close();
  await openAcceptanceMail(page, investor, "Saltus");
  const { startsAt } = await bookMeeting(page, "Saltus");
  // The meeting is in the future, within the firm's 2-week horizon: well inside the 30 days below.
  expect(startsAt.getTime()).toBeGreaterThan(Date.now());
  await investorContext.close();
  const email = investor.email;
  const publishedAs = `Jane ${investor.lastName.charAt(0)}.`;

  // The days pass: the same server, on the same data, wakes 30 days on.
  await stopSite();
  await startSite("scripts/start.mjs", { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${path.resolve("e2e/support/clock-ahead.mjs")}`.trim(), CLOCK_AHEAD_DAYS: String(CLOCK_AHEAD_DAYS) });

  // Both sides are asked, once.
  const asked = await waitForMail(email, "How did your meeting with Saltus go?", 90_000);
  expect(asked.body).toContain("publish every review, good or bad, with your first name and the initial of your last name, unless it breaks our review rules");
  const firmAsked = await waitForMail(staff.saltus, "How did the first meeting go?", 90_000);
  expect(firmAsked.body).not.toContain(email);

  // The mail's link signs the investor in on a fresh device and opens the two questions.
  const later = await here.newContext();
  const phone = await later.newPage();
  await phone.goto(linkIn(asked, `${base}/account/link`));
  await phone.getByRole("button", { name: "Continue" }).click();
  // The first pages the restarted server renders are its first of each kind (sign-in, then a page
  // rendered per request): on a busy machine they have taken over 5 s.
  await expect(phone.getByRole("heading", { name: "How did your meeting with Saltus go?" })).toBeVisible({ timeout: 30_000 });
  const outcome = phone.getByRole("region", { name: "Two questions" });
  // With scripts off the form posts to the page, which answers the same way: nothing is saved without a decision.
  const noScripts = await here.newContext({ storageState: await later.storageState(), javaScriptEnabled: false });
  const plain = await noScripts.newPage();
  await plain.goto(phone.url());
  const plainOutcome = plain.getByRole("region", { name: "Two questions" });
  await plainOutcome.getByRole("radio", { name: "Yes, we met" }).check();
  await plainOutcome.getByRole("button", { name: "Save my answers" }).click();
  await expect(plainOutcome.getByRole("radio", { name: "I have become a client of Saltus" })).toHaveAccessibleDescription("Choose what you have decided");
  await expect(plainOutcome.getByRole("radio", { name: "Yes, we met" })).toBeChecked();
  await expect(plainOutcome).not.toContainText("You told us");
  await noScripts.close();
  await outcome.getByRole("radio", { name: "Yes, we met" }).check();
  // Without a decision the second question says so beside itself, takes focus and keeps the first answer.
  await outcome.getByRole("button", { name: "Save my answers" }).click();
  await expect(outcome.getByRole("radio", { name: "I have become a client of Saltus" })).toHaveAccessibleDescription("Choose what you have decided");
  await expect(outcome.getByRole("radio", { name: "I have become a client of Saltus" })).toBeFocused();
  await expect(outcome.getByRole("radio", { name: "Yes, we met" })).toBeChecked();
  await expect(phone.getByRole("region", { name: "Review Saltus" }).getByRole("button", { name: "Publish my review" })).toHaveCount(0);
  await outcome.getByRole("radio", { name: "I have become a client of Saltus" }).check();
  await outcome.getByRole("button", { name: "Save my answers" }).click();
  await expect(outcome.getByRole("status").filter({ hasText: "your answers are saved" })).toBeVisible();
  await expect(outcome).toContainText("You told us: the meeting took place; became a client.");
  await expect(outcome.getByRole("radio", { name: "I have become a client of Saltus" })).toBeChecked();

  // The review: the rule is shown before publishing, then it is on the profile.
  const reviewText = `Clear about fees from the first call, and no pressure to sign (${suffix}).`;
  const review = phone.getByRole("region", { name: "Review Saltus" });
  await expect(review).toContainText(`under the name ${publishedAs}`);
  // Pressed from the keyboard without a rating: focus goes to the refusal above the fields.
  await review.getByRole("button", { name: "Publish my review" }).press("Enter");
  await expect(review.getByText("Choose a star rating from 1 to 5")).toBeVisible();
  await expect(review.getByRole("alert")).toBeFocused();
  await review.getByRole("radio", { name: /^5 stars/ }).check();
  await review.getByLabel("Your review").fill(reviewText);
  await review.getByRole("button", { name: "Publish my review" }).click();
  await expect(phone.getByRole("status").filter({ hasText: "your review is published" })).toBeVisible();
  await expect(review.getByRole("button", { name: "Publish my review" })).toHaveCount(0);
  const outcomePage = phone.url();
  // The investor's introductions lead back here at any time, not only the mail's link.
  await phone.goto("/proforma/results");
  await phone
    .getByRole("region", { name: "Your introductions" })
    .getByRole("listitem", { name: "Saltus" })
    .getByRole("link", { name: "Your review of Saltus" })
    .click();
  await expect(phone).toHaveURL(outcomePage.split("#")[0]!);
  await expect(review).toContainText("Your review is published on Saltus' profile as a verified introduction.");

  await phone.goto("/wealth-managers/saltus");
  const reviews = phone.getByRole("region", { name: "Reviews from verified introductions" });
  const published = reviews.getByRole("article", { name: `Review by ${publishedAs}` });
  await expect(published).toContainText(reviewText);
  await expect(published).toContainText("Verified introduction");
  await expect(published.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
  await expect(reviews).toContainText("from 1 review");
  await expect(phone.getByRole("main")).not.toContainText(investor.lastName);

  // The firm records its side and replies once, publicly.
  const firmLater = await here.newContext();
  const member = await firmLater.newPage();
  await signIn(member, staff.saltus, "/sales-portal/saltus");
  // The cookie banner sits at the foot of the screen, over the reviews' buttons: answer it first.
  await member.getByRole("region", { name: "Your cookie choices" }).getByRole("button", { name: "Reject all" }).click();
  await expect(member.getByRole("region", { name: "Your cookie choices" })).toHaveCount(0);
  const meeting = member.getByRole("region", { name: "After the first meeting" }).getByRole("listitem").first();
  await meeting.getByLabel("Did it take place?").selectOption("yes");
  // Without an outcome the row says so beside it, and keeps what was chosen.
  await meeting.getByRole("button", { name: "Save the outcome" }).click();
  await expect(meeting).toContainText("Outcome: choose what came of the meeting");
  await expect(meeting.getByLabel("Outcome")).toBeFocused();
  await expect(meeting.getByLabel("Did it take place?")).toHaveValue("yes");
  await meeting.getByLabel("Outcome").selectOption("client");
  await meeting.getByRole("button", { name: "Save the outcome" }).click();
  // The firm's decision marks the introduction too, as its "Became a client" button would.
  await expect(member.getByRole("status").filter({ hasText: 'Saved: thank you. The introduction is now marked "Became a client".' })).toBeVisible();
  await expect(meeting).toContainText("Your answer: took place; became a client. The introduction is marked \"Became a client\".");
  await expect(meeting.getByLabel("Outcome")).toHaveValue("client");
  const card = member.getByRole("listitem", { name: /^Introduction sent/ }).filter({ hasText: email });
  await expect(card).toContainText("Status: Became a client");
  await expect(card.getByRole("button", { name: "Became a client" })).toHaveCount(0);
  const firmReviews = member.getByRole("region", { name: "Reviews", exact: true });
  // A reply too short to publish is refused beside its box, and stays in it.
  await firmReviews.getByLabel("Your public reply (one only)").fill("K");
  await firmReviews.getByRole("button", { name: "Publish the reply" }).click();
  await expect(firmReviews).toContainText("Your reply: write at least a few words");
  await expect(firmReviews.getByLabel("Your public reply (one only)")).toHaveValue("K");
  await firmReviews.getByLabel("Your public reply (one only)").fill("Thank you, Jane: it was good to meet you.");
  await firmReviews.getByRole("button", { name: "Publish the reply" }).click();
  await expect(member.getByRole("status").filter({ hasText: "Your reply is published under the review." })).toBeVisible();
  await expect(firmReviews.getByRole("button", { name: "Publish the reply" })).toHaveCount(0);
  await member.goto("/wealth-managers/saltus");
  await expect(member.getByRole("article", { name: `Review by ${publishedAs}` })).toContainText("Reply from Saltus");
  await firmLater.close();

  // The investor takes the review down: it leaves the profile at once, reply and all, and the form is back.
  await phone.goto(outcomePage);
  const own = phone.getByRole("region", { name: "Review Saltus" });
  // Deleting cannot be undone, so the button that does it is behind a disclosure that says so.
  await expect(own.getByRole("button", { name: "Delete my review" })).toBeHidden();
  await own.getByText("Withdraw my review", { exact: true }).click();
  const withdrawal = own.getByRole("form", { name: "Withdraw my review" });
  await expect(withdrawal).toContainText("Your review and Saltus' reply will be deleted for good: we cannot bring them back.");
  await withdrawal.getByRole("button", { name: "Delete my review" }).click();
  await expect(phone.getByRole("status").filter({ hasText: "Your review is withdrawn" })).toBeVisible();
  await expect(own.getByRole("button", { name: "Publish my review" })).toBeVisible();
  await phone.goto("/wealth-managers/saltus");
  await expect(phone.getByRole("main")).not.toContainText(reviewText);
  await expect(phone.getByRole("article", { name: `Review by ${publishedAs}` })).toHaveCount(0);
  await later.close();
});
