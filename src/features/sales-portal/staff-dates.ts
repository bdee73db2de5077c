const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const dayMonthYear = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** A calendar date written "2026-12-01" as that day, or null when it is not one. */
function calendarDay(date: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? null : day;
}

/** A calendar date ("2026-12-01", a London date) as staff's pages write dates: "1 Dec 2026". */
export function dateInWords(date: string): string {
  const day = calendarDay(date);
  return day ? dayMonthYear.format(day) : date;
}

/** A week ("2026-11-23", its first day) as a British reader says it: "23 Nov", or with `long` "Week of 23 Nov 2026". */
export function weekInWords(week: string, long = false): string {
  const day = calendarDay(week);
  if (!day) return week;
  return long ? `Week of ${dayMonthYear.format(day)}` : dayMonth.format(day);
}
