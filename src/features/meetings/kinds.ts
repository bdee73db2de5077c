/**
 * The kinds of first meeting and the shape of a firm's weekly hours (docs/product.md, "Meetings").
 * Pure: the schema, the forms and the slot generator read them from here.
 */
import type { MeetingKindValue } from "@/lib/meeting-values";

export { MEETING_KINDS, type MeetingKindValue, type WeeklyHoursValue } from "@/lib/meeting-values";

export const meetingKindLabel: Record<MeetingKindValue, string> = {
  phone: "Phone",
  video: "Video call",
  "in-person": "In person",
};

/** Monday first, as the week is shown in the workspace. */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export const MEETING_LENGTHS = [30, 45, 60, 90] as const;
export const NOTICE_HOURS = [2, 4, 12, 24, 48] as const;
export const HORIZON_DAYS = [7, 14, 21, 28, 42] as const;
/** How many specific times a firm may propose for one introduction. */
export const MAX_OFFERED_TIMES = 3;
