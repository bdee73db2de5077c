const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const dayMonthYear = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** A calendar date ("2026-12-01", a London date) as staff's pages write dates: "1 Dec 2026". */
export function dateInWords(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(day.getTime())) return date;
  return dayMonthYear.format(day);
}

/** A week ("2026-11-23", its first day) as a British reader says it: "23 Nov", or with `long` "Week of 23 Nov 2026". */
export function weekInWords(week: string, long = false): string {
  const day = new Date(`${week}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(week) || Number.isNaN(day.getTime())) return week;
  return long ? `Week of ${dayMonthYear.format(day)}` : dayMonth.format(day);
}
