export { askForOutcomes, investorOutcomeView, meetingInWords, outcomesFor, recordOutcome } from "./outcomes";
export {
  firmMeetingRows,
  firmResponseFigures,
  firmReviewRows,
  firmReviews,
  postReview,
  removeReview,
  replyToReview,
  withdrawReview,
  type FirmMeetingRow,
  type FirmPage,
  type FirmReviewRow,
  type PublishedReview,
} from "./reviews";
