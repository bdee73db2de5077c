/**
 * Working days in England and Wales: Monday to Friday, bank holidays aside (docs/product.md, "Introductions": an
 * introduction not answered within 2 working days is overdue). Dates are calendar dates in
 * London, written "YYYY-MM-DD". Pure.
 */

/** One-off changes announced by proclamation: days added, and usual days moved away. */
const ADDED: Record<number, string[]> = {
  2020: ["2020-05-08"],
  2022: ["2022-06-02", "2022-06-03", "2022-09-19"],
  2023: ["2023-05-08"],
};
const REMOVED: Record<number, string[]> = { 2020: ["2020-05-04"], 2022: ["2022-05-30"] };

const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
const weekday = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).getUTCDay();

/** Easter Sunday (Gregorian, anonymous algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

function shift(date: string, days: number): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

function firstMonday(year: number, month: number): string {
  for (let d = 1; ; d += 1) if (weekday(year, month, d) === 1) return iso(year, month, d);
}

function lastMonday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  for (let d = last; ; d -= 1) if (weekday(year, month, d) === 1) return iso(year, month, d);
}

const cache = new Map<number, Set<string>>();

/** England and Wales bank holidays of `year`, with weekend substitutes. */
export function bankHolidays(year: number): Set<string> {
  const known = cache.get(year);
  if (known) return known;
  const days: string[] = [];
  const newYear = weekday(year, 1, 1);
  days.push(iso(year, 1, newYear === 6 ? 3 : newYear === 0 ? 2 : 1));
  const easter = easterSunday(year);
  days.push(shift(easter, -2), shift(easter, 1));
  days.push(firstMonday(year, 5), lastMonday(year, 5), lastMonday(year, 8));
  const christmas = weekday(year, 12, 25);
  // Christmas on Saturday: Monday 27th and Tuesday 28th; on Sunday: Monday 26th and Tuesday 27th;
  // on Friday: Boxing Day falls on Saturday and moves to Monday 28th.
  if (christmas === 6) days.push(iso(year, 12, 27), iso(year, 12, 28));
  else if (christmas === 0) days.push(iso(year, 12, 26), iso(year, 12, 27));
  else if (christmas === 5) days.push(iso(year, 12, 25), iso(year, 12, 28));
  else days.push(iso(year, 12, 25), iso(year, 12, 26));
  const removed = new Set(REMOVED[year] ?? []);
  const set = new Set([...days.filter((d) => !removed.has(d)), ...(ADDED[year] ?? [])]);
  cache.set(year, set);
  return set;
}

export function isWorkingDay(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6 && !bankHolidays(Number(date.slice(0, 4))).has(date);
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
