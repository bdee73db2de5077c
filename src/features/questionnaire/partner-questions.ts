import { partner, type PartnerStep } from "@/config/partner";
import { FINE_BANDS } from "@/lib/wealth-bands";
import type { Question } from "./questions";

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
      question: {
        type: "inputfield",
        slug: "lloydsHowManyYears",
        field: "lloydsHowManyYears",
        input: "whole-number",
        text: "How many years?",
        hint: "Enter 0 if it is less than a year.",
        name: "The number of years",
        unit: "years",
        min: 0,
        max: 100,
        answers: [],
        missing: `Enter how many years you have been with ${partner.displayName}, for example 5`,
      },
    },
    missing: "Choose Yes or No",
  },
  "which-service": {
    type: "single-choice",
    slug: "lloydsWhichService",
    text: "Which service are you looking for?",
    answers: [
      { text: "Investment management", slug: "1", set: { lloydsWhichService: 1 } },
      { text: "Financial planning", slug: "2", set: { lloydsWhichService: 2 } },
      { text: "Both", slug: "3", set: { lloydsWhichService: 3 } },
    ],
    missing: "Choose the service you are looking for",
  },
  "investing-option": {
    type: "single-choice",
    slug: "lloydsInvestmentOption",
    text: "How would you like your money to be invested?",
    answers: [
      { text: "A ready-made portfolio", slug: "1", set: { lloydsInvestmentOption: 1 } },
      { text: "Managed for me", slug: "2", set: { lloydsInvestmentOption: 2 } },
      { text: "Not sure yet", slug: "3", set: { lloydsInvestmentOption: 3 } },
    ],
    missing: "Choose how you would like your money to be invested",
  },
  "which-agent": {
    type: "single-choice",
    slug: "lloydsWhichAgent",
    text: "How would you prefer to talk to an adviser?",
    answers: [
      { text: "Phone", slug: "1", set: { lloydsWhichAgent: 1 } },
      { text: "Video call", slug: "2", set: { lloydsWhichAgent: 2 } },
      { text: "In person", slug: "3", set: { lloydsWhichAgent: 3 } },
    ],
    missing: "Choose how you would prefer to talk to an adviser",
  },
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
