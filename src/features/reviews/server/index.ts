export { askForOutcomes, heldMeetingOf, investorOutcomeView, meetingInWords, outcomeDelayHours, outcomesFor, recordOutcome, type OutcomePair, type RecordOutcomeResult } from "./outcomes";
export {
  firmMeetingRows,
  firmRemovals,
  firmResponseFigures,
  firmReviews,
  postReview,
  removalSchema,
  removeReview,
  replySchema,
  replyToReview,
  reviewSchema,
  REPLY_MAX,
  REVIEW_MAX,
  type FirmMeetingRow,
  type PostReviewResult,
  type PublishedReview,
} from "./reviews";
