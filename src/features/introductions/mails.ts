/**
 * The mails introductions cause (DECISIONS §10). Pure: each returns the composed mail. The
 * firm's mail carries no personal data of the visitor; the link opens it in the workspace.
 */
import { composeMail, type ComposedMail } from "@/features/mail";
import { listInWords } from "@/lib/words";
import { RETENTION } from "@/config/retention";

/** How long the sign-in link in an investor's mail works (src/server/auth/sign-in-links.ts). */
const SIGN_IN_LINK_DAYS = RETENTION.signInLinkDays;

export function newIntroductionMail(firmName: string, url: string): ComposedMail {
  return composeMail({
    subject: "New introduction",
    greeting: "Hello,",
    paragraphs: [
      `A visitor to Wealth Match has asked to be introduced to ${firmName} and agreed to share their contact details with you.`,
      "Please accept or decline within 2 working days. Their details, how and when they would like to be contacted, and a summary of their answers are in your workspace.",
    ],
    action: { label: "Open the introduction", url },
    footer: [`You receive this because you handle introductions for ${firmName} on Wealth Match.`],
  });
}

export function visitorConfirmationMail(input: { firstName: string; firmNames: string[]; resultsUrl: string }): ComposedMail {
  const firms = listInWords(input.firmNames);
  return composeMail({
    subject: `Your details have been sent to ${firms}`,
    greeting: `Dear ${input.firstName},`,
    paragraphs: [
      `Thank you. We have sent your name, phone number, e-mail address and contact preferences, with a summary of your answers, to ${firms}. No other firm receives them.`,
      "Each firm has 2 working days to accept or decline. We will e-mail you when they do, and the firm will then contact you the way you asked.",
      "You can see where each introduction stands, or withdraw it at any time: the button below signs you in to your introductions on any device. Once you withdraw, the firm no longer sees your contact details.",
      `The button works once, within ${SIGN_IN_LINK_DAYS} days; after that, the page it opens can e-mail you a new one.`,
    ],
    action: { label: "See or withdraw your introductions", url: input.resultsUrl },
  });
}

export function visitorAnswerMail(input: { firstName: string; firmName: string; accepted: boolean; reason: string | null; resultsUrl: string }): ComposedMail {
  return composeMail({
    subject: input.accepted ? `${input.firmName} has accepted your introduction` : `${input.firmName} has declined your introduction`,
    greeting: `Dear ${input.firstName},`,
    paragraphs: input.accepted
      ? [
          `${input.firmName} has accepted your introduction and will contact you the way you asked.`,
          "If you would rather not hear from them, you can withdraw the introduction: the button below signs you in to your introductions on any device.",
          `The button works once, within ${SIGN_IN_LINK_DAYS} days; after that, the page it opens can e-mail you a new one.`,
        ]
      : [
          `${input.firmName} has declined your introduction${input.reason ? `. Their reason: ${input.reason}` : "."}`,
          "You can ask another of your matched firms to contact you: the button below signs you in to your results and introductions on any device.",
          `The button works once, within ${SIGN_IN_LINK_DAYS} days; after that, the page it opens can e-mail you a new one.`,
        ],
    action: { label: "See your introductions", url: input.resultsUrl },
  });
}
