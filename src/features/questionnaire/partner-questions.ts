import { partner, type PartnerStep } from "@/config/partner";
import { FINE_BANDS } from "@/lib/wealth-bands";
import { wholeNumberQuestion, type Question, type SingleChoiceQuestion } from "./questions";

/** A single choice of numbered options: the chosen one stores its number (1, 2, 3) in `field`. */
const numberedChoice = <F extends "lloydsWhichService" | "lloydsInvestmentOption" | "lloydsWhichAgent">(field: F, text: string, options: string[], missing: string) =>
  ({
    type: "single-choice" as const,
    slug: field,
    text,
    answers: options.map((option, index) => ({ text: option, slug: String(index + 1), set: { [field]: index + 1 } })),
    missing,
  }) satisfies SingleChoiceQuestion;

/** The insurer flow's six questions (docs/product.md, "The questionnaire"), one per step, in order. */
export const partnerQuestions = {
  "have-an-account": {
    type: "single-choice",
    slug: "lloydsHaveAnAccount",
    text: `Do you have an account with ${partner.displayName}?`,
    answers: [
      { text: "Yes", slug: "yes", set: { lloydsHaveAnAccount: true } },
      { text: "No", slug: "no", set: { lloydsHaveAnAccount: false, lloydsHowManyYears: 0 } },
    ],
    followUp: {
      when: "yes",
      question: wholeNumberQuestion(
        "lloydsHowManyYears",
        "How many years?",
        { hint: "Enter 0 if it is less than a year.", name: "The number of years", unit: "years", min: 0, max: 100 },
        `Enter how many years you have been with ${partner.displayName}, for example 5`,
      ),
    },
    missing: "Choose Yes or No",
  },
  "which-service": numberedChoice("lloydsWhichService", "Which service are you looking for?", ["Investment management", "Financial planning", "Both"], "Choose the service you are looking for"),
  "investing-option": numberedChoice("lloydsInvestmentOption", "How would you like your money to be invested?", ["A ready-made portfolio", "Managed for me", "Not sure yet"], "Choose how you would like your money to be invested"),
  "which-agent": numberedChoice("lloydsWhichAgent", "How would you prefer to talk to an adviser?", ["Phone", "Video call", "In person"], "Choose how you would prefer to talk to an adviser"),
  "country-connected": {
    type: "country",
    slug: "lloydsCountryConnected",
    field: "lloydsCountryConnected",
    multiple: true,
    text: "Which countries are you connected to?",
    hint: "For example where you live, work, pay tax or hold citizenship. Add as many as apply.",
    answers: [],
    missing: "Choose at least one country from the list",
  },
  "amount-to-invest": {
    type: "currency",
    slug: "lloydsAmountToInvest",
    field: "lloydsAmountToInvest",
    text: "Roughly how much would you like to invest?",
    bands: FINE_BANDS,
    answers: FINE_BANDS.map((band) => ({ text: band.title, slug: String(band.value) })),
    missing: "Choose roughly how much you would like to invest",
  },
} as const satisfies Record<PartnerStep, Question>;
