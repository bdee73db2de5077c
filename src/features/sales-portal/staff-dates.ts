import { formatOrdinalDate } from "@/lib/dates";

/** A calendar date written "2026-12-01" as that day (UTC midnight), or null when it is not one. */
function calendarDay(date: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? null : day;
}

/** A calendar date ("2026-12-01", a London date) as the site writes dates: "1st Dec 2026". */
export function dateInWords(date: string): string {
  const day = calendarDay(date);
  return day ? formatOrdinalDate(day, { zone: "UTC" }) : date;
}

/** A week ("2026-11-23", its first day): "23rd Nov" for a chart's axis, or with `long` "Week of 23rd Nov 2026". */
export function weekInWords(week: string, long = false): string {
  const day = calendarDay(week);
  if (!day) return week;
  const words = formatOrdinalDate(day, { zone: "UTC" });
  return long ? `Week of ${words}` : words.slice(0, words.lastIndexOf(" "));
}
