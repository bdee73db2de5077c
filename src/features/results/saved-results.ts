/**
 * What the results page's "Save your results" tells an anonymous visitor about where their results
 * are kept, true to the privacy policy ("Your questionnaire answers", "Your visitor identifier and
 * session"): the finished answers and the matches are stored on our server
 * (`questionnaire_submissions`) for as long as it says, under a visitor that a browser reaches only
 * while signed in to it: the browser where the questions were answered, or one where a link we
 * e-mailed was opened. Nothing here says the results live in the browser. Pure: no React or Next.
 */
import { RETENTION } from "@/config/retention";

const KEPT = `We keep your answers and matches for ${RETENTION.answersMonths} months after you last saved them. Without an account, only a browser signed in to them can open them`;
const LINK = "We use the address only to send that link.";

/** The paragraph above the form; `openedWithLink` when this browser was just signed in by an e-mailed link. */
export function savedResultsText(openedWithLink: boolean): string {
  return openedWithLink
    ? `You opened these results with a link from an e-mail. ${KEPT}, as this browser now is. We can e-mail you another link that opens them, and your introductions, on any device. ${LINK}`
    : `${KEPT}, as this one is. We can e-mail you a link that opens them, and your introductions, on any device. ${LINK}`;
}
