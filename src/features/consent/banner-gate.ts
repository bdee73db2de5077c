import { CONSENT_COOKIE } from "@/lib/consent-cookie";

/**
 * A tiny script for the document head: marks <html> when a consent choice is already stored, so
 * the server-rendered banner stays hidden for returning visitors from the first paint.
 */
export const consentBannerGate = `if(/(?:^|; )${CONSENT_COOKIE}=/.test(document.cookie))document.documentElement.setAttribute("data-consent-chosen","")`;
