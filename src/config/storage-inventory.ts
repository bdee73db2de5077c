/**
 * Every cookie and browser-storage key the site sets, with its consent category and purpose.
 * The cookie policy page is generated from this list, and the consent manager reads the
 * categories; a feature that stores something new adds it here.
 */
export type ConsentCategory = "necessary" | "analytics" | "marketing";

export interface StoredItem {
  name: string;
  kind: "cookie" | "localStorage";
  category: ConsentCategory;
  purpose: string;
  lifetime: string;
  setBy: "us" | "third party";
}

export const storageInventory: StoredItem[] = [
  {
    name: "better-auth.session_token",
    kind: "cookie",
    category: "necessary",
    purpose: "Keeps your visit together so your answers, matches and requests belong to you. It does not identify you by name.",
    lifetime: "30 days, renewed while you use the site",
    setBy: "us",
  },
  {
    name: "userData",
    kind: "localStorage",
    category: "necessary",
    purpose: "Your questionnaire answers, so you can carry on where you stopped.",
    lifetime: "Until you clear them with Start again or clear your browser storage",
    setBy: "us",
  },
  {
    name: "profileData",
    kind: "localStorage",
    category: "necessary",
    purpose: "What you typed into the profile form, until you send it.",
    lifetime: "Until sent or cleared",
    setBy: "us",
  },
  {
    name: "contactUsData",
    kind: "localStorage",
    category: "necessary",
    purpose: "What you typed into the contact form, until you send it.",
    lifetime: "Until sent or cleared",
    setBy: "us",
  },
  {
    name: "totalQuestions, currentQuestion, currentQuestionUrl, prevQuestionUrl, nextQuestionUrl, incremented, answeredQuestions",
    kind: "localStorage",
    category: "necessary",
    purpose: "Your place and progress in the questionnaire.",
    lifetime: "Until cleared",
    setBy: "us",
  },
  {
    name: "partnerSteps",
    kind: "localStorage",
    category: "necessary",
    purpose: "Which steps of a partner's own questions you have seen (each step's position and whether you visited it).",
    lifetime: "Until you clear them with Start again or clear your browser storage",
    setBy: "us",
  },
  {
    name: "searchTerm",
    kind: "localStorage",
    category: "necessary",
    purpose: "Remembers that you arrived from a partner, so Compare Now takes you to the partner's own questions.",
    lifetime: "Until cleared",
    setBy: "us",
  },
];
