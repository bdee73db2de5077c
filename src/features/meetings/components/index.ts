export { FirmMeeting } from "./firm-meeting";
export { InvestorMeeting } from "./investor-meeting";
export { MeetingOptionsForm } from "./meeting-options-form";
