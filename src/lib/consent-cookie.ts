/** The first-party cookie that holds the visitor's consent choice (no React: server code reads it too). */
export const CONSENT_COOKIE = "wm_consent";
