/**
 * Hides the secrets a mail carries (reset, confirmation, sign-in and unsubscribe links) when the
 * outbox is read by anyone but the mail's recipient: a link that works for whoever holds it is
 * replaced by a note. Pure and linear: one pass over the text's web addresses
 * (./web-addresses.ts), and the URL parser for each link found.
 */
import { mapWebAddresses } from "./web-addresses";
import { isUuid } from "@/lib/uuid";

export const HIDDEN_LINK = "[link hidden: it works for whoever holds it, so only its recipient sees it]";
/** In our stored copy of a mail once it has gone (./outbox.ts), which the recipient may read too. */
export const REMOVED_LINK = "[link removed from our copy once the e-mail had gone]";
/** In a member's data download, a file that may travel further than their inbox. */
export const LINK_LEFT_OUT = "[link left out of this download]";

const SECRET_PARAMETER = /token|code|secret|key|sig|otp|hash/i;
const TOKEN_LIKE = /^[A-Za-z0-9_.~-]{20,}$/;

/**
 * An in-page anchor of our own, such as "introduction-<id>" in a workspace link: lower-case words
 * joined by dashes, with at most a record's id at the end. Anything else in a fragment may be a
 * secret (some sign-in schemes put their token there) and is hidden.
 */
function isAnchor(fragment: string): boolean {
  const id = fragment.slice(-36);
  const name = isUuid(id) && fragment.at(-37) === "-" ? fragment.slice(0, -37) : fragment;
  // Linear: each dash starts the next word, so there is one way to match.
  return /^[a-z]+(?:-[a-z]+)*$/.test(name);
}

/** Whether a link carries something that opens a door: a secret-looking parameter or path segment. */
export function carriesSecret(link: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return true;
  }
  if ([...url.searchParams.keys()].some((name) => SECRET_PARAMETER.test(name))) return true;
  if (url.hash.length > 1 && !isAnchor(url.hash.slice(1))) return true;
  return url.pathname.split("/").some((segment) => TOKEN_LIKE.test(segment) && !isUuid(segment));
}

export function redactSecretLinks(text: string, note: string = HIDDEN_LINK): string {
  return mapWebAddresses(text, (link) => (carriesSecret(link) ? note : link));
}
