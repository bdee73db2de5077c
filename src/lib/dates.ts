/** docs/product.md, "Constants": dates are shown with an ordinal day, like "1st Jan 2024", in UK time. */
export function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  switch (day % 10) {
    case 1:
      return `${day}st`;
    case 2:
      return `${day}nd`;
    case 3:
      return `${day}rd`;
    default:
      return `${day}th`;
  }
}

type Zone = "Europe/London" | "UTC";

const formats = new Map<string, Intl.DateTimeFormat>();
function partsIn(zone: Zone, withTime: boolean, date: Date): Record<string, string> {
  const key = `${zone} ${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: zone, ...(withTime ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } : {}) });
    formats.set(key, format);
  }
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

function readable(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * "1st Jan 2024" from an en-GB format's parts (day numeric, month short, year), for a format with
 * more parts than these (meeting times add the weekday). en-GB writes September as "Sept"; the
 * site's style is three letters.
 */
export const dayMonthYear = (byType: Record<string, string>): string => `${ordinal(Number(byType.day))} ${String(byType.month).slice(0, 3)} ${byType.year}`;

/**
 * "1st Jan 2024", the day in UK time (or in UTC, for a calendar day kept as UTC midnight); an
 * unreadable date gives an empty string rather than "Invalid Date".
 */
export function formatOrdinalDate(value: Date | string | number, { zone = "Europe/London" }: { zone?: Zone } = {}): string {
  const date = readable(value);
  return date ? dayMonthYear(partsIn(zone, false, date)) : "";
}

/** "1st Jan 2024, 14:05" in UK time, for a moment staff need to the minute; empty when unreadable. */
export function formatOrdinalDateTime(value: Date | string | number): string {
  const date = readable(value);
  if (!date) return "";
  const byType = partsIn("Europe/London", true, date);
  return `${dayMonthYear(byType)}, ${byType.hour}:${byType.minute}`;
}

const londonDay = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" });

/** Today's date in the UK as YYYY-MM-DD, for checking a date typed as one (built from parts, whatever the locale's pattern). */
export function londonToday(now = new Date()): string {
  const parts = Object.fromEntries(londonDay.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
