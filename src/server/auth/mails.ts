import { composeMail, type ComposedMail } from "@/features/mail";

export function passwordResetMail(url: string): ComposedMail {
  return composeMail({
    subject: "Choose a new password",
    greeting: "Hello,",
    paragraphs: [
      "Someone, probably you, asked to choose a new password for your Wealth Match account.",
      "The link below works once, for one hour. If you did not ask, ignore this e-mail: your password stays as it is.",
    ],
    action: { label: "Choose a new password", url },
  });
}

/** Why a sign-in link was sent: the mail says so in its first sentence. */
export type SignInLinkReason = "asked" | "save-results" | "fresh";

export function signInLinkMail(url: string, reason: SignInLinkReason, days: number): ComposedMail {
  const why = {
    asked: "Someone, probably you, asked for a link to sign in to Wealth Match with this address.",
    "save-results": "You asked us to save your Wealth Match results. This link opens your matches and introductions on any device.",
    fresh: "You opened a Wealth Match sign-in link that had expired or had already been used, and asked for a new one.",
  }[reason];
  return composeMail({
    subject: reason === "save-results" ? "Your Wealth Match results" : "Your sign-in link",
    greeting: "Hello,",
    paragraphs: [
      why,
      `The link below signs you in once, within ${days} days. If it has expired or been used, the page it opens lets you ask for a new one. If you did not ask for it, ignore this e-mail.`,
    ],
    action: { label: reason === "save-results" ? "Open your results" : "Sign in", url },
  });
}
