/**
 * The kinds of first meeting and the shape of a firm's weekly hours (docs/product.md, "Meetings").
 * Pure: the schema, the forms and the slot generator read them from here.
 */
export const MEETING_KINDS = ["phone", "video", "in-person"] as const;
export type MeetingKindValue = (typeof MEETING_KINDS)[number];

export const meetingKindLabel: Record<MeetingKindValue, string> = {
  phone: "Phone",
  video: "Video call",
  "in-person": "In person",
};

/** Monday first, as the week is shown in the workspace. */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** One day's hours in London time, "HH:MM" on a 24-hour clock; `to` is after `from`. */
export interface DayHours {
  from: string;
  to: string;
}

/** Seven entries, Monday first; null for a day without hours. */
export type WeeklyHoursValue = (DayHours | null)[];

export const MEETING_LENGTHS = [30, 45, 60, 90] as const;
export const NOTICE_HOURS = [2, 4, 12, 24, 48] as const;
export const HORIZON_DAYS = [7, 14, 21, 28, 42] as const;
/** How many specific times a firm may propose for one introduction. */
export const MAX_OFFERED_TIMES = 3;
