/** The consent banner's heading's id: it names the banner (a page has one). */
export const CONSENT_HEADING_ID = "consent-banner-heading";
