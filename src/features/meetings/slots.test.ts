import { describe, expect, it } from "vitest";
import type { WeeklyHoursValue } from "./kinds";
import { generateSlots, londonToInstant, offeredSlots, type SlotRules } from "./slots";

const nineToFive = { from: "09:00", to: "17:00" };
const weekdays: WeeklyHoursValue = [nineToFive, nineToFive, nineToFive, nineToFive, nineToFive, null, null];
const rules = (over: Partial<SlotRules> = {}): SlotRules => ({ weeklyHours: weekdays, datesOff: [], durationMinutes: 60, noticeHours: 24, horizonDays: 21, ...over });
const iso = (slots: { startsAt: Date }[]) => slots.map((s) => s.startsAt.toISOString());

describe("London wall times as instants", () => {
  it("is UTC+0 in winter and UTC+1 in summer", () => {
    expect(londonToInstant("2026-01-15", "09:00")?.toISOString()).toBe("2026-01-15T09:00:00.000Z");
    expect(londonToInstant("2026-07-15", "09:00")?.toISOString()).toBe("2026-07-15T08:00:00.000Z");
  });

  it("has no instant for the hour the clocks skip in March, and the first for the hour they repeat in October", () => {
    expect(londonToInstant("2026-03-29", "01:30")).toBeNull();
    expect(londonToInstant("2026-03-29", "02:00")?.toISOString()).toBe("2026-03-29T01:00:00.000Z");
    expect(londonToInstant("2026-10-25", "01:30")?.toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(londonToInstant("2026-10-25", "02:00")?.toISOString()).toBe("2026-10-25T02:00:00.000Z");
  });

  it("refuses what is not a date and time", () => {
    expect(londonToInstant("2026-02-30", "09:00")).toBeNull();
    expect(londonToInstant("2026-01-15", "24:00")).toBeNull();
    expect(londonToInstant("not a date", "09:00")).toBeNull();
  });
});

describe("slot generation", () => {
  it("keeps 09:00 London at 09:00 across the March clock change", () => {
    // Friday 27 March 2026, noon: the clocks go forward on Sunday 29 March.
    const slots = generateSlots(rules({ noticeHours: 0, horizonDays: 4 }), { now: new Date("2026-03-27T12:00:00Z") });
    const firstOf = (date: string) => iso(slots).find((s) => s.startsWith(date));
    expect(firstOf("2026-03-27")).toBe("2026-03-27T12:00:00.000Z");
    // Monday 30 March, 09:00 BST is 08:00 UTC.
    expect(firstOf("2026-03-30")).toBe("2026-03-30T08:00:00.000Z");
    expect(iso(slots).filter((s) => s.startsWith("2026-03-30"))).toHaveLength(8);
    expect(iso(slots).some((s) => s.startsWith("2026-03-28") || s.startsWith("2026-03-29"))).toBe(false);
  });

  it("keeps 09:00 London at 09:00 across the October clock change", () => {
    // Friday 23 October 2026: the clocks go back on Sunday 25 October.
    const slots = generateSlots(rules({ noticeHours: 0, horizonDays: 4 }), { now: new Date("2026-10-23T06:00:00Z") });
    expect(iso(slots)[0]).toBe("2026-10-23T08:00:00.000Z");
    expect(iso(slots).filter((s) => s.startsWith("2026-10-26"))[0]).toBe("2026-10-26T09:00:00.000Z");
    expect(iso(slots).filter((s) => s.startsWith("2026-10-26")).at(-1)).toBe("2026-10-26T16:00:00.000Z");
  });

  it("lays hours that cross a clock change on real instants: none in the skipped hour, one per repeated hour", () => {
    const night: WeeklyHoursValue = [null, null, null, null, null, null, { from: "00:00", to: "03:00" }];
    const march = generateSlots(rules({ weeklyHours: night, noticeHours: 0, horizonDays: 2 }), { now: new Date("2026-03-28T12:00:00Z") });
    // 00:00 GMT and 02:00 BST; 01:00 never shows. Each lasts a real hour.
    expect(iso(march)).toEqual(["2026-03-29T00:00:00.000Z", "2026-03-29T01:00:00.000Z"]);
    const october = generateSlots(rules({ weeklyHours: night, noticeHours: 0, horizonDays: 2 }), { now: new Date("2026-10-24T12:00:00Z") });
    // 00:00 BST, 01:00 BST (its first showing), 02:00 GMT: the day's real end is 03:00 GMT.
    expect(iso(october)).toEqual(["2026-10-24T23:00:00.000Z", "2026-10-25T00:00:00.000Z", "2026-10-25T02:00:00.000Z"]);
  });

  it("leaves out bank holidays and the firm's dates off", () => {
    // Christmas 2026: Friday 25 December, Boxing Day moves to Monday 28 December.
    const slots = generateSlots(rules({ noticeHours: 0, horizonDays: 10, datesOff: ["2026-12-24"] }), { now: new Date("2026-12-21T07:00:00Z") });
    const days = [...new Set(iso(slots).map((s) => s.slice(0, 10)))];
    expect(days).toEqual(["2026-12-21", "2026-12-22", "2026-12-23", "2026-12-29", "2026-12-30"]);
  });

  it("starts no sooner than the notice and ends at the horizon", () => {
    // Tuesday 1 December 2026, 10:30 UK: with 24 hours' notice the first slot is Wednesday 11:00.
    const slots = generateSlots(rules({ noticeHours: 24, horizonDays: 7 }), { now: new Date("2026-12-01T10:30:00Z") });
    expect(iso(slots)[0]).toBe("2026-12-02T11:00:00.000Z");
    expect(iso(slots).at(-1)).toBe("2026-12-07T16:00:00.000Z");
    const none = generateSlots(rules({ noticeHours: 48, horizonDays: 2 }), { now: new Date("2026-12-01T10:30:00Z") });
    expect(none).toEqual([]);
  });

  it("steps by the meeting's length and leaves out slots that overlap a booked meeting", () => {
    const monday: WeeklyHoursValue = [{ from: "09:00", to: "11:00" }, null, null, null, null, null, null];
    const taken = [{ startsAt: new Date("2026-12-07T09:15:00Z"), endsAt: new Date("2026-12-07T09:45:00Z") }];
    const slots = generateSlots(rules({ weeklyHours: monday, durationMinutes: 45, noticeHours: 0, horizonDays: 7 }), { now: new Date("2026-12-01T00:00:00Z"), taken });
    // 09:00–09:45 overlaps the booking; 09:45–10:30 is free; 10:30–11:15 runs past the hours.
    expect(iso(slots)).toEqual(["2026-12-07T09:45:00.000Z"]);
  });

  it("offers a firm's proposed times only while they are an hour or more away and free", () => {
    const now = new Date("2026-12-01T10:00:00Z");
    const slots = offeredSlots(["2026-12-03T10:00:00.000Z", "2026-12-01T10:30:00.000Z", "2026-12-02T10:00:00.000Z"], 60, {
      now,
      taken: [{ startsAt: new Date("2026-12-03T10:30:00Z"), endsAt: new Date("2026-12-03T11:00:00Z") }],
    });
    expect(iso(slots)).toEqual(["2026-12-02T10:00:00.000Z"]);
  });
});
