/**
 * What the results page's "Get introduced" form can offer (docs/introductions.md, "The visitor"):
 * the matched firms the visitor may tick, the matched firms that cannot be sent their details
 * through us now, and whether the form can succeed at all. Pure, so the page and the form agree.
 */

export interface MatchedFirm {
  id: string;
  /** The firm's full name, as its card is titled. */
  name: string;
  /** Its name in a sentence ("Brewin Dolphin"), as the boxes, buttons and mails say it. */
  shortName: string;
  /** False when the firm is not taking introductions (or could not be told): it gets no box. */
  offered: boolean;
  /** Offered through our desk, which passes details on by hand (docs/introductions.md, "Delivery routes"). */
  throughDesk?: boolean;
  /** The firm's own website, when the operator has confirmed it. */
  webAddress?: string | null;
}

export interface FirmChoice<F extends MatchedFirm> {
  /** Offered and not introduced yet: each gets a "Send my details to {firm}" box. */
  open: F[];
  /** Not introduced and not offered: no box, and the visitor is told how to reach them instead. */
  unreachable: F[];
  /**
   * Whether sending the form can succeed: there is a firm to tick, or the visitor already has an
   * introduction (then the form only changes the details those firms have).
   */
  usable: boolean;
}

export function firmChoice<F extends MatchedFirm>(firms: readonly F[], introducedIds: Iterable<string>): FirmChoice<F> {
  const introduced = new Set(introducedIds);
  const notIntroduced = firms.filter((f) => !introduced.has(f.id));
  const open = notIntroduced.filter((f) => f.offered);
  return { open, unreachable: notIntroduced.filter((f) => !f.offered), usable: open.length > 0 || introduced.size > 0 };
}

/**
 * The element on the form that an error summary's line links to, or null when the message is
 * shown as plain text: a form-wide message, or the firms when no firm box is on the page.
 */
export function errorAnchor(field: string, on: { firmsListed: boolean }): string | null {
  if (field === "form") return null;
  if (field === "firms" && !on.firmsListed) return null;
  return field;
}
