import "server-only";

import Holidays from "date-holidays";

/**
 * Working days in England and Wales: Monday to Friday, bank holidays aside (docs/product.md, "Introductions": an
 * introduction not answered within 2 working days is overdue). Dates are calendar dates in
 * London, written "YYYY-MM-DD". Server-only: the holiday data (the `date-holidays` package, which
 * carries the usual rules, the substitute days for a holiday on a weekend and the one-off days
 * announced by proclamation) never goes to a browser.
 *
 * The package is kept current through npm like any other dependency; working-days.test.ts fails
 * when it no longer knows this year's and next year's bank holidays.
 */
const englandAndWales = new Holidays("GB", "ENG");

const iso = (date: Date) => date.toISOString().slice(0, 10);

function shift(date: string, days: number): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return iso(t);
}

function isWeekend(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

const cache = new Map<number, ReadonlySet<string>>();

/** England and Wales bank holidays of `year` that fall on a weekday (a weekend's is replaced by its substitute day). */
export function bankHolidays(year: number): ReadonlySet<string> {
  const known = cache.get(year);
  if (known) return known;
  const days = englandAndWales
    .getHolidays(year)
    .filter((holiday) => holiday.type === "public")
    // `date` is the local date and time, "2026-12-28 00:00:00".
    .map((holiday) => holiday.date.slice(0, 10))
    .filter((date) => !isWeekend(date));
  const set = new Set(days);
  cache.set(year, set);
  return set;
}

export function isWorkingDay(date: string): boolean {
  return !isWeekend(date) && !bankHolidays(Number(date.slice(0, 4))).has(date);
}

const londonDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar date in London of an instant. */
export function dateInLondon(instant: Date): string {
  return londonDate.format(instant);
}

/** The date `count` working days after `date` (the day itself does not count). */
export function addWorkingDays(date: string, count: number): string {
  let day = date;
  for (let n = 0; n < count; ) {
    day = shift(day, 1);
    if (isWorkingDay(day)) n += 1;
  }
  return day;
}

/** The last London date on which a firm can answer in time: the end of the 2nd working day after it was sent. */
export function answerDueBy(sentAt: Date, workingDays = 2): string {
  return addWorkingDays(dateInLondon(sentAt), workingDays);
}

/** Sent, unanswered, and the due date has passed in London. */
export function isOverdue(sentAt: Date, now: Date, workingDays = 2): boolean {
  return dateInLondon(now) > answerDueBy(sentAt, workingDays);
}
