/**
 * The mails the enquiries feature causes. Pure: each returns the composed mail. A notice to the
 * team names no one and quotes nothing: the sales portal shows the message.
 */
import { composeMail, type ComposedMail } from "@/server/mail/compose";
import { REPLY_WITHIN } from "./reply-times";

export type Arrival = keyof typeof REPLY_WITHIN;

const WORDS: Record<Arrival, { subject: string; what: string }> = {
  "contact-message": { subject: "New message from the contact form", what: "A visitor has sent a message through the contact form." },
  "partner-enquiry": { subject: "New partnership enquiry", what: "Someone has sent a partnership enquiry through the affiliate page." },
};

/** To the operator's team: a message or an enquiry has come in; `url` opens it in the sales portal. */
export function teamNoticeMail(arrival: Arrival, url: string): ComposedMail {
  const words = WORDS[arrival];
  return composeMail({
    subject: words.subject,
    greeting: "Hello,",
    paragraphs: [`${words.what} The sender was told that we will reply within ${REPLY_WITHIN[arrival]}.`, "It is in the sales portal, with the sender's details."],
    action: { label: "Open the sales portal", url },
    footer: ["You receive this because you have a sales or admin role on Wealth Match."],
  });
}
