/** The meeting forms' field names, without zod, so the browser's forms need not load it. */
import { WEEKDAYS } from "./kinds";

export const dayFields = WEEKDAYS.map((day) => day.toLowerCase()) as Lowercase<(typeof WEEKDAYS)[number]>[];

/** The options form: a checkbox per kind, then one From/To pair per weekday. */
export const SETTINGS_FIELDS = [
  "providerId",
  "phone",
  "video",
  "inPerson",
  "address",
  "durationMinutes",
  "noticeHours",
  "horizonDays",
  ...dayFields.flatMap((day) => [`${day}From`, `${day}To`] as const),
  "datesOff",
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

/** Up to three London date-times ("2026-12-02T10:00", as a datetime-local field sends). */
export const OFFER_FIELDS = ["introductionId", "providerId", "time1", "time2", "time3"] as const;

export const BOOK_FIELDS = ["introductionId", "slot", "kind", "timeZone"] as const;

export const INVESTOR_RESCHEDULE_FIELDS = ["meetingId", "slot", "reason", "timeZone"] as const;

export const FIRM_RESCHEDULE_FIELDS = ["meetingId", "providerId", "newTime", "reason"] as const;

export const CANCEL_FIELDS = ["meetingId", "reason"] as const;
export const FIRM_CANCEL_FIELDS = ["meetingId", "providerId", "reason"] as const;
