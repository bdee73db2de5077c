/**
 * Whether a visitor's current e-mail address is not the one they last confirmed, which is the only
 * one firms see (docs/introductions.md, "Confirming the e-mail address first"). Case aside: the same
 * address in other capitals reaches the same mailbox.
 */
export function addressUnconfirmed(lead: { email: string; confirmedEmail: string | null }): boolean {
  return lead.confirmedEmail === null || lead.confirmedEmail.toLowerCase() !== lead.email.toLowerCase();
}
