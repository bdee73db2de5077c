/**
 * What the meeting forms send, parsed once at the edge (docs/product.md, "Meetings"). Every message
 * starts with the field's label, so the form says which field to fix.
 */
import "@/lib/zod-config";
import { z } from "zod";
import { hasWebAddress } from "@/lib/text-safety";
import { HORIZON_DAYS, MAX_OFFERED_TIMES, MEETING_KINDS, MEETING_LENGTHS, NOTICE_HOURS, WEEKDAYS, type MeetingKindValue, type WeeklyHoursValue } from "./kinds";
import { dayFields, SETTINGS_FIELDS, type SettingsField } from "./schema-fields";
import { londonToInstant, minutesOf } from "./slots";

export * from "./schema-fields";

const ticked = (value: string) => value === "on" || value === "true";
const oneOf = <T extends number>(list: readonly T[], label: string) =>
  z.string().transform((value, ctx) => {
    const n = Number(value);
    if (!(list as readonly number[]).includes(n)) {
      ctx.addIssue({ code: "custom", message: `${label}: choose one of the options` });
      return z.NEVER;
    }
    return n as T;
  });

/** "24/12/2026" or "2026-12-24" as a YYYY-MM-DD date that exists; null otherwise. */
export function parseDay(text: string): string | null {
  const uk = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [y, m, d] = uk ? [uk[3], uk[2], uk[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !m || !d) return null;
  const date = `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date ? date : null;
}

export interface MeetingSettingsInput {
  providerId: string;
  kinds: MeetingKindValue[];
  address: string | null;
  durationMinutes: number;
  noticeHours: number;
  horizonDays: number;
  weeklyHours: WeeklyHoursValue;
  datesOff: string[];
}

export const meetingSettingsSchema = z
  .object(Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, z.string().max(2000, "Keep this field shorter")])) as Record<SettingsField, z.ZodString>)
  .transform((v, ctx): MeetingSettingsInput => {
    const kinds = MEETING_KINDS.filter((kind) => ticked(v[kind === "in-person" ? "inPerson" : kind]));
    if (kinds.length === 0) ctx.addIssue({ code: "custom", path: ["phone"], message: "Kinds of meeting: tick at least one" });
    const address = v.address.trim();
    if (kinds.includes("in-person") && address.length < 5) ctx.addIssue({ code: "custom", path: ["address"], message: "Address for meetings in person: enter the address where you meet investors" });
    if (address.length > 300) ctx.addIssue({ code: "custom", path: ["address"], message: "Address for meetings in person: keep it to 300 characters or fewer" });
    const duration = oneOf(MEETING_LENGTHS, "Length of a meeting").safeParse(v.durationMinutes);
    const notice = oneOf(NOTICE_HOURS, "Notice you need").safeParse(v.noticeHours);
    const horizon = oneOf(HORIZON_DAYS, "How far ahead investors may book").safeParse(v.horizonDays);
    for (const [result, path] of [[duration, "durationMinutes"], [notice, "noticeHours"], [horizon, "horizonDays"]] as const) {
      if (!result.success) ctx.addIssue({ code: "custom", path: [path], message: result.error.issues[0]?.message ?? "Choose one of the options" });
    }
    const weeklyHours: WeeklyHoursValue = dayFields.map((day, index) => {
      const from = v[`${day}From`].trim();
      const to = v[`${day}To`].trim();
      const name = WEEKDAYS[index];
      if (!from && !to) return null;
      if (!from || !to) {
        ctx.addIssue({ code: "custom", path: [`${day}${from ? "To" : "From"}`], message: `${name}: enter both a start and an end time, or neither` });
        return null;
      }
      const start = minutesOf(from);
      const end = minutesOf(to);
      if (start === null || end === null) {
        ctx.addIssue({ code: "custom", path: [`${day}${start === null ? "From" : "To"}`], message: `${name}: enter times like 09:00 and 17:30` });
        return null;
      }
      if (end <= start) {
        ctx.addIssue({ code: "custom", path: [`${day}To`], message: `${name}: the end time must be after the start time` });
        return null;
      }
      return { from, to };
    });
    const datesOff: string[] = [];
    for (const line of v.datesOff.split(/[\n,]/).map((l) => l.trim()).filter(Boolean)) {
      const day = parseDay(line);
      if (!day) {
        ctx.addIssue({ code: "custom", path: ["datesOff"], message: `Dates off: "${line.slice(0, 20)}" is not a date; write dates like 24/12/2026, one a line` });
        break;
      }
      datesOff.push(day);
    }
    if (datesOff.length > 200) ctx.addIssue({ code: "custom", path: ["datesOff"], message: "Dates off: list 200 dates or fewer" });
    return {
      providerId: v.providerId,
      kinds,
      address: address || null,
      durationMinutes: duration.success ? duration.data : 60,
      noticeHours: notice.success ? notice.data : 24,
      horizonDays: horizon.success ? horizon.data : 21,
      weeklyHours,
      datesOff: [...new Set(datesOff)].sort(),
    };
  });

const timeFields = ["time1", "time2", "time3"] as const;
const ordinal = ["First time", "Second time", "Third time"];

/**
 * What a firm is told once its options are saved: without weekly hours no investor can pick a time
 * (generateSlots offers none), so it is told to propose times on each accepted introduction instead.
 */
export function savedOptionsMessage(weeklyHours: WeeklyHoursValue): string {
  return weeklyHours.some((hours) => hours !== null)
    ? "Saved. Investors whose introduction you accept can book from these times."
    : "Saved. With no weekly hours, investors cannot pick a time themselves: propose times on each introduction you accept, or add hours here.";
}

/** A London date-time from a datetime-local field as an instant; null when it is not one. */
export function londonDateTime(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::00)?$/.exec(value.trim());
  return match?.[1] && match[2] ? londonToInstant(match[1], match[2]) : null;
}

export const offerTimesSchema = z
  .object({
    introductionId: z.uuid("Choose an introduction"),
    providerId: z.string().min(1).max(40),
    time1: z.string().max(40),
    time2: z.string().max(40),
    time3: z.string().max(40),
  })
  .transform((v, ctx) => {
    const times: Date[] = [];
    timeFields.forEach((field, index) => {
      const raw = v[field].trim();
      if (!raw) return;
      const at = londonDateTime(raw);
      if (!at) ctx.addIssue({ code: "custom", path: [field], message: `${ordinal[index]}: enter a date and a time (UK time) that exists` });
      else times.push(at);
    });
    if (times.length === 0 && !timeFields.some((f) => v[f].trim())) ctx.addIssue({ code: "custom", path: ["time1"], message: "First time: enter at least one date and time" });
    return { introductionId: v.introductionId, providerId: v.providerId, times: times.slice(0, MAX_OFFERED_TIMES) };
  });

const reason = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label}: tell the other side why, in a few words`)
    .max(500, `${label}: keep it to 500 characters or fewer`)
    // The other side is mailed it: no links from a stranger in a mail sent in the site's name.
    .refine((text) => !hasWebAddress(text, { emailAddresses: "allowed" }), `${label}: leave out web addresses; the other side is e-mailed this`);

export const bookMeetingSchema = z.object({
  introductionId: z.uuid("Choose an introduction"),
  slot: z.iso.datetime({ message: "Time: choose one of the times offered" }),
  kind: z.enum(MEETING_KINDS, { error: "How to meet: choose one" }),
  timeZone: z.string().max(64),
});

export const investorRescheduleSchema = z.object({
  meetingId: z.uuid("Choose a meeting"),
  slot: z.iso.datetime({ message: "New time: choose one of the times offered" }),
  reason: reason("Reason for moving the meeting"),
  timeZone: z.string().max(64),
});

export const firmRescheduleSchema = z.object({
  meetingId: z.uuid("Choose a meeting"),
  providerId: z.string().min(1).max(40),
  newTime: z
    .string()
    .max(40)
    .transform((value, ctx) => {
      const at = londonDateTime(value);
      if (!at) {
        ctx.addIssue({ code: "custom", message: "New date and time: enter a date and a time (UK time) that exists" });
        return z.NEVER;
      }
      return at;
    }),
  reason: reason("Reason for moving the meeting"),
});

export const cancelMeetingSchema = z.object({
  meetingId: z.uuid("Choose a meeting"),
  reason: reason("Reason for cancelling"),
});
export const firmCancelMeetingSchema = cancelMeetingSchema.extend({ providerId: z.string().min(1).max(40) });
