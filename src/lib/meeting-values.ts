/**
 * The kinds of first meeting and the shape of a firm's weekly hours (docs/product.md, "Meetings").
 * The database enum (src/server/db/schema.ts) takes its values from here; the meetings feature
 * adds the labels and forms.
 */
export const MEETING_KINDS = ["phone", "video", "in-person"] as const;
export type MeetingKindValue = (typeof MEETING_KINDS)[number];

/** One day's hours in London time, "HH:MM" on a 24-hour clock; `to` is after `from`. */
export interface DayHours {
  from: string;
  to: string;
}

/** Seven entries, Monday first; null for a day without hours. */
export type WeeklyHoursValue = (DayHours | null)[];
