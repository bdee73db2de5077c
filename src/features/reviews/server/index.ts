export { askForOutcomes, investorOutcomeView, meetingInWords, outcomesFor, recordOutcome } from "./outcomes";
export {
  firmMeetingRows,
  firmResponseFigures,
  firmReviews,
  postReview,
  removeReview,
  replyToReview,
  withdrawReview,
  type FirmMeetingRow,
  type PublishedReview,
} from "./reviews";
