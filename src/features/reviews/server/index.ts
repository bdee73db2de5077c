export { askForOutcomes, heldMeetingOf, investorOutcomeView, meetingInWords, outcomeDelayHours, outcomesFor, recordOutcome, type OutcomePair, type RecordOutcomeResult } from "./outcomes";
export {
  firmMeetingRows,
  firmRemovals,
  firmResponseFigures,
  firmReviews,
  postReview,
  removeReview,
  replyToReview,
  type FirmMeetingRow,
  type PostReviewResult,
  type PublishedReview,
} from "./reviews";
