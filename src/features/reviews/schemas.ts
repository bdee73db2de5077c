import "@/lib/zod-config";
import { z } from "zod";
import { hasContactDetails } from "@/lib/text-safety";
import { FIRM_OUTCOME_FIELDS, OUTCOME_FIELDS, OUTCOME_RESULTS, REMOVAL_FIELDS, REPLY_FIELDS, REPLY_MAX, REVIEW_FIELDS, REVIEW_MAX, REVIEW_REMOVAL_REASONS, WITHDRAWAL_FIELDS } from "./values";

export { FIRM_OUTCOME_FIELDS, OUTCOME_FIELDS, REMOVAL_FIELDS, REPLY_FIELDS, REPLY_MAX, REVIEW_FIELDS, REVIEW_MAX, WITHDRAWAL_FIELDS };

const introductionId = z.uuid("Choose an introduction");
const meetingHeld = z.enum(["yes", "no"], "Tell us whether the meeting took place").transform((v) => v === "yes");
// When the meeting did not take place the second question is not asked.
const result = z.union([z.enum(OUTCOME_RESULTS, "Choose what you have decided"), z.literal("")]);

const answered = (v: { meetingHeld: boolean; result: string }) => !v.meetingHeld || v.result !== "";
const decided = { path: ["result"], message: "Choose what you have decided" };

export const outcomeSchema = z.object({ introductionId, meetingHeld, result }).refine(answered, decided);
// The firm's form names its fields "Did it take place?" and "Outcome".
export const firmOutcomeSchema = z
  .object({ introductionId, providerId: z.string().min(1).max(40), meetingHeld: z.enum(["yes", "no"], "Did it take place? Choose yes or no").transform((v) => v === "yes"), result })
  .refine(answered, { path: ["result"], message: "Outcome: choose what came of the meeting" });

export const reviewSchema = z.object({
  introductionId,
  rating: z.coerce.number("Choose a star rating from 1 to 5").int("Choose a star rating from 1 to 5").min(1, "Choose a star rating from 1 to 5").max(5, "Choose a star rating from 1 to 5"),
  body: z
    .string()
    .trim()
    .min(20, "Please write at least 20 characters about your experience")
    .max(REVIEW_MAX, `Please keep your review to ${REVIEW_MAX.toLocaleString("en-GB")} characters`)
    // Published for anyone to read: no way to reach the writer or anyone else.
    .refine((text) => !hasContactDetails(text), "Please leave out e-mail addresses, phone numbers and web addresses: your review is published for anyone to read"),
});

/** The investor takes their own review down. */
export const withdrawalSchema = z.object({ introductionId });

export const replySchema = z.object({
  reviewId: z.uuid("Choose a review"),
  providerId: z.string().min(1).max(40),
  reply: z
    .string()
    .trim()
    .min(2, "Your reply: write at least a few words")
    .max(REPLY_MAX, `Please keep your reply to ${REPLY_MAX} characters`)
    .refine((text) => !hasContactDetails(text), "Your reply: leave out e-mail addresses, phone numbers and web addresses; it is published for anyone to read"),
});

export const removalSchema = z.object({
  reviewId: z.uuid("Choose a review"),
  providerId: z.string().min(1).max(40),
  reason: z.enum(REVIEW_REMOVAL_REASONS, "Choose the reason for removing the review"),
  note: z.string().trim().max(500, "Please keep the note to 500 characters"),
});
