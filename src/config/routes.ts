import type { Route } from "next";

/**
 * A path built at run time, typed as a route of this site. Next's typed routes check every literal
 * path given to Link, redirect() and router.push(); a path assembled from parts is checked here,
 * where each pattern is written once, so nothing outside this file needs a cast.
 */
const built = (path: string) => path as Route;

/** `path` with a query string (none when `query` is empty). */
export function withQuery(path: Route, query: URLSearchParams | Record<string, string>): Route {
  const text = new URLSearchParams(query).toString();
  return built(text ? `${path}?${text}` : path);
}

/** Every route of the site, declared once (docs/product.md, "Pages"). */
export const routes = {
  home: "/",
  proforma: "/proforma",
  proformaStep: (slug: string) => built(`/proforma/${slug}`),
  results: "/proforma/results",
  /** The "Your introductions" section of the results page: where investor mails' sign-in links lead. */
  yourIntroductions: "/proforma/results#your-introductions",
  contactUs: "/contact-us",
  /** Where a contact message sent with scripts off lands, so that a reload cannot send it again. */
  contactUsSent: "/contact-us/sent",
  aboutUs: "/about-us",
  affiliatePartnerships: "/affiliate-partnerships",
  affiliatePartnershipsSent: "/affiliate-partnerships/sent",
  knowledgeCentre: "/knowledge-centre",
  article: (slug: string) => built(`/knowledge-centre/${slug}`),
  glossary: "/glossary",
  glossaryTerm: (slug: string) => built(`/glossary#${slug}`),
  author: (slug: string) => built(`/author/${slug}`),
  landingPages: "/landing-pages",
  landingPage: (slug: string) => built(`/landing-pages/${slug}`),
  terms: {
    termsAndConditions: "/terms/terms-and-conditions",
    privacyPolicy: "/terms/privacy-policy",
    cookiePolicy: "/terms/cookie-policy",
    acceptableUsePolicy: "/terms/acceptable-use-policy",
  },
  wealthManagers: "/wealth-managers",
  wealthManager: (id: string) => built(`/wealth-managers/${id}`),
  account: "/account",
  signIn: "/account/sign-in",
  /** Sign in, then go on to `next` (a path on this site). */
  signInThen: (next: string) => withQuery("/account/sign-in", { next }),
  signUp: "/account/sign-up",
  signUpThen: (next: string) => withQuery("/account/sign-up", { next }),
  forgotPassword: "/account/forgot-password",
  resetPassword: "/account/reset-password",
  /** A one-time sign-in link's page (src/server/auth/sign-in-links.ts). */
  signInLink: "/account/link",
  /** Where an account's confirmation link lands (Better Auth's callback), saying what happened. */
  accountConfirmed: "/account/confirmed",
  salesPortal: "/sales-portal",
  salesPortalProvider: (slug: string) => built(`/sales-portal/${slug}`),
  providerEditor: (id: string) => built(`/sales-portal/providers/${id}`),
  providerEditors: "/sales-portal/providers",
  /** A question opened from the results page: Continue returns to the results. */
  changeAnswer: (questionUrl: string) => built(`${questionUrl}?return=results`),
  salesPortalAnalytics: "/sales-portal/analytics",
  salesPortalAnalyticsCsv: "/sales-portal/analytics/csv",
  /** One introduction in a firm's workspace, with the notice about it when there is one. */
  salesPortalIntroduction: (slug: string, introductionId: string, notice?: string) =>
    built(`/sales-portal/${slug}?${notice ? `notice=${notice}&` : ""}introduction=${introductionId}#introduction-${introductionId}`),
  salesPortalIntroductions: "/sales-portal/introductions",
  salesPortalIntroductionsCsv: "/sales-portal/introductions/csv",
  salesPortalOutbox: "/sales-portal/outbox",
  /** Where the footer's newsletter sign-up posts with scripts off, and answers. */
  newsletter: "/newsletter",
  /** Where a sign-up sent with scripts off lands, so that a reload cannot send it again. */
  newsletterSent: "/newsletter/sent",
  newsletterConfirm: "/newsletter/confirm",
  /** The investor's e-mailed link: confirms their address, then the firms are told. */
  introductionsConfirm: "/introductions/confirm",
  /** After a first meeting: the investor's two questions and their review (docs/reviews.md), one page per introduction below this path. */
  introductionOutcomes: "/introductions/outcome",
  introductionOutcome: (introductionId: string) => built(`/introductions/outcome/${introductionId}`),
  /** How reviews are collected and checked. */
  howReviewsWork: "/about-us/reviews",
  /** How the firms' response figures are worked out. */
  responseFiguresMethod: "/about-us/response-figures",
  newsletterUnsubscribe: "/newsletter/unsubscribe",
  partnerStep: (partner: string, step: string) => built(`/${partner}/${step}`),
} as const;
