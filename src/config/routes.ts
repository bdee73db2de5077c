/** Every route of the site, declared once (docs/product.md, "Pages"). */
export const routes = {
  home: "/",
  proforma: "/proforma",
  proformaStep: (slug: string) => `/proforma/${slug}`,
  results: "/proforma/results",
  /** The "Your introductions" section of the results page: where investor mails' sign-in links lead. */
  yourIntroductions: "/proforma/results#your-introductions",
  contactUs: "/contact-us",
  aboutUs: "/about-us",
  affiliatePartnerships: "/affiliate-partnerships",
  knowledgeCentre: "/knowledge-centre",
  article: (slug: string) => `/knowledge-centre/${slug}`,
  glossary: "/glossary",
  glossaryTerm: (slug: string) => `/glossary#${slug}`,
  author: (slug: string) => `/author/${slug}`,
  landingPages: "/landing-pages",
  landingPage: (slug: string) => `/landing-pages/${slug}`,
  terms: {
    termsAndConditions: "/terms/terms-and-conditions",
    privacyPolicy: "/terms/privacy-policy",
    cookiePolicy: "/terms/cookie-policy",
    acceptableUsePolicy: "/terms/acceptable-use-policy",
  },
  wealthManagers: "/wealth-managers",
  wealthManager: (id: string) => `/wealth-managers/${id}`,
  account: "/account",
  signIn: "/account/sign-in",
  signUp: "/account/sign-up",
  forgotPassword: "/account/forgot-password",
  resetPassword: "/account/reset-password",
  /** A one-time sign-in link's page (src/server/auth/sign-in-links.ts). */
  signInLink: "/account/link",
  salesPortal: "/sales-portal",
  salesPortalProvider: (slug: string) => `/sales-portal/${slug}`,
  providerEditor: (id: string) => `/sales-portal/providers/${id}`,
  providerEditors: "/sales-portal/providers",
  /** A question opened from the results page: Continue returns to the results. */
  changeAnswer: (questionUrl: string) => `${questionUrl}?return=results`,
  salesPortalAnalytics: "/sales-portal/analytics",
  salesPortalAnalyticsCsv: "/sales-portal/analytics/csv",
  salesPortalIntroduction: (slug: string, introductionId: string) => `/sales-portal/${slug}?introduction=${introductionId}#introduction-${introductionId}`,
  salesPortalIntroductions: "/sales-portal/introductions",
  salesPortalIntroductionsCsv: "/sales-portal/introductions/csv",
  salesPortalOutbox: "/sales-portal/outbox",
  newsletterConfirm: "/newsletter/confirm",
  /** The investor's e-mailed link: confirms their address, then the firms are told. */
  introductionsConfirm: "/introductions/confirm",
  /** After a first meeting: the investor's two questions and their review (docs/reviews.md). */
  introductionOutcome: (introductionId: string) => `/introductions/outcome/${introductionId}`,
  /** How reviews are collected and checked. */
  howReviewsWork: "/about-us/reviews",
  /** How the firms' response figures are worked out. */
  responseFiguresMethod: "/about-us/response-figures",
  newsletterUnsubscribe: "/newsletter/unsubscribe",
  partnerStep: (partner: string, step: string) => `/${partner}/${step}`,
} as const;
