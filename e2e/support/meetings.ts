import ICAL from "ical.js";
import { expect, type Browser, type Page } from "@playwright/test";
import { confirmEmailByMail, visitorWithMatches } from "./introductions";
import { allMail, linkIn, waitForMail, type Mail } from "./mail";
import { asStaff } from "./staff";

/**
 * Reusable steps of the first-meeting journeys (docs/introductions.md, "Meetings"): a firm's member
 * sets its meeting options and accepts an introduction; the investor opens the acceptance mail's
 * link and books a time; the calendar invitation is read from a mail. Other journeys (an outcome
 * or review after the meeting) start from these.
 */

// £300k to £500k in GB: Saltus, Canaccord and Quilter Cheviot are always matched.
export const MEETING_ANSWERS = { investPortfolio: true, gia: true, giaValue: 400_000, taxResidence: "GB", age: 52 };

export interface Investor {
  firstName: string;
  lastName: string;
  email: string;
}

/** A new investor's names and address, unique to this run. */
export function newInvestor(label = "Ada"): Investor {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { firstName: label, lastName: `Meeting${suffix}`, email: `${label.toLowerCase()}.${suffix}@example.test` };
}

export interface MeetingOptions {
  kinds?: ("Phone" | "Video call" | "In person")[];
  address?: string;
  length?: "30 minutes" | "45 minutes" | "60 minutes" | "90 minutes";
  notice?: "2 hours" | "4 hours" | "12 hours" | "24 hours" | "48 hours";
  ahead?: "1 week" | "2 weeks" | "3 weeks" | "4 weeks" | "6 weeks";
  /** Each day Monday to Sunday gets these hours (UK time); days not named are left empty. */
  days?: Partial<Record<"Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday", [string, string]>>;
  datesOff?: string[];
}

const EVERY_DAY = { Monday: ["09:00", "17:00"], Tuesday: ["09:00", "17:00"], Wednesday: ["09:00", "17:00"], Thursday: ["09:00", "17:00"], Friday: ["09:00", "17:00"], Saturday: ["09:00", "17:00"], Sunday: ["09:00", "17:00"] } as const;

/**
 * On its workspace (the page must be signed in as the firm's member or staff): fills "Meeting
 * options" and presses "Save meeting options". By default every day 09:00–17:00, so a slot exists
 * whatever day the journey runs (bank holidays aside), with 2 hours' notice.
 */
export async function setMeetingOptions(page: Page, providerId: string, options: MeetingOptions = {}) {
  await page.goto(`/sales-portal/${providerId}`);
  const form = page.getByRole("form", { name: "Meeting options" });
  await expect(form).toBeVisible();
  const kinds = options.kinds ?? ["Phone", "Video call"];
  for (const kind of ["Phone", "Video call", "In person"] as const) await form.getByRole("checkbox", { name: kind, exact: true }).setChecked(kinds.includes(kind));
  await form.getByLabel("Address for meetings in person").fill(options.address ?? "");
  await form.getByLabel("Length of a meeting").selectOption({ label: options.length ?? "45 minutes" });
  await form.getByLabel("Notice you need").selectOption({ label: options.notice ?? "2 hours" });
  await form.getByLabel("How far ahead investors may book").selectOption({ label: options.ahead ?? "2 weeks" });
  const days = options.days ?? EVERY_DAY;
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const) {
    await form.getByLabel(`${day} from`).fill(days[day]?.[0] ?? "");
    await form.getByLabel(`${day} to`).fill(days[day]?.[1] ?? "");
  }
  await form.getByLabel("Dates off").fill((options.datesOff ?? []).join("\n"));
  // Pressed from the keyboard: "Saved." beside the button takes focus.
  await form.getByRole("button", { name: "Save meeting options" }).press("Enter");
  await expect(form.getByRole("status")).toContainText("Saved.", { timeout: 30_000 });
  await expect(form.getByRole("status")).toBeFocused();
}

/**
 * A new investor (in `page`'s browser) finishes the questionnaire, sends their details to
 * `providerId` only and confirms their address through the mailed link. Returns the investor.
 */
export async function introduceInvestor(page: Page, browser: Browser, providerId: string, investor: Investor = newInvestor()): Promise<Investor> {
  await visitorWithMatches(page, MEETING_ANSWERS);
  const sent = await page.request.post("/api/leads", {
    data: { firstName: investor.firstName, lastName: investor.lastName, phoneNumber: "07911 123456", email: investor.email, terms: true, contactMethod: "video", contactTime: "mornings", firms: [providerId] },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await confirmEmailByMail(browser, investor.email);
  return investor;
}

/** On its workspace: the firm presses Accept on the investor's introduction. */
export async function acceptIntroduction(page: Page, providerId: string, investor: Investor) {
  await page.goto(`/sales-portal/${providerId}?status=sent`);
  const row = introductionInWorkspace(page, investor);
  await row.getByRole("button", { name: "Accept", exact: true }).click();
  // The action redirects back to the workspace with its notice: slow on a busy machine.
  const saved = page.getByRole("status").filter({ hasText: "Saved. The change is recorded" });
  await expect(saved).toBeVisible({ timeout: 30_000 });
  // Accepted, it has left the list of those waiting: on to it among all introductions.
  await saved.getByRole("link", { name: "see it among all introductions" }).click();
  await expect(introductionInWorkspace(page, investor)).toContainText("Status: Accepted");
}

/** The investor's introduction in the firm's workspace, found by their name. */
export function introductionInWorkspace(page: Page, investor: Investor) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `${investor.firstName} ${investor.lastName}` }) });
}

/**
 * The firm's member signs in (a browser of their own), sets the meeting options and accepts the
 * investor's introduction. Returns the member's page, still signed in, and a way to close it.
 */
export async function firmSetsOptionsAndAccepts(browser: Browser, firm: { providerId: string; staffEmail: string }, investor: Investor, options?: MeetingOptions) {
  const member = await asStaff(browser, firm.staffEmail, `/sales-portal/${firm.providerId}`);
  await setMeetingOptions(member.page, firm.providerId, options);
  await acceptIntroduction(member.page, firm.providerId, investor);
  return member;
}

/**
 * The investor opens the link in the firm's acceptance mail (subject "{firm} has accepted your
 * introduction"), presses Continue and lands on their introductions.
 */
export async function openAcceptanceMail(page: Page, investor: Investor, firmName: string): Promise<Mail> {
  const mail = await waitForMail(investor.email, `${firmName} has accepted your introduction`);
  expect(mail.body).toContain(`Book a meeting with ${firmName}`);
  await page.goto(linkIn(mail, "http://127.0.0.1:"));
  await page.getByRole("button", { name: /^Continue/ }).click();
  await expect(page.getByRole("region", { name: `First meeting with ${firmName}` })).toBeVisible({ timeout: 20_000 });
  return mail;
}

/**
 * On the results page or /account: books a time in "First meeting with {firm}" (the first day
 * offered, the `index`-th time, moving on when someone has just taken it) and waits for "Booked".
 * Returns the time as the radio named it and the status line.
 */
export async function bookMeeting(page: Page, firmName: string, options: { kind?: string; index?: number } = {}): Promise<{ time: string; startsAt: Date; booked: string }> {
  const panel = page.getByRole("region", { name: `First meeting with ${firmName}` });
  await expect(panel.getByRole("button", { name: "Book this meeting" })).toBeEnabled();
  for (let index = options.index ?? 0; ; index += 1) {
    const radio = panel.getByRole("group", { name: "Time" }).getByRole("radio").nth(index);
    const time = ((await radio.locator("xpath=..").innerText()) ?? "").trim();
    const startsAt = new Date(await radio.inputValue());
    await radio.check();
    if (options.kind) await panel.getByRole("group", { name: "How to meet" }).getByRole("radio", { name: options.kind }).check();
    // Pressed from the keyboard: the answer takes focus, "Booked" above the panel or the refusal after the fields.
    await panel.getByRole("button", { name: "Book this meeting" }).press("Enter");
    const answer = panel.getByText(/^Booked: |Someone has just booked that time/).first();
    await expect(answer).toBeVisible({ timeout: 20_000 });
    await expect(answer).toBeFocused();
    const said = await answer.innerText();
    if (said.startsWith("Booked: ")) return { time, startsAt, booked: said };
  }
}

/** The calendar invitation in a mail, parsed (ical.js): its METHOD, UID, SEQUENCE and start. */
export function inviteIn(mail: Mail) {
  const text = /BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/.exec(mail.body)?.[0];
  if (!text) throw new Error(`no calendar invitation in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error(`no event in the invitation of "${mail.subject}"`);
  const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: String(event.getFirstPropertyValue("uid")),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    start: start.toJSDate(),
    /** "UTC" when DTSTART is written in UTC (…Z), else its TZID. */
    zone: start.zone?.tzid ?? "floating",
  };
}

/** Waits (up to `timeout`, a minute unless said) for a mail to `to` carrying the invitation `uid` at `sequence`, and returns it. */
export async function waitForInvite(to: string, uid: string, sequence: number, timeout = 60_000): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await allMail()).find((mail) => {
          if (!mail.to.includes(to.toLowerCase()) || !mail.body.includes(uid)) return false;
          const invite = inviteIn(mail);
          return invite.uid === uid && invite.sequence === sequence;
        });
        return Boolean(found);
      },
      { timeout, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  return found!;
}

/** The instant London's clocks show `time` ("HH:MM") on `date` (YYYY-MM-DD): UTC+1 or UTC+0, summer time first. */
export function londonInstant(date: string, time: string): Date {
  const naive = Date.parse(`${date}T${time}:00Z`);
  const clock = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  for (const hours of [1, 0]) {
    const candidate = new Date(naive - hours * 3_600_000);
    if (clock.format(candidate).replace(",", "") === `${date} ${time}`) return candidate;
  }
  throw new Error(`${date} ${time} never shows in London`);
}
