import "server-only";

/** The meetings feature's server API for routes and other features (docs/introductions.md, "Meetings"). */
export { bookableTimes, readMeetingSettings, saveMeetingSettings, settingsFormValues, type BookableTimes, type FirmMeetingSettings } from "./availability";
export { BOOKABLE_STATUSES, bookMeeting, cancelMeeting, isUniqueViolation, offerTimes, rescheduleMeeting, type MeetingActor, type MeetingOutcome } from "./meetings";
export { cancelMeetingsOfClosedIntroductions, sendMeetingReminders } from "./reminders";
export { firmMeetings, investorMeetings, withMeetingStatus, type FirmMeetingView, type InvestorMeetingView } from "./views";
