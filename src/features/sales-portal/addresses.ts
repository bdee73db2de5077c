/**
 * Staff see a visitor's current e-mail address, firms only the one the visitor last confirmed
 * (docs/introductions.md). Whether the current one is not yet confirmed, so staff views can say so.
 * Case aside: the same address in other capitals reaches the same mailbox.
 */
export function addressUnconfirmed(lead: { email: string; confirmedEmail: string | null }): boolean {
  return lead.confirmedEmail === null || lead.confirmedEmail.toLowerCase() !== lead.email.toLowerCase();
}
