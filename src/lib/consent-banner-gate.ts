import { CONSENT_COOKIE } from "@/lib/consent-cookie";
import { EARLY_PRESS_SCRIPT } from "@/lib/early-press";

/**
 * A tiny script for the document head, run before the page is drawn:
 * - marks <html> when a consent choice is already stored, so the server-rendered banner stays
 *   hidden for returning visitors from the first paint;
 * - holds presses made before React has taken the page over (src/lib/early-press.ts): the
 *   banner's buttons, and the forms marked for it, act on them once React runs.
 */
export const consentBannerGate =
  `if(/(?:^|; )${CONSENT_COOKIE}=/.test(document.cookie))document.documentElement.setAttribute("data-consent-chosen","");` + EARLY_PRESS_SCRIPT;
