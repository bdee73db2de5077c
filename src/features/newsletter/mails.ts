/** Newsletter mail (docs/product.md, "Privacy, consent and retention"): every one carries an unsubscribe link. Pure. */
import { composeMail, type ComposedMail, type MailContent } from "@/server/mail/compose";

/** Composes a newsletter mail; the unsubscribe link is always added, so no mail can leave without it. */
export function newsletterMail(content: MailContent, unsubscribeUrl: string): ComposedMail {
  return composeMail({ ...content, footer: [...(content.footer ?? []), `To stop receiving these e-mails, unsubscribe: ${unsubscribeUrl}`] });
}

export function confirmSubscriptionMail(input: { firstName: string; confirmUrl: string; unsubscribeUrl: string }): ComposedMail {
  return newsletterMail(
    {
      subject: "Please confirm your newsletter sign-up",
      greeting: `Dear ${input.firstName},`,
      paragraphs: [
        "Thank you for signing up to the Wealth Match newsletter. Please confirm that this is your address: we send nothing else until you do.",
        "If you did not sign up, ignore this e-mail. Unconfirmed sign-ups are deleted after 7 days.",
      ],
      action: { label: "Confirm my sign-up", url: input.confirmUrl },
    },
    input.unsubscribeUrl,
  );
}

/** To a confirmed subscriber when someone gives their address again with a name: nothing changes unless they press. */
export function changeDetailsMail(input: { firstName: string; lastName: string; confirmUrl: string; unsubscribeUrl: string }): ComposedMail {
  return newsletterMail(
    {
      subject: "Please confirm the change to your newsletter details",
      greeting: "Hello,",
      paragraphs: [
        `Your address is already signed up to the Wealth Match newsletter. Someone, perhaps you, has just signed it up again under the name ${input.firstName} ${input.lastName}.`,
        "To use that name on your newsletters, confirm below. If it was not you, ignore this e-mail: your details stay as they are and you stay signed up.",
      ],
      action: { label: "Use the new name", url: input.confirmUrl },
    },
    input.unsubscribeUrl,
  );
}
