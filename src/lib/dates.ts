/** SPEC §9: ordinal dates are shown like "1st Jan 2024" (UK time). */
const parts = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/London" });

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: "st", 2: "nd", 3: "rd" }[day % 10] ?? "th"}`;
}

export function formatOrdinalDate(date: Date | string): string {
  const value = typeof date === "string" ? new Date(date) : date;
  const byType = Object.fromEntries(parts.formatToParts(value).map((p) => [p.type, p.value]));
  return `${ordinal(Number(byType.day))} ${byType.month} ${byType.year}`;
}
