/**
 * Every cookie and browser-storage key the site sets, with its consent category and purpose.
 * The cookie policy page is generated from this list, and the consent manager reads the
 * categories; a feature that stores something new adds it here.
 */
export type ConsentCategory = "necessary" | "analytics" | "marketing";

export interface StoredItem {
  name: string;
  kind: "cookie" | "localStorage" | "sessionStorage";
  /** A name ending in * stands for every name with that prefix. */
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
    purpose:
      "Keeps your visit together so your answers, matches and requests belong to you (on a secure connection its name starts __Secure-). Set only once you accept analytics or save something (finished questionnaire, profile, message, callback). It does not identify you by name.",
    lifetime: "30 days, renewed while you use the site",
    setBy: "us",
  },
  {
    name: "wm-member",
    kind: "cookie",
    category: "necessary",
    purpose:
      "Says only that a member is signed in on this browser, so each page can show Your account instead of Sign in. It grants nothing: your account's pages check your session themselves. Removed when you sign out or delete your account.",
    lifetime: "30 days, or until you sign out",
    setBy: "us",
  },
  {
    name: "wm_clear_browser",
    kind: "cookie",
    category: "necessary",
    purpose: "Set for a few minutes when you sign out or delete your account, so this browser also clears the answers and drafts it kept.",
    lifetime: "10 minutes, or until the next page has cleared them",
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
  {
    name: "wm_consent",
    kind: "cookie",
    category: "necessary",
    purpose: "Remembers your cookie choices, so we only run what you agreed to and do not ask again on every page.",
    lifetime: "6 months",
    setBy: "us",
  },
  {
    name: "CookieConsent",
    kind: "cookie",
    category: "necessary",
    purpose: "Cookiebot (only when switched on): remembers the cookie choices you made in its banner, so it applies them on every page.",
    lifetime: "12 months",
    setBy: "third party",
  },
  {
    name: "wm_ab",
    kind: "cookie",
    category: "analytics",
    purpose: "Remembers which version of a page you were shown while we test two wordings, so you see the same one each time.",
    lifetime: "6 months",
    setBy: "us",
  },
  {
    name: "wm_arrival",
    kind: "sessionStorage",
    category: "analytics",
    purpose:
      "Keeps the address you arrived at, when it carries campaign tags (utm_), from the moment you accept analytics until we have recorded where your visit came from, even if a new page loads in between.",
    lifetime: "Until it is recorded, or you close the tab",
    setBy: "us",
  },
  {
    name: "sentryReplaySession",
    kind: "sessionStorage",
    category: "analytics",
    purpose:
      "Error reporting (only when switched on): links the parts of a recording of your visit. It records about one visit in ten, and every visit in which something goes wrong, with all text and everything you type masked (its defaults).",
    lifetime: "Until you close the tab",
    setBy: "third party",
  },
  {
    name: "_ga",
    kind: "cookie",
    category: "analytics",
    purpose: "Google Analytics (only when configured): tells visits from the same browser apart to count visitors.",
    lifetime: "2 years",
    setBy: "third party",
  },
  {
    name: "_ga_*",
    kind: "cookie",
    category: "analytics",
    purpose: "Google Analytics (only when configured): keeps the state of the current session.",
    lifetime: "2 years",
    setBy: "third party",
  },
  {
    name: "_gcl_*",
    kind: "cookie",
    category: "marketing",
    purpose: "Google Tag Manager advertising tags (only when configured): link a visit to the advert that brought you here.",
    lifetime: "90 days",
    setBy: "third party",
  },
];
