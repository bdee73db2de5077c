/**
 * Bookable first-meeting slots (docs/product.md, "Meetings"). Pure: a firm's weekly hours are wall
 * times in London, so each slot is placed by asking what instant that London date and time is,
 * which keeps 09:00 at 09:00 on both sides of the March and October clock changes. A wall time the
 * clocks skip (01:00–02:00 on the last Sunday of March) has no slot; one they repeat (01:00–02:00 on
 * the last Sunday of October) has one, at its first occurrence.
 */
import { bankHolidays, dateInLondon } from "@/features/introductions/server";
import type { WeeklyHoursValue } from "./kinds";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface Slot {
  startsAt: Date;
  endsAt: Date;
}

export interface SlotRules {
  weeklyHours: WeeklyHoursValue;
  /** London dates (YYYY-MM-DD) without slots. */
  datesOff: readonly string[];
  durationMinutes: number;
  /** No slot starts sooner than this after `now`. */
  noticeHours: number;
  /** Slots run from today to this many London days ahead (today counts as the first). */
  horizonDays: number;
}

const london = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** The London wall time ("HH:MM") of an instant. */
export function timeInLondon(instant: Date): string {
  return london.format(instant);
}

/** "HH:MM" as minutes after midnight; null when it is not a time of day. */
export function minutesOf(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday 0 … Sunday 6, for a YYYY-MM-DD date. */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * The instant at which London's clocks show `time` on `date`, or null when they never do (the hour
 * skipped in March). London is UTC+1 or UTC+0, so the two readings are tried, summer time first: a
 * time shown twice in October is taken at its first showing.
 */
export function londonToInstant(date: string, time: string): Date | null {
  const minutes = minutesOf(time);
  if (minutes === null || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const naive = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS;
  if (Number.isNaN(naive)) return null;
  for (const offsetHours of [1, 0]) {
    const candidate = new Date(naive - offsetHours * HOUR_MS);
    if (dateInLondon(candidate) === date && timeInLondon(candidate) === time) return candidate;
  }
  return null;
}

const overlaps = (slot: Slot, other: Slot) => slot.startsAt < other.endsAt && other.startsAt < slot.endsAt;

const isBankHoliday = (date: string) => bankHolidays(Number(date.slice(0, 4))).has(date);

/**
 * Every slot the firm's rules give from `now`: back to back through each day's hours, leaving out
 * dates off, England and Wales bank holidays, anything sooner than the notice, and any slot that
 * overlaps a meeting already booked (`taken`).
 */
export function generateSlots(rules: SlotRules, options: { now: Date; taken?: readonly Slot[] }): Slot[] {
  const { now, taken = [] } = options;
  const earliest = now.getTime() + rules.noticeHours * HOUR_MS;
  const off = new Set(rules.datesOff);
  const today = dateInLondon(now);
  const slots: Slot[] = [];
  const length = rules.durationMinutes;
  if (!Number.isInteger(length) || length <= 0) return slots;
  for (let n = 0; n < rules.horizonDays; n += 1) {
    const date = addDays(today, n);
    const hours = rules.weeklyHours[weekdayIndex(date)];
    if (!hours || off.has(date) || isBankHoliday(date)) continue;
    const from = minutesOf(hours.from);
    const to = minutesOf(hours.to);
    if (from === null || to === null || to <= from) continue;
    // The day's end as a real instant too: a range that crosses a clock change is shorter or
    // longer than its wall times say.
    const closes = londonToInstant(date, hours.to);
    for (let start = from; start + length <= to; start += length) {
      const startsAt = londonToInstant(date, hhmm(start));
      if (!startsAt) continue;
      const slot = { startsAt, endsAt: new Date(startsAt.getTime() + length * MINUTE_MS) };
      if (closes && slot.endsAt > closes) continue;
      if (startsAt.getTime() < earliest) continue;
      if (taken.some((busy) => overlaps(slot, busy))) continue;
      slots.push(slot);
    }
  }
  return slots;
}

/** A firm's proposed times that can still be booked: at least an hour ahead and not taken. */
export function offeredSlots(startsAt: readonly string[], durationMinutes: number, options: { now: Date; taken?: readonly Slot[] }): Slot[] {
  const { now, taken = [] } = options;
  return startsAt
    .map((iso) => new Date(iso))
    .filter((start) => !Number.isNaN(start.getTime()) && start.getTime() >= now.getTime() + HOUR_MS)
    .map((start) => ({ startsAt: start, endsAt: new Date(start.getTime() + durationMinutes * MINUTE_MS) }))
    .filter((slot) => !taken.some((busy) => overlaps(slot, busy)))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
