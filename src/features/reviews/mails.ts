/**
 * The mails sent after a first meeting (docs/reviews.md). Pure. The firm's mail carries no
 * personal data of the investor: only a link to the introduction in its workspace.
 */
import { composeMail, type ComposedMail } from "@/server/mail/compose";
import { RETENTION } from "@/config/retention";
import { isSignInLinkUrl, plainLinkNote } from "@/lib/sign-in-link-url";

export function investorOutcomeMail(input: { firstName: string; firmName: string; meetingDay: string; url: string }): ComposedMail {
  return composeMail({
    subject: `How did your meeting with ${input.firmName} go?`,
    greeting: `Dear ${input.firstName},`,
    paragraphs: [
      `Your first meeting with ${input.firmName} was booked for ${input.meetingDay}. Could you tell us, in two quick questions, whether it took place and whether you have decided to become a client?`,
      `If it did take place, you can also review ${input.firmName}. Only people we introduced and who met the firm can review it. We publish every review, good or bad, with your first name and the initial of your last name, unless it breaks our review rules (see "How reviews work" at the foot of any page on our site).`,
      isSignInLinkUrl(input.url)
        ? `The button below signs you in and opens the questions. It works once, within ${RETENTION.signInLinkDays} days; after that, the page it opens can e-mail you a new one.`
        : plainLinkNote("the questions"),
    ],
    action: { label: "Answer two questions", url: input.url },
    footer: ["You receive this because you asked Wealth Match to introduce you to this firm and booked a meeting with it. We ask once."],
  });
}

export function firmOutcomeMail(input: { firmName: string; meetingDay: string; url: string }): ComposedMail {
  return composeMail({
    subject: "How did the first meeting go?",
    greeting: "Hello,",
    paragraphs: [
      `A first meeting with an investor introduced to ${input.firmName} by Wealth Match was booked for ${input.meetingDay}.`,
      "Please tell us in your workspace whether it took place and whether they became a client. We ask the investor the same; where the answers differ, our team looks into it.",
    ],
    action: { label: "Record the outcome", url: input.url },
    footer: [`You receive this because you handle introductions for ${input.firmName} on Wealth Match.`],
  });
}
