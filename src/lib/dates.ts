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

const parts = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/London" });

/** "1st Jan 2024"; an unreadable date gives an empty string rather than "Invalid Date". */
export function formatOrdinalDate(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const byType = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
  // en-GB writes September as "Sept"; the site's style is three letters.
  return `${ordinal(Number(byType.day))} ${String(byType.month).slice(0, 3)} ${byType.year}`;
}

const londonDay = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" });

/** Today's date in the UK as YYYY-MM-DD, for checking a date typed as one (built from parts, whatever the locale's pattern). */
export function londonToday(now = new Date()): string {
  const parts = Object.fromEntries(londonDay.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
