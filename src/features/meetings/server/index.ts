import "server-only";

/** The meetings feature's server API for routes and other features (docs/introductions.md, "Meetings"). */
export { readMeetingSettings, saveMeetingSettings, settingsFormValues } from "./availability";
export { bookMeeting, cancelMeeting, offerTimes, rescheduleMeeting } from "./meetings";
export { firmMeetingRecipients } from "./notify";
export { cancelMeetingsOfClosedIntroductions, sendMeetingReminders } from "./reminders";
export { firmMeetings, investorMeetings, statusWithMeeting, withBookedMeetings, withMeetingStatus } from "./views";
export { clockTime, dayInWords, investorTimeInWords, knownTimeZone, UK_ZONE } from "../times";
