import { CONSENT_COOKIE } from "@/lib/consent-cookie";

/** Set by the head script on a banner button pressed before React runs; ConsentRoot presses it again. */
export const CLICKED_EARLY = "data-clicked";

/**
 * A tiny script for the document head, run before the page is drawn:
 * - marks <html> when a consent choice is already stored, so the server-rendered banner stays
 *   hidden for returning visitors from the first paint;
 * - marks a banner button pressed before React has taken the page over (such a press would
 *   otherwise be lost: the buttons need React), so that ConsentRoot can act on it once it runs.
 */
export const consentBannerGate =
  `if(/(?:^|; )${CONSENT_COOKIE}=/.test(document.cookie))document.documentElement.setAttribute("data-consent-chosen","");` +
  `addEventListener("click",e=>e.target.closest?.("[data-consent-banner] button")?.setAttribute("${CLICKED_EARLY}",""),!0)`;
