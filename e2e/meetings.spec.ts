import { expect, test } from "./support/test";
import {
  acceptIntroduction,
  bookMeeting,
  firmSetsOptionsAndAccepts,
  introduceInvestor,
  introductionInWorkspace,
  inviteIn,
  londonInstant,
  openAcceptanceMail,
  waitForInvite,
} from "./support/meetings";
import { waitForMail } from "./support/mail";
import { asStaff, staff } from "./support/staff";

/**
 * First meetings (docs/introductions.md, "Meetings"), against the real SMTP inbox: a firm's member
 * sets its meeting options and accepts an introduction; the investor, abroad, opens the acceptance
 * mail's link and books a time shown in their own zone with UK time beside it; both sides get an
 * invitation that parses, with the meeting's UID, its start in UTC and METHOD:REQUEST; the firm
 * moves the meeting and both get the update with the same UID and a higher SEQUENCE; the investor
 * cancels with a reason and both get METHOD:CANCEL.
 */
// Each press waits on a server action and a refreshed page: allow a busy machine its time.
const slow = expect.configure({ timeout: 30_000 });

test("a firm's options, an overseas investor's booking, and calendar invitations that follow every change", async ({ browser }) => {
  test.setTimeout(240_000);
  const investorContext = await browser.newContext({ timezoneId: "America/New_York" });
  const page = await investorContext.newPage();
  const investor = await introduceInvestor(page, browser, "qc");
  const firm = await firmSetsOptionsAndAccepts(browser, { providerId: "qc", staffEmail: staff.qc }, investor);

  await openAcceptanceMail(page, investor, "Quilter Cheviot");
  const panel = page.getByRole("region", { name: "First meeting with Quilter Cheviot" });
  await expect(panel).toContainText("Times are in your time zone, America/New_York");
  await expect(panel).toContainText("with UK time beside each");
  await expect(panel.getByRole("group", { name: "Time" }).getByRole("radio").first().locator("xpath=..")).toContainText("UK time");
  // The investor asked for a video call with the introduction: of the firm's phone and video, that is chosen first.
  await expect(panel.getByRole("group", { name: "How to meet" }).getByRole("radio", { name: "Video call" })).toBeChecked();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath("investor-booking-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: test.info().outputPath("investor-booking-1440.png"), fullPage: true });

  const { startsAt, booked } = await bookMeeting(page, "Quilter Cheviot", { kind: "Video call" });
  expect(booked).toMatch(/New York time \(.*UK time\)\. We have e-mailed you and Quilter Cheviot a calendar invitation\./);
  const row = page.getByRole("region", { name: "Your introductions" }).getByRole("listitem", { name: "Quilter Cheviot" });
  await slow(row).toContainText("Meeting arranged for");
  await expect(row).toContainText("New York time");

  // Both sides: METHOD:REQUEST, the one UID, SEQUENCE 0, the start in UTC.
  const investorMail = await waitForMail(investor.email, "Your first meeting with Quilter Cheviot");
  const booking = inviteIn(investorMail);
  expect(booking).toMatchObject({ method: "REQUEST", sequence: 0, zone: "UTC" });
  expect(booking.start.toISOString()).toBe(startsAt.toISOString());
  const firmMail = await waitForInvite(staff.qc, booking.uid, 0);
  expect(firmMail.subject).toMatch(/^First meeting booked: .+ UK time$/);
  expect(inviteIn(firmMail).start.toISOString()).toBe(startsAt.toISOString());

  // The firm sees the booking in its workspace and moves it, with a reason, to 15:00 UK time eight days on.
  await firm.page.reload();
  const intro = introductionInWorkspace(firm.page, investor);
  await slow(intro).toContainText("Meeting arranged for");
  const meeting = intro.getByRole("region", { name: "First meeting" });
  await meeting.getByText("Reschedule or cancel").click();
  const day = new Date(Date.now() + 8 * 24 * 3_600_000).toISOString().slice(0, 10);
  await meeting.getByLabel("New date and time (UK time)").fill(`${day}T15:00`);
  await meeting.getByRole("button", { name: "Move the meeting" }).click();
  await slow(meeting.getByRole("alert").filter({ hasText: "Reason for moving the meeting" })).toContainText("Reason for moving the meeting: tell the other side why");
  await expect(meeting.getByLabel("Reason for moving the meeting")).toHaveAccessibleDescription(/^The investor is told this\./);
  await meeting.getByLabel("Reason for moving the meeting").fill("Our adviser is in court that morning");
  await meeting.getByRole("button", { name: "Move the meeting" }).click();
  await slow(meeting.getByRole("status")).toContainText("Moved to");
  await firm.page.setViewportSize({ width: 390, height: 844 });
  await firm.page.screenshot({ path: test.info().outputPath("firm-workspace-390.png"), fullPage: true });
  await firm.page.setViewportSize({ width: 1440, height: 900 });
  await firm.page.screenshot({ path: test.info().outputPath("firm-workspace-1440.png"), fullPage: true });

  const moved = londonInstant(day, "15:00");
  for (const to of [investor.email, staff.qc]) {
    const mail = await waitForInvite(to, booking.uid, 1);
    expect(inviteIn(mail)).toMatchObject({ method: "REQUEST", uid: booking.uid, sequence: 1, zone: "UTC" });
    expect(inviteIn(mail).start.toISOString()).toBe(moved.toISOString());
    expect(mail.body).toContain("Our adviser is in court that morning");
  }

  // Our team's list of every introduction, and its CSV, give the meeting's new time in UK time.
  const sales = await asStaff(browser, staff.sales, `/sales-portal/introductions?q=${investor.lastName}`);
  const listed = sales.page.getByRole("table", { name: /Introductions, newest first/ }).getByRole("row").filter({ hasText: investor.email });
  await expect(listed).toContainText(/Meeting arranged for .*15:00 to 15:45 UK time/);
  const csv = await (await sales.page.request.get(`/sales-portal/introductions/csv?q=${investor.lastName}`)).text();
  expect(csv).toMatch(/"Meeting arranged for [^"]*15:00 to 15:45 UK time"/);
  await sales.close();

  // The investor cancels, with a reason: both calendars are told to remove the one event.
  await page.reload();
  const mine = page.getByRole("region", { name: "First meeting with Quilter Cheviot" });
  await mine.getByText("Change or cancel this meeting").click();
  await expect(mine.getByLabel("Reason for cancelling")).toHaveAccessibleDescription("Quilter Cheviot is told this.");
  await mine.getByLabel("Reason for cancelling").fill("I have chosen another firm");
  await mine.getByRole("button", { name: "Cancel my meeting" }).click();
  await slow(mine.getByRole("status")).toContainText("Cancelled.");
  for (const to of [investor.email, staff.qc]) {
    const mail = await waitForInvite(to, booking.uid, 2);
    expect(inviteIn(mail)).toMatchObject({ method: "CANCEL", uid: booking.uid, sequence: 2 });
  }
  await slow(row).toContainText("Accepted");
  await firm.close();
  await investorContext.close();
});

test("withdrawing an introduction with a meeting booked calls the meeting off at once, and tells each side what happened in its own words", async ({ browser }) => {
  test.setTimeout(240_000);
  const investorContext = await browser.newContext();
  const page = await investorContext.newPage();
  const investor = await introduceInvestor(page, browser, "saltus");
  const firm = await firmSetsOptionsAndAccepts(browser, { providerId: "saltus", staffEmail: staff.saltus }, investor);
  await openAcceptanceMail(page, investor, "Saltus");
  await bookMeeting(page, "Saltus");
  const booking = inviteIn(await waitForMail(investor.email, "Your first meeting with Saltus"));

  const row = page.getByRole("region", { name: "Your introductions" }).getByRole("listitem", { name: "Saltus" });
  await row.getByRole("button", { name: "Withdraw my introduction to Saltus" }).click();
  await expect(row.getByRole("group", { name: "Confirm withdrawing from Saltus" })).toContainText("Your booked first meeting with them is called off, and both calendars are told.");
  await row.getByRole("button", { name: "Yes, withdraw" }).click();
  await slow(row).toContainText("Withdrawn");

  // Called off by the withdrawal itself, not by the scheduled check minutes later (300 s here).
  const toInvestor = await waitForInvite(investor.email, booking.uid, 1, 20_000);
  expect(inviteIn(toInvestor)).toMatchObject({ method: "CANCEL", uid: booking.uid });
  expect(toInvestor.subject).toBe("Your meeting with Saltus is called off");
  expect(toInvestor.body).toContain("You withdrew your introduction to Saltus, so the first meeting on ");
  expect(toInvestor.body).not.toContain("The reason given");
  const toFirm = await waitForInvite(staff.saltus, booking.uid, 1, 20_000);
  expect(toFirm.body).toContain(`${investor.firstName} ${investor.lastName} withdrew their introduction to Saltus`);

  // Asked for again and accepted again: each side's panel says what called the earlier meeting off, in its own words.
  await row.getByRole("button", { name: "Ask Saltus again" }).click();
  await slow(row).toContainText("Sent, waiting for the firm");
  await acceptIntroduction(firm.page, "saltus", investor);
  await expect(introductionInWorkspace(firm.page, investor).getByRole("region", { name: "First meeting" })).toContainText(
    `was called off: ${investor.firstName} ${investor.lastName} withdrew their introduction to Saltus.`,
  );
  await page.reload();
  await expect(page.getByRole("region", { name: "First meeting with Saltus" })).toContainText("was called off: you withdrew your introduction to Saltus.");
  await firm.close();
  await investorContext.close();
});

test("meeting options refused from the keyboard: focus goes to the summary above the fields", async ({ browser }) => {
  const member = await asStaff(browser, staff.lgt, "/sales-portal/lgt");
  const form = member.page.getByRole("form", { name: "Meeting options" });
  await expect(form).toBeVisible();
  // No kind of meeting and a date off that is not one: two fields refused, nothing saved.
  for (const kind of ["Phone", "Video call", "In person"] as const) await form.getByRole("checkbox", { name: kind, exact: true }).setChecked(false);
  await form.getByLabel("Dates off").fill("someday");
  await form.getByRole("button", { name: "Save meeting options" }).press("Enter");
  const summary = form.getByRole("alert").filter({ hasText: "Please correct the 2 fields marked below." });
  await slow(summary).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(form.getByRole("checkbox", { name: "Phone", exact: true }).locator("xpath=ancestor::fieldset")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Dates off")).toHaveAttribute("aria-invalid", "true");
  await member.close();
});
