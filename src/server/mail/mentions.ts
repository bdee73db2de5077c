/**
 * Finding a person's e-mail address in the site's own mail (docs/security.md, "The privacy policy
 * is true"): as a whole address, never as part of a longer one ("ann@example.co" is not in
 * "joann@example.co.uk"). Case is ignored. Each occurrence is checked by the one character on either
 * side; the texts are the site's own mail, of bounded length.
 */
export function mentionsAddress(text: string | null, address: string): boolean {
  if (!text || !address) return false;
  const haystack = text.toLowerCase();
  const needle = address.toLowerCase();
  const partOfLocal = (character: string | undefined) => character !== undefined && /[a-z0-9._%+'-]/.test(character);
  const partOfDomain = (character: string | undefined) => character !== undefined && /[a-z0-9-]/.test(character);
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    // A dot after the address continues its domain only when a label follows it.
    const continues = partOfDomain(after) || (after === "." && partOfDomain(haystack[at + needle.length + 1]));
    if (!partOfLocal(before) && !continues) return true;
  }
  return false;
}

/** A calendar file's lines with folded lines joined (a line break then a space or a tab continues a line). */
export function unfoldedLines(calendar: string): string[] {
  return calendar.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
}

/**
 * Whether a calendar invitation names `address` as its attendee: the investor in every invitation
 * the site sends. The organiser (a firm's address) is not looked at.
 */
export function invitesAttendee(calendar: string | null, address: string): boolean {
  if (!calendar) return false;
  return unfoldedLines(calendar).some((line) => /^attendee[;:]/i.test(line) && mentionsAddress(line, address));
}
