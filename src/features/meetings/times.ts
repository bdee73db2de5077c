import { dayMonthYear } from "@/lib/dates";

/**
 * Meeting times in words, in a given time zone (docs/product.md, "Meetings"). Pure and small, so
 * the investor's browser, the firm's workspace and the mails say a time the same way. A day is
 * written as every date on the site is, with an ordinal day and a three-letter month, after the
 * day of the week: "Tuesday 2nd Mar 2027".
 */
export const UK_ZONE = "Europe/London";

/** A time zone the runtime knows, else null (a browser may send anything). */
export function knownTimeZone(zone: unknown): string | null {
  if (typeof zone !== "string" || zone.length === 0 || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat("en-GB", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(zone: string, kind: "day" | "time" | "name"): Intl.DateTimeFormat {
  const key = `${zone}|${kind}`;
  let found = formats.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === "day"
        ? { timeZone: zone, weekday: "long", day: "numeric", month: "short", year: "numeric" }
        : kind === "time"
          ? { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }
          : { timeZone: zone, timeZoneName: "long" };
    found = new Intl.DateTimeFormat("en-GB", options);
    formats.set(key, found);
  }
  return found;
}

/** "Wednesday 2nd Dec 2026" in `zone`. */
export function dayInWords(instant: Date, zone: string): string {
  const parts = Object.fromEntries(format(zone, "day").formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.weekday} ${dayMonthYear(parts)}`;
}

/** "10:00" in `zone`. */
export function clockTime(instant: Date, zone: string): string {
  return format(zone, "time").format(instant);
}

/** The zone's own name at that instant: "Greenwich Mean Time", "Central European Standard Time". */
export function zoneName(instant: Date, zone: string): string {
  return format(zone, "name").formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? zone;
}

/** Zones that are Coordinated Universal Time under another name. */
const UTC_ZONES = new Set(["UTC", "Etc/UTC", "Etc/UCT", "Etc/Universal", "Etc/Zulu", "Etc/GMT", "GMT", "Universal", "Zulu"]);

/** How a zone is named beside a time: "UK time" for London, "UTC", else its city: "Paris time", "New York time". */
export function zoneLabel(zone: string): string {
  if (zone === UK_ZONE) return "UK time";
  if (UTC_ZONES.has(zone)) return "UTC";
  return `${(zone.split("/").at(-1) ?? zone).replace(/_/g, " ")} time`;
}

/** "Wednesday 2nd Dec 2026, 10:00 to 10:45 UK time". */
export function meetingTimeInWords(startsAt: Date, endsAt: Date, zone: string): string {
  return `${dayInWords(startsAt, zone)}, ${clockTime(startsAt, zone)} to ${clockTime(endsAt, zone)} ${zoneLabel(zone)}`;
}

/**
 * The time for an investor: in their own zone, and in UK time as well when their clock reads
 * otherwise ("… 11:00 to 11:45 Paris time (10:00 to 10:45 UK time)").
 */
export function investorTimeInWords(startsAt: Date, endsAt: Date, zone: string | null): string {
  const own = zone ?? UK_ZONE;
  const words = meetingTimeInWords(startsAt, endsAt, own);
  if (own === UK_ZONE) return words;
  if (clockTime(startsAt, own) === clockTime(startsAt, UK_ZONE) && clockTime(endsAt, own) === clockTime(endsAt, UK_ZONE)) return words;
  const ukDay = dayInWords(startsAt, UK_ZONE) === dayInWords(startsAt, own) ? "" : `${dayInWords(startsAt, UK_ZONE)}, `;
  return `${words} (${ukDay}${clockTime(startsAt, UK_ZONE)} to ${clockTime(endsAt, UK_ZONE)} UK time)`;
}
